import { asLocale, type Locale } from "../../../content/i18n.ts";
import { site } from "../../../content/site.ts";
import { whatsappFarmerLines } from "../../../content/whatsapp.ts";
import { formatSlotIst, nextSlots } from "../../shared/working-hours.ts";
import type { ChatService } from "../chat/service.ts";
import type { ChatMessageOut } from "../chat/store.server.ts";
import type { DatabaseHandle } from "../db/index.server.ts";
import { asksForCallback } from "./contacts.ts";
import type { WhatsAppSender } from "./sender.ts";

/** The assistant the web widget uses (functions/chat/llm.server.ts), as far as WhatsApp needs it. */
export interface AssistantBrain {
  respond(message: string, userInfo?: { name?: unknown } | null, options?: { pageLanguage?: Locale | null }): Promise<{ text: string; answered: boolean; language: Locale }>;
}

export interface AssistantReplyDeps {
  database: DatabaseHandle;
  chat: ChatService;
  sender: WhatsAppSender;
  brain: AssistantBrain;
}

/** WhatsApp takes up to 4,096 characters in a text message. */
const MAX_TEXT = 4096;
/** The kinds that carry words the assistant can read. */
const WORDS = ["text", "button", "interactive"];

/**
 * The assistant answers a WhatsApp conversation no one from the team is
 * holding, in the farmer's language, as in the web widget: the question the
 * farmer asked last, a call back booked when they reply CALL (or कॉल), or a
 * note that a photo or voice note reached the team. The answer is a line in
 * the same conversation, so an agent who takes it later reads everything.
 * Which process answers is decided by one conditional UPDATE (the contact's
 * `waiting_since` taken back), so a farmer gets one answer per question.
 * Resolves with the outbox row to send, and the line, or null when there is
 * nothing to answer (an agent holds the chat, they opted out, someone else answered).
 */
export async function answerWaiting(deps: AssistantReplyDeps, waId: string, now = new Date()): Promise<{ outboxId: string; sessionId: string; line: ChatMessageOut } | null> {
  const { database, chat, sender, brain } = deps;
  const { db } = database;
  const contact = await db.selectFrom("whatsapp_contacts").selectAll().where("wa_id", "=", waId).executeTakeFirst();
  if (!contact?.waiting_since || contact.opted_out_at || !contact.session_id) return null;
  const session = await chat.store.getSession(contact.session_id);
  if (!session || session.status !== "waiting") return null;
  const claimed = await db.updateTable("whatsapp_contacts").set({ waiting_since: null }).where("wa_id", "=", waId).where("waiting_since", "=", contact.waiting_since).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return null;

  const asked = await db
    .selectFrom("whatsapp_messages")
    .select(["kind", "body"])
    .where("wa_id", "=", waId)
    .where("direction", "=", "in")
    .where("session_id", "=", session.id)
    .where("sent_at", ">=", contact.waiting_since)
    .orderBy("sent_at", "asc")
    .execute();
  const question = asked.filter((m) => WORDS.includes(m.kind) && m.body.trim()).at(-1)?.body ?? null;
  const lang = asLocale(contact.language);
  let reply: string;
  let replyLanguage: Locale = lang;
  if (question === null) {
    reply = whatsappFarmerLines[lang].mediaReceived;
  } else if (asksForCallback(question) && contact.phone_e164) {
    const slot = nextSlots(site.openingHoursIst, now, 1)[0] ?? new Date(now.getTime() + 3600_000);
    await chat.requestCallback(session, { sessionId: session.id, phone: contact.phone_e164, slot, note: "Asked on WhatsApp" });
    reply = whatsappFarmerLines[lang].callbackBooked(formatSlotIst(slot, lang));
  } else {
    const answer = await brain.respond(question, { name: contact.profile_name }, { pageLanguage: lang });
    replyLanguage = answer.language;
    reply = answer.text;
    if (!answer.answered && (await chat.assistantMissed(session.id)).offerCallback) reply = `${reply}\n\n${whatsappFarmerLines[answer.language].callbackOffer}`;
  }
  // The assistant's first word in a conversation says who is answering.
  const spoke = await db.selectFrom("chat_session_messages").select("id").where("session_id", "=", session.id).where("sender_type", "=", "bot").where("sender_name", "=", site.assistantName).limit(1).executeTakeFirst();
  if (!spoke) reply = `${whatsappFarmerLines[replyLanguage].assistantIntro}\n\n${reply}`;
  reply = reply.slice(0, MAX_TEXT);

  return db.transaction().execute(async (trx) => {
    const line = await chat.store.addMessageIn(trx, session.id, "bot", site.assistantName, reply);
    const outboxId = await sender.queueIn(trx, { waId, sessionId: session.id, leadId: contact.lead_id, chatMessageId: line.id, body: reply, message: { type: "text", text: reply } });
    return { outboxId, sessionId: session.id, line };
  });
}

/**
 * The WhatsApp conversations whose farmer waits for an answer no agent gave
 * in the desk's wait (the chat's sweep marked them offered): the assistant's turn.
 */
export async function unansweredWhatsApp(database: DatabaseHandle, limit = 50): Promise<string[]> {
  const rows = await database.db
    .selectFrom("whatsapp_contacts as c")
    .innerJoin("chat_sessions as s", "s.id", "c.session_id")
    .select("c.wa_id")
    .where("c.waiting_since", "is not", null)
    .where("c.opted_out_at", "is", null)
    .where("s.status", "=", "waiting")
    .where("s.offered_at", "is not", null)
    .limit(limit)
    .execute();
  return rows.map((r) => r.wa_id);
}
