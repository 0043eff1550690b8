/** The telephony tables (migrations 0023 and 0024); Kysely's types for them. */

/** A call's direction: a missed call to the virtual number, or one staff started from the desk. */
export type CallDirection = "missed" | "outbound";
/** Where a desk call stands: asked of the provider, then one of the provider's outcomes. */
export type CallStatus = "requested" | "completed" | "busy" | "no-answer" | "failed" | "missed";

export interface CallsTable {
  id: string;
  provider_sid: string | null;
  direction: CallDirection;
  lead_id: string | null;
  callback_id: string | null;
  agent_id: string | null;
  /** E.164 (or as the provider wrote it when it is not a valid number). */
  from_number: string;
  to_number: string;
  status: string;
  talk_seconds: number | null;
  /** The provider's address of the recording; only the server fetches it. */
  recording_url: string | null;
  error: string | null;
  created_at: string;
  ended_at: string | null;
}

export interface SmsMessagesTable {
  id: string;
  provider_sid: string | null;
  lead_id: string | null;
  /** The lead's timeline entry that shows this SMS and its status. */
  event_id: string | null;
  template: string;
  language: string;
  to_number: string;
  body: string;
  /** queued, sent, delivered, failed, ... as the provider says; `logged` without a provider. */
  status: string;
  error: string | null;
  created_at: string;
  updated_at: string;
}

export interface StaffPhonesTable {
  user_id: string;
  phone_e164: string;
  updated_at: string;
}

export interface PhoneOtpsTable {
  id: string;
  phone_e164: string;
  client_ip: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  verified_at: string | null;
}
