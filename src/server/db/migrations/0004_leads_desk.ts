import { sql, type Kysely } from "kysely";
import type { Dialectname } from "../dialect.ts";

/**
 * Indexes for the admin leads desk at 100,000+ leads (scripts/bench-admin.ts):
 * - (created_at, id): the page order and the export's keyset (created_at, id) < (?, ?),
 *   so every batch of the streamed CSV is an index range, not a rescan.
 * - the same key plus the searched columns: a search (name, email, phone,
 *   location contain a term) is checked inside the index, newest first, so the
 *   page and its count read the narrow index instead of whole rows.
 */
export function leadsDesk(kind: Dialectname) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex("leads_created_id_idx").on("leads").columns(["created_at", "id"]).execute();
      await db.schema
        .createIndex("leads_search_idx")
        .on("leads")
        .columns(["created_at", "id", "name", "email", "phone", "location"])
        .execute();
      if (kind === "sqlite") await sql`pragma optimize`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("leads_search_idx").ifExists().execute();
      await db.schema.dropIndex("leads_created_id_idx").ifExists().execute();
    },
  };
}
