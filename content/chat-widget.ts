import type { Localized } from "./i18n.ts";
import { site } from "./site.ts";

/**
 * Copy of the visitor chat widget's panel. Texts marked "spec" are quoted in
 * the product specification and must stay word for word.
 */
export interface ChatWidgetCopy {
  panelLabel: string;
  formIntro: string;
  labels: { name: string; email: string; phone: string; location: string; village: string; userType: string };
  locationPlaceholder: string;
  userTypePlaceholder: string;
  start: string;
  connecting: string;
  /** `phoneOrEmail`: neither a phone number nor an e-mail address was given (one of them is enough). */
  alerts: { required: string; invalidEmail: string; flowFailed: string; phoneOrEmail: string };
  /** Under the phone and e-mail fields: either one will do. */
  phoneOrEmailHint: string;
  modeAgent: string;
  modeAssistant: string;
  connected: string;
  /** The header while a live chat waits for an agent to take it. */
  waitingForAgent: string;
  /** The header once no agent is with the chat (the agent left, or nobody took it in time). */
  agentAway: string;
  defaultLocation: string;
  reset: string;
  minimise: string;
  restore: string;
  close: string;
  starterHeading: string;
  starters: readonly string[];
  messageLabel: string;
  messagePlaceholder: string;
  send: string;
  typing: string;
  you: string;
  welcomeAssistant: (firstName: string) => string;
  welcomeAgent: (firstName: string) => string;
  emptyReply: string;
  assistantFailed: string;
  ended: string;
  newChat: string;
  messagesLabel: string;
  loading: string;
  phoneInvalid: string;
  offersHeading: string;
  askAssistant: string;
  callMeBack: string;
  whatsapp: string;
  /** The prefilled WhatsApp text, with the chat's reference. */
  whatsappText: (ref: string) => string;
  callback: { heading: string; phone: string; slot: string; note: string; send: string; sent: (slot: string) => string; failed: string; cancel: string };
  hoursHeading: string;
  openNow: string;
  closedNow: string;
  messageState: { queued: string; sending: string; sent: string; delivered: string; read: string; failed: string };
  retry: string;
  offline: string;
  resyncFailed: string;
  /** A limit was reached: when to try again. */
  limited: (seconds: number) => string;
  leadQueued: string;
  rateHeading: string;
  rateLabel: (n: number) => string;
  rated: string;
  transcript: string;
  transcriptSent: (email: string) => string;
  /** The address is not yet proven in this chat: a link went to it (once). */
  transcriptCheckMail: (email: string) => string;
  /** The address had its mails from us for today. */
  transcriptLimited: string;
  actionFailed: string;
  agentTyping: string;
}

