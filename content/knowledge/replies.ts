import type { Localized } from "../i18n.ts";

/**
 * The assistant's own sentences around the knowledge (greeting, thanks,
 * "I don't know", the pointer to the page), in each answer language. Contact
 * values come in as arguments from the site configuration.
 */
export interface AssistantReplies {
  /** What the assistant can help with, in one line. */
  topics(programme: string): string;
  empty(name?: string): string;
  greeting(name: string | undefined, assistantName: string, topics: string): string;
  thanks(name: string | undefined, phone: string, email: string): string;
  fallback(p: { name?: string; phones: string; email: string; hours: string; topics: string; contactPath: string }): string;
  /** The closing pointer to the page(s) with more, and the phone for help. */
  more(paths: readonly string[], phone: string): string;
  /** Added to the reply after the second question the assistant could not answer in a conversation. */
  callbackOffer: string;
  /** The contact page of this language, and its name as an answer's source. */
  contactPath: string;
  contactTitle: string;
}

/** "a", "a and b", "a, b and c" */
const joinEn = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

export const assistantReplies: Localized<AssistantReplies> = {
  en: {
    topics: (programme) =>
      `soil test prices, test time and parameters, how to collect a soil sample, finding a clinic near you, our services, ` +
      `buying or renting the device, starting your own soil clinic, becoming a ${programme}, partnerships and CSR, and how to contact us`,
    empty: (name) =>
      `Please type your question${name ? `, ${name}` : ""}. For example: "How do I get my soil tested?" or "What are your testing prices?"`,
    greeting: (name, assistantName, topics) =>
      `Hello${name ? ` ${name}` : ""}! I'm the ${assistantName}. I can help you with ${topics}. What would you like to know?`,
    thanks: (name, phone, email) =>
      `You're welcome${name ? `, ${name}` : ""}! If you have more questions, just ask. You can also reach our team at ${phone} or ${email}.`,
    fallback: ({ name, phones, email, hours, topics, contactPath }) =>
      `Sorry${name ? ` ${name}` : ""}, I don't know the answer to that. ` +
      `Our team can help: call ${phones}, e-mail ${email}, or write to us through the form on ${contactPath}. ` +
      `Working hours: ${hours}. ` +
      `I can answer questions about ${topics}.`,
    more: (paths) => `See ${joinEn(paths)}.`,
    callbackOffer:
      "I could not answer two of your questions, so let a person from our team call you. " +
      "Tap \"Call me back\" below, choose a time within working hours and we will phone you.",
    contactPath: "/contact",
    contactTitle: "Contact us",
  },
  hi: {
    topics: (programme) =>
      `मिट्टी जाँच का दाम, जाँच का समय और जाँची जाने वाली चीज़ें, मिट्टी का नमूना कैसे लें, अपने पास का क्लिनिक, हमारी सेवाएँ, ` +
      `मशीन खरीदना या किराये पर लेना, अपना मिट्टी क्लिनिक खोलना, ${programme} बनना, साझेदारी और CSR, और हमसे कैसे बात करें`,
    empty: (name) =>
      `${name ? `${name} जी, ` : ""}कृपया अपना सवाल लिखिए। जैसे: "मिट्टी की जाँच कैसे कराएँ?" या "जाँच का दाम क्या है?"`,
    greeting: (name, assistantName, topics) =>
      `नमस्ते${name ? ` ${name} जी` : ""}! मैं ${assistantName} हूँ। मैं इन बातों में आपकी मदद कर सकता हूँ: ${topics}। आप क्या जानना चाहते हैं?`,
    thanks: (name, phone, email) =>
      `धन्यवाद${name ? ` ${name} जी` : ""}! कोई और सवाल हो तो पूछिए। हमारी टीम से ${phone} या ${email} पर भी बात कर सकते हैं।`,
    fallback: ({ name, phones, email, hours, topics, contactPath }) =>
      `माफ़ कीजिए${name ? ` ${name} जी` : ""}, इसका जवाब मेरे पास नहीं है। ` +
      `हमारी टीम मदद करेगी: ${phones} पर फ़ोन करें, ${email} पर ईमेल करें, या ${contactPath} पेज के फ़ॉर्म से लिखें। ` +
      `काम का समय: ${hours}। ` +
      `मैं इन बातों के जवाब दे सकता हूँ: ${topics}।`,
    more: (paths, phone) => `पूरी जानकारी: ${paths.join(" और ")}। मदद के लिए ${phone} पर फ़ोन करें।`,
    callbackOffer:
      "आपके दो सवालों का जवाब मैं नहीं दे पाया, इसलिए हमारी टीम का कोई व्यक्ति आपको फ़ोन करे तो बेहतर रहेगा। " +
      "नीचे \"मुझे फ़ोन करें\" दबाइए, काम के समय में से अपनी सुविधा का समय चुनिए, हम आपको फ़ोन करेंगे।",
    contactPath: "/hi/contact",
    contactTitle: "हमसे संपर्क करें",
  },
};

/**
 * For a question in romanised Hindi on an English page: the English answer
 * keeps its facts, and this line tells the page and phone in Hindi.
 */
export const hindiPointer = {
  answer: (title: string, paths: readonly string[], phone: string, email: string) =>
    `${title}: पूरी जानकारी ${paths.join(" और ")} पेज पर है। मदद के लिए ${phone} पर कॉल करें या ${email} पर ईमेल करें।`,
  fallback: (phone: string, email: string) =>
    `माफ़ कीजिए, इसका जवाब मेरे पास नहीं है। कृपया ${phone} पर कॉल करें या ${email} पर ईमेल करें, या /contact पेज पर संदेश भेजें।`,
  greeting: "नमस्ते! आप अपना सवाल हिंदी या अंग्रेज़ी में पूछ सकते हैं।",
  thanks: "धन्यवाद! कोई और सवाल हो तो पूछिए।",
};
