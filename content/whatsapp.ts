import type { Localized } from "./i18n.ts";
import { site } from "./site.ts";
import { callbackWordsGu, optOutWordsGu, whatsappFarmerLinesGu } from "./gu/whatsapp.ts";
import { callbackWordsPa, optOutWordsPa, whatsappFarmerLinesPa } from "./pa/whatsapp.ts";
import { callbackWordsMr, optOutWordsMr, whatsappFarmerLinesMr } from "./mr/whatsapp.ts";
import { callbackWordsTe, optOutWordsTe, whatsappFarmerLinesTe } from "./te/whatsapp.ts";

/**
 * What the site itself writes to a farmer on WhatsApp (in the farmer's
 * language, as their writing shows it) and the words it listens for. The
 * console's copy for WhatsApp conversations (staff) is content/whatsapp-console.ts.
 */
export interface WhatsAppFarmerLines {
  /** The one message that answers STOP; nothing else is sent after it until they write again. */
  optedOut: string;
  /** Before the assistant's first answer in a conversation no one from the team has taken. */
  assistantIntro: string;
  /** Added to the assistant's answer after the second question it could not answer. */
  callbackOffer: string;
  /** A call back was booked by the keyword; `slot` is the time in India time. */
  callbackBooked: (slot: string) => string;
  /** A photo, voice note or file without words, while the assistant answers. */
  mediaReceived: string;
}

export const whatsappFarmerLines: Localized<WhatsAppFarmerLines> = {
  en: {
    optedOut: `You will get no more WhatsApp messages from ${site.brandName}. Write to us any time to start again.`,
    assistantIntro: `No one from our team is free right now, so the ${site.assistantName} answers here. Our team will see this conversation.`,
    callbackOffer: 'I could not answer two of your questions. Reply "CALL" and a person from our team will phone you in working hours.',
    callbackBooked: (slot) => `Thank you. Our team will call you at ${slot} (India time).`,
    mediaReceived: "Thank you, we have received it. A person from our team will look at it and reply here.",
  },
  hi: {
    optedOut: `अब आपको ${site.brandName} से WhatsApp संदेश नहीं आएँगे। दोबारा शुरू करने के लिए कभी भी हमें लिखें।`,
    assistantIntro: `अभी हमारी टीम का कोई साथी खाली नहीं है, इसलिए ${site.brandName} असिस्टेंट यहाँ जवाब दे रहा है। हमारी टीम यह बातचीत देखेगी।`,
    callbackOffer: 'आपके दो सवालों का जवाब मैं नहीं दे पाया। "कॉल" लिखकर भेजिए, हमारी टीम का कोई साथी काम के समय में आपको फ़ोन करेगा।',
    callbackBooked: (slot) => `धन्यवाद। हमारी टीम आपको ${slot} (भारत का समय) पर फ़ोन करेगी।`,
    mediaReceived: "धन्यवाद, हमें मिल गया है। हमारी टीम का कोई साथी इसे देखकर यहीं जवाब देगा।",
  },
  gu: whatsappFarmerLinesGu,
  kn: {
    optedOut: `ಇನ್ನು ಮುಂದೆ ನಿಮಗೆ ${site.brandName} ಕಡೆಯಿಂದ WhatsApp ಸಂದೇಶಗಳು ಬರುವುದಿಲ್ಲ. ಮತ್ತೆ ಶುರು ಮಾಡಲು ಯಾವಾಗ ಬೇಕಾದರೂ ನಮಗೆ ಬರೆಯಿರಿ.`,
    assistantIntro: `ಈಗ ನಮ್ಮ ತಂಡದಲ್ಲಿ ಯಾರೂ ಬಿಡುವಾಗಿಲ್ಲ, ಹಾಗಾಗಿ ${site.brandName} ಸಹಾಯಕ ಇಲ್ಲಿ ಉತ್ತರಿಸುತ್ತಿದೆ. ನಮ್ಮ ತಂಡ ಈ ಮಾತುಕತೆಯನ್ನು ನೋಡುತ್ತದೆ.`,
    callbackOffer: 'ನಿಮ್ಮ ಎರಡು ಪ್ರಶ್ನೆಗಳಿಗೆ ನನಗೆ ಉತ್ತರ ಕೊಡಲು ಆಗಲಿಲ್ಲ. "ಕಾಲ್" ಅಂತ ಬರೆದು ಕಳಿಸಿ, ನಮ್ಮ ತಂಡದವರು ಕೆಲಸದ ಸಮಯದಲ್ಲಿ ನಿಮಗೆ ಫೋನ್ ಮಾಡುತ್ತಾರೆ.',
    callbackBooked: (slot) => `ಧನ್ಯವಾದ. ನಮ್ಮ ತಂಡ ನಿಮಗೆ ${slot} (ಭಾರತದ ಸಮಯ) ಕ್ಕೆ ಫೋನ್ ಮಾಡುತ್ತದೆ.`,
    mediaReceived: "ಧನ್ಯವಾದ, ನಮಗೆ ತಲುಪಿದೆ. ನಮ್ಮ ತಂಡದವರು ಇದನ್ನು ನೋಡಿ ಇಲ್ಲೇ ಉತ್ತರಿಸುತ್ತಾರೆ.",
  },
  te: whatsappFarmerLinesTe,
  mr: whatsappFarmerLinesMr,
  pa: whatsappFarmerLinesPa,
};

/**
 * Words that stop all messages to the number (compared after trimming,
 * lower-cased, without punctuation): the opt-out Meta's policy asks us to honour.
 */
export const optOutWords = ["stop", "unsubscribe", "stop all", "बंद", "बंद करें", "बंद करो", "रोकें", "स्टॉप", "ನಿಲ್ಲಿಸಿ", "ಸ್ಟಾಪ್", "ಬಂದ್", "ಬಂದ್ ಮಾಡಿ", ...optOutWordsTe, ...optOutWordsMr, ...optOutWordsGu, ...optOutWordsPa] as const;

/** Words that ask for a call back while the assistant answers. */
export const callbackWords = ["call", "call me", "call back", "कॉल", "फ़ोन करें", "फोन करें", "फ़ोन", "फोन", "ಕಾಲ್", "ಕಾಲ್ ಮಾಡಿ", "ಫೋನ್ ಮಾಡಿ", "ಫೋನ್", ...callbackWordsTe, ...callbackWordsMr, ...callbackWordsGu, ...callbackWordsPa] as const;
