import type { Kysely } from "kysely";
import { timestampType, type Dialectname } from "../dialect.ts";

/**
 * The farmer's consent to WhatsApp messages as a form recorded it (the
 * checkbox on the site's lead forms and the chat's form, never ticked for
 * them): when, on which form, and the words they agreed to in the language
 * they read them. Null when they did not tick it.
 */
export function leadWhatsAppConsent(kind: Dialectname) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("leads").addColumn("whatsapp_consent_at", timestampType(kind)).execute();
      await db.schema.alterTable("leads").addColumn("whatsapp_consent_source", "text").execute();
      await db.schema.alterTable("leads").addColumn("whatsapp_consent_text", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("leads").dropColumn("whatsapp_consent_text").execute();
      await db.schema.alterTable("leads").dropColumn("whatsapp_consent_source").execute();
      await db.schema.alterTable("leads").dropColumn("whatsapp_consent_at").execute();
    },
  };
}
