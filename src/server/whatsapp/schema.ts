/** The WhatsApp tables (migration 0026); Kysely's types for them. */

/** pending → done, or failed after too many tries (kept for staff to look at). */
export type InboxStatus = "pending" | "done" | "failed";

export interface WhatsAppInboxTable {
  id: string;
  /** The webhook's body exactly as signed (JSON text). */
  body: string;
  status: InboxStatus;
  attempts: number;
  next_attempt_at: string;
  error: string | null;
  received_at: string;
  done_at: string | null;
}

export type MessageDirection = "in" | "out";

/**
 * Where a message stands. Inbound: `received`. Outbound: `queued` (in the
 * outbox), `sending` (handed to the Graph API, answer not yet stored), then
 * WhatsApp's own `sent`, `delivered`, `read`, or `failed` with the reason.
 */
export type MessageStatus = "received" | "queued" | "sending" | "sent" | "delivered" | "read" | "failed";

export interface WhatsAppMessagesTable {
  id: string;
  /** WhatsApp's id of the message (wamid.…); null for an outbound message not yet accepted. */
  wamid: string | null;
  direction: MessageDirection;
  /** The farmer's WhatsApp id (their number in digits, as WhatsApp writes it). */
  wa_id: string;
  session_id: string | null;
  /** The conversation line the console shows for this message. */
  chat_message_id: string | null;
  lead_id: string | null;
  /** text, image, audio, video, document, sticker, location, button, interactive, template, reaction, contacts, unsupported */
  kind: string;
  /** What a person reads: the text, a caption, a place, a rendered template. */
  body: string;
  /** The kind's details as JSON text (media id and type, coordinates, template name and values, ...). */
  payload: string | null;
  /** For media: pending (to fetch), stored, failed. */
  media_status: string | null;
  /** Where the media store keeps the file. */
  media_key: string | null;
  status: MessageStatus;
  error: string | null;
  attempts: number;
  /** Outbound: when the outbox tries it (again); null once it needs nothing more. */
  next_attempt_at: string | null;
  /** Inbound: the message's own time (WhatsApp's timestamp); outbound: when WhatsApp accepted it. */
  sent_at: string | null;
  /** When WhatsApp last reported on it. */
  status_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface WhatsAppContactsTable {
  wa_id: string;
  phone_e164: string | null;
  profile_name: string | null;
  lead_id: string | null;
  /** The conversation (chat session) this number is in now. */
  session_id: string | null;
  /** The farmer's language as their writing shows it (en, hi). */
  language: string | null;
  /** The farmer's last message's own time: the 24-hour customer-service window counts from it. */
  last_inbound_at: string | null;
  /** A message of theirs waits for an answer (from an agent, or the assistant when no one takes the chat). */
  waiting_since: string | null;
  /** They wrote STOP (or बंद): nothing goes to them until they write again. */
  opted_out_at: string | null;
  /** Their consent to messages outside a conversation: when, how (inbound, a form), and the words they agreed to. */
  consent_at: string | null;
  consent_source: string | null;
  consent_text: string | null;
  created_at: string;
  updated_at: string;
}

export interface WhatsAppTemplatesTable {
  name: string;
  language: string;
  /** APPROVED, PENDING, REJECTED, PAUSED, DISABLED as Meta says. */
  status: string;
  category: string;
  /** The template's components (header, body, footer, buttons) as JSON text. */
  components: string;
  synced_at: string;
  /** Meta's reason with its last status webhook (a rejection's, a pause's); migration 0036. */
  status_reason: string | null;
  /** When a status webhook last changed it. */
  status_at: string | null;
}

/** sending (recipients being worked through), done, or cancelled by staff. */
export type BroadcastStatus = "sending" | "done" | "cancelled";

export interface WhatsAppBroadcastsTable {
  id: string;
  /** Staff's own name for it. */
  title: string;
  template_name: string;
  /** The template's language for a farmer whose own language has no approved version of it. */
  template_language: string;
  /** The template's values (JSON list); `{name}` is the farmer's name. */
  template_values: string;
  /** The filter the recipients were chosen by (JSON), as staff set it. */
  audience: string;
  status: BroadcastStatus;
  /** Recipients chosen when it started. */
  total: number;
  created_by: string | null;
  created_at: string;
  finished_at: string | null;
  /** The process sending it now, until when; another takes it over after. */
  lease_owner: string | null;
  lease_until: string | null;
}

/** pending (not yet their turn), queued (their message is in the outbox), skipped (with the reason). */
export type RecipientStatus = "pending" | "queued" | "skipped";

export interface WhatsAppBroadcastRecipientsTable {
  broadcast_id: string;
  wa_id: string;
  lead_id: string | null;
  language: string | null;
  status: RecipientStatus;
  /** Their outbox message (whatsapp_messages.id): its status is what they got. */
  message_id: string | null;
  reason: string | null;
  updated_at: string;
}
