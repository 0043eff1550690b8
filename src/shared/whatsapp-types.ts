/**
 * What the agent console reads about the WhatsApp channel: the state of a
 * conversation (its 24-hour window, an opt-out), of each message (delivery
 * ticks, attachments) and the approved templates. Server: src/server/whatsapp/.
 */

/** Where a WhatsApp message stands, as the console shows its ticks. */
export type WhatsAppDelivery = "received" | "queued" | "sending" | "sent" | "delivered" | "read" | "failed";

/** How far each state is along the way; a report never moves a message back. A late `delivered` beats `failed` (another of the farmer's devices got it). */
export const DELIVERY_RANK: Record<WhatsAppDelivery, number> = { received: 0, queued: 1, sending: 2, sent: 3, failed: 4, delivered: 5, read: 6 };

export interface WhatsAppMedia {
  /** image, audio, video, document, sticker */
  kind: string;
  mime: string | null;
  filename: string | null;
  /** A voice note recorded in WhatsApp. */
  voice: boolean;
  /** The file is kept on the server and can be opened (`whatsapp-media?id=`); false while it is being fetched, or if it failed. */
  stored: boolean;
}

export interface WhatsAppPlace {
  latitude: number;
  longitude: number;
  name: string | null;
  address: string | null;
}

/** A chat message's WhatsApp side (on `ChatMessage.whatsapp`). */
export interface WhatsAppMessageInfo {
  /** Our id of the WhatsApp message: the media link uses it. */
  id: string;
  direction: "in" | "out";
  /** text, image, audio, video, document, sticker, location, button, interactive, template, reaction, contacts, unsupported */
  kind: string;
  status: WhatsAppDelivery;
  /** Why it failed, or why it is being tried again, in plain words. */
  error: string | null;
  media: WhatsAppMedia | null;
  place: WhatsAppPlace | null;
  /** A template's name and language. */
  template: { name: string; language: string } | null;
  /** The farmer's message was an opt-out word (STOP): nothing may be sent until they write again. */
  optOut: boolean;
}

/** A session's WhatsApp side (on `ChatSessionOut.whatsapp`). */
export interface WhatsAppSessionInfo {
  /** +91… */
  phone: string | null;
  /** Free text may be sent until then (24 hours after the farmer's last message); null when they never wrote. */
  windowClosesAt: string | null;
  /** The farmer wrote STOP: nothing can be sent until they write again. */
  optedOut: boolean;
}

/** An approved template as the console offers it. */
export interface WhatsAppTemplateOut {
  name: string;
  language: string;
  category: string;
  /** The body with {{1}}, {{2}} … where the values go. */
  body: string;
  header: string | null;
  footer: string | null;
  /** How many values the body takes. */
  variables: number;
}

/** A delivery report on the agent stream (`delivery`). */
export interface WhatsAppDeliveryEvent {
  sessionId: string;
  /** The chat message the report is about. */
  messageId: string;
  status: WhatsAppDelivery;
  error: string | null;
}

/** The body with its values in place of {{1}}, {{2}} …, as the farmer will read it. */
export function renderTemplateBody(body: string, values: readonly string[]): string {
  return body.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, n: string) => values[Number(n) - 1] ?? whole);
}

/** How many values a template body takes: the highest {{n}} in it. */
export function templateVariables(body: string): number {
  let max = 0;
  for (const m of body.matchAll(/\{\{\s*(\d+)\s*\}\}/g)) max = Math.max(max, Number(m[1]));
  return max;
}

/** Who a broadcast goes to, among the contacts who agreed to our messages: empty lists mean everyone. */
export interface BroadcastAudience {
  /** The farmer's language (site language codes). */
  languages?: string[];
  /** farmer, partner, ... (the lead's user type). */
  userTypes?: string[];
  /** The lead's stage in the pipeline. */
  statuses?: string[];
}

/** How many recipients stand where: not yet sent, skipped (STOP), handed to WhatsApp, and WhatsApp's own reports. */
export interface BroadcastReport {
  pending: number;
  skipped: number;
  queued: number;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
}

/** A broadcast as the admin screen shows it. */
export interface BroadcastOut {
  id: string;
  title: string;
  templateName: string;
  templateLanguage: string;
  values: string[];
  audience: BroadcastAudience;
  status: "sending" | "done" | "cancelled";
  total: number;
  createdAt: string;
  finishedAt: string | null;
  report: BroadcastReport;
}

/** A template with Meta's last word on it (the admin's list). */
export interface WhatsAppTemplateStatus {
  name: string;
  language: string;
  /** APPROVED, PENDING, REJECTED, PAUSED, DISABLED, ... as Meta says. */
  status: string;
  category: string;
  /** Meta's reason with its last status webhook (a rejection's, a pause's). */
  reason: string | null;
  changedAt: string | null;
  syncedAt: string;
}

/** A webhook delivery kept as failed after every try, as the admin's screen lists it. */
export interface WhatsAppFailedDelivery {
  id: string;
  receivedAt: string;
  attempts: number;
  error: string | null;
  /** What it held: how many messages, status reports and template updates, from which numbers, and the first words. */
  summary: { messages: number; statuses: number; templates: number; from: string[]; excerpt: string | null };
}
