import type { ChatLeadDraft } from "@shared/lead-fields";
import type { ChatEvent } from "@shared/chat-events";

/** What the widget keeps in localStorage, so a reload or a later visit returns to the same conversation. */
export const STORAGE_KEY = "soil-doctor-chat";

/** The chat's lead form as typed (its fields: shared/lead-fields.ts). */
export type Lead = ChatLeadDraft;

export interface WidgetMessage {
  id: string;
  text: string;
  sender: "user" | "agent" | "bot" | "system";
  name?: string | null;
  /** ISO time. */
  at: string;
  /** Sent by this browser, not yet confirmed by the server. */
  pending?: boolean;
  /** This browser's id for a message it sends live: the server stores each id once. */
  clientId?: string;
  /** Where a live message of this browser stands (the outbox). */
  state?: "queued" | "sending" | "sent" | "failed";
  /** Why a message was not sent (a limit, with when to try again). */
  error?: string;
  /** A system line as an event, shown in the page's language (its `text` is the server's English fallback). */
  event?: ChatEvent | null;
  /**
   * Where a message of this browser's outbox goes: the live session (absent)
   * or the assistant; `alsoAssistant` asks the assistant too once the live
   * session has it (the visitor chose the assistant while no agent answers).
   */
  to?: "assistant";
  alsoAssistant?: boolean;
}

export interface Conversation {
  lead: Lead;
  sessionId: string | null;
  mode: "live" | "assistant";
  status: string;
  messages: WidgetMessage[];
  /** Newest server time seen (get_messages `since`, stream resumption). */
  cursor?: string;
  leadId?: string;
  /** How far the agent has received and read the visitor's messages (server times). */
  receipt?: { delivered: string | null; read: string | null };
  /** The visitor chose the assistant while no agent answered; an agent who comes can still reply. */
  helper?: boolean;
}

export interface SavedState {
  v: 1;
  open: boolean;
  minimised: boolean;
  conversation: Conversation | null;
  /** The lead form filled while offline, sent when the connection returns. */
  pendingLead?: Lead | null;
}

export function loadState(): SavedState | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as SavedState;
    return s && s.v === 1 ? s : null;
  } catch {
    return null;
  }
}

export function saveState(s: SavedState): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(s));
  } catch {
    // Private mode or a full quota: the chat still works, it just won't survive a reload.
  }
}
