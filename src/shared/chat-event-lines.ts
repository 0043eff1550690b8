import type { LiveChatLines } from "../../content/live-chat.ts";
import type { Locale } from "../../content/i18n.ts";
import type { ChatEvent } from "./chat-events.ts";
import { formatSlotIst } from "./working-hours.ts";

/**
 * A chat's system event as a line in a language, from that language's lines.
 * Apart from chat-events.ts, which looks the lines up in every language's
 * pack, so the visitor's panel can bring only its page's lines.
 */
export function chatEventLine(e: ChatEvent, locale: Locale, lines: LiveChatLines): string {
  switch (e.key) {
    case "agent_joined":
      return lines.agentJoined;
    case "chat_ended":
      return lines.chatEnded;
    case "no_agent":
      return lines.noAgent;
    case "agent_left":
      return lines.agentLeft;
    case "callback_requested":
      return lines.callbackRequested(e.slot ? formatSlotIst(new Date(e.slot), locale) : "");
  }
}

/** A message's text for a reader: a system event in the reader's language, anything else as written. */
export const chatMessageLine = (m: { message: string; event?: ChatEvent | null }, locale: Locale, lines: LiveChatLines) => (m.event ? chatEventLine(m.event, locale, lines) : m.message);
