import { randomUUID } from "node:crypto";
import type { DeskLead } from "../../shared/desk-types.ts";
import type { Db, DatabaseHandle } from "../db/index.server.ts";
import { nowIso, readJson } from "../db/dialect.ts";
import { canonicalPhone } from "../../shared/phone.ts";
import { DomainError } from "../domain-error.ts";
import { recordEvent } from "./pipeline.ts";
import { toDeskLead } from "./present.ts";
import { copyContacts, forgetCopiedContacts } from "./contacts.ts";

/**
 * Merging two leads by hand, and undoing it.
 *
 * Merging lead B into lead A moves B's history over to A: its timeline events
 * (captures, notes, changes), chats, call-backs and e-mails. B is hidden (its
 * `merged_into` names A), never deleted. A's "merge" event records exactly
 * which rows moved and what A's owner and follow-up were before, so "Undo
 * merge" moves those rows back and restores A as it was, and B reappears.
 * Everything happens in one transaction with its audit event.
 */

interface Moved {
  events: string[];
  sessions: string[];
  callbacks: string[];
  mails: string[];
}

interface Pipeline {
  owner_id: string | null;
  next_follow_up_at: string | null;
}

/** What a "merge" event keeps, so undoing it is exact. */
export interface MergeRecord {
  lead: { id: string; name: string; email: string; phone: string | null };
  moved: Moved;
  /** Events the merge wrote on A for B (B's first capture, when B had none on its timeline). */
  created: string[];
  before: Pipeline;
  after: Pipeline;
  /** Contacts of B that A did not have (kept so A is found by them; removed on undo). */
  contacts?: Array<{ kind: string; normalized: string }>;
  /** A's contact fields before and after the merge took B's newer or missing values. */
  fields?: { before: Record<string, unknown>; after: Record<string, unknown> };
  undoneAt?: string;
  undoneBy?: string | null;
}

/** The contact fields a merge brings over (see mergeLeads). */
const MERGED_FIELDS = ["email", "phone", "location", "village"] as const;

const notFound = () => new DomainError("not_found", "lead_not_found", "No such lead");

async function leadRow(trx: Db, id: string) {
  const row = await trx.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

const sameTime = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Date.parse(a) === Date.parse(b));

/** Points the given rows of one table at another lead, only where they still belong to `from`. */
async function repoint(trx: Db, table: "lead_events" | "chat_sessions" | "callback_requests" | "mail_outbox", ids: string[], from: string, to: string) {
  const BATCH = 500;
  for (let i = 0; i < ids.length; i += BATCH) {
    await trx
      .updateTable(table)
      .set({ lead_id: to })
      .where("id", "in", ids.slice(i, i + BATCH))
      .where("lead_id", "=", from)
      .execute();
  }
}

const ids = async (q: Promise<Array<{ id: string }>>) => (await q).map((r) => r.id);

