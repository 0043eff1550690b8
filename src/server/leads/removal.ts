import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/index.server.ts";
import type { Dialectname } from "../db/dialect.ts";
import { nowIso } from "../db/dialect.ts";
import { chunks } from "../db/chunks.ts";

/**
 * Deleting a lead: admin-only on every path (the desk's button with the
 * name typed, the data API's DELETE), recorded in `lead_deletions` (who,
 * when, through which path, what went), and leaving nothing that points at
 * it. Leads merged into it go with it (their history already lives on it).
 *
 * "Nothing that points at it" is every row of every table with a `lead_id`
 * column (timeline, contacts, chats with their messages, call-backs, mails,
 * calls, texts... including tables added later), found from the database's
 * own catalogue, so a new table that references leads cannot be forgotten.
 * The deletion record keeps the lead's name, source and dates, not its
 * e-mail or phone: a deletion is often someone asking to be forgotten.
 */

/** The deletion's audit table: it names deleted leads on purpose. */
const AUDIT_TABLE = "lead_deletions";

async function tablesWithLeadId(trx: Db, kind: Dialectname): Promise<string[]> {
  const rows =
    kind === "sqlite"
      ? await sql<{ name: string }>`select m.name as name from sqlite_master m join pragma_table_info(m.name) p
          where m.type = 'table' and p.name = 'lead_id'`.execute(trx)
      : await sql<{ name: string }>`select table_name as name from information_schema.columns
          where column_name = 'lead_id' and table_schema = current_schema()`.execute(trx);
  return rows.rows.map((r) => r.name).filter((n) => n !== AUDIT_TABLE);
}

/**
 * Each lead with every lead merged into it (and into those), at any depth:
 * merged id → the lead it went with. One query per level of merging, for any
 * number of leads.
 */
async function withMerged(trx: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const rootOf = new Map(ids.map((id) => [id, id]));
  let frontier = [...ids];
  while (frontier.length && rootOf.size < 1_000_000) {
    const next: string[] = [];
    for (const part of chunks(frontier)) {
      for (const m of await trx.selectFrom("leads").select(["id", "merged_into"]).where("merged_into", "in", part).execute()) {
        if (rootOf.has(m.id)) continue;
        rootOf.set(m.id, rootOf.get(m.merged_into!)!);
        next.push(m.id);
      }
    }
    frontier = next;
  }
  return rootOf;
}

export type DeletionPath = "desk" | "rest";

/** Deletes one lead inside the caller's transaction and records it; answers the deletion record's id. */
export async function deleteLeadIn(trx: Db, kind: Dialectname, id: string, actorId: string | null, via: DeletionPath): Promise<string> {
  const [recordId] = await deleteLeadsIn(trx, kind, [id], actorId, via);
  if (!recordId) throw new Error(`no lead ${id}`);
  return recordId;
}

/**
 * Deletes many leads inside the caller's transaction (an import's undo), each
 * recorded as if deleted alone, with a few statements per table for all of
 * them rather than per lead. Ids that are not (or no longer) leads are
 * skipped. Answers the deletion records' ids, in the order of `ids`.
 */
export async function deleteLeadsIn(trx: Db, kind: Dialectname, ids: readonly string[], actorId: string | null, via: DeletionPath): Promise<string[]> {
  const leads = new Map<string, { name: string; source: string; status: string; created_at: string }>();
  for (const part of chunks([...new Set(ids)])) {
    for (const l of await trx.selectFrom("leads").select(["id", "name", "source", "status", "created_at"]).where("id", "in", part).execute()) leads.set(l.id, l);
  }
  const roots = [...new Set(ids)].filter((id) => leads.has(id));
  if (!roots.length) return [];
  const rootOf = await withMerged(trx, roots);
  const all = [...rootOf.keys()];
  const removed = new Map<string, Record<string, number>>(roots.map((r) => [r, {}]));
  const count = (lead: string, table: string, n: number) => {
    const r = removed.get(rootOf.get(lead)!)!;
    if (n) r[table] = (r[table] ?? 0) + n;
  };
  // A chat goes with its messages; a call-back asked in one of its chats goes with it too.
  const sessionLead = new Map<string, string>();
  for (const part of chunks(all)) {
    for (const s of await trx.selectFrom("chat_sessions").select(["id", "lead_id"]).where("lead_id", "in", part).execute()) if (s.lead_id) sessionLead.set(s.id, s.lead_id);
  }
  for (const part of chunks([...sessionLead.keys()])) {
    for (const table of ["chat_session_messages", "chat_messages", "callback_requests"] as const) {
      const counted = await sql<{ session_id: string; n: number | string }>`select session_id, count(*) as n from ${sql.table(table)} where session_id in (${sql.join(part)}) group by session_id`.execute(trx);
      for (const c of counted.rows) count(sessionLead.get(c.session_id)!, table, Number(c.n));
      await sql`delete from ${sql.table(table)} where session_id in (${sql.join(part)})`.execute(trx);
    }
  }
  for (const table of await tablesWithLeadId(trx, kind)) {
    for (const part of chunks(all)) {
      const counted = await sql<{ lead_id: string; n: number | string }>`select lead_id, count(*) as n from ${sql.table(table)} where lead_id in (${sql.join(part)}) group by lead_id`.execute(trx);
      if (!counted.rows.length) continue;
      for (const c of counted.rows) count(c.lead_id, table, Number(c.n));
      await sql`delete from ${sql.table(table)} where lead_id in (${sql.join(part)})`.execute(trx);
    }
  }
  for (const part of chunks(all)) await trx.deleteFrom("leads").where("id", "in", part).execute();
  const now = nowIso();
  const records = roots.map((id) => {
    const lead = leads.get(id)!;
    const merged = all.filter((m) => m !== id && rootOf.get(m) === id);
    return { id: randomUUID(), lead_id: id, deleted_by: actorId, deleted_at: now, via, record: JSON.stringify({ name: lead.name, source: lead.source, status: lead.status, created_at: lead.created_at, merged, removed: removed.get(id) }) };
  });
  for (const part of chunks(records, 200)) await trx.insertInto("lead_deletions").values(part).execute();
  return records.map((r) => r.id);
}
