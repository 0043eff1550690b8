import type { Kysely } from "kysely";
import { timestampType, uuidType, type Dialectname } from "../dialect.ts";

/**
 * Changes an agent made on the phone without a signal (src/server/leads/field/):
 * one row per change, keyed by the id the phone gave it, so a change sent twice
 * (a retry after a lost answer, a second tab) is applied once; the row keeps
 * what happened to it (applied, or kept on the timeline behind a later change).
 */
export function fieldChanges(kind: Dialectname) {
  const ts = timestampType(kind);
  const uuid = uuidType(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("field_changes")
        .addColumn("change_id", uuid, (c) => c.primaryKey())
        .addColumn("lead_id", uuid, (c) => c.notNull())
        .addColumn("actor_id", uuid, (c) => c.notNull())
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("outcome", "text", (c) => c.notNull())
        .addColumn("made_at", ts, (c) => c.notNull())
        .addColumn("applied_at", ts, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("field_changes").execute();
    },
  };
}
