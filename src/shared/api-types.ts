import type { Locale } from "../../content/i18n.ts";
import type { DeskLead } from "./desk-types.ts";
import type { LeadRecord } from "./lead-fields.ts";
import type { ChatEvent } from "./chat-events.ts";
import type { WhatsAppDeliveryEvent, WhatsAppMessageInfo, WhatsAppSessionInfo } from "./whatsapp-types.ts";
/**
 * What the server sends and the browser reads, declared once: both ends
 * import these types, so a renamed field fails the type check on both sides.
 * Field names follow the specification's wire format (snake_case rows).
 */

// ---------------------------------------------------------------- leads

/** A lead as the data API and the leads desk functions answer it (its fields: shared/lead-fields.ts). */
export type LeadRow = LeadRecord;

/** Counts of the filtered leads by user type and by source (`leads-summary`). */
export interface LeadSummary {
  total: number;
  byUserType: Record<string, number>;
  bySource: Record<string, number>;
  /** Counts by pipeline status (every status present, zero when none). */
  byStatus: Record<string, number>;
}

/** One page of the filtered leads and their total (`leads-page`). */
export interface LeadsPage {
  rows: DeskLead[];
  total: number;
}

// ---------------------------------------------------------------- chat

/** A chat message (`get_messages`, `send_message`, stream `message` events). */
export interface ChatMessage {
  id: string;
  message: string;
  sender_type: string;
  sender_name: string | null;
  created_at: string;
  /** The sending widget's own id for the message (visitor messages), so it can match its outbox. */
  client_id?: string | null;
  /** A system line's event: readers show it in their own language (`message` is its text in the chat's language). */
  event?: ChatEvent | null;
  /** A message of a WhatsApp conversation: its delivery, attachment or place (staff only). */
  whatsapp?: WhatsAppMessageInfo | null;
}

/** What the agent console shows about the lead behind a session. */
export type ChatLead = Omit<LeadRow, "metadata">;

/** A chat session as the agent console receives it. */
export interface ChatSessionOut {
  id: string;
  user_name: string;
  user_email: string;
  user_type: string | null;
  status: string;
  agent_id: string | null;
  created_at: string;
  ended_at: string | null;
  lead_id: string | null;
  /** The lead behind the session (location, phone, source...), when the server linked one. */
  lead: ChatLead | null;
  /** Waiting again after nobody answered in time or the agent left: the visitor is waiting for an answer. */
  unanswered?: boolean;
  /** Where the conversation takes place: the site's chat widget, or WhatsApp. */
  channel?: "web" | "whatsapp";
  /** A WhatsApp conversation's window and opt-out. */
  whatsapp?: WhatsAppSessionInfo | null;
}

/** `live-chat?action=start_chat`: the widget's lead, its notification and its session, in one step. */
export interface StartChatResult {
  sessionId: string;
  leadId: string;
  mode: "live" | "assistant";
  hasAgent: boolean;
  agentId: null;
  /** Vouches for this visitor's lead when a later chat is started with `create_session`. */
  visitorToken: string;
}

/** `check_agent_availability`. */
export interface AgentAvailabilityResult {
  hasAvailableAgent: boolean;
}

/** `create_session`: a chat without a new lead (linked to one only through a visitor token). */
export interface CreateSessionResult {
  sessionId: string;
  hasAgent: boolean;
  agentId: null;
}

/** `send_message`: the stored message, with the server's time. */
export interface SendMessageResult {
  success: boolean;
  message: ChatMessage;
}

/** `get_messages`: what came after `since`, and where the chat stands. */
export interface GetMessagesResult {
  messages: ChatMessage[];
  status: string;
  /** For the visitor: how far the agent has received and read. */
  receipt?: Receipt;
}

/** `agent_online`, `agent_offline` and `heartbeat`: the agent's presence after the call. */
export interface AgentPresenceResult {
  success: boolean;
  online: boolean;
  /** Good only for setting this agent offline from a closing page; absent after `agent_offline`. */
  offlineToken?: string | null;
}

/** `agent_online`: the agent's offline token, for a closing page's beacon. */
export interface AgentOnlineResult extends AgentPresenceResult {
  offlineToken: string;
}

