import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/**
 * Meta's webhook for a WhatsApp Business Account, as documented ("messages"
 * webhook reference): `{object: "whatsapp_business_account", entry: [{id,
 * changes: [{field: "messages", value: {messaging_product, metadata:
 * {display_phone_number, phone_number_id}, contacts: [{profile: {name},
 * wa_id}], messages: [...], statuses: [...]}}]}]}`. A message has `from`,
 * `id` (wamid), `timestamp` (Unix seconds, as a string) and `type` with the
 * part of that name (`text: {body}`, `image: {id, mime_type, sha256,
 * caption}`, `audio: {id, mime_type, voice}`, `location: {latitude,
 * longitude, name, address}`, `button: {text, payload}`, `interactive:
 * {type, button_reply | list_reply}`, ...). A status has `id`, `status`
 * (sent, delivered, read, failed), `timestamp`, `recipient_id`,
 * `biz_opaque_callback_data` and, when failed, `errors: [{code, title,
 * message, error_data: {details}}]`.
 */

/** `X-Hub-Signature-256: sha256=<hex>`: HMAC-SHA256 of the raw body with the app secret. */
export function validSignature(raw: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header || !header.startsWith("sha256=")) return false;
  const given = Buffer.from(header.slice("sha256=".length).trim(), "hex");
  const expected = createHmac("sha256", appSecret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The envelope the webhook checks before it stores a delivery: anything else is not Meta's and gets a 400. */
export const envelopeSchema = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z.array(z.object({ changes: z.array(z.object({ field: z.string().optional(), value: z.unknown() })).max(1000) })).max(1000),
});

export type MessageKind =
  | "text"
  | "image"
  | "audio"
  | "video"
  | "document"
  | "sticker"
  | "location"
  | "button"
  | "interactive"
  | "reaction"
  | "contacts"
  | "unsupported";

