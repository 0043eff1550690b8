import type { Kysely } from "kysely";
import { timestampType, uuidType, type Dialectname } from "../dialect.ts";

/**
 * Phone calls and SMS (src/server/telephony):
 * - `calls`: a missed call that reached the virtual number, or a call staff
 *   started from the desk, with its outcome, talk time and the provider's
 *   recording address (served to staff through the server, never shown).
 * - `sms_messages`: every SMS with its template, the provider's id and its
 *   delivery status; `event_id` is the lead's timeline entry it updates.
 * - `staff_phones`: the phone each staff member takes desk calls on.
 */
export function telephony(kind: Dialectname) {
  const ts = timestampType(kind);
  const uuid = uuidType(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("calls")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("provider_sid", "text", (c) => c.unique())
        .addColumn("direction", "text", (c) => c.notNull())
        .addColumn("lead_id", uuid)
        .addColumn("callback_id", uuid)
        .addColumn("agent_id", uuid)
        .addColumn("from_number", "text", (c) => c.notNull())
        .addColumn("to_number", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("talk_seconds", "integer")
        .addColumn("recording_url", "text")
        .addColumn("error", "text")
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("ended_at", ts)
        .execute();
      await db.schema.createIndex("calls_lead_idx").on("calls").column("lead_id").execute();
      await db.schema.createIndex("calls_created_idx").on("calls").column("created_at").execute();
      await db.schema
        .createTable("sms_messages")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("provider_sid", "text", (c) => c.unique())
        .addColumn("lead_id", uuid)
        .addColumn("event_id", uuid)
        .addColumn("template", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("to_number", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("error", "text")
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("updated_at", ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("sms_messages_lead_idx").on("sms_messages").column("lead_id").execute();
      await db.schema
        .createTable("staff_phones")
        .addColumn("user_id", uuid, (c) => c.primaryKey())
        .addColumn("phone_e164", "text", (c) => c.notNull())
        .addColumn("updated_at", ts, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("staff_phones").ifExists().execute();
      await db.schema.dropTable("sms_messages").ifExists().execute();
      await db.schema.dropTable("calls").ifExists().execute();
    },
  };
}
