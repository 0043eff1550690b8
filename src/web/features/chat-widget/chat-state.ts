/**
 * The visitor's chat panel as plain data: every change is an action through
 * `chatReducer`, so each rule (the outbox, merging server messages, the
 * typing line, what survives a reload) is a function a unit test can call.
 * The hook (useChatPanel.ts) runs the requests and timers and dispatches.
 */
import type { ChatMessage } from "@shared/api-types";
import type { ChatEvent } from "@shared/chat-events";
import type { Conversation, Lead, SavedState, WidgetMessage } from "./storage";

/** A message as the server sends it; a system line carries its event. */
export type ServerMessage = ChatMessage & { event?: ChatEvent | null };

export const EMPTY_LEAD: Lead = { name: "", email: "", phone: "", location: "", userType: "" };

/** Why the server refused a code or did not send one (its error codes), or a request that failed otherwise. */
export type VerifyProblem = "wrong_code" | "code_expired" | "too_many_tries" | "too_many_codes" | "failed";

/** The lead form's optional phone check: a code by SMS, typed back, answered by a signed proof the lead carries. */
export interface PhoneVerify {
  step: "idle" | "sending" | "sent" | "checking" | "verified";
  /** The number the code was sent to; typing another number starts over. */
  phone: string;
  code: string;
  /** The server's proof for `phone`, once the code was right. */
  proof: string | null;
  problem: VerifyProblem | null;
  /** Where the code went (WhatsApp when the site's WhatsApp is set up, else SMS). */
  channel?: "sms" | "whatsapp";
  /** Wrong codes the server refused since this code was sent (the tries left follow from it). */
  wrong?: number;
}

export const NO_VERIFY: PhoneVerify = { step: "idle", phone: "", code: "", proof: null, problem: null };

/** The proof to send with this lead: only for the number it was given for. */
export const proofFor = (v: PhoneVerify, lead: Lead) => (v.step === "verified" && v.proof && v.phone === lead.phone ? v.proof : undefined);

export interface ChatState {
  conversation: Conversation | null;
  minimised: boolean;
  /** The lead form being filled in. */
  lead: Lead;
  /** The lead form filled while offline, sent when the connection returns. */
  pendingLead: Lead | null;
  /** 'Start Chat' is on its way. */
  busy: boolean;
  /** An answer from the assistant is awaited (the input waits with it). */
  awaiting: boolean;
  draft: string;
  phoneError: string;
  online: boolean;
  /** The last read of new messages failed (shown, not swallowed). */
  syncFailed: boolean;
  callbackOpen: boolean;
  /** The assistant's reply offered a call back (the server decides: its second unanswered question). */
  callbackOffered: boolean;
  notice: string;
  /** The agent is typing now (cleared by a timer or by the agent's message). */
  agentTyping: boolean;
  /** An agent is online now, as the lead form asked the server; null while not known. */
  agentOnline: boolean | null;
  verify: PhoneVerify;
}

export type ChatAction =
  | { type: "lead-field"; patch: Partial<Lead> }
  | { type: "phone-error"; text: string }
  | { type: "lead-waits"; lead: Lead }
  | { type: "busy"; busy: boolean }
  | { type: "started"; conversation: Conversation }
  | { type: "start-failed"; keepLead: Lead | null; phoneError?: string }
  | { type: "minimise-toggle" }
  | { type: "network"; online: boolean }
  | { type: "synced"; messages: ServerMessage[]; status: string; receipt?: Conversation["receipt"] }
  | { type: "sync-failed" }
  | { type: "incoming"; messages: ServerMessage[] }
  | { type: "status"; status: string }
  | { type: "receipt"; receipt: NonNullable<Conversation["receipt"]> }
  | { type: "agent-typing"; typing: boolean }
  | { type: "draft"; text: string }
  | { type: "queue"; message: WidgetMessage }
  | { type: "outbox"; clientId: string; state: NonNullable<WidgetMessage["state"]>; error?: string }
  | { type: "confirmed"; message: ServerMessage }
  | { type: "add"; message: WidgetMessage }
  | { type: "answered"; clientId: string }
  | { type: "awaiting"; awaiting: boolean }
  | { type: "ended" }
  | { type: "helper" }
  | { type: "callback-open"; open: boolean }
  | { type: "callback-offered" }
  | { type: "callback-done"; notice: string }
  | { type: "agent-online"; online: boolean | null }
  | { type: "verify-sending" }
  | { type: "verify-sent"; channel?: "sms" | "whatsapp" }
  | { type: "verify-code"; code: string }
  | { type: "verify-checking" }
  | { type: "verified"; proof: string }
  | { type: "verify-failed"; problem: VerifyProblem; /** The server refused a typed code: one try fewer. */ wrongTry?: boolean }
  | { type: "reset" };

