import { fieldDeskCopy } from "../../../../content/field-desk.ts";
import { adminDeskCopy } from "../../../../content/admin-desk.ts";
import type { FieldChange, FieldChangeResult, FieldLead } from "../../../shared/field-desk.ts";
import type { LeadChange } from "../../../shared/pipeline.ts";
import type { DatabaseHandle, Db } from "../../db/index.server.ts";
import { nowIso } from "../../db/dialect.ts";
import { DomainError } from "../../domain-error.ts";
import { applyChange, recordEvent } from "../pipeline.ts";

/**
 * The field desk's queued changes, applied on the server (decision 0035):
 * - once: each change's id is written to field_changes in the transaction that
 *   applies it, so a retry or a second copy finds the row and changes nothing;
 * - in order: the phone sends its queue oldest first and each change commits
 *   before the next starts;
 * - the later change wins: a status or follow-up the agent set offline that
 *   someone else changed after the agent made it (by the clock of the event on
 *   the timeline) is not applied; it goes on the timeline as a note saying so,
 *   and the phone is told who changed it to what. Notes and calls never conflict.
 */

const when = (v: unknown) => new Date(v as string | Date);

/** The agent's own leads (up to 1,000, due follow-ups first), as the phone keeps them. */
export async function fieldLeads(database: DatabaseHandle, agentId: string): Promise<FieldLead[]> {
  const rows = await database.db
    .selectFrom("leads")
    .select(["id", "name", "phone", "location", "status", "next_follow_up_at", "created_at"])
    .where("owner_id", "=", agentId)
    .orderBy("next_follow_up_at")
    .orderBy("created_at", "desc")
    .limit(1000)
    .execute();
  return rows.map(present);
}

function present(r: { id: string; name: string; phone: string | null; location: string | null; status: string; next_follow_up_at: unknown; created_at: unknown }): FieldLead {
  return {
    id: r.id,
    name: r.name,
    phone: r.phone,
    location: r.location,
    status: r.status,
    next_follow_up_at: r.next_follow_up_at ? when(r.next_follow_up_at).toISOString() : null,
    created_at: when(r.created_at).toISOString(),
  };
}

async function leadNow(db: Db, id: string): Promise<FieldLead | null> {
  const row = await db.selectFrom("leads").select(["id", "name", "phone", "location", "status", "next_follow_up_at", "created_at"]).where("id", "=", id).executeTakeFirst();
  return row ? present(row) : null;
}

function asLeadChange(change: FieldChange): LeadChange {
  switch (change.action) {
    case "status":
      return { action: "status", status: change.status, reason: change.reason };
    case "note":
      return { action: "note", text: change.text };
    case "follow_up":
      return { action: "follow_up", at: change.at };
    case "call":
      return { action: "note", text: fieldDeskCopy.timelineCall(fieldDeskCopy.outcomes[change.outcome], change.text), call: true };
  }
}

/** The newest change of the same kind by someone else after the agent made theirs, if any. */
async function laterChange(db: Db, actorId: string, change: FieldChange) {
  if (change.action !== "status" && change.action !== "follow_up") return null;
  const events = await db
    .selectFrom("lead_events")
    .leftJoin("staff_members", "staff_members.user_id", "lead_events.actor_id")
    .leftJoin("auth_users", "auth_users.id", "lead_events.actor_id")
    .select(["lead_events.created_at", "lead_events.actor_id", "lead_events.data", "staff_members.display_name", "auth_users.email"])
    .where("lead_events.lead_id", "=", change.leadId)
    .where("lead_events.kind", "=", change.action)
    .execute();
  const made = Date.parse(change.madeAt);
  const later = events
    .filter((e) => e.actor_id !== actorId && when(e.created_at).getTime() > made)
    .sort((a, b) => when(b.created_at).getTime() - when(a.created_at).getTime())[0];
  if (!later) return null;
  const data = (typeof later.data === "string" ? JSON.parse(later.data) : later.data) as { to?: string | null } | null;
  return { by: later.display_name || later.email || null, at: when(later.created_at).toISOString(), to: data?.to ?? null };
}

