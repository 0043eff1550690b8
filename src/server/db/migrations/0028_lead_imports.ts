import type { Kysely } from "kysely";
import { jsonType, timestampType, uuidType, type Dialectname } from "../dialect.ts";

/**
 * Spreadsheet imports of leads (src/server/leads/imports/):
 * - `lead_imports`: one upload, its column mapping, its counts, and the durable
 *   job's `cursor` (the next row to capture) with a claim (`claimed_by`,
 *   `claimed_until`) one process takes by a conditional UPDATE, so a crashed
 *   import is picked up again at its cursor by whichever process starts next;
 * - `lead_import_rows`: every row as mapped, what capture made of it and, for a
 *   row that joined a lead, what that lead held before, so undo can put it back.
 *   The lead is `target_lead`, not `lead_id`: deleting a lead removes every row
 *   with a `lead_id` column, and an import's record must outlive its undo;
 * - `lead_import_mappings`: the mapping last used for a file shape (its set of headers).
 */
export function leadImports(kind: Dialectname) {
  const ts = timestampType(kind);
  const uuid = uuidType(kind);
  const json = jsonType(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("lead_imports")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("file_name", "text", (c) => c.notNull())
        .addColumn("shape", "text", (c) => c.notNull())
        .addColumn("mapping", json, (c) => c.notNull())
        .addColumn("total", "integer", (c) => c.notNull())
        .addColumn("cursor", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_count", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("joined_count", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("refused_count", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("claimed_by", "text")
        .addColumn("claimed_until", ts)
        .addColumn("created_by", uuid, (c) => c.notNull())
        .addColumn("undone_by", uuid)
        .addColumn("undone_at", ts)
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("updated_at", ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("lead_import_rows")
        .addColumn("import_id", uuid, (c) => c.notNull().references("lead_imports.id").onDelete("cascade"))
        .addColumn("row_no", "integer", (c) => c.notNull())
        .addColumn("data", json, (c) => c.notNull())
        .addColumn("outcome", "text")
        .addColumn("reason", "text")
        .addColumn("target_lead", uuid)
        .addColumn("before", json)
        .addColumn("captured_at", ts)
        .addPrimaryKeyConstraint("lead_import_rows_pk", ["import_id", "row_no"])
        .execute();
      await db.schema
        .createTable("lead_import_mappings")
        .addColumn("shape", "text", (c) => c.primaryKey())
        .addColumn("mapping", json, (c) => c.notNull())
        .addColumn("updated_at", ts, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ["lead_import_mappings", "lead_import_rows", "lead_imports"]) await db.schema.dropTable(t).ifExists().execute();
    },
  };
}
