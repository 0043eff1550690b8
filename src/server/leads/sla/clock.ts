import type { LeadPromise, PromiseSettings } from "../../../shared/routing.ts";
import type { Db } from "../../db/index.server.ts";
import { readJson } from "../../db/dialect.ts";
import { readPromiseSettings, targetFor } from "./settings.ts";
import { addWorkingMinutes, isWorkingTime, workingMinutesBetween } from "./working-time.ts";

/**
 * A new lead's first-response clock. It starts in the capture's transaction
 * (for leads that came by themselves: a visitor or a channel, never staff)
 * and stops at the first contact by staff, which is read from what the desk
 * already records rather than written by each path:
 * - a chat reply by an agent in one of the lead's chats;
 * - a call staff placed to the lead (from the desk);
 * - a status change by staff away from "new" (to contacted or beyond);
 * - a note of a call: the desk's call note, or a note staff marked as
 *   recording a call (a call made from their own phone). Any other note is
 *   not contact.
 */

export type ResponseKind = "chat" | "call" | "status" | "manual";

export async function startPromise(trx: Db, lead: { id: string; source: string; created_at: string }, actorId: string | null): Promise<void> {
  // Staff who enter a lead (by hand, an import, the data API) have already spoken to that person.
  if (actorId) return;
  const settings = await readPromiseSettings(trx);
  const target = targetFor(settings, lead.source);
  if (target === null) return;
  const started = new Date(lead.created_at);
  await trx
    .insertInto("lead_promises")
    .values({
      lead_id: lead.id,
      source: lead.source,
      target_minutes: target,
      started_at: started.toISOString(),
      due_at: addWorkingMinutes(settings.hours, started, target).toISOString(),
      first_response_at: null,
      first_response_by: null,
      first_response_kind: null,
      breached_at: null,
      breach_owner: null,
      owner_notified_at: null,
      admin_notified_at: null,
    })
    .onConflict((oc) => oc.column("lead_id").doNothing())
    .execute();
}

export interface FirstResponse {
  at: string;
  by: string | null;
  kind: ResponseKind;
}

const earlier = (map: Map<string, FirstResponse>, leadId: string, r: FirstResponse) => {
  const was = map.get(leadId);
  if (!was || Date.parse(r.at) < Date.parse(was.at)) map.set(leadId, r);
};

/** The first staff contact of each lead since `since` (their clocks' start), from what the desk recorded. */
export async function firstResponses(db: Db, leads: Array<{ lead_id: string; started_at: string }>): Promise<Map<string, FirstResponse>> {
  const out = new Map<string, FirstResponse>();
  if (leads.length === 0) return out;
  const ids = leads.map((l) => l.lead_id);
  const since = leads.reduce((min, l) => (l.started_at < min ? l.started_at : min), leads[0]!.started_at);
  const startOf = new Map(leads.map((l) => [l.lead_id, l.started_at]));
  const after = (leadId: string, at: string) => Date.parse(at) >= Date.parse(startOf.get(leadId)!);

  const replies = await db
    .selectFrom("chat_session_messages as m")
    .innerJoin("chat_sessions as s", "s.id", "m.session_id")
    .select(["s.lead_id", "s.agent_id", (eb) => eb.fn.min("m.created_at").as("at")])
    .where("s.lead_id", "in", ids)
    .where("m.sender_type", "=", "agent")
    .where("m.created_at", ">=", since)
    .groupBy(["s.lead_id", "s.agent_id"])
    .execute();
  for (const r of replies) if (r.lead_id && r.at && after(r.lead_id, String(r.at))) earlier(out, r.lead_id, { at: String(r.at), by: r.agent_id, kind: "chat" });

  const calls = await db
    .selectFrom("calls")
    .select(["lead_id", "agent_id", "created_at"])
    .where("lead_id", "in", ids)
    .where("direction", "=", "outbound")
    .where("created_at", ">=", since)
    .execute();
  for (const c of calls) if (c.lead_id && after(c.lead_id, c.created_at)) earlier(out, c.lead_id, { at: c.created_at, by: c.agent_id, kind: "call" });

  const events = await db
    .selectFrom("lead_events")
    .select(["lead_id", "kind", "actor_id", "data", "created_at"])
    .where("lead_id", "in", ids)
    .where("actor_id", "is not", null)
    .where("kind", "in", ["status", "call", "note"])
    .where("created_at", ">=", since)
    .execute();
  for (const e of events) {
    if (!after(e.lead_id, e.created_at)) continue;
    const data = (readJson(e.data) ?? {}) as { to?: unknown; call?: unknown };
    if (e.kind === "status" && (data.to === "new" || data.to === "lost")) continue;
    // A note counts only when it records a call (the desk's call note, or the box ticked on the lead's page).
    if (e.kind === "note" && data.call !== true) continue;
    earlier(out, e.lead_id, { at: e.created_at, by: e.actor_id, kind: e.kind === "status" ? "status" : "call" });
  }
  return out;
}

/** The lead page's view of a clock, now. */
export function promiseView(
  row: { target_minutes: number; started_at: string; due_at: string; first_response_at: string | null; first_response_by: string | null; first_response_kind: string | null; breached_at: string | null },
  settings: PromiseSettings,
  now = new Date(),
): LeadPromise {
  const due = new Date(row.due_at);
  const answered = row.first_response_at ? new Date(row.first_response_at) : null;
  const took = answered ? Math.round(workingMinutesBetween(settings.hours, new Date(row.started_at), answered) * 10) / 10 : null;
  const late = answered ? answered.getTime() > due.getTime() : row.breached_at !== null || now.getTime() > due.getTime();
  return {
    targetMinutes: row.target_minutes,
    startedAt: row.started_at,
    dueAt: row.due_at,
    firstResponseAt: row.first_response_at,
    firstResponseBy: row.first_response_by,
    firstResponseKind: row.first_response_kind,
    minutesLeft: answered ? null : Math.round(workingMinutesBetween(settings.hours, now, due) * 10) / 10,
    tookMinutes: took,
    state: answered ? (late ? "late_reply" : "met") : late ? "breached" : "running",
    clockRunning: !answered && isWorkingTime(settings.hours, now),
  };
}

/** A lead's clock, with its first response brought up to date; null for a lead without a promise. */
export async function leadPromise(db: Db, leadId: string, now = new Date()): Promise<LeadPromise | null> {
  const row = await db.selectFrom("lead_promises").selectAll().where("lead_id", "=", leadId).executeTakeFirst();
  if (!row) return null;
  if (!row.first_response_at) {
    const found = (await firstResponses(db, [row])).get(leadId);
    if (found) {
      await recordFirstResponse(db, leadId, found);
      Object.assign(row, { first_response_at: found.at, first_response_by: found.by, first_response_kind: found.kind });
    }
  }
  return promiseView(row, await readPromiseSettings(db), now);
}

/** Stores a clock's first response once (the first writer wins; later ones change nothing). */
export async function recordFirstResponse(db: Db, leadId: string, r: FirstResponse): Promise<boolean> {
  const u = await db
    .updateTable("lead_promises")
    .set({ first_response_at: r.at, first_response_by: r.by, first_response_kind: r.kind })
    .where("lead_id", "=", leadId)
    .where("first_response_at", "is", null)
    .executeTakeFirst();
  return Number(u.numUpdatedRows) === 1;
}
