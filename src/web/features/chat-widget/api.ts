/**
 * The widget's calls, with plain fetch and the public anonymous key (the
 * official client library would triple the panel's size).
 */
import { CHAT } from "@shared/constants";
import type { Locale } from "@content/i18n";
import type { ChatLeadInput } from "@shared/lead-fields";
import type {
  AssistantResult,
  ChatMessage,
  Receipt,
  GetMessagesResult,
  SendMessageResult,
  StartChatResult,
  VisitorStreamEventName,
  VisitorStreamEvents,
} from "@shared/api-types";
import { callFunction, keyedUrl } from "~/lib/api-client";
import { deviceToken } from "./device";

export { ApiError } from "~/lib/api-client";

/** A message as the server sends it. */
export type ServerMessage = ChatMessage;

/** The chat form's lead, as `start_chat` takes it (its fields: shared/lead-fields.ts). */
export type StartChatBody = ChatLeadInput & {
  /** The page's language, so the team answers in it. */
  language: Locale;
  metadata: { userAgent: string; page: string };
  /** From `otp-verify`, when the farmer proved this phone with a code. */
  phoneProof?: string;
  /** "yes": the farmer ticked the WhatsApp consent box. */
  whatsappConsent?: string;
};

/**
 * 'Start Chat' in one request: the server stores the lead, queues its e-mail
 * to the team and opens the session (live when an agent is online, else the
 * assistant), all or nothing. One round trip instead of four on a slow network.
 */
export const startChat = async (body: StartChatBody) => {
  // This phone's proven device token, so a limit counts this phone, not everyone behind the same mobile address.
  const device = await deviceToken();
  return callFunction<StartChatResult>("live-chat", { action: "start_chat", method: "POST", body, headers: device ? { "x-chat-device": device } : {} });
};
/** Sends a six-digit code to the phone (by WhatsApp when the site has it, else by SMS) (`otp-request`); the answer never carries the code. */
export const requestPhoneCode = (phone: string, language: Locale) => callFunction<{ sent: true; expiresAt: string; channel?: "sms" | "whatsapp" }>("otp-request", { method: "POST", body: { phone, language } });
/** Checks the typed code (`otp-verify`): a signed proof of the phone, for `start_chat`. */
export const checkPhoneCode = (phone: string, code: string) =>
  callFunction<{ verified: true; proof: string; proofExpiresAt: string }>("otp-verify", { method: "POST", body: { phone, code } });
export const sendMessage = (body: { sessionId: string; message: string; senderType: "user"; senderName: string; clientId?: string }) =>
  callFunction<SendMessageResult>("live-chat", { action: "send_message", method: "POST", body });
export const getMessages = (sessionId: string, since?: string) =>
  callFunction<GetMessagesResult>("live-chat", { action: "get_messages", query: { sessionId, since } });
export const visitorPing = (sessionId: string) => callFunction<{ status: string }>("live-chat", { action: "visitor_ping", method: "POST", body: { sessionId } });
export const requestCallback = (body: { sessionId: string; phone: string; slot: string; note: string | null }) =>
  callFunction<{ success: true }>("live-chat", { action: "request_callback", method: "POST", body });
export const sendTyping = (sessionId: string) => callFunction("live-chat", { action: "typing", method: "POST", body: { sessionId } });
export const rateChat = (sessionId: string, rating: number) => callFunction("live-chat", { action: "rate_chat", method: "POST", body: { sessionId, rating } });
/** sent: on its way; verify: a link went to the address (open it first); limited: that address had its mails for today. */
export const sendTranscript = (sessionId: string, language: Locale) =>
  callFunction<{ status: "sent" | "verify" | "limited"; to: string }>("live-chat", { action: "send_transcript", method: "POST", body: { sessionId, language } });
export const askAssistant = (body: { message: string; userInfo: Record<string, string>; sessionId?: string; language: Locale }) =>
  callFunction<AssistantResult>("chat", { method: "POST", body });

/** Subscribes to one of the session stream's events, with its payload typed by the event's name. */
function onStreamEvent<K extends VisitorStreamEventName>(es: EventSource, name: K, handle: (data: VisitorStreamEvents[K]) => void) {
  es.addEventListener(name, (e) => handle(JSON.parse((e as MessageEvent<string>).data) as VisitorStreamEvents[K]));
}

export interface LiveHandlers {
  onMessages(messages: ServerMessage[]): void;
  onStatus(status: string): void;
  /** The newest server time seen, for `since` and stream resumption. */
  since(): string | undefined;
  onTransport?(kind: "stream" | "polling"): void;
  /** The agent is typing. */
  onTyping?(): void;
  /** How far the agent has received and read. */
  onReceipt?(r: Receipt): void;
}

/**
 * Live-agent mode: Server-Sent Events first; when the stream fails, polling
 * get_messages every 2 s (the specified interval), trying the stream again
 * now and then. Errors are only logged (error catalogue). Returns stop().
 */
export function connectLive(sessionId: string, h: LiveHandlers): () => void {
  let stopped = false;
  let source: EventSource | null = null;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let retryStreamAt = 0;

  const poll = async () => {
    if (stopped) return;
    try {
      const r = await getMessages(sessionId, h.since());
      if (stopped) return;
      if (r.messages.length) h.onMessages(r.messages);
      if (r.status) h.onStatus(r.status);
      if (r.receipt) h.onReceipt?.(r.receipt);
    } catch (err) {
      console.error("chat polling failed", err);
    }
    if (stopped) return;
    if (Date.now() >= retryStreamAt) return void openStream();
    pollTimer = setTimeout(poll, CHAT.pollIntervalMs);
  };

  const startPolling = () => {
    h.onTransport?.("polling");
    retryStreamAt = Date.now() + 30_000;
    clearTimeout(pollTimer);
    pollTimer = setTimeout(poll, 0);
  };

  const openStream = async () => {
    if (stopped) return;
    if (typeof EventSource === "undefined") return startPolling();
    try {
      const url = await keyedUrl("/functions/v1/live-chat", { action: "stream", sessionId, since: h.since() });
      if (stopped) return;
      const es = new EventSource(url);
      source = es;
      es.addEventListener("open", () => h.onTransport?.("stream"));
      onStreamEvent(es, "message", (m) => h.onMessages([m]));
      onStreamEvent(es, "status", (d) => h.onStatus(d.status));
      // The server ends a stream after its maximum lifetime: open a new one at once from the last message seen.
      es.addEventListener("reconnect", () => {
        es.close();
        if (source === es) source = null;
        void openStream();
      });
      onStreamEvent(es, "typing", (d) => d.sender === "agent" && h.onTyping?.());
      onStreamEvent(es, "receipt", (d) => h.onReceipt?.(d));
      es.addEventListener("error", () => {
        // Any stream failure: fall back to the specified polling; the stream is tried again later.
        console.error("chat stream failed; polling instead");
        es.close();
        if (source === es) source = null;
        if (!stopped) startPolling();
      });
    } catch (err) {
      console.error("chat stream could not start", err);
      startPolling();
    }
  };

  void openStream();
  return () => {
    stopped = true;
    clearTimeout(pollTimer);
    source?.close();
    source = null;
  };
}
