import type { Kysely } from "kysely";
import { uuidType, type Dialectname } from "../dialect.ts";

/**
 * The mail outbox remembers which lead a message is about, so a lead's staff
 * notification is written in the same transaction as the lead and never twice
 * (send-lead-email finds it), and the lead's e-mails can be listed.
 */
export function leadNotifications(kind: Dialectname) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("mail_outbox").addColumn("lead_id", uuidType(kind)).execute();
      await db.schema.createIndex("mail_outbox_lead_idx").on("mail_outbox").column("lead_id").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("mail_outbox_lead_idx").ifExists().execute();
      await db.schema.alterTable("mail_outbox").dropColumn("lead_id").execute();
    },
  };
}