function describe(change: FieldChange): string {
  if (change.action === "status") return `${adminDeskCopy.status[change.status]}`;
  if (change.action === "follow_up") return `${fieldDeskCopy.followUp}: ${change.at ?? adminDeskCopy.empty}`;
  return change.action;
}

/** Applies one queued change once; answers what happened to it. */
export async function applyFieldChange(database: DatabaseHandle, actorId: string, change: FieldChange): Promise<FieldChangeResult> {
  return database.db.transaction().execute(async (trx) => {
    const seen = await trx.selectFrom("field_changes").select(["outcome", "lead_id"]).where("change_id", "=", change.changeId).executeTakeFirst();
    if (seen) {
      // A change id belongs to the phone that made it: someone else's copy is not theirs to repeat.
      return { changeId: change.changeId, leadId: seen.lead_id, outcome: seen.outcome as FieldChangeResult["outcome"], repeat: true, lead: await leadNow(trx, seen.lead_id) };
    }
    const inserted = await trx
      .insertInto("field_changes")
      .values({ change_id: change.changeId, lead_id: change.leadId, actor_id: actorId, action: change.action, outcome: "applied", made_at: change.madeAt, applied_at: nowIso() })
      .onConflict((oc) => oc.column("change_id").doNothing())
      .returning("change_id")
      .executeTakeFirst();
    if (!inserted) {
      // Another request with the same change committed first (PostgreSQL waited for it): this copy is a repeat.
      const row = await trx.selectFrom("field_changes").select(["outcome"]).where("change_id", "=", change.changeId).executeTakeFirstOrThrow();
      return { changeId: change.changeId, leadId: change.leadId, outcome: row.outcome as FieldChangeResult["outcome"], repeat: true, lead: await leadNow(trx, change.leadId) };
    }
    const lead = await leadNow(trx, change.leadId);
    if (!lead) {
      await trx.updateTable("field_changes").set({ outcome: "refused" }).where("change_id", "=", change.changeId).execute();
      return { changeId: change.changeId, leadId: change.leadId, outcome: "refused", repeat: false, lead: null };
    }
    const later = await laterChange(trx, actorId, change);
    if (later) {
      const to = change.action === "status" && later.to ? (adminDeskCopy.status as Record<string, string>)[later.to] ?? later.to : (later.to ?? adminDeskCopy.empty);
      await recordEvent(trx, change.leadId, "note", actorId, {
        text: fieldDeskCopy.timelineSuperseded(describe(change), change.madeAt, later.by ?? fieldDeskCopy.someone),
        offline: { changeId: change.changeId, action: change.action, madeAt: change.madeAt, superseded: true },
      });
      await trx.updateTable("field_changes").set({ outcome: "superseded" }).where("change_id", "=", change.changeId).execute();
      return { changeId: change.changeId, leadId: change.leadId, outcome: "superseded", repeat: false, later: { ...later, to }, lead: await leadNow(trx, change.leadId) };
    }
    await applyChange(trx, actorId, change.leadId, asLeadChange(change));
    return { changeId: change.changeId, leadId: change.leadId, outcome: "applied", repeat: false, lead: await leadNow(trx, change.leadId) };
  });
}

/** The phone's queue, oldest first: each change commits before the next is tried. */
export async function applyFieldChanges(database: DatabaseHandle, actorId: string, changes: FieldChange[]): Promise<FieldChangeResult[]> {
  const ids = new Set<string>();
  for (const c of changes) {
    if (ids.has(c.changeId)) throw new DomainError("invalid", "invalid_input", "Invalid input: changes: the same change id twice in one request");
    ids.add(c.changeId);
  }
  const results: FieldChangeResult[] = [];
  for (const change of changes) results.push(await applyFieldChange(database, actorId, change));
  return results;
}
