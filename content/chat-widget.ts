import type { Localized } from "./i18n.ts";
import { site } from "./site.ts";

/**
 * Copy of the visitor chat widget's panel. Texts marked "spec" are quoted in
 * the product specification and must stay word for word.
 */
export interface ChatWidgetCopy {
  panelLabel: string;
  formIntro: string;
  labels: { name: string; email: string; phone: string; location: string; userType: string };
  locationPlaceholder: string;
  userTypePlaceholder: string;
  start: string;
  connecting: string;
  alerts: { required: string; invalidEmail: string; flowFailed: string };
  modeAgent: string;
  modeAssistant: string;
  connected: string;
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
}

export const chatWidgetEn: ChatWidgetCopy = {
  panelLabel: `Chat with ${site.brandName}`,
  formIntro: "Tell us a little about yourself and we'll connect you with our team or our assistant.",
  // spec
  labels: { name: "Full Name *", email: "Email Address *", phone: "Phone Number", location: "Location", userType: "I am a *" },
  locationPlaceholder: "City, State", // spec
  userTypePlaceholder: "Select one",
  start: "Start Chat", // spec
  connecting: "Connecting...", // spec
  alerts: {
    required: "Please fill in all required fields (Name, Email, and User Type)", // spec
    invalidEmail: "Please enter a valid email address", // spec
    flowFailed: "There was an error processing your information. Please try again.", // spec
  },
  modeAgent: "Soil Doctor Agent", // spec
  modeAssistant: "Soil Doctor Assistant", // spec
  connected: "Connected",
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
};

export const chatWidget: Localized<ChatWidgetCopy> = { en: chatWidgetEn, hi: chatWidgetEn };
