import { randomUUID } from "node:crypto";
import { chatLogFields, chatSessionFields, chatSessionMessageFields } from "../../shared/schemas.ts";
import { column, NO_ACCESS, READ_ONLY, type BoolColumn, type RowOf, type TableDecl } from "../db/columns.ts";
import { nowIso } from "../db/dialect.ts";
import type { Generated } from "kysely";

const id = () => column.uuid(chatSessionFields.id, { default: () => randomUUID(), immutable: true });

export const chatSessionColumns = {
  id: id(),
  user_name: column.text(chatSessionFields.user_name),
  user_email: column.text(chatSessionFields.user_email),
  user_type: column.text(chatSessionFields.user_type),
  lead_id: column.uuid(chatSessionFields.lead_id),
  /** waiting | active | ended (src/shared/constants.ts) */
  status: column.text(chatSessionFields.status, { default: () => "waiting" }),
  agent_id: column.uuid(chatSessionFields.agent_id),
  created_at: column.timestamp(chatSessionFields.created_at, { default: nowIso }),
  ended_at: column.timestamp(chatSessionFields.ended_at),
};

export const chatSessionMessageColumns = {
  id: id(),
  session_id: column.uuid(chatSessionMessageFields.session_id),
  /** user | agent | bot | system */
  sender_type: column.text(chatSessionMessageFields.sender_type),
  sender_name: column.text(chatSessionMessageFields.sender_name),
  message: column.text(chatSessionMessageFields.message),
  created_at: column.timestamp(chatSessionMessageFields.created_at, { default: nowIso }),
};

export const chatLogColumns = {
  id: id(),
  session_id: column.uuid(chatLogFields.session_id),
  /** user | agent | bot */
  sender: column.text(chatLogFields.sender),
  message: column.text(chatLogFields.message),
  created_at: column.timestamp(chatLogFields.created_at, { default: nowIso }),
};

/** Chat tables are written by the live-chat function only; staff may read them. */
const staffReads = { anon: NO_ACCESS, authenticated: READ_ONLY };

export const chatSessionsTable = { name: "chat_sessions", columns: chatSessionColumns, policies: staffReads } satisfies TableDecl;
export const chatSessionMessagesTable = { name: "chat_session_messages", columns: chatSessionMessageColumns, policies: staffReads } satisfies TableDecl;
export const chatLogTable = { name: "chat_messages", columns: chatLogColumns, policies: staffReads } satisfies TableDecl;

export type ChatSessionsTable = RowOf<typeof chatSessionColumns> & {
  /** live (opened for a human agent) | assistant (no agent was online); not part of the data API. */
  mode: Generated<string>;
  /** The visitor's last sign of life (heartbeat, read, message); a waiting chat without one for 2 minutes leaves the list. */
  visitor_seen_at?: string | null;
  /** When the visitor was told nobody is answering and offered other ways; null while that has not happened. */
  offered_at?: string | null;
  /** The visitor's rating of an ended chat, 1-5. */
  rating?: number | null;
  /** Receipts: the newest visitor message time the agent has received / read. */
  delivered_at?: string | null;
  read_at?: string | null;
  /** The agent the rating is about. */
  rated_agent_id?: string | null;
  /** Questions the assistant could not answer in this conversation (the second brings the offer of a call back). */
  assistant_misses?: Generated<number>;
  /** Where the conversation takes place: `web` (the widget) or `whatsapp` (migration 0026). */
  channel?: Generated<string>;
};
export type ChatSessionMessagesTable = RowOf<typeof chatSessionMessageColumns> & {
  /** The widget's own id for a message it sent; unique per session, so a retry is stored once. */
  client_id?: string | null;
  /** A system line's event (shared/chat-events.ts), as JSON text; null for what people wrote. */
  event?: string | null;
};

/** "Call me back": a slot within working hours (IST), linked to the lead. */
export interface CallbackRequestsTable {
  id: string;
  lead_id: string | null;
  session_id: string | null;
  phone: string;
  slot_start: string;
  note: string | null;
  /** requested | done */
  status: Generated<string>;
  created_at: string;
  /** When and by whom staff marked it done on the desk. */
  done_at?: string | null;
  done_by?: string | null;
}
export type ChatMessagesTable = RowOf<typeof chatLogColumns>;

export interface AgentPresenceTable {
  user_id: string;
  online: BoolColumn;
  last_seen_at: string;
}
