import { sql, type Kysely } from "kysely";
import { boolType, timestampType, uuidType, type Dialectname } from "../dialect.ts";

/**
 * The lead desk's second part:
 * - `callback_requests.done_at` / `done_by`: when and by whom a call-back was
 *   marked done on the desk (its lead's timeline records the same as an event).
 * - `desk_settings`: one row of desk-wide settings. Round-robin assignment of
 *   new leads is off by default; `round_robin_turn` is the counter every
 *   process advances with one UPDATE ... RETURNING, so turns are shared
 *   through the database, never kept in a process's memory.
 */
export function deskCallbacksRoundRobin(kind: Dialectname) {
  const ts = timestampType(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("callback_requests").addColumn("done_at", ts).execute();
      await db.schema.alterTable("callback_requests").addColumn("done_by", uuidType(kind)).execute();
      await db.schema
        .createTable("desk_settings")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("round_robin", boolType(kind), (c) => c.notNull())
        .addColumn("round_robin_turn", "integer", (c) => c.notNull())
        .addColumn("updated_by", uuidType(kind))
        .addColumn("updated_at", ts, (c) => c.notNull())
        .execute();
      const off = kind === "postgres" ? sql`false` : sql`0`;
      await sql`insert into desk_settings (id, round_robin, round_robin_turn, updated_at) values (1, ${off}, 0, ${new Date().toISOString()})`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("desk_settings").ifExists().execute();
      await db.schema.alterTable("callback_requests").dropColumn("done_by").execute();
      await db.schema.alterTable("callback_requests").dropColumn("done_at").execute();
    },
  };
}
