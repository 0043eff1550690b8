import { site } from "../site.ts";
import type { LiveChatLines, TranscriptCopy } from "../live-chat.ts";

/** Lines the live-chat function itself writes into a conversation, and the name agents' replies carry. */
export const liveChatHi: LiveChatLines = {
  agentName: `${site.brandName} टीम`,
  agentJoined: "हमारी टीम का एक साथी चैट में जुड़ गया है।",
  chatEnded: "हमारे साथी ने यह चैट खत्म कर दी है। बात करने के लिए धन्यवाद।",
  noAgent:
    "माफ़ कीजिए, अभी हमारी टीम से कोई जवाब नहीं दे पाया। आप अभी हमारे असिस्टेंट से पूछ सकते हैं, हमसे फ़ोन करवा सकते हैं, या WhatsApp पर बात जारी रख सकते हैं। कोई साथी खाली होते ही यहीं जवाब देगा।",
  agentLeft:
    "हमारे साथी को यह चैट छोड़नी पड़ी। आप अभी हमारे असिस्टेंट से पूछ सकते हैं, हमसे फ़ोन करवा सकते हैं, या WhatsApp पर बात जारी रख सकते हैं। कोई दूसरा साथी यहीं जवाब दे सकता है।",
  callbackRequested: (slot) => `${slot} (भारत का समय) पर फ़ोन करने की बात दर्ज हो गई है।`,
};

/** The chat transcript by e-mail: the mail that proves the address, the transcript itself, and the page its link opens. */
export const transcriptHi: TranscriptCopy = {
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
};
