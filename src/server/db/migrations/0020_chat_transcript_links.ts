import { sql, type Kysely } from "kysely";
import { timestampType, uuidType, type Dialectname } from "../dialect.ts";

/**
 * A chat transcript goes only to an address its owner proved in that chat
 * (src/server/chat/transcript.ts): one row per link mailed, holding the
 * token's hash (unique, so a link finds one row) and when the link was used.
 * A used link is what makes the address verified for its session.
 */
export function chatTranscriptLinks(kind: Dialectname) {
  const ts = timestampType(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("chat_transcript_links")
        .addColumn("id", uuidType(kind), (c) => c.primaryKey())
        .addColumn("session_id", uuidType(kind), (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("expires_at", ts, (c) => c.notNull())
        .addColumn("verified_at", ts)
        .execute();
      await db.schema.createIndex("chat_transcript_links_session_idx").on("chat_transcript_links").column("session_id").execute();
      if (kind === "sqlite") await sql`pragma optimize`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("chat_transcript_links_session_idx").ifExists().execute();
      await db.schema.dropTable("chat_transcript_links").ifExists().execute();
    },
  };
}