/** `heartbeat`: whether the agent still counts as online, and a fresh offline token while it does. */
export interface HeartbeatResult extends AgentPresenceResult {
  offlineToken: string | null;
}

/** `get_waiting_sessions` and `get_active_sessions`. */
export interface SessionsResult {
  sessions: ChatSessionOut[];
}

/** `take_session`: the session now held by the calling agent. */
export interface TakeSessionResult {
  success: boolean;
  session: ChatSessionOut;
}

/** `end_session`. */
export interface EndSessionResult {
  success: boolean;
}

/** The `chat` function: the assistant's reply. */
export interface AssistantResult {
  response: string;
  /**
   * Present when the reply offers the visitor another way: "callback" after the
   * second question in the conversation the assistant could not answer.
   */
  offer?: "callback";
}

/** The body of a failed function call. */
export interface FunctionErrorBody {
  error: string;
  code?: string;
  details?: unknown;
}

/** Events of a visitor's session stream (`live-chat?action=stream`), by SSE event name. */
export interface VisitorStreamEvents {
  message: ChatMessage;
  status: { status: string };
  /** The other side is typing (live mode); shown for a few seconds. */
  typing: { sender: "user" | "agent" };
  /** The agent has received / read the visitor's messages up to these times. */
  receipt: Receipt;
}

export interface Receipt {
  delivered: string | null;
  read: string | null;
}

/** Events of an agent's stream (`live-chat?action=agent_stream`), by SSE event name. */
export interface AgentStreamEvents {
  /** The stream is open; these chats of the agent's already flow. */
  ready: { following: string[] };
  message: { sessionId: string; message: ChatMessage };
  status: { sessionId: string; status: string };
  /** A chat's events now flow: read what may have come before. */
  following: { sessionId: string };
  /** The bus may have dropped events (for one chat, or everything): read again. */
  resync: { sessionId?: string };
  /** Asks the console for a heartbeat. */
  ping: Record<string, never>;
  session_created: ChatSessionOut;
  session_taken: { sessionId: string; agentId: string };
  session_ended: { sessionId: string };
  presence: { userId: string; online: boolean };
  typing: { sessionId: string; sender: "user" | "agent" };
  /** WhatsApp's report on a message of one of the agent's chats (sent, delivered, read, failed). */
  delivery: WhatsAppDeliveryEvent;
}

export type AgentStreamEventName = keyof AgentStreamEvents;
export type VisitorStreamEventName = keyof VisitorStreamEvents;

/** One event of a stream whose events are described by the map `M`: its name and its payload, narrowed together. */
export type StreamEvent<M> = { [K in keyof M]: { event: K; data: M[K] } }[keyof M];
export type AgentStreamEvent = StreamEvent<AgentStreamEvents>;
export type VisitorStreamEvent = StreamEvent<VisitorStreamEvents>;

// ---------------------------------------------------------------- newsletter

export type SubscriptionStatus = "pending" | "confirmed" | "unsubscribed";

/** One subscriber as the admins' `newsletter-subscribers` function lists it. */
export interface Subscriber {
  email: string;
  language: Locale;
  status: SubscriptionStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export interface SubscriberList {
  subscribers: Subscriber[];
  counts: Record<SubscriptionStatus, number>;
}

/** What a confirm or unsubscribe button did: the change, the same change made before, or nothing (no such live link). */
export type LinkOutcome = "done" | "already" | "unknown";

/** What a link page's action answers; `missing` is a link without a usable token. */
export interface NewsletterLinkResult {
  outcome: LinkOutcome | "missing";
}

// ---------------------------------------------------------------- blog

/** A blog post as the data API answers it to staff (`/rest/v1/blog_posts`; columns: server/blog/schema.ts). */
export interface BlogPostRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  content: string | null;
  author: string | null;
  category: string | null;
  tags: string[];
  image_url: string | null;
  status: "draft" | "published";
  published_at: string | null;
  created_at: string;
  updated_at: string;
  /** en | hi; null (older posts) is English. */
  language: string | null;
  translation_id: string | null;
}
