import type { Kysely } from "kysely";
import type { Dialectname } from "../dialect.ts";

/**
 * How many questions the assistant could not answer in a conversation, so the
 * second one brings the offer of a call back. Counted in the database, so every
 * process behind the proxy sees the same count.
 */
export function assistantMisses(_kind: Dialectname) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("chat_sessions").addColumn("assistant_misses", "integer", (c) => c.notNull().defaultTo(0)).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("chat_sessions").dropColumn("assistant_misses").execute();
    },
  };
}
