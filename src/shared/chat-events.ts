/**
 * The chat's system lines (an agent joined, the chat ended, ...) are stored
 * as events, not as sentences: each reader renders them in its own language
 * (the visitor's page, the console, the transcript in the lead's language).
 */
import { liveChatTexts } from "../../content/live-chat.ts";
import type { Locale } from "../../content/i18n.ts";
import { chatEventLine } from "./chat-event-lines.ts";

export const CHAT_EVENT_KEYS = ["agent_joined", "chat_ended", "no_agent", "agent_left", "callback_requested"] as const;
export type ChatEventKey = (typeof CHAT_EVENT_KEYS)[number];

export interface ChatEvent {
  key: ChatEventKey;
  /** callback_requested: the slot asked for (ISO time). */
  slot?: string;
}

const isKey = (k: unknown): k is ChatEventKey => typeof k === "string" && (CHAT_EVENT_KEYS as readonly string[]).includes(k);

/** The stored form (a short JSON text in `chat_session_messages.event`) back to an event; null for anything else. */
export function parseChatEvent(raw: string | null | undefined): ChatEvent | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { key?: unknown; slot?: unknown };
    if (!isKey(v?.key)) return null;
    return typeof v.slot === "string" ? { key: v.key, slot: v.slot } : { key: v.key };
  } catch {
    return null;
  }
}

export const storedChatEvent = (e: ChatEvent) => JSON.stringify(e.slot ? { key: e.key, slot: e.slot } : { key: e.key });

/** The line in a language (the server's: every language's lines are at hand). */
export function chatEventText(e: ChatEvent, locale: Locale): string {
  return chatEventLine(e, locale, liveChatTexts[locale] ?? liveChatTexts.en);
}

/** A message's text for a reader: a system event in the reader's language, anything else as written. */
export const chatMessageText = (m: { message: string; event?: ChatEvent | null }, locale: Locale) => (m.event ? chatEventText(m.event, locale) : m.message);