/** The panel as a reload finds it: the conversation, minimised or not, and a lead form that waited for the network. */
export function initialChatState(saved: SavedState | null, online: boolean): ChatState {
  return {
    conversation: saved?.conversation ?? null,
    minimised: saved?.minimised ?? false,
    lead: EMPTY_LEAD,
    pendingLead: saved?.pendingLead ?? null,
    busy: false,
    awaiting: false,
    draft: "",
    phoneError: "",
    online,
    syncFailed: false,
    callbackOpen: false,
    callbackOffered: false,
    notice: "",
    agentTyping: false,
    agentOnline: null,
    verify: NO_VERIFY,
  };
}

/** What localStorage keeps of the state. */
export const savedOf = (s: ChatState): SavedState => ({ v: 1, open: true, minimised: s.minimised, conversation: s.conversation, pendingLead: s.pendingLead });

export function fromServer(m: ServerMessage): WidgetMessage {
  const sender = m.sender_type === "user" || m.sender_type === "agent" || m.sender_type === "bot" ? m.sender_type : "system";
  return { id: m.id, text: m.message, sender, name: m.sender_name, at: m.created_at, ...(m.event ? { event: m.event } : {}) };
}

/** Adds server messages once each; a visitor's own message replaces its pending copy. */
export function mergeMessages(list: WidgetMessage[], incoming: ServerMessage[]): WidgetMessage[] {
  let next = list;
  for (const m of incoming) {
    if (next.some((x) => x.id === m.id)) continue;
    const w: WidgetMessage = { ...fromServer(m), ...(m.client_id ? { clientId: m.client_id, state: "sent" as const } : {}) };
    const pendingIdx =
      w.sender !== "user" ? -1 : m.client_id ? next.findIndex((x) => x.clientId === m.client_id) : next.findIndex((x) => x.pending && !x.clientId && x.text === w.text);
    next = pendingIdx >= 0 ? next.map((x, i) => (i === pendingIdx ? w : x)) : [...next, w];
  }
  return next;
}

/** The newest server time seen, for `since` and stream resumption. */
export const newestTime = (cursor: string | undefined, incoming: ServerMessage[]) =>
  incoming.reduce<string | undefined>((c, m) => (!c || m.created_at > c ? m.created_at : c), cursor);

/** The next message of this browser's outbox to send, oldest first. */
export const nextInOutbox = (c: Conversation | null) =>
  c?.sessionId ? c.messages.find((m) => m.clientId && (m.state === "queued" || m.state === "sending")) : undefined;

/** A sent message shows as delivered or read once the agent's receipts reach its time. */
export function shownState(m: WidgetMessage, r: Conversation["receipt"]) {
  if (m.state !== "sent" || !r) return m.state!;
  if (r.read && r.read >= m.at) return "read";
  if (r.delivered && r.delivered >= m.at) return "delivered";
  return "sent";
}

const withConversation = (s: ChatState, change: (c: Conversation) => Conversation): ChatState => (s.conversation ? { ...s, conversation: change(s.conversation) } : s);

const withMessages = (s: ChatState, change: (m: WidgetMessage[]) => WidgetMessage[]) => withConversation(s, (c) => ({ ...c, messages: change(c.messages) }));

/** Server messages in; an agent's message ends their "typing…" line (it was that message being typed). */
function takeIncoming(s: ChatState, incoming: ServerMessage[]): ChatState {
  const next = withConversation(s, (c) => ({ ...c, messages: mergeMessages(c.messages, incoming), cursor: newestTime(c.cursor, incoming) }));
  return next.agentTyping && incoming.some((m) => m.sender_type === "agent") ? { ...next, agentTyping: false } : next;
}

