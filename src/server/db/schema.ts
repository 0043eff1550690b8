import type { AuthOneTimeTokensTable, AuthRateLimitsTable, AuthRefreshTokensTable, AuthSessionsTable, AuthUsersTable } from "../auth/schema.ts";
import type { BlogPostsTable } from "../blog/schema.ts";
import type { AgentPresenceTable, CallbackRequestsTable, ChatMessagesTable, ChatSessionMessagesTable, ChatSessionsTable } from "../chat/schema.ts";
import type { ClinicsTable } from "../clinics/schema.ts";
import type { LeadEventsTable, LeadsTable } from "../leads/schema.ts";
import type { LeadContactsTable, LeadDeletionsTable } from "../leads/contacts-schema.ts";
import type { LeadRoutingTable, RoutingRulesTable, RoutingTeamMembersTable, RoutingTeamsTable, StaffLanguagesTable } from "../leads/routing/schema.ts";
import type { DeskPromisesTable, LeadPromisesTable } from "../leads/sla/schema.ts";
import type { FieldChangesTable } from "../leads/field/schema.ts";
import type { DeskDigestsTable, DeskSettingsTable, StaffInvitationsTable, StaffMembersTable } from "../staff/schema.ts";
import type { MailOutboxTable } from "../mail/schema.ts";
import type { NewsletterSubscriptionsTable } from "../newsletter/schema.ts";
import type { CallsTable, PhoneOtpsTable, SmsMessagesTable, StaffPhonesTable } from "../telephony/schema.ts";
import type { IdCountersTable, SampleViewsTable, SamplesTable } from "../samples/schema.ts";
import type { MailRecipientSlotsTable } from "../mail/recipient-cap.ts";
import type { ChatTranscriptLinksTable } from "../chat/transcript.ts";
import type { LeadImportMappingsTable, LeadImportRowsTable, LeadImportsTable } from "../leads/imports/schema.ts";
import type { WhatsAppBroadcastRecipientsTable, WhatsAppBroadcastsTable, WhatsAppContactsTable, WhatsAppInboxTable, WhatsAppMessagesTable, WhatsAppTemplatesTable } from "../whatsapp/schema.ts";

/**
 * Every table, gathered for Kysely's type. Each topic declares its own tables
 * (`<topic>/schema.ts`); see ./README.md for the conventions both dialects share.
 */
export interface AppSeedsTable {
  name: string;
  applied_at: string;
}

export interface DB {
  app_seeds: AppSeedsTable;
  auth_users: AuthUsersTable;
  auth_sessions: AuthSessionsTable;
  auth_refresh_tokens: AuthRefreshTokensTable;
  auth_one_time_tokens: AuthOneTimeTokensTable;
  auth_rate_limits: AuthRateLimitsTable;
  leads: LeadsTable;
  lead_events: LeadEventsTable;
  lead_contacts: LeadContactsTable;
  lead_deletions: LeadDeletionsTable;
  lead_imports: LeadImportsTable;
  lead_import_rows: LeadImportRowsTable;
  lead_import_mappings: LeadImportMappingsTable;
  routing_teams: RoutingTeamsTable;
  routing_team_members: RoutingTeamMembersTable;
  routing_rules: RoutingRulesTable;
  lead_routing: LeadRoutingTable;
  staff_languages: StaffLanguagesTable;
  desk_promises: DeskPromisesTable;
  lead_promises: LeadPromisesTable;
  field_changes: FieldChangesTable;
  staff_members: StaffMembersTable;
  staff_invitations: StaffInvitationsTable;
  desk_digests: DeskDigestsTable;
  desk_settings: DeskSettingsTable;
  chat_sessions: ChatSessionsTable;
  chat_session_messages: ChatSessionMessagesTable;
  chat_messages: ChatMessagesTable;
  agent_presence: AgentPresenceTable;
  callback_requests: CallbackRequestsTable;
  blog_posts: BlogPostsTable;
  clinics: ClinicsTable;
  mail_outbox: MailOutboxTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  calls: CallsTable;
  sms_messages: SmsMessagesTable;
  staff_phones: StaffPhonesTable;
  phone_otps: PhoneOtpsTable;
  samples: SamplesTable;
  sample_views: SampleViewsTable;
  id_counters: IdCountersTable;
  mail_recipient_slots: MailRecipientSlotsTable;
  chat_transcript_links: ChatTranscriptLinksTable;
  whatsapp_inbox: WhatsAppInboxTable;
  whatsapp_messages: WhatsAppMessagesTable;
  whatsapp_contacts: WhatsAppContactsTable;
  whatsapp_templates: WhatsAppTemplatesTable;
  whatsapp_broadcasts: WhatsAppBroadcastsTable;
  whatsapp_broadcast_recipients: WhatsAppBroadcastRecipientsTable;
}
