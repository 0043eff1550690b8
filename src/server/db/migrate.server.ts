import { sql, Migrator, type Migration, type MigrationProvider } from "kysely";
import type { DatabaseHandle } from "./index.server.ts";
import { foundation } from "./migrations/0001_foundation.ts";
import { api } from "./migrations/0002_api.ts";
import { liveChat } from "./migrations/0003_live_chat.ts";
import { leadsDesk } from "./migrations/0004_leads_desk.ts";
import { leadsSearchIndex } from "./migrations/0005_leads_search_index.ts";
import { leadNotifications } from "./migrations/0006_lead_notifications.ts";
import { leadLanguage } from "./migrations/0007_lead_language.ts";
import { blogLanguage } from "./migrations/0008_blog_language.ts";
import { chatReliability } from "./migrations/0009_chat_reliability.ts";
import { leadPipeline } from "./migrations/0010_lead_pipeline.ts";
import { deskCallbacksRoundRobin } from "./migrations/0011_desk_callbacks_round_robin.ts";
import { clinicHindi } from "./migrations/0012_clinic_hindi.ts";
import { assistantMisses } from "./migrations/0013_assistant_misses.ts";
import { newsletter } from "./migrations/0014_newsletter.ts";
import { leadContacts } from "./migrations/0015_lead_contacts.ts";
import { leadVillage } from "./migrations/0017_lead_village.ts";
import { samples } from "./migrations/0025_samples.ts";
import { deskRouting } from "./migrations/0027_desk_routing.ts";
import { leadImports } from "./migrations/0028_lead_imports.ts";
import { fieldChanges } from "./migrations/0029_field_changes.ts";
import { mailRecipientCap } from "./migrations/0019_mail_recipient_cap.ts";
import { chatTranscriptLinks } from "./migrations/0020_chat_transcript_links.ts";
import { chatSystemEvents } from "./migrations/0022_chat_system_events.ts";
import { telephony } from "./migrations/0023_telephony.ts";
import { phoneOtps } from "./migrations/0024_phone_otps.ts";
import { whatsapp } from "./migrations/0026_whatsapp.ts";
import { clinicTexts } from "./migrations/0030_clinic_texts.ts";
import { leadPhoneVerified } from "./migrations/0032_lead_phone_verified.ts";
import { whatsappBroadcasts } from "./migrations/0036_whatsapp_broadcasts.ts";
import { leadWhatsAppConsent } from "./migrations/0037_lead_whatsapp_consent.ts";
import type { Dialectname } from "./dialect.ts";

/**
 * Migrations are plain TypeScript modules listed here in order; each gets the
 * dialect so one file serves SQLite and PostgreSQL. Kysely's migrator takes a
 * lock, so several processes starting at once on PostgreSQL run each migration
 * exactly once.
 */
function migrations(kind: Dialectname): Record<string, Migration> {
  return {
    "0001_foundation": foundation(kind),
    "0002_api": api(kind),
    "0003_live_chat": liveChat(kind),
    "0004_leads_desk": leadsDesk(kind),
    "0005_leads_search_index": leadsSearchIndex(kind),
    "0006_lead_notifications": leadNotifications(kind),
    "0007_lead_language": leadLanguage(kind),
    "0008_blog_language": blogLanguage(kind),
    "0009_chat_reliability": chatReliability(kind),
    "0010_lead_pipeline": leadPipeline(kind),
    "0011_desk_callbacks_round_robin": deskCallbacksRoundRobin(kind),
    "0012_clinic_hindi": clinicHindi(kind),
    "0013_assistant_misses": assistantMisses(kind),
    "0014_newsletter": newsletter(kind),
    "0015_lead_contacts": leadContacts(kind),
    "0017_lead_village": leadVillage(kind),
    "0025_samples": samples(kind),
    "0027_desk_routing": deskRouting(kind),
    "0028_lead_imports": leadImports(kind),
    "0029_field_changes": fieldChanges(kind),
    "0019_mail_recipient_cap": mailRecipientCap(kind),
    "0020_chat_transcript_links": chatTranscriptLinks(kind),
    "0022_chat_system_events": chatSystemEvents(kind),
    "0023_telephony": telephony(kind),
    "0024_phone_otps": phoneOtps(kind),
    "0026_whatsapp": whatsapp(kind),
    "0032_lead_phone_verified": leadPhoneVerified(kind),
    "0030_clinic_texts": clinicTexts(kind),
    "0036_whatsapp_broadcasts": whatsappBroadcasts(kind),
    "0037_lead_whatsapp_consent": leadWhatsAppConsent(kind),
  };
}

class InlineProvider implements MigrationProvider {
  constructor(private readonly kind: Dialectname) {}
  async getMigrations() {
    return migrations(this.kind);
  }
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  // On PostgreSQL the migration tables live in the connection's current schema;
  // without naming it, Kysely may find another schema's tables and skip creating its own.
  const migrationTableSchema =
    handle.kind === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db)).rows[0]?.schema
      : undefined;
  // Numbers are handed out ahead of time, so a lower one can arrive after higher ones already ran.
  const migrator = new Migrator({ db: handle.db, provider: new InlineProvider(handle.kind), migrationTableSchema, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
