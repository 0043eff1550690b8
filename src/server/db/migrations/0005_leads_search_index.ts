import { sql, type Kysely } from "kysely";
import type { Dialectname } from "../dialect.ts";

/**
 * A substring index for the leads search (name, email, phone, location contain
 * a term, ignoring case); see src/server/rest/search-index.server.ts and
 * docs/decisions/0010-leads-search-index.md.
 *
 * SQLite: an FTS5 table with the trigram tokenizer over the leads rows
 * (external content: it stores only the index, the text stays in leads), kept
 * in step by triggers and filled from the existing rows here. Named leads_fts:
 * FTS5's shadow table "<name>_idx" would clash with the index leads_search_idx.
 *
 * PostgreSQL: one GIN index with pg_trgm's trigram operator class over the four
 * columns, which ILIKE '%term%' uses by itself. Creating the extension needs the
 * CREATE right on the database; without it the migration logs that and goes on
 * (searches still work, by scanning).
 */
export function leadsSearchIndex(kind: Dialectname) {
  return {
    async up(db: Kysely<unknown>) {
      if (kind === "sqlite") {
        await sql`create virtual table if not exists leads_fts using fts5(
          name, email, phone, location,
          content = 'leads', content_rowid = 'rowid',
          tokenize = 'trigram case_sensitive 0'
        )`.execute(db);
        await sql`create trigger if not exists leads_fts_after_insert after insert on leads begin
          insert into leads_fts (rowid, name, email, phone, location)
          values (new.rowid, new.name, new.email, new.phone, new.location);
        end`.execute(db);
        await sql`create trigger if not exists leads_fts_after_delete after delete on leads begin
          insert into leads_fts (leads_fts, rowid, name, email, phone, location)
          values ('delete', old.rowid, old.name, old.email, old.phone, old.location);
        end`.execute(db);
        await sql`create trigger if not exists leads_fts_after_update after update on leads begin
          insert into leads_fts (leads_fts, rowid, name, email, phone, location)
          values ('delete', old.rowid, old.name, old.email, old.phone, old.location);
          insert into leads_fts (rowid, name, email, phone, location)
          values (new.rowid, new.name, new.email, new.phone, new.location);
        end`.execute(db);
        await sql`insert into leads_fts (leads_fts) values ('rebuild')`.execute(db);
        return;
      }
      const schema = await trigramSchema(db);
      if (!schema) return;
      await sql`create index if not exists leads_search_trgm_idx on leads using gin (
        name ${sql.id(schema, "gin_trgm_ops")},
        email ${sql.id(schema, "gin_trgm_ops")},
        phone ${sql.id(schema, "gin_trgm_ops")},
        location ${sql.id(schema, "gin_trgm_ops")}
      )`.execute(db);
      await sql`analyze leads`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (kind === "sqlite") {
        for (const t of ["leads_fts_after_insert", "leads_fts_after_delete", "leads_fts_after_update"]) {
          await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
        }
        await sql`drop table if exists leads_fts`.execute(db);
        return;
      }
      await sql`drop index if exists leads_search_trgm_idx`.execute(db);
    },
  };
}

/**
 * The schema holding pg_trgm, creating the extension if it is missing and we
 * may: in `public` when that schema exists and is writable (so a dropped
 * application schema cannot take the extension, and other schemas' indexes,
 * with it), else in the current schema. Undefined when it cannot be had.
 */
async function trigramSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const installed = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  const existing = await installed();
  if (existing) return existing;
  const target =
    (
      await sql<{ schema: string }>`select case when exists (select 1 from pg_namespace where nspname = 'public') and has_schema_privilege('public', 'CREATE')
        then 'public' else current_schema() end as schema`.execute(db)
    ).rows[0]?.schema ?? "public";
  // Migrations run in a transaction on PostgreSQL; a savepoint keeps a refused
  // CREATE EXTENSION from aborting the rest of it.
  const inTransaction = db.isTransaction;
  if (inTransaction) await sql`savepoint leads_search_pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema ${sql.id(target)}`.execute(db);
    if (inTransaction) await sql`release savepoint leads_search_pg_trgm`.execute(db);
  } catch (err) {
    if (inTransaction) await sql`rollback to savepoint leads_search_pg_trgm`.execute(db);
    // Another process may have created it at the same moment.
    const raced = await installed();
    if (raced) return raced;
    console.warn(`leads search index skipped: pg_trgm is not available (${(err as Error).message}); searches will scan`);
    return undefined;
  }
  return (await installed()) ?? target;
}
