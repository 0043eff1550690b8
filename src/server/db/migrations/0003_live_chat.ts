import type { Kysely } from "kysely";
import type { Dialectname } from "../dialect.ts";

/**
 * Live chat: a session remembers whether it was opened for a human agent
 * ("live") or for the assistant ("assistant", no agent was online), so the
 * agents' waiting list shows only visitors who are actually waiting for them.
 */
export function liveChat(_kind: Dialectname) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("chat_sessions")
        .addColumn("mode", "text", (c) => c.notNull().defaultTo("live"))
        .execute();
      await db.schema
        .createIndex("chat_sessions_waiting_idx")
        .on("chat_sessions")
        .columns(["status", "mode", "created_at"])
        .execute();
    },
  };
}