/** Merges lead `sourceId` into lead `targetId`; answers the lead that stays. */
export async function mergeLeads(database: DatabaseHandle, actorId: string, targetId: string, sourceId: string): Promise<DeskLead> {
  if (targetId === sourceId) throw new DomainError("invalid", "invalid_input", "A lead cannot be merged into itself");
  return database.db.transaction().execute(async (trx) => {
    const target = await leadRow(trx, targetId);
    const source = await leadRow(trx, sourceId);
    if (target.merged_into) throw new DomainError("conflict", "lead_merged", "This lead has been merged into another one; merge into that lead instead");
    if (source.merged_into) throw new DomainError("conflict", "lead_merged", "That lead has already been merged into another one");

    // A lead stored before timelines existed has its capture only in its row: merging writes it as an event,
    // for both leads, so each capture still shows once the two timelines are one.
    const created: string[] = [];
    const captureFromRow = async (row: typeof source, onto: string) => {
      const l = toDeskLead(row);
      const id = randomUUID();
      const data = { source: l.source, user_type: l.user_type, name: l.name, email: l.email, phone: l.phone, location: l.location, language: l.language, fields: l.metadata };
      await trx.insertInto("lead_events").values({ id, lead_id: onto, kind: "capture", actor_id: null, data: JSON.stringify(data), created_at: l.created_at }).execute();
      created.push(id);
    };
    const hasCapture = async (leadId: string) =>
      Boolean(await trx.selectFrom("lead_events").select("id").where("lead_id", "=", leadId).where("kind", "=", "capture").executeTakeFirst());
    if (!(await hasCapture(targetId))) await captureFromRow(target, targetId);
    const sourceHadCapture = await hasCapture(sourceId);

    const moved: Moved = {
      events: await ids(trx.selectFrom("lead_events").select("id").where("lead_id", "=", sourceId).execute()),
      sessions: await ids(trx.selectFrom("chat_sessions").select("id").where("lead_id", "=", sourceId).execute()),
      callbacks: await ids(trx.selectFrom("callback_requests").select("id").where("lead_id", "=", sourceId).execute()),
      mails: await ids(trx.selectFrom("mail_outbox").select("id").where("lead_id", "=", sourceId).execute()),
    };
    await repoint(trx, "lead_events", moved.events, sourceId, targetId);
    await repoint(trx, "chat_sessions", moved.sessions, sourceId, targetId);
    await repoint(trx, "callback_requests", moved.callbacks, sourceId, targetId);
    await repoint(trx, "mail_outbox", moved.mails, sourceId, targetId);

    if (!sourceHadCapture) await captureFromRow(source, targetId);

    // The lead that stays keeps its owner and follow-up; it takes the other's where it has none, or an earlier follow-up.
    const before: Pipeline = { owner_id: target.owner_id, next_follow_up_at: target.next_follow_up_at };
    const after: Pipeline = { ...before };
    if (!after.owner_id && source.owner_id) after.owner_id = source.owner_id;
    if (source.next_follow_up_at && (!after.next_follow_up_at || Date.parse(source.next_follow_up_at) < Date.parse(after.next_follow_up_at))) {
      after.next_follow_up_at = source.next_follow_up_at;
    }
    if (after.owner_id !== before.owner_id || !sameTime(after.next_follow_up_at, before.next_follow_up_at)) {
      await trx.updateTable("leads").set(after).where("id", "=", targetId).execute();
    }
    await trx.updateTable("leads").set({ merged_into: targetId }).where("id", "=", sourceId).execute();

    // A keeps what B knew: B's e-mails, phones and names stay searchable on A, and A shows the newest
    // non-empty value of each contact field (B's, when B was heard from last), or B's where A has none.
    const contacts = await copyContacts(trx, sourceId, targetId);
    const lastHeard = async (id: string, fallback: string) =>
      (await trx.selectFrom("lead_events").select((eb) => eb.fn.max("created_at").as("at")).where("lead_id", "=", id).where("kind", "=", "capture").executeTakeFirst())?.at ?? fallback;
    const sourceNewer = String(await lastHeard(targetId, target.created_at)) < String(await lastHeard(sourceId, source.created_at));
    const fieldsBefore: Record<string, unknown> = {};
    const fieldsAfter: Record<string, unknown> = {};
    const t = target as Record<string, unknown>;
    const sr = source as Record<string, unknown>;
    for (const k of MERGED_FIELDS) {
      if (!(k in t) || !sr[k] || sr[k] === t[k] || (t[k] && !sourceNewer)) continue;
      fieldsBefore[k] = t[k] ?? null;
      fieldsAfter[k] = sr[k];
    }
    if (Object.keys(fieldsAfter).length) {
      const set = { ...fieldsAfter, ...("phone" in fieldsAfter ? { phone_e164: source.phone_e164 } : {}) };
      await trx.updateTable("leads").set(set).where("id", "=", targetId).execute();
    }

    const record: MergeRecord = {
      lead: { id: source.id, name: source.name, email: source.email, phone: source.phone },
      moved,
      created,
      before,
      after,
      contacts,
      fields: { before: fieldsBefore, after: fieldsAfter },
    };
    await recordEvent(trx, targetId, "merge", actorId, record as unknown as Record<string, unknown>);
    return toDeskLead(await leadRow(trx, targetId));
  });
}

