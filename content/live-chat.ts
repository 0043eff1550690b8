import type { Localized } from "./i18n.ts";
import { site } from "./site.ts";

/**
 * Lines the live-chat function itself writes into a conversation (shown to
 * the visitor as notes) and the name agents' replies carry.
 */
export const liveChatText = {
  /** The fixed agent name the specification gives. */
  agentName: `${site.brandName} Agent`,
  agentJoined: "An agent has joined the chat.",
  chatEnded: "The agent has ended this chat. Thank you for talking to us.",
} as const;

/** The same lines in every language, for conversations started on a page of that language. */
export const liveChatTexts: Localized<{ agentName: string; agentJoined: string; chatEnded: string }> = {
  en: liveChatText,
  hi: {
    agentName: `${site.brandName} टीम`,
    agentJoined: "हमारी टीम का एक साथी चैट में जुड़ गया है।",
    chatEnded: "हमारे साथी ने यह चैट खत्म कर दी है। बात करने के लिए धन्यवाद।",
  },
};
