import type { Db, DatabaseHandle } from "../db/index.server.ts";
import { nowIso } from "../db/dialect.ts";
import { DomainError } from "../domain-error.ts";
import { recordEvent } from "./pipeline.ts";

/**
 * Call-backs on the desk. A visitor asks for one in the chat (src/server/chat);
 * the desk shows it on the lead's timeline, counts it as a follow-up due at its
 * slot while it is open, and staff mark it done, which the lead's timeline
 * records as an event (who, when).
 */

/** A call-back the visitor asked for and nobody has marked done yet. */
export const OPEN_CALLBACK = "requested";
export const DONE_CALLBACK = "done";

export interface CallbackDone {
  id: string;
  lead_id: string | null;
  status: "done";
  done_at: string;
}

/** Marks a call-back done once; a second time is a 409, an unknown one a 404. */
export async function completeCallback(database: DatabaseHandle, actorId: string, callbackId: string): Promise<CallbackDone> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("callback_requests").selectAll().where("id", "=", callbackId).executeTakeFirst();
    if (!row) throw new DomainError("not_found", "callback_not_found", "No such call-back request");
    const doneAt = nowIso();
    const updated = await trx
      .updateTable("callback_requests")
      .set({ status: DONE_CALLBACK, done_at: doneAt, done_by: actorId })
      .where("id", "=", callbackId)
      .where("status", "=", OPEN_CALLBACK)
      .executeTakeFirst();
    // Somebody else marked it done first (or it was never open).
    if (Number(updated.numUpdatedRows) === 0) throw new DomainError("conflict", "callback_already_done", "This call-back is already marked done");
    if (row.lead_id) await recordEvent(trx, row.lead_id, "callback_done", actorId, { callbackId, slot: row.slot_start, phone: row.phone });
    return { id: callbackId, lead_id: row.lead_id, status: "done" as const, done_at: doneAt };
  });
}

/** The soonest open call-back slot per lead, for a page of leads. */
export async function nextCallbacks(db: Db, leadIds: string[]): Promise<Map<string, string>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("callback_requests")
    .select(["lead_id", (eb) => eb.fn.min<string>("slot_start").as("slot")])
    .where("lead_id", "in", leadIds)
    .where("status", "=", OPEN_CALLBACK)
    .groupBy("lead_id")
    .execute();
  return new Map(rows.flatMap((r) => (r.lead_id ? [[r.lead_id, String(r.slot)] as [string, string]] : [])));
}