/**
 * Undoes the merge recorded by `eventId` on lead `targetId`: the rows that
 * moved go back, the other lead reappears, and an "unmerge" event is recorded.
 * Captures, notes or chats that came to the merged lead afterwards stay with it.
 */
export async function undoMerge(database: DatabaseHandle, actorId: string, targetId: string, eventId: string): Promise<{ lead: DeskLead; restored: DeskLead }> {
  return database.db.transaction().execute(async (trx) => {
    const target = await leadRow(trx, targetId);
    const event = await trx
      .selectFrom("lead_events")
      .selectAll()
      .where("id", "=", eventId)
      .where("lead_id", "=", targetId)
      .where("kind", "=", "merge")
      .executeTakeFirst();
    if (!event || event.data == null) throw new DomainError("not_found", "merge_not_found", "No such merge on this lead");
    const record = readJson<MergeRecord>(event.data);
    if (record.undoneAt) throw new DomainError("conflict", "merge_undone", "This merge has already been undone");
    if (target.merged_into) throw new DomainError("conflict", "lead_merged", "This lead has since been merged into another one; undo that merge first");
    const source = await trx.selectFrom("leads").selectAll().where("id", "=", record.lead.id).executeTakeFirst();
    if (!source || source.merged_into !== targetId) throw new DomainError("conflict", "merge_gone", "The other lead is no longer merged into this one");

    const sourceId = source.id;
    await repoint(trx, "lead_events", record.moved.events, targetId, sourceId);
    await repoint(trx, "chat_sessions", record.moved.sessions, targetId, sourceId);
    await repoint(trx, "callback_requests", record.moved.callbacks, targetId, sourceId);
    await repoint(trx, "mail_outbox", record.moved.mails, targetId, sourceId);
    if (record.created.length) await trx.deleteFrom("lead_events").where("id", "in", record.created).where("lead_id", "=", targetId).execute();

    // What the merge changed on the lead that stayed goes back, unless staff changed it since.
    const restore: Partial<Pipeline> = {};
    if (record.after.owner_id !== record.before.owner_id && target.owner_id === record.after.owner_id) restore.owner_id = record.before.owner_id;
    if (!sameTime(record.after.next_follow_up_at, record.before.next_follow_up_at) && sameTime(target.next_follow_up_at, record.after.next_follow_up_at)) {
      restore.next_follow_up_at = record.before.next_follow_up_at;
    }
    if (Object.keys(restore).length) await trx.updateTable("leads").set(restore).where("id", "=", targetId).execute();
    if (record.contacts?.length) await forgetCopiedContacts(trx, targetId, record.contacts);
    // The contact fields the merge took from the other lead go back, unless they changed since.
    const fieldsBack: Record<string, unknown> = {};
    const current = target as Record<string, unknown>;
    for (const [k, v] of Object.entries(record.fields?.after ?? {})) if (current[k] === v) fieldsBack[k] = record.fields!.before[k] ?? null;
    if ("phone" in fieldsBack) fieldsBack.phone_e164 = typeof fieldsBack.phone === "string" ? canonicalPhone(fieldsBack.phone) : null;
    if (Object.keys(fieldsBack).length) await trx.updateTable("leads").set(fieldsBack).where("id", "=", targetId).execute();
    await trx.updateTable("leads").set({ merged_into: null }).where("id", "=", sourceId).execute();

    const undone: MergeRecord = { ...record, undoneAt: nowIso(), undoneBy: actorId };
    await trx.updateTable("lead_events").set({ data: JSON.stringify(undone) }).where("id", "=", eventId).execute();
    await recordEvent(trx, targetId, "unmerge", actorId, { lead: record.lead, mergeEventId: eventId });
    return { lead: toDeskLead(await leadRow(trx, targetId)), restored: toDeskLead(await leadRow(trx, sourceId)) };
  });
}