export const MEDIA_KINDS = ["image", "audio", "video", "document", "sticker"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const isMediaKind = (k: string): k is MediaKind => (MEDIA_KINDS as readonly string[]).includes(k);

export interface MediaDetails {
  id: string;
  mime: string | null;
  sha256: string | null;
  filename: string | null;
  /** A voice note (recorded in WhatsApp), as against an audio file. */
  voice: boolean;
}

export interface LocationDetails {
  latitude: number;
  longitude: number;
  name: string | null;
  address: string | null;
}

export interface InboundMessage {
  wamid: string;
  /** The farmer's WhatsApp id (digits). */
  from: string;
  profileName: string | null;
  /** The message's own time. */
  at: Date;
  kind: MessageKind;
  /** The farmer's words: the text, a caption, a button's label; empty for a bare file. */
  text: string;
  media: MediaDetails | null;
  location: LocationDetails | null;
  /** A reply to a button: its payload (what our template put behind it). */
  buttonPayload: string | null;
  /** The type WhatsApp named, when we keep it as `unsupported`. */
  originalType: string | null;
}

export type DeliveryStatus = "sent" | "delivered" | "read" | "failed";

export interface StatusUpdate {
  wamid: string;
  status: DeliveryStatus;
  at: Date;
  recipient: string | null;
  /** What we sent as biz_opaque_callback_data: our outbox row's id. */
  reference: string | null;
  error: { code: number | null; reason: string } | null;
}

/**
 * A template's review or quality outcome (the `message_template_status_update`
 * field): `{event, message_template_id, message_template_name,
 * message_template_language, reason, other_info: {title, description}}`.
 * Events: APPROVED, REJECTED, PENDING, PAUSED, DISABLED, FLAGGED, REINSTATED,
 * PENDING_DELETION, DELETED (and others Meta may add, kept as they come).
 */
export interface TemplateStatusUpdate {
  name: string;
  language: string;
  event: string;
  /** Meta's reason (a rejection's, NONE otherwise) and, for a pause, its title and description. */
  reason: string | null;
}

export interface ParsedDelivery {
  messages: InboundMessage[];
  statuses: StatusUpdate[];
  templates: TemplateStatusUpdate[];
}

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const obj = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const arr = (v: unknown) => (Array.isArray(v) ? (v as unknown[]) : []);
const num = (v: unknown) => {
  const n = typeof v === "number" ? v : Number.parseFloat(str(v));
  return Number.isFinite(n) ? n : null;
};

/** WhatsApp's seconds since 1970; a missing or absurd one is taken as now. */
function timeOf(v: unknown, now: Date): Date {
  const s = Number.parseInt(str(v), 10);
  if (!Number.isFinite(s) || s <= 0) return now;
  const t = new Date(s * 1000);
  // A clock more than a day ahead is not believed: it would hold the window open.
  return t.getTime() > now.getTime() + 86_400_000 ? now : t;
}

const STATUSES: readonly DeliveryStatus[] = ["sent", "delivered", "read", "failed"];

/** A clean one-line text: WhatsApp allows up to 4,096 characters; we keep what the chat can hold. */
const clip = (s: string, max = 4096) => s.slice(0, max);

function parseMessage(m: Record<string, unknown>, names: Map<string, string>, now: Date): InboundMessage | null {
  const wamid = str(m.id);
  const from = str(m.from).replace(/\D/g, "");
  if (!wamid || !from || wamid.length > 512) return null;
  const type = str(m.type);
  const base = { wamid, from, profileName: names.get(from) ?? null, at: timeOf(m.timestamp, now), media: null, location: null, buttonPayload: null, originalType: null };
  const part = obj(m[type]);
  switch (type) {
    case "text":
      return { ...base, kind: "text", text: clip(str(part.body)) };
    case "image":
    case "audio":
    case "video":
    case "document":
    case "sticker": {
      const id = str(part.id);
      if (!id) return { ...base, kind: "unsupported", text: "", originalType: type };
      const media: MediaDetails = {
        id,
        mime: str(part.mime_type) || null,
        sha256: str(part.sha256) || null,
        filename: str(part.filename).slice(0, 200) || null,
        voice: part.voice === true,
      };
      return { ...base, kind: type, text: clip(str(part.caption)), media };
    }
    case "location": {
      const latitude = num(part.latitude);
      const longitude = num(part.longitude);
      if (latitude === null || longitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return { ...base, kind: "unsupported", text: "", originalType: type };
      return { ...base, kind: "location", text: "", location: { latitude, longitude, name: str(part.name).slice(0, 200) || null, address: str(part.address).slice(0, 300) || null } };
    }
    case "button":
      return { ...base, kind: "button", text: clip(str(part.text)), buttonPayload: str(part.payload).slice(0, 500) || null };
    case "interactive": {
      const reply = obj(part.button_reply ?? part.list_reply);
      return { ...base, kind: "interactive", text: clip(str(reply.title) || str(reply.description)), buttonPayload: str(reply.id).slice(0, 500) || null };
    }
    case "reaction":
      return { ...base, kind: "reaction", text: clip(str(part.emoji), 20) };
    case "contacts": {
      const people = arr(m.contacts).map((c) => {
        const o = obj(c);
        const name = str(obj(o.name).formatted_name);
        const phones = arr(o.phones).map((p) => str(obj(p).phone)).filter(Boolean);
        return [name, ...phones].filter(Boolean).join(" ");
      });
      return { ...base, kind: "contacts", text: clip(people.join("\n")) };
    }
    default:
      // Kept as unsupported (an order, a poll, a message WhatsApp itself could not show us): never dropped.
      return { ...base, kind: "unsupported", text: "", originalType: type || "unknown" };
  }
}

function parseStatus(s: Record<string, unknown>, now: Date): StatusUpdate | null {
  const wamid = str(s.id);
  const status = STATUSES.find((x) => x === str(s.status));
  if (!wamid || !status) return null;
  const first = obj(arr(s.errors)[0]);
  const details = str(obj(first.error_data).details);
  const error =
    status === "failed"
      ? { code: num(first.code), reason: [str(first.title) || str(first.message), details].filter(Boolean).join(": ").slice(0, 500) || "failed" }
      : null;
  return { wamid, status, at: timeOf(s.timestamp, now), recipient: str(s.recipient_id) || null, reference: str(s.biz_opaque_callback_data).slice(0, 512) || null, error };
}

/**
 * The messages and statuses of a stored delivery that are for our number.
 * Parts we do not know are skipped, never fatal: one odd entry must not hold
 * back the rest of the delivery.
 */
export function parseDelivery(body: unknown, phoneNumberId: string, now = new Date()): ParsedDelivery {
  const out: ParsedDelivery = { messages: [], statuses: [], templates: [] };
  for (const entry of arr(obj(body).entry)) {
    for (const change of arr(obj(entry).changes)) {
      const c = obj(change);
      if (c.field === "message_template_status_update") {
        const v = obj(c.value);
        const name = str(v.message_template_name).trim();
        const language = str(v.message_template_language).trim();
        const event = str(v.event).trim().toUpperCase();
        if (!name || !language || !/^[A-Z_]{2,40}$/.test(event)) continue;
        const other = obj(v.other_info);
        const why = [str(v.reason) && str(v.reason) !== "NONE" ? str(v.reason) : "", str(other.title), str(other.description)].filter(Boolean).join(": ");
        out.templates.push({ name: name.slice(0, 512), language: language.slice(0, 15), event, reason: why ? why.slice(0, 500) : null });
        continue;
      }
      if (c.field !== undefined && c.field !== "messages") continue;
      const value = obj(c.value);
      const meta = obj(value.metadata);
      // A business account may hold other numbers; their traffic is not ours.
      if (str(meta.phone_number_id) && str(meta.phone_number_id) !== phoneNumberId) continue;
      const names = new Map<string, string>();
      for (const contact of arr(value.contacts)) {
        const o = obj(contact);
        const name = str(obj(o.profile).name).trim().slice(0, 100);
        if (name) names.set(str(o.wa_id).replace(/\D/g, ""), name);
      }
      for (const m of arr(value.messages)) {
        const parsed = parseMessage(obj(m), names, now);
        if (parsed) out.messages.push(parsed);
      }
      for (const s of arr(value.statuses)) {
        const parsed = parseStatus(obj(s), now);
        if (parsed) out.statuses.push(parsed);
      }
    }
  }
  return out;
}
