import { site } from "../site.ts";
import type { ChatWidgetCopy } from "../chat-widget.ts";
import { whatsappConsentEn } from "./whatsapp-consent.ts";

/** The visitor chat panel. Texts marked "spec" are quoted in the product specification and must stay word for word. */
export const chatWidgetEn: ChatWidgetCopy = {
  whatsappConsent: whatsappConsentEn.label,
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
  verify: {
    offer: "Verify with a code",
    hint: "Optional. We send a 6-digit code by SMS to this number.",
    codeLabel: "6-digit code from the SMS",
    check: "Check code",
    sending: "Sending…",
    checking: "Checking…",
    sent: "Code sent by SMS. It works for 5 minutes.",
    verified: "Phone verified",
    resend: "Send a new code",
    sentWhatsApp: "Code sent on WhatsApp. It works for 5 minutes.",
    wrongCodeLeft: (left) => `That code is not right. You can try ${left} more ${left === 1 ? "time" : "times"}.`,
    problems: {
      wrong_code: "That code is not right. Please check the SMS and try again.",
      code_expired: "This code has expired. Please ask for a new one.",
      too_many_tries: "Too many wrong tries. Please ask for a new code.",
      too_many_codes: "Too many codes for this number today. Please try again tomorrow.",
      failed: "The code could not be sent. You can still chat.",
    },
  },
};
