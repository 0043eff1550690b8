import { randomUUID } from "node:crypto";
import { sql, type Insertable } from "kysely";
import { asLocale } from "../../../content/i18n.ts";
import { whatsappFarmerLines } from "../../../content/whatsapp.ts";
import { whatsappConsoleCopy } from "../../../content/whatsapp-console.ts";
import { site } from "../../../content/site.ts";
import { LIMITS } from "../../shared/constants.ts";
import { canonicalPhone, displayPhone } from "../../shared/phone.ts";
import type { ChatService } from "../chat/service.ts";
import type { ChatMessageOut, SessionRow } from "../chat/store.server.ts";
import type { Db, DatabaseHandle } from "../db/index.server.ts";
import { nowIso } from "../db/dialect.ts";
import { captureLeadIn } from "../leads/commands.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import type { MailOutboxTable } from "../mail/schema.ts";
import { isOptOut, languageOfText, lockContact } from "./contacts.ts";
import type { WhatsAppSender } from "./sender.ts";
import type { InboundMessage } from "./webhook-payload.ts";

export interface InboundDeps {
  database: DatabaseHandle;
  mailer: Mailer;
  adminUrl: string;
  chat: ChatService;
  sender: WhatsAppSender;
}

/** What a stored message leaves to do once its transaction has committed. */
export interface Stored {
  outcome: "stored";
  /** Our id of the WhatsApp message. */
  id: string;
  session: SessionRow;
  /** The session this message opened (a new conversation), to announce to the agents. */
  opened: boolean;
  chatMessage: ChatMessageOut;
  /** The opt-out's acknowledgement and its line, to send and show. */
  acknowledgement: { outboxId: string; line: ChatMessageOut } | null;
  mails: Insertable<MailOutboxTable>[];
  hasMedia: boolean;
  /** The farmer wrote STOP, or had and has not written otherwise: the assistant stays silent. */
  silent: boolean;
}

export type InboundResult = { outcome: "duplicate" } | Stored;

/** The line the conversation shows for a message: the farmer's words, or what kind of message it was. */
export function lineFor(m: InboundMessage): string {
  const k = whatsappConsoleCopy.kind;
  const label =
    m.kind === "audio" && m.media?.voice
      ? k.voice
      : m.kind === "text" || m.kind === "button" || m.kind === "interactive"
        ? null
        : m.kind === "location"
          ? k.location
          : (k[m.kind as keyof typeof k] ?? k.unsupported);
  const place = m.location ? [m.location.name, m.location.address].filter(Boolean).join(", ") || `${m.location.latitude}, ${m.location.longitude}` : "";
  const words = [m.text, place].filter(Boolean).join(" ");
  if (!label) return words || k.unsupported;
  return words ? `[${label}] ${words}` : `[${label}]`;
}

/** A shared place, written as the lead's place: its name and address, or its coordinates. */
const placeText = (m: InboundMessage) =>
  m.location ? ([m.location.name, m.location.address].filter(Boolean).join(", ") || `${m.location.latitude.toFixed(5)}, ${m.location.longitude.toFixed(5)}`).slice(0, LIMITS.location) : null;

/** The site chat's reference (the first 8 characters of its lead's id, in capitals) in the prefilled "Continue on WhatsApp" text. */
export function referenceIn(text: string): string | null {
  // Every language's text ends "…: <code>", the code in capitals; a colon before it keeps a phone number from counting.
  const m = /[:：]\s*([0-9A-F]{8})(?![0-9A-Za-z])/.exec(text);
  return m ? m[1]!.toLowerCase() : null;
}

/** How long after a web chat its reference still joins a WhatsApp conversation to its lead. */
const REFERENCE_DAYS = 7;

/**
 * The lead a reference names: exactly one lead of the last week whose id
 * starts with it (a reference that fits two, or none, joins nothing), and
 * only when it has an e-mail address, which is what the capture joins it by
 * (a lead with only a phone is joined by the phone anyway when it is the same).
 */
async function leadOfReference(trx: Db, reference: string): Promise<{ id: string; email: string } | null> {
  const since = new Date(Date.now() - REFERENCE_DAYS * 86_400_000).toISOString();
  const rows = await trx
    .selectFrom("leads")
    .select(["id", "email"])
    .where(sql<string>`cast(id as text)`, "like", `${reference}%`)
    .where("created_at", ">=", since)
    .where("merged_into", "is", null)
    .limit(2)
    .execute();
  return rows.length === 1 && rows[0]!.email ? { id: rows[0]!.id, email: rows[0]!.email } : null;
}

/**
 * The time a farmer's message takes in the conversation: its own time, which
 * WhatsApp gives in whole seconds. Within the second of the conversation's
 * latest line it goes just after that line, so messages of one second keep
 * the order they came in; a message from an earlier second (Meta delivered it
 * late) goes back to its own place.
 */
async function placeInConversation(trx: Db, sessionId: string, at: Date): Promise<string> {
  const row = await trx.selectFrom("chat_session_messages").select((eb) => eb.fn.max("created_at").as("last")).where("session_id", "=", sessionId).executeTakeFirst();
  const last = row?.last ? Date.parse(String(row.last)) : Number.NaN;
  const own = at.getTime();
  return new Date(last >= own && last < own + 999 ? last + 1 : own).toISOString();
}