export const chatWidgetEn: ChatWidgetCopy = {
  panelLabel: `Chat with ${site.brandName}`,
  formIntro: "Tell us a little about yourself and we'll connect you with our team or our assistant.",
  // spec
  labels: { name: "Full Name *", email: "Email Address *", phone: "Phone Number", location: "Location", village: "Village", userType: "I am a *" },
  phoneOrEmailHint: "A phone number or an email address: one of them is enough.",
  locationPlaceholder: "City, State", // spec
  userTypePlaceholder: "Select one",
  start: "Start Chat", // spec
  connecting: "Connecting...", // spec
  alerts: {
    required: "Please fill in all required fields (Name, Email, and User Type)", // spec
    invalidEmail: "Please enter a valid email address", // spec
    phoneOrEmail: "Please enter your phone number or your email address, so we can reach you. One of them is enough.",
    flowFailed: "There was an error processing your information. Please try again.", // spec
  },
  modeAgent: "Soil Doctor Agent", // spec
  modeAssistant: "Soil Doctor Assistant", // spec
  connected: "Connected",
  waitingForAgent: "Waiting for our team…",
  agentAway: "No one from our team is here right now",
  defaultLocation: "India",
  reset: "Reset",
  minimise: "Minimise chat",
  restore: "Restore chat",
  close: "Close chat",
  starterHeading: "Popular questions",
  starters: [
    "How do I get my soil tested?",
    "What services do you offer?",
    `How can I become a ${site.programmeName}?`,
    "What are your testing prices?",
  ],
  messageLabel: "Type your message",
  messagePlaceholder: "Type your message...",
  send: "Send",
  typing: "typing",
  you: "You",
  welcomeAssistant: (n) =>
    `Hello ${n}! I'm the ${site.assistantName}. Ask me about soil testing, prices, clinics or the ${site.programmeName} programme.`,
  welcomeAgent: (n) => `Hello ${n}! You're connected to the ${site.brandName} team. An agent will reply shortly.`,
  emptyReply: "Sorry, I received an empty response.", // spec
  // spec, with {phone} and {email} from the site configuration
  assistantFailed: `I apologize, but I'm having trouble connecting right now. For immediate assistance, please contact us at ${site.phones[0].display} or email ${site.emails.info}.`,
  ended: "This chat has ended.",
  newChat: "Start a new chat",
  messagesLabel: "Conversation",
  loading: "Loading chat…",
  phoneInvalid: "Please enter an Indian mobile number, for example 98765 43210 or +91 98765 43210.",
  offersHeading: "How would you like to continue?",
  askAssistant: "Ask the assistant now",
  callMeBack: "Call me back",
  whatsapp: "Continue on WhatsApp",
  whatsappText: (ref) => `Hello ${site.brandName}, I was chatting on your website. My reference code: ${ref}`,
  callback: {
    heading: "We will call you back",
    phone: "Phone number *",
    slot: "Preferred time (India time) *",
    note: "Note (optional)",
    send: "Request call back",
    sent: (slot) => `Thank you. We will call you on ${slot} (India time).`,
    failed: "Your request could not be sent. Please try again.",
    cancel: "Cancel",
  },
  hoursHeading: "Our team's hours (India time)",
  openNow: "Our team is available now.",
  closedNow: "Our team is not available right now. Ask the assistant, or ask us to call you back.",
  messageState: { queued: "Waiting for network", sending: "Sending…", sent: "Sent", delivered: "Delivered", read: "Read", failed: "Not sent" },
  retry: "Retry",
  offline: "You are offline. Your messages will be sent when the connection returns.",
  resyncFailed: "Could not load new messages. We will keep trying.",
  limited: (s) => `Too many requests. Please try again in ${s} seconds.`,
  leadQueued: "You are offline. Your details are saved and will be sent when the connection returns.",
  rateHeading: "How was this chat?",
  rateLabel: (n) => `${n} out of 5`,
  rated: "Thank you for your rating.",
  transcript: "Email me the transcript",
  transcriptSent: (email) => `The transcript is on its way to ${email}.`,
  transcriptCheckMail: (email) => `We have sent a link to ${email}. Open that e-mail and press the button in it, and the transcript will come to you.`,
  transcriptLimited: "We have already sent as many e-mails to this address as we do in a day. Please try again tomorrow.",
  actionFailed: "That did not work. Please try again.",
  agentTyping: "The agent is typing…",
};

/**
 * The Hindi panel. The specification's quoted texts are English; on Hindi
 * pages they are plain Hindi translations of the same messages.
 */
