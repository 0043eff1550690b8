import type { Kysely } from "kysely";
import { timestampType, uuidType, type Dialectname } from "../dialect.ts";

/**
 * A chat that never strands a visitor and never loses a message:
 * - `visitor_seen_at`: the visitor's last sign of life; a waiting chat whose visitor is gone leaves the list.
 * - `offered_at`: when the visitor was told nobody answered (or the agent left) and offered other ways.
 * - `client_id`: the widget's own id per message; unique per session, so a retry never stores it twice.
 * - `callback_requests`: "call me back" with its slot, linked to the lead.
 * - `rating`: the visitor's 1-5 for an ended chat, for staff per chat and per agent.
 */
export function chatReliability(kind: Dialectname) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("chat_sessions").addColumn("visitor_seen_at", timestampType(kind)).execute();
      await db.schema.alterTable("chat_sessions").addColumn("offered_at", timestampType(kind)).execute();
      await db.schema.alterTable("chat_sessions").addColumn("rating", "integer").execute();
      // Receipts: the newest visitor message time the agent's console has received / shown.
      await db.schema.alterTable("chat_sessions").addColumn("delivered_at", timestampType(kind)).execute();
      await db.schema.alterTable("chat_sessions").addColumn("read_at", timestampType(kind)).execute();
      // The agent who last held the chat, so a rating counts for them after the chat ended or moved on.
      await db.schema.alterTable("chat_sessions").addColumn("rated_agent_id", uuidType(kind)).execute();
      await db.schema.alterTable("chat_session_messages").addColumn("client_id", "text").execute();
      await db.schema
        .createIndex("chat_session_messages_client_idx")
        .on("chat_session_messages")
        .columns(["session_id", "client_id"])
        .unique()
        .execute();
      await db.schema
        .createTable("callback_requests")
        .addColumn("id", uuidType(kind), (c) => c.primaryKey())
        .addColumn("lead_id", uuidType(kind))
        .addColumn("session_id", uuidType(kind))
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("slot_start", timestampType(kind), (c) => c.notNull())
        .addColumn("note", "text")
        .addColumn("status", "text", (c) => c.notNull().defaultTo("requested"))
        .addColumn("created_at", timestampType(kind), (c) => c.notNull())
        .execute();
      await db.schema.createIndex("callback_requests_lead_idx").on("callback_requests").column("lead_id").execute();
      await db.schema.createIndex("callback_requests_slot_idx").on("callback_requests").columns(["status", "slot_start"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("callback_requests").ifExists().execute();
      await db.schema.dropIndex("chat_session_messages_client_idx").ifExists().execute();
      await db.schema.alterTable("chat_session_messages").dropColumn("client_id").execute();
      await db.schema.alterTable("chat_sessions").dropColumn("rated_agent_id").execute();
      await db.schema.alterTable("chat_sessions").dropColumn("rating").execute();
      await db.schema.alterTable("chat_sessions").dropColumn("read_at").execute();
      await db.schema.alterTable("chat_sessions").dropColumn("delivered_at").execute();
      await db.schema.alterTable("chat_sessions").dropColumn("offered_at").execute();
      await db.schema.alterTable("chat_sessions").dropColumn("visitor_seen_at").execute();
    },
  };
}
