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

/** The chat transcript by e-mail: the mail that proves the address, the transcript itself, and the page its link opens. */
export interface TranscriptCopy {
  verifyMail: { subject: string; text: (link: string) => string };
  transcriptMail: { subject: string; heading: string };
  page: {
    meta: { title: string; description: string };
    title: string;
    intro: string;
    button: string;
    busy: string;
    doneTitle: string;
    doneBody: string;
    already: string;
    unknown: string;
    missing: string;
    limited: string;
    back: string;
  };
}

export const transcriptCopy: Localized<TranscriptCopy> = {
  en: {
    verifyMail: {
      subject: `Get your chat with ${site.brandName} by e-mail`,
      text: (link) =>
        [
          "Namaste,",
          "",
          `Someone asked for the conversation from a chat on the ${site.brandName} website to be sent to this e-mail address.`,
          "",
          "If it was you, open this link and press the button. The conversation will then come to you in a second e-mail:",
          "",
          link,
          "",
          "The link works for 24 hours. If you did not ask for it, you can ignore this e-mail: nothing more will be sent.",
          "",
          `${site.brandName} · ${site.phones[0].display} · ${site.emails.info}`,
        ].join("\n"),
    },
    transcriptMail: { subject: `Your chat with ${site.brandName}`, heading: `Your chat with ${site.brandName}` },
    page: {
      meta: { title: "Get your chat by e-mail", description: "Send the conversation from your chat to your e-mail." },
      title: "Get your chat by e-mail",
      intro: "Press the button and we will send the whole conversation to your e-mail address.",
      button: "Yes, send me the chat",
      busy: "Sending...",
      doneTitle: "It is on its way",
      doneBody: "The conversation is on its way to your e-mail. If it does not arrive in a few minutes, look in your spam folder.",
      already: "This link was already used, and the conversation was sent then. To get it again, ask from the chat.",
      unknown: "This link does not work any more: it is older than a day or was not made by us. Ask for the conversation again from the chat.",
      missing: "This link is not complete. Please open the whole link from the e-mail.",
      limited: "We have already sent this e-mail address as many mails as we send in a day. Please try again tomorrow.",
      back: "Go to the home page",
    },
  },
  hi: {
    verifyMail: {
      subject: `${site.brandName} से हुई चैट ईमेल पर पाएँ`,
      text: (link) =>
        [
          "नमस्ते,",
          "",
          `किसी ने ${site.brandName} की वेबसाइट पर हुई चैट की बातचीत इस ईमेल पर भेजने को कहा है।`,
          "",
          "अगर यह आपने माँगी थी, तो यह लिंक खोलें और बटन दबाएँ। फिर पूरी बातचीत एक दूसरे ईमेल में आपके पास आ जाएगी:",
          "",
          link,
          "",
          "यह लिंक 24 घंटे तक चलेगा। अगर आपने यह नहीं माँगा था, तो इस ईमेल को छोड़ दें: आगे कुछ नहीं भेजा जाएगा।",
          "",
          `${site.brandName} · ${site.phones[0].display} · ${site.emails.info}`,
        ].join("\n"),
    },
    transcriptMail: { subject: `${site.brandName} से आपकी चैट`, heading: `${site.brandName} से आपकी चैट` },
    page: {
      meta: { title: "अपनी चैट ईमेल पर पाएँ", description: "चैट की पूरी बातचीत अपने ईमेल पर पाएँ।" },
      title: "अपनी चैट ईमेल पर पाएँ",
      intro: "बटन दबाएँ, हम पूरी बातचीत आपके ईमेल पर भेज देंगे।",
      button: "हाँ, चैट मुझे भेजें",
      busy: "भेज रहे हैं...",
      doneTitle: "बातचीत भेज दी गई है",
      doneBody: "पूरी बातचीत आपके ईमेल पर भेजी जा रही है। कुछ मिनट में न आए तो स्पैम फ़ोल्डर में देखें।",
      already: "यह लिंक पहले ही इस्तेमाल हो चुका है, बातचीत तभी भेज दी गई थी। फिर से पाने के लिए चैट से माँगें।",
      unknown: "यह लिंक अब काम नहीं करता: यह एक दिन से पुराना है या हमारा बनाया नहीं है। चैट से बातचीत फिर से माँगें।",
      missing: "यह लिंक अधूरा है। कृपया ईमेल से पूरा लिंक खोलें।",
      limited: "इस ईमेल पर आज जितने ईमेल हम भेजते हैं, उतने भेजे जा चुके हैं। कृपया कल फिर कोशिश करें।",
      back: "होम पेज पर जाएँ",
    },
  },
};