export const chatWidgetHi: ChatWidgetCopy = {
  panelLabel: `${site.brandName} से चैट करें`,
  formIntro: "अपने बारे में थोड़ा बताइए, हम आपको अपनी टीम या अपने असिस्टेंट से जोड़ देंगे।",
  labels: { name: "पूरा नाम *", email: "ईमेल *", phone: "फ़ोन नंबर", location: "जगह", village: "गाँव", userType: "मैं हूँ *" },
  phoneOrEmailHint: "फ़ोन नंबर या ईमेल पता: दोनों में से एक काफ़ी है।",
  locationPlaceholder: "शहर/गाँव, राज्य",
  userTypePlaceholder: "एक चुनें",
  start: "चैट शुरू करें",
  connecting: "जोड़ा जा रहा है...",
  alerts: {
    required: "कृपया सभी ज़रूरी खाने भरें (नाम, ईमेल और आप कौन हैं)",
    invalidEmail: "कृपया सही ईमेल पता लिखें",
    phoneOrEmail: "कृपया अपना फ़ोन नंबर या ईमेल पता लिखें, ताकि हम आपसे बात कर सकें। दोनों में से एक काफ़ी है।",
    flowFailed: "आपकी जानकारी भेजने में गड़बड़ हो गई। कृपया फिर से कोशिश करें।",
  },
  modeAgent: `${site.brandName} की टीम`,
  modeAssistant: `${site.brandName} असिस्टेंट`,
  connected: "जुड़ गए",
  waitingForAgent: "टीम के साथी का इंतज़ार…",
  agentAway: "अभी टीम से कोई नहीं जुड़ा है",
  defaultLocation: "भारत",
  reset: "नई शुरुआत",
  minimise: "चैट छोटी करें",
  restore: "चैट फिर से खोलें",
  close: "चैट बंद करें",
  starterHeading: "लोग अक्सर ये पूछते हैं",
  starters: [
    "मेरी मिट्टी की जाँच कैसे होगी?",
    "आप कौन-कौन सी सेवाएँ देते हैं?",
    `मैं ${site.programmeName} कैसे बन सकती हूँ?`,
    "जाँच के कितने पैसे लगते हैं?",
  ],
  messageLabel: "अपना संदेश लिखें",
  messagePlaceholder: "अपना संदेश लिखें...",
  send: "भेजें",
  typing: "लिख रहे हैं",
  you: "आप",
  welcomeAssistant: (n) =>
    `नमस्ते ${n}! मैं ${site.brandName} असिस्टेंट हूँ। मिट्टी की जाँच, दाम, क्लिनिक या ${site.programmeName} योजना के बारे में कुछ भी पूछिए।`,
  welcomeAgent: (n) => `नमस्ते ${n}! आप ${site.brandName} की टीम से जुड़ गए हैं। हमारा साथी थोड़ी देर में जवाब देगा।`,
  emptyReply: "माफ़ कीजिए, मुझे खाली जवाब मिला।",
  assistantFailed: `माफ़ कीजिए, अभी जुड़ने में दिक्कत हो रही है। तुरंत मदद के लिए ${site.phones[0].display} पर फ़ोन करें या ${site.emails.info} पर ईमेल करें।`,
  ended: "यह चैट खत्म हो गई है।",
  newChat: "नई चैट शुरू करें",
  messagesLabel: "बातचीत",
  loading: "चैट खुल रही है…",
  phoneInvalid: "कृपया भारत का मोबाइल नंबर लिखें, जैसे 98765 43210 या +91 98765 43210।",
  offersHeading: "आप आगे कैसे बात करना चाहेंगे?",
  askAssistant: "अभी असिस्टेंट से पूछें",
  callMeBack: "मुझे फ़ोन करें",
  whatsapp: "WhatsApp पर बात जारी रखें",
  // Gender-neutral on purpose ("चैट हुई थी", not "कर रहा/रही थी"); the reference is a code, not a phone number.
  whatsappText: (ref) => `नमस्ते ${site.brandName}, आपकी वेबसाइट पर चैट हुई थी। मेरा संदर्भ कोड: ${ref}`,
  callback: {
    heading: "हम आपको फ़ोन करेंगे",
    phone: "फ़ोन नंबर *",
    slot: "आपके लिए सही समय (भारत का समय) *",
    note: "कुछ कहना हो तो लिखें",
    send: "फ़ोन करने को कहें",
    sent: (slot) => `धन्यवाद। हम आपको ${slot} (भारत का समय) पर फ़ोन करेंगे।`,
    failed: "आपकी बात नहीं भेजी जा सकी। कृपया फिर से कोशिश करें।",
    cancel: "रहने दें",
  },
  hoursHeading: "हमारी टीम का समय (भारत का समय)",
  openNow: "हमारी टीम अभी बात कर सकती है।",
  closedNow: "हमारी टीम अभी उपलब्ध नहीं है। असिस्टेंट से पूछें, या हमसे फ़ोन करवाएँ।",
  messageState: { queued: "नेटवर्क का इंतज़ार", sending: "भेजा जा रहा है…", sent: "भेज दिया", delivered: "पहुँच गया", read: "पढ़ लिया", failed: "नहीं गया" },
  retry: "फिर भेजें",
  offline: "अभी नेटवर्क नहीं है। नेटवर्क आते ही आपके संदेश चले जाएँगे।",
  resyncFailed: "नए संदेश नहीं आ पाए। हम कोशिश करते रहेंगे।",
  limited: (s) => `बहुत ज़्यादा कोशिशें हो गईं। कृपया ${s} सेकंड बाद फिर कोशिश करें।`,
  leadQueued: "अभी नेटवर्क नहीं है। आपकी जानकारी रख ली है, नेटवर्क आते ही भेज देंगे।",
  rateHeading: "यह बातचीत कैसी रही?",
  rateLabel: (n) => `5 में से ${n}`,
  rated: "राय देने के लिए धन्यवाद।",
  transcript: "पूरी बातचीत मुझे ईमेल करें",
  transcriptSent: (email) => `पूरी बातचीत ${email} पर भेजी जा रही है।`,
  transcriptCheckMail: (email) => `हमने ${email} पर एक लिंक भेजा है। वह ईमेल खोलें और उसमें दिया बटन दबाएँ, फिर पूरी बातचीत आपके पास आ जाएगी।`,
  transcriptLimited: "इस ईमेल पर आज जितने ईमेल हम भेजते हैं, उतने भेजे जा चुके हैं। कृपया कल फिर कोशिश करें।",
  actionFailed: "यह नहीं हो पाया। कृपया फिर से कोशिश करें।",
  agentTyping: "हमारे साथी लिख रहे हैं…",
};

export const chatWidget: Localized<ChatWidgetCopy> = { en: chatWidgetEn, hi: chatWidgetHi };
