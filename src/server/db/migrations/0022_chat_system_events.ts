import type { Kysely } from "kysely";
import type { Dialectname } from "../dialect.ts";

/**
 * A system line of a chat (an agent joined, the chat ended, a call back was
 * asked for) is stored as an event, so the visitor, the console and the
 * transcript each show it in their own language instead of the English it
 * was once written in. Lines stored before keep their text and no event.
 */
export function chatSystemEvents(_kind: Dialectname) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("chat_session_messages").addColumn("event", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("chat_session_messages").dropColumn("event").execute();
    },
  };
}
