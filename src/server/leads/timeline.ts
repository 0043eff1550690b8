import type { DeskLead, TimelineItem } from "../../shared/desk-types.ts";
import type { DatabaseHandle } from "../db/index.server.ts";
import { readJson } from "../db/dialect.ts";
import { listStaff } from "../staff/roles.ts";
import { DONE_CALLBACK } from "./callbacks.ts";
import { toDeskLead } from "./present.ts";

/**
 * One lead's history, newest first: its captures, notes and changes (the
 * timeline events), the chats linked to it (with the visitor's rating), its
 * call-back requests and the e-mails sent about it. A lead merged into this
 * one brought its rows along (src/server/leads/merge.ts).
 */
export async function leadTimeline(database: DatabaseHandle, id: string): Promise<{ lead: DeskLead; timeline: TimelineItem[] } | null> {
  const { db } = database;
  const row = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const [events, sessions, callbacks, mails, staff] = await Promise.all([
    db.selectFrom("lead_events").selectAll().where("lead_id", "=", id).execute(),
    db.selectFrom("chat_sessions").select(["id", "status", "created_at", "rating", "rated_agent_id"]).where("lead_id", "=", id).execute(),
    db
      .selectFrom("callback_requests")
      .select(["id", "phone", "slot_start", "note", "status", "created_at", "done_at", "done_by"])
      .where("lead_id", "=", id)
      .execute(),
    db.selectFrom("mail_outbox").select(["id", "recipient", "subject", "status", "created_at", "sent_at"]).where("lead_id", "=", id).execute(),
    listStaff(db),
  ]);
  const names = new Map(staff.map((s) => [s.id, s.name]));
  const sessionIds = sessions.map((s) => s.id);
  const [live, assistant] = sessionIds.length
    ? await Promise.all([
        db.selectFrom("chat_session_messages").select(["session_id", "sender_type", "sender_name", "message", "created_at"]).where("session_id", "in", sessionIds).orderBy("created_at").execute(),
        db.selectFrom("chat_messages").select(["session_id", "sender", "message", "created_at"]).where("session_id", "in", sessionIds).orderBy("created_at").execute(),
      ])
    : [[], []];

  const items: TimelineItem[] = [
    ...events.map((e): TimelineItem => ({
      type: "event",
      id: e.id,
      at: e.created_at,
      kind: e.kind,
      actor: e.actor_id ? (names.get(e.actor_id) ?? null) : null,
      data: withNames(e.kind, e.data == null ? null : readJson<Record<string, unknown>>(e.data), names),
    })),
    ...sessions.map((s): TimelineItem => {
      const messages = [
        ...live.filter((m) => m.session_id === s.id).map((m) => ({ at: m.created_at, from: m.sender_name || m.sender_type, text: m.message })),
        ...assistant.filter((m) => m.session_id === s.id).map((m) => ({ at: m.created_at, from: m.sender, text: m.message })),
      ].sort((a, b) => a.at.localeCompare(b.at));
      const rating = s.rating == null ? null : Number(s.rating);
      const ratedAgent = rating !== null && s.rated_agent_id ? (names.get(s.rated_agent_id) ?? null) : null;
      return { type: "chat", id: s.id, at: s.created_at, status: s.status, messages, rating, ratedAgent };
    }),
    ...callbacks.map((c): TimelineItem => ({
      type: "callback",
      id: c.id,
      at: c.created_at,
      slot: c.slot_start,
      phone: c.phone,
      note: c.note,
      status: c.status === DONE_CALLBACK ? "done" : "requested",
      doneAt: c.done_at ?? null,
      doneBy: c.done_by ? (names.get(c.done_by) ?? null) : null,
    })),
    ...mails.map((m): TimelineItem => ({ type: "email", id: m.id, at: m.sent_at ?? m.created_at, to: m.recipient, subject: m.subject, status: m.status })),
  ];
  // Leads stored before the timeline existed (or through the data API) show their first capture from the row itself.
  if (!events.some((e) => e.kind === "capture")) {
    const lead = toDeskLead(row);
    items.push({
      type: "event",
      id: `capture-${lead.id}`,
      at: lead.created_at,
      kind: "capture",
      actor: null,
      data: { source: lead.source, user_type: lead.user_type, name: lead.name, email: lead.email, phone: lead.phone, location: lead.location, language: lead.language, fields: lead.metadata },
    });
  }
  items.sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
  return { lead: toDeskLead(row), timeline: items };
}

/** Owner changes name the staff members, not their ids ("Nobody" is left to the page). */
function withNames(kind: string, data: Record<string, unknown> | null, names: Map<string, string>) {
  if (kind !== "owner" || !data) return data;
  const name = (id: unknown) => (typeof id === "string" ? (names.get(id) ?? null) : null);
  return { ...data, fromName: name(data.from), toName: name(data.to) };
}
