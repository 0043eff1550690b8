import { sql, type Kysely } from "kysely";
import { timestampType, uuidType, type Dialectname } from "../dialect.ts";

/**
 * The WhatsApp channel (src/server/whatsapp):
 * - `whatsapp_inbox`: each signed webhook delivery as it arrived, written
 *   before the 200 and worked through afterwards (a crash after the answer
 *   loses nothing; any process picks up what another left).
 * - `whatsapp_messages`: every message either way, unique by WhatsApp's id
 *   (wamid), so a delivery Meta repeats is one message; outbound rows are the
 *   outbox (queued → sent → delivered → read, or failed with the reason).
 * - `whatsapp_contacts`: one row per WhatsApp number: its lead, its current
 *   conversation, the time of the farmer's last message (the 24-hour window)
 *   and their consent or opt-out.
 * - `whatsapp_templates`: the business account's message templates as last synced.
 * - `chat_sessions.channel`: `web` or `whatsapp`, so the console marks the conversation.
 */
export function whatsapp(kind: Dialectname) {
  const ts = timestampType(kind);
  const uuid = uuidType(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("whatsapp_inbox")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", ts, (c) => c.notNull())
        .addColumn("error", "text")
        .addColumn("received_at", ts, (c) => c.notNull())
        .addColumn("done_at", ts)
        .execute();
      await db.schema.createIndex("whatsapp_inbox_due_idx").on("whatsapp_inbox").columns(["status", "next_attempt_at"]).execute();

      await db.schema
        .createTable("whatsapp_messages")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("wamid", "text", (c) => c.unique())
        .addColumn("direction", "text", (c) => c.notNull())
        .addColumn("wa_id", "text", (c) => c.notNull())
        .addColumn("session_id", uuid)
        .addColumn("chat_message_id", uuid)
        .addColumn("lead_id", uuid)
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("payload", "text")
        .addColumn("media_status", "text")
        .addColumn("media_key", "text")
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("error", "text")
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", ts)
        .addColumn("sent_at", ts)
        .addColumn("status_at", ts)
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("updated_at", ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("whatsapp_messages_due_idx").on("whatsapp_messages").columns(["status", "next_attempt_at"]).execute();
      await db.schema.createIndex("whatsapp_messages_session_idx").on("whatsapp_messages").column("session_id").execute();
      await db.schema.createIndex("whatsapp_messages_chat_idx").on("whatsapp_messages").column("chat_message_id").execute();
      await db.schema.createIndex("whatsapp_messages_contact_idx").on("whatsapp_messages").columns(["wa_id", "created_at"]).execute();
      await db.schema.createIndex("whatsapp_messages_media_idx").on("whatsapp_messages").column("media_status").execute();

      await db.schema
        .createTable("whatsapp_contacts")
        .addColumn("wa_id", "text", (c) => c.primaryKey())
        .addColumn("phone_e164", "text")
        .addColumn("profile_name", "text")
        .addColumn("lead_id", uuid)
        .addColumn("session_id", uuid)
        .addColumn("language", "text")
        .addColumn("last_inbound_at", ts)
        .addColumn("waiting_since", ts)
        .addColumn("opted_out_at", ts)
        .addColumn("consent_at", ts)
        .addColumn("consent_source", "text")
        .addColumn("consent_text", "text")
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("updated_at", ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("whatsapp_contacts_session_idx").on("whatsapp_contacts").column("session_id").execute();
      await db.schema.createIndex("whatsapp_contacts_lead_idx").on("whatsapp_contacts").column("lead_id").execute();

      await db.schema
        .createTable("whatsapp_templates")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("category", "text", (c) => c.notNull())
        .addColumn("components", "text", (c) => c.notNull())
        .addColumn("synced_at", ts, (c) => c.notNull())
        .addPrimaryKeyConstraint("whatsapp_templates_pk", ["name", "language"])
        .execute();

      await db.schema.alterTable("chat_sessions").addColumn("channel", "text", (c) => c.notNull().defaultTo(sql`'web'`)).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("chat_sessions").dropColumn("channel").execute();
      await db.schema.dropTable("whatsapp_templates").ifExists().execute();
      await db.schema.dropTable("whatsapp_contacts").ifExists().execute();
      await db.schema.dropTable("whatsapp_messages").ifExists().execute();
      await db.schema.dropTable("whatsapp_inbox").ifExists().execute();
    },
  };
}