export function chatReducer(s: ChatState, a: ChatAction): ChatState {
  switch (a.type) {
    case "lead-field": {
      const lead = { ...s.lead, ...a.patch };
      // A code or proof belongs to the number it was sent to: another number starts the check over.
      return { ...s, lead, verify: lead.phone !== s.lead.phone && s.verify.step !== "idle" ? NO_VERIFY : s.verify };
    }
    case "phone-error":
      return { ...s, phoneError: a.text };
    case "lead-waits":
      return { ...s, pendingLead: a.lead };
    case "busy":
      return { ...s, busy: a.busy };
    case "started":
      return { ...s, conversation: a.conversation, pendingLead: null, lead: EMPTY_LEAD, verify: NO_VERIFY };
    case "start-failed":
      return { ...s, pendingLead: a.keepLead, phoneError: a.phoneError ?? s.phoneError };
    case "minimise-toggle":
      return { ...s, minimised: !s.minimised };
    case "network":
      return s.online === a.online ? s : { ...s, online: a.online };
    case "synced": {
      const next = takeIncoming(s, a.messages);
      return { ...withConversation(next, (c) => ({ ...c, status: a.status, receipt: a.receipt ?? c.receipt })), syncFailed: false };
    }
    case "sync-failed":
      return { ...s, syncFailed: true };
    case "incoming":
      return takeIncoming(s, a.messages);
    case "status":
      return s.conversation && s.conversation.status !== a.status ? withConversation(s, (c) => ({ ...c, status: a.status })) : s;
    case "receipt":
      return withConversation(s, (c) => ({ ...c, receipt: a.receipt }));
    case "agent-typing":
      return s.agentTyping === a.typing ? s : { ...s, agentTyping: a.typing };
    case "draft":
      return { ...s, draft: a.text };
    case "queue":
      return { ...withMessages(s, (m) => [...m, a.message]), draft: "" };
    case "outbox":
      return withMessages(s, (list) => list.map((m) => (m.clientId === a.clientId ? { ...m, state: a.state, error: a.error } : m)));
    case "confirmed":
      return takeIncoming(s, [a.message]);
    case "add":
      return withMessages(s, (m) => [...m, a.message]);
    case "answered":
      // The assistant has it: no state to show, as for any message of an assistant chat.
      return withMessages(s, (list) => list.map((m) => (m.clientId === a.clientId ? { ...m, state: undefined, pending: false, error: undefined } : m)));
    case "awaiting":
      return { ...s, awaiting: a.awaiting, ...(a.awaiting ? { draft: "" } : {}) };
    case "ended":
      return withConversation(s, (c) => ({ ...c, status: "ended" }));
    case "helper":
      return withConversation(s, (c) => ({ ...c, helper: true }));
    case "callback-open":
      return { ...s, callbackOpen: a.open };
    case "callback-offered":
      return { ...s, callbackOffered: true };
    case "callback-done":
      return { ...s, callbackOpen: false, callbackOffered: false, notice: a.notice };
    case "agent-online":
      return { ...s, agentOnline: a.online };
    case "verify-sending":
      return { ...s, verify: { ...NO_VERIFY, step: "sending", phone: s.lead.phone } };
    case "verify-sent":
      return { ...s, verify: { ...s.verify, step: "sent", code: "", problem: null, channel: a.channel ?? "sms", wrong: 0 } };
    case "verify-code":
      return { ...s, verify: { ...s.verify, code: a.code.replace(/\D/g, "").slice(0, 6), problem: null } };
    case "verify-checking":
      return { ...s, verify: { ...s.verify, step: "checking", problem: null } };
    case "verified":
      return { ...s, verify: { ...s.verify, step: "verified", proof: a.proof, code: "", problem: null } };
    case "verify-failed":
      // A refused code can be typed again; a code that was never sent goes back to the offer.
      return { ...s, verify: { ...s.verify, step: s.verify.step === "sending" ? "idle" : "sent", problem: a.problem, wrong: (s.verify.wrong ?? 0) + (a.wrongTry ? 1 : 0) } };
    case "reset":
      return { ...s, conversation: null, callbackOpen: false, callbackOffered: false, notice: "", awaiting: false, draft: "" };
  }
}

/** What the views read off the state. */
export function chatView(s: ChatState) {
  const c = s.conversation;
  const isLive = c?.mode === "live";
  return {
    isLive,
    ended: c?.status === "ended",
    /** Whether an agent is with the chat now, as the header shows it; null outside a live chat. */
    presence: !isLive || c?.status === "ended" ? null : c?.status === "active" ? ("connected" as const) : c?.status === "unanswered" ? ("away" as const) : ("waiting" as const),
    unanswered: isLive && c?.status === "unanswered",
    hasUserMessages: c?.messages.some((m) => m.sender === "user") ?? false,
    /** The session the live stream and the heartbeat follow: a live chat that has not ended. */
    liveSession: isLive && c?.sessionId && c.status !== "ended" ? c.sessionId : null,
  };
}

/** The chat's short reference for WhatsApp and phone calls. */
export const refOf = (c: Conversation) => (c.leadId ?? c.sessionId ?? "").slice(0, 8).toUpperCase();
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";
export const localId = () => `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
export const clientId = () => `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
