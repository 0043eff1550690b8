import type { Kysely } from "kysely";
import { timestampType, uuidType, type Dialectname } from "../dialect.ts";

/**
 * WhatsApp broadcasts (src/server/whatsapp/broadcasts.ts):
 * - `whatsapp_broadcasts`: one approved template sent to a filtered set of
 *   consenting contacts; the process sending it holds a lease, so after a
 *   crash another process takes it over when the lease runs out.
 * - `whatsapp_broadcast_recipients`: each number once per broadcast (the
 *   primary key), `pending` until its outbox message is written in the same
 *   transaction that marks it `queued`, or `skipped` with the reason (the
 *   farmer wrote STOP, or withdrew consent, before their turn).
 * - `whatsapp_templates.status_reason` / `status_at`: what Meta's template
 *   status webhook last said (a rejection's reason, a pause's title).
 */
export function whatsappBroadcasts(kind: Dialectname) {
  const ts = timestampType(kind);
  const uuid = uuidType(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("whatsapp_broadcasts")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("template_name", "text", (c) => c.notNull())
        .addColumn("template_language", "text", (c) => c.notNull())
        .addColumn("template_values", "text", (c) => c.notNull())
        .addColumn("audience", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("total", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_by", uuid)
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("finished_at", ts)
        .addColumn("lease_owner", "text")
        .addColumn("lease_until", ts)
        .execute();
      await db.schema.createIndex("whatsapp_broadcasts_status_idx").on("whatsapp_broadcasts").columns(["status", "lease_until"]).execute();
      await db.schema
        .createTable("whatsapp_broadcast_recipients")
        .addColumn("broadcast_id", uuid, (c) => c.notNull())
        .addColumn("wa_id", "text", (c) => c.notNull())
        .addColumn("lead_id", uuid)
        .addColumn("language", "text")
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("message_id", uuid)
        .addColumn("reason", "text")
        .addColumn("updated_at", ts, (c) => c.notNull())
        .addPrimaryKeyConstraint("whatsapp_broadcast_recipients_pk", ["broadcast_id", "wa_id"])
        .execute();
      await db.schema.alterTable("whatsapp_templates").addColumn("status_reason", "text").execute();
      await db.schema.alterTable("whatsapp_templates").addColumn("status_at", ts).execute();
      await db.schema.createIndex("whatsapp_broadcast_recipients_status_idx").on("whatsapp_broadcast_recipients").columns(["broadcast_id", "status"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("whatsapp_templates").dropColumn("status_at").execute();
      await db.schema.alterTable("whatsapp_templates").dropColumn("status_reason").execute();
      await db.schema.dropTable("whatsapp_broadcast_recipients").ifExists().execute();
      await db.schema.dropTable("whatsapp_broadcasts").ifExists().execute();
    },
  };
}
