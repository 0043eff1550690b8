import { callbackWords, optOutWords } from "../../../content/whatsapp.ts";
import { inScript, languages, scripts, type Locale, type ScriptName } from "../../../content/i18n.ts";
import type { Db, DatabaseHandle } from "../db/index.server.ts";
import type { WhatsAppContactsTable } from "./schema.ts";

/**
 * A WhatsApp number as the desk knows it: its lead, its conversation, the
 * 24-hour customer-service window and its consent. The window counts from
 * the farmer's last message's own time (WhatsApp's timestamp), not from when
 * Meta delivered the webhook, so a message Meta retried late opens no more time.
 */
export const WINDOW_MS = 24 * 3600_000;

export function windowClosesAt(lastInboundAt: string | null): string | null {
  return lastInboundAt ? new Date(Date.parse(lastInboundAt) + WINDOW_MS).toISOString() : null;
}

export function windowOpen(lastInboundAt: string | null, now = new Date()): boolean {
  return lastInboundAt !== null && Date.parse(lastInboundAt) + WINDOW_MS > now.getTime();
}

/** The words a message is read for: the whole message, trimmed, lower-cased, without punctuation or symbols (vowel signs stay). */
const normalWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

const OPT_OUT = new Set<string>(optOutWords.map(normalWords));
const CALLBACK = new Set<string>(callbackWords.map(normalWords));

/** The whole message is an opt-out word (STOP, बंद, ...): a sentence that merely contains one is not. */
export const isOptOut = (text: string) => OPT_OUT.has(normalWords(text));

/** The whole message asks for a call back (CALL, कॉल, ...). */
export const asksForCallback = (text: string) => CALLBACK.has(normalWords(text));

/**
 * The language the farmer writes in, from the script most of their letters
 * are in (content/i18n.ts): Gujarati letters are Gujarati, Latin ones English.
 * Where several of the site's languages share a script (Hindi and Marathi in
 * Devanagari), the one the farmer wrote before stays, else the first listed.
 * Null when the text has no letters (a number, an emoji).
 */
export function languageOfText(text: string, before: string | null = null): Locale | null {
  const counts = new Map<ScriptName, number>();
  for (const ch of text) {
    for (const name of Object.keys(scripts) as ScriptName[]) {
      if (inScript(ch, name)) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!top) return null;
  const candidates = languages.filter((l) => l.script === top).map((l) => l.code as Locale);
  if (candidates.length === 0) return null;
  return before && (candidates as string[]).includes(before) ? (before as Locale) : candidates[0]!;
}

/**
 * The contact row, created when the number is new, and held for the rest of
 * the caller's transaction on PostgreSQL (two messages from one number in two
 * processes then open one conversation, not two). SQLite runs one writer at a time.
 */
export async function lockContact(trx: Db, database: DatabaseHandle, waId: string, phoneE164: string | null, now: string): Promise<WhatsAppContactsTable> {
  await trx
    .insertInto("whatsapp_contacts")
    .values({
      wa_id: waId,
      phone_e164: phoneE164,
      profile_name: null,
      lead_id: null,
      session_id: null,
      language: null,
      last_inbound_at: null,
      waiting_since: null,
      opted_out_at: null,
      consent_at: null,
      consent_source: null,
      consent_text: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("wa_id").doNothing())
    .execute();
  let q = trx.selectFrom("whatsapp_contacts").selectAll().where("wa_id", "=", waId);
  if (database.kind === "postgres") q = q.forUpdate();
  return q.executeTakeFirstOrThrow();
}

/** The WhatsApp id of an E.164 number: its digits. */
export const waIdOf = (e164: string) => e164.replace(/\D/g, "");
