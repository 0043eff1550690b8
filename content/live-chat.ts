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
  noAgent:
    "Sorry, no one from our team has been able to answer yet. You can ask our assistant now, ask us to call you back, or continue on WhatsApp. If an agent becomes free, they will reply here.",
  agentLeft:
    "Our agent had to leave this chat. You can ask our assistant now, ask us to call you back, or continue on WhatsApp. Another agent can still reply here.",
  callbackRequested: (slot: string) => `Call back requested for ${slot} (India time).`,
} as const;

export interface LiveChatLines {
  agentName: string;
  agentJoined: string;
  chatEnded: string;
  noAgent: string;
  agentLeft: string;
  callbackRequested: (slot: string) => string;
}

/** The same lines in every language, for conversations started on a page of that language. */
export const liveChatTexts: Localized<LiveChatLines> = {
  en: liveChatText,
  hi: {
    agentName: `${site.brandName} टीम`,
    agentJoined: "हमारी टीम का एक साथी चैट में जुड़ गया है।",
    chatEnded: "हमारे साथी ने यह चैट खत्म कर दी है। बात करने के लिए धन्यवाद।",
    noAgent:
      "माफ़ कीजिए, अभी हमारी टीम से कोई जवाब नहीं दे पाया। आप अभी हमारे असिस्टेंट से पूछ सकते हैं, हमसे फ़ोन करवा सकते हैं, या WhatsApp पर बात जारी रख सकते हैं। कोई साथी खाली होते ही यहीं जवाब देगा।",
    agentLeft:
      "हमारे साथी को यह चैट छोड़नी पड़ी। आप अभी हमारे असिस्टेंट से पूछ सकते हैं, हमसे फ़ोन करवा सकते हैं, या WhatsApp पर बात जारी रख सकते हैं। कोई दूसरा साथी यहीं जवाब दे सकता है।",
    callbackRequested: (slot) => `${slot} (भारत का समय) पर फ़ोन करने की बात दर्ज हो गई है।`,
  },
};
