import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/index.server.ts";
import type { Dialectname } from "../db/dialect.ts";
import { nowIso } from "../db/dialect.ts";

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

/** The lead and every lead merged into it (and into those), at any depth. */
async function withMerged(trx: Db, id: string): Promise<string[]> {
  const all = [id];
  for (let i = 0; i < all.length && all.length < 10_000; i++) {
    const merged = await trx.selectFrom("leads").select("id").where("merged_into", "=", all[i]!).execute();
    all.push(...merged.map((m) => m.id).filter((m) => !all.includes(m)));
  }
  return all;
}

export type DeletionPath = "desk" | "rest";

/** Deletes one lead inside the caller's transaction and records it; answers the deletion record's id. */
export async function deleteLeadIn(trx: Db, kind: Dialectname, id: string, actorId: string | null, via: DeletionPath): Promise<string> {
  const lead = await trx.selectFrom("leads").select(["id", "name", "source", "status", "created_at"]).where("id", "=", id).executeTakeFirstOrThrow();
  const ids = await withMerged(trx, id);
  const removed: Record<string, number> = {};
  const count = (table: string, n: bigint | number | undefined) => {
    if (n) removed[table] = (removed[table] ?? 0) + Number(n);
  };
  // A chat goes with its messages; a call-back asked in one of its chats goes with it too.
  const sessions = (await trx.selectFrom("chat_sessions").select("id").where("lead_id", "in", ids).execute()).map((s) => s.id);
  if (sessions.length) {
    count("chat_session_messages", (await trx.deleteFrom("chat_session_messages").where("session_id", "in", sessions).executeTakeFirst()).numDeletedRows);
    count("chat_messages", (await trx.deleteFrom("chat_messages").where("session_id", "in", sessions).executeTakeFirst()).numDeletedRows);
    count("callback_requests", (await trx.deleteFrom("callback_requests").where("session_id", "in", sessions).executeTakeFirst()).numDeletedRows);
  }
  for (const table of await tablesWithLeadId(trx, kind)) {
    const r = await sql`delete from ${sql.table(table)} where lead_id in (${sql.join(ids)})`.execute(trx);
    count(table, r.numAffectedRows);
  }
  await trx.deleteFrom("leads").where("id", "in", ids).execute();
  const recordId = randomUUID();
  await trx
    .insertInto("lead_deletions")
    .values({
      id: recordId,
      lead_id: id,
      deleted_by: actorId,
      deleted_at: nowIso(),
      via,
      record: JSON.stringify({ name: lead.name, source: lead.source, status: lead.status, created_at: lead.created_at, merged: ids.slice(1), removed }),
    })
    .execute();
  return recordId;
}
