import type { ContactContent } from "../contact.ts";
import { site } from "../site.ts";

export const contactHi: ContactContent = {
  meta: {
    title: "हमसे संपर्क करें",
    description: `${site.brandName} से संपर्क करें: हमें संदेश भेजें, बेंगलुरु या दिल्ली दफ़्तर में फ़ोन करें, या मिलने आएँ। हम 48 घंटे के अंदर जवाब देते हैं।`,
  },
  hero: {
    eyebrow: "संपर्क",
    title: "हमारी टीम से बात करें",
    subtitle: "मिट्टी की जाँच, क्लिनिक, साझेदारी या मीडिया से जुड़ा कोई सवाल है? संदेश भेजें, हम 48 घंटे के अंदर जवाब देंगे।",
  },
  form: {
    heading: "हमें संदेश भेजें",
    intro: "* वाले खाने भरना ज़रूरी है।",
    name: "पूरा नाम",
    email: "ईमेल",
    userType: "आप कौन हैं?",
    userTypePlaceholder: "एक चुनें",
    phone: "फ़ोन (ज़रूरी नहीं)",
    phoneHint: "अगर आप चाहते हैं कि हम फ़ोन करें।",
    message: "आपका संदेश",
    submit: "संदेश भेजें",
    busy: "भेजा जा रहा है...",
  },
  thanks: {
    title: "संपर्क करने के लिए धन्यवाद!",
    body: "आपका संदेश हमें मिल गया है। हम 48 घंटे के अंदर आपसे बात करेंगे।",
    again: "एक और संदेश भेजें",
  },
  info: {
    heading: "हमसे जुड़ें",
    offices: "हमारे दफ़्तर",
    phones: "फ़ोन",
    email: "ईमेल",
    hours: "काम का समय",
    whatsapp: "WhatsApp पर संदेश भेजें",
  },
  cards: [
    { icon: "sprout", title: `${site.programmeName} बनें`, body: "हमारी किट, ट्रेनिंग और मदद से अपने गाँव में मिट्टी क्लिनिक खोलें।", label: "क्लिनिक खोलें", to: "/start-clinic" },
    { icon: "handshake", title: "हमारे साथ जुड़ें", body: "NGO, कंपनियाँ और सरकारी विभाग: साथ मिलकर ज़्यादा किसानों तक पहुँचें।", label: "साझेदारों के लिए", to: "/for-partners" },
    { icon: "press", title: "मीडिया और प्रेस", body: "मिट्टी की सेहत पर खबर, इंटरव्यू और आँकड़ों के लिए ऊपर दिए फ़ॉर्म से लिखें।", label: "टीम से संपर्क करें", to: "/contact#contact-form" },
  ],
  map: {
    title: "हमारे दफ़्तर आइए",
    subtitle: "बेंगलुरु दफ़्तर और दिल्ली दफ़्तर।",
  },
};