/**
 * One message from a farmer, stored once however often Meta delivers it (its
 * wamid is unique), in one transaction with everything it causes:
 * - a new conversation (none yet, or the last one ended) captures the number
 *   through the leads topic (source whatsapp, the profile's name, the language
 *   of the writing; the same phone from any channel joins its lead) and opens
 *   a WhatsApp chat session on the agents' waiting list;
 * - a shared location becomes the lead's place (a joined capture);
 * - the message becomes a line of the conversation, placed by its own time;
 * - the contact's window moves to this message's time (never back);
 * - STOP records the opt-out and queues its one acknowledgement; any other
 *   message from a number that had opted out opts it back in.
 * `hasAgent` is read before the transaction (SQLite holds one connection).
 */
export async function storeInbound(deps: InboundDeps, m: InboundMessage): Promise<InboundResult> {
  const { database, mailer, adminUrl, chat, sender } = deps;
  const phone = canonicalPhone(`+${m.from}`) ?? `+${m.from}`;

  const optOut = m.kind === "text" && isOptOut(m.text);
  const at = nowIso();
  const mails: Insertable<MailOutboxTable>[] = [];
  const media = m.media ? { ...m.media } : null;
  const payload = JSON.stringify({ media, location: m.location, buttonPayload: m.buttonPayload, originalType: m.originalType, profileName: m.profileName });

  return database.db.transaction().execute(async (trx): Promise<InboundResult> => {
    const id = randomUUID();
    const inserted = await trx
      .insertInto("whatsapp_messages")
      .values({
        id,
        wamid: m.wamid,
        direction: "in",
        wa_id: m.from,
        session_id: null,
        chat_message_id: null,
        lead_id: null,
        kind: m.kind,
        body: m.text,
        payload,
        media_status: media ? "pending" : null,
        media_key: null,
        status: "received",
        error: null,
        attempts: 0,
        next_attempt_at: null,
        sent_at: m.at.toISOString(),
        status_at: null,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.column("wamid").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return { outcome: "duplicate" };

    const contact = await lockContact(trx, database, m.from, canonicalPhone(`+${m.from}`), at);
    const language = languageOfText(m.text, contact.language) ?? contact.language ?? null;
    const name = m.profileName ?? contact.profile_name ?? `WhatsApp ${displayPhone(phone)}`;
    let session = contact.session_id ? ((await trx.selectFrom("chat_sessions").selectAll().where("id", "=", contact.session_id).executeTakeFirst()) as SessionRow | undefined) : undefined;
    let opened = false;
    let leadId = contact.lead_id;
    const place = placeText(m);

    if (!session || session.status === "ended") {
      // "Continue on WhatsApp" in the site's chat carries the chat's reference: the lead it names is joined.
      const reference = referenceIn(m.text);
      const referred = reference ? await leadOfReference(trx, reference) : null;
      const captured = await captureLeadIn(trx, { mailer, adminUrl }, {
        name,
        email: referred?.email ?? "",
        phone,
        location: place,
        user_type: "farmer",
        source: "whatsapp",
        language,
        metadata: { wa_id: m.from, first_message: lineFor(m).slice(0, 500), ...(referred ? { reference } : {}) },
      });
      if (captured.mail) mails.push(captured.mail);
      leadId = captured.lead.id;
      // Always on the waiting list: an agent who comes online later sees it; the assistant answers meanwhile.
      session = await chat.store.createSessionIn(trx, { userName: name, userEmail: "", userType: "farmer", leadId, mode: "live", channel: "whatsapp" });
      opened = true;
    } else if (place && leadId) {
      const captured = await captureLeadIn(trx, { mailer, adminUrl }, { name, email: "", phone, location: place, user_type: "farmer", source: "whatsapp", language, metadata: { wa_id: m.from, location: m.location } });
      if (captured.mail) mails.push(captured.mail);
      leadId = captured.lead.id;
    }

    const chatMessage = await chat.store.addMessageIn(trx, session.id, "user", session.user_name, lineFor(m), await placeInConversation(trx, session.id, m.at));
    await trx.updateTable("whatsapp_messages").set({ session_id: session.id, chat_message_id: chatMessage.id, lead_id: leadId }).where("id", "=", id).execute();

    const later = (a: string | null, b: string) => (a && a > b ? a : b);
    const change: Record<string, unknown> = {
      profile_name: m.profileName ?? contact.profile_name,
      phone_e164: canonicalPhone(`+${m.from}`),
      lead_id: leadId,
      session_id: session.id,
      language,
      last_inbound_at: later(contact.last_inbound_at, m.at.toISOString()),
      updated_at: at,
    };
    let acknowledgement: Stored["acknowledgement"] = null;
    if (optOut && contact.opted_out_at) {
      // Already stopped: one acknowledgement was enough.
      change.waiting_since = null;
    } else if (optOut) {
      change.opted_out_at = at;
      change.waiting_since = null;
      const lines = whatsappFarmerLines[asLocale(language)];
      const line = await chat.store.addMessageIn(trx, session.id, "bot", site.brandName, lines.optedOut);
      const outboxId = await sender.queueIn(trx, { waId: m.from, sessionId: session.id, leadId, chatMessageId: line.id, body: lines.optedOut, message: { type: "text", text: lines.optedOut } });
      acknowledgement = { outboxId, line };
    } else {
      // Writing again is consent again: the opt-out ends, and an inbound message is itself consent to an answer.
      if (contact.opted_out_at) change.opted_out_at = null;
      if (contact.opted_out_at || !contact.consent_at) Object.assign(change, { consent_at: at, consent_source: "inbound", consent_text: null });
      if (!contact.waiting_since) change.waiting_since = m.at.toISOString();
    }
    await trx.updateTable("whatsapp_contacts").set(change).where("wa_id", "=", m.from).execute();
    return { outcome: "stored", id, session, opened, chatMessage, acknowledgement, mails, hasMedia: media !== null, silent: optOut };
  });
}
