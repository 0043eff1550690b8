import { randomUUID } from "node:crypto";
import type { DeskLead } from "../../shared/desk-types.ts";
import type { LeadChange, LeadStatus } from "../../shared/pipeline.ts";
import type { Db, DatabaseHandle } from "../db/index.server.ts";
import { nowIso } from "../db/dialect.ts";
import { DomainError } from "../domain-error.ts";
import { requireActiveStaff } from "../staff/roles.ts";
import { toDeskLead } from "./present.ts";
import { deleteLeadIn } from "./removal.ts";

/**
 * The pipeline's commands. Each change to a lead and its timeline event (who,
 * what, when) are written in one transaction: the timeline is the audit.
 */

export async function recordEvent(trx: Db, leadId: string, kind: string, actorId: string | null, data: Record<string, unknown> | null) {
  await trx
    .insertInto("lead_events")
    .values({ id: randomUUID(), lead_id: leadId, kind, actor_id: actorId, data: data === null ? null : JSON.stringify(data), created_at: nowIso() })
    .execute();
}

const notFound = () => new DomainError("not_found", "lead_not_found", "No such lead");

async function lockedLead(trx: Db, id: string) {
  const row = await trx.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Applies one change inside the caller's transaction (also the field desk's queued changes, leads/field/); no event when nothing changed. */
export async function applyChange(trx: Db, actorId: string, id: string, change: LeadChange): Promise<void> {
  const row = await lockedLead(trx, id);
  switch (change.action) {
    case "status": {
      const reason = change.status === "lost" ? (change.reason ?? null) : null;
      if (row.status === change.status && row.lost_reason === reason) return;
      await trx.updateTable("leads").set({ status: change.status, lost_reason: reason }).where("id", "=", id).execute();
      await recordEvent(trx, id, "status", actorId, { from: row.status, to: change.status, ...(reason ? { reason } : {}) });
      return;
    }
    case "owner": {
      if (row.owner_id === change.ownerId) return;
      if (change.ownerId) await requireActiveStaff(trx, change.ownerId);
      await trx.updateTable("leads").set({ owner_id: change.ownerId }).where("id", "=", id).execute();
      await recordEvent(trx, id, "owner", actorId, { from: row.owner_id, to: change.ownerId });
      return;
    }
    case "note":
      await recordEvent(trx, id, "note", actorId, { text: change.text, ...(change.call ? { call: true } : {}) });
      return;
    case "follow_up": {
      if (row.next_follow_up_at === change.at) return;
      await trx.updateTable("leads").set({ next_follow_up_at: change.at }).where("id", "=", id).execute();
      await recordEvent(trx, id, "follow_up", actorId, { from: row.next_follow_up_at, to: change.at });
      return;
    }
  }
}

/** Changes a lead's status, owner, note or follow-up and records it on the timeline. */
export async function changeLead(database: DatabaseHandle, actorId: string, id: string, change: LeadChange): Promise<DeskLead> {
  return database.db.transaction().execute(async (trx) => {
    await applyChange(trx, actorId, id, change);
    return toDeskLead(await lockedLead(trx, id));
  });
}

/** The same owner or status for many leads, all or none. */
export async function bulkChange(
  database: DatabaseHandle,
  actorId: string,
  ids: string[],
  change: { action: "owner"; ownerId: string | null } | { action: "status"; status: LeadStatus; reason?: string },
): Promise<{ updated: number }> {
  const unique = [...new Set(ids)];
  if (change.action === "status" && change.status === "lost" && !change.reason) {
    throw new DomainError("invalid", "invalid_input", "Invalid input: reason: a lost lead needs a reason");
  }
  await database.db.transaction().execute(async (trx) => {
    for (const id of unique) await applyChange(trx, actorId, id, change as LeadChange);
  });
  return { updated: unique.length };
}

/**
 * Deletes a lead once the caller typed its name (admin-only, checked by the
 * caller): with everything that points at it, and recorded (removal.ts).
 */
export async function deleteLead(database: DatabaseHandle, actorId: string, id: string, confirmName: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const row = await lockedLead(trx, id);
    if (confirmName.trim() !== row.name.trim()) throw new DomainError("invalid", "name_mismatch", "Type the lead's name exactly to delete it");
    await deleteLeadIn(trx, database.kind, id, actorId, "desk");
  });
}
