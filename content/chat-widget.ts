import type { Localized } from "./i18n.ts";
import { localized } from "./packs.ts";

/**
 * Copy of the visitor chat widget's panel. Texts marked "spec" are quoted in
 * the product specification and must stay word for word.
 */
export interface ChatWidgetCopy {
  panelLabel: string;
  formIntro: string;
  /** The WhatsApp consent box (never ticked for them): the same words as the page forms' (content/<code>/whatsapp-consent.ts). */
  whatsappConsent: string;
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
  /** The lead form's optional phone check by a code sent by SMS (never required). */
  verify: {
    offer: string;
    hint: string;
    codeLabel: string;
    check: string;
    sending: string;
    checking: string;
    /** The code went out by SMS. */
    sent: string;
    /** The code went out on WhatsApp (when the site's WhatsApp is set up). */
    sentWhatsApp: string;
    /** A wrong code, with the tries this code still has. */
    wrongCodeLeft: (left: number) => string;
    verified: string;
    resend: string;
    /** Why a code was refused or not sent, by the server's reason. */
    problems: { wrong_code: string; code_expired: string; too_many_tries: string; too_many_codes: string; failed: string };
  };
}

export const chatWidget: Localized<ChatWidgetCopy> = localized((p) => p.chatWidget);

// Each language's panel by name, for tests that read one.
export { chatWidgetEn } from "./en/chat-widget.ts";
export { chatWidgetHi } from "./hi/chat-widget.ts";
