import type { Generated } from "kysely";

/**
 * Row types of every table, shared by both dialects.
 * Conventions (see ./README.md): ids are UUID strings made in code; timestamps
 * are ISO-8601 UTC strings in TypeScript (timestamptz on PostgreSQL, text on
 * SQLite); JSON columns are jsonb on PostgreSQL and text on SQLite.
 */
export interface AppSeedsTable {
  name: string;
  applied_at: string;
}

/** JSON columns: objects when read on PostgreSQL, strings on SQLite; write with JSON.stringify. */
export type JsonColumn = string | Record<string, unknown> | unknown[];
/** Booleans: boolean on PostgreSQL, 0/1 on SQLite; write with dbBool(kind, v). */
export type BoolColumn = boolean | number;

export interface AuthUsersTable {
  id: string;
  /** Lower-cased. */
  email: string;
  encrypted_password: string;
  email_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  last_sign_in_at: string | null;
  app_metadata: JsonColumn;
  user_metadata: JsonColumn;
  created_at: string;
  updated_at: string;
}

export interface AuthSessionsTable {
  id: string;
  user_id: string;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  refreshed_at: string | null;
}

export interface AuthRefreshTokensTable {
  id: string;
  token_hash: string;
  session_id: string;
  user_id: string;
  replaced_by: string | null;
  replaced_at: string | null;
  created_at: string;
}

export interface AuthOneTimeTokensTable {
  id: string;
  user_id: string;
  token_type: string;
  token_hash: string;
  redirect_to: string | null;
  created_at: string;
  expires_at: string;
}

export interface AuthRateLimitsTable {
  key: string;
  count: number;
  window_start: string;
}

export interface LeadsTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  location: string | null;
  user_type: string;
  source: string;
  metadata: JsonColumn | null;
  created_at: string;
}

export interface ChatSessionsTable {
  id: string;
  user_name: string;
  user_email: string;
  user_type: string | null;
  lead_id: string | null;
  /** waiting | active | ended (src/shared/constants.ts) */
  status: string;
  agent_id: string | null;
  created_at: string;
  ended_at: string | null;
  /** live (opened for a human agent) | assistant (no agent was online); migration 0003 */
  mode: Generated<string>;
}

export interface ChatSessionMessagesTable {
  id: string;
  session_id: string;
  /** user | agent | bot | system */
  sender_type: string;
  sender_name: string | null;
  message: string;
  created_at: string;
}

export interface ChatMessagesTable {
  id: string;
  session_id: string | null;
  /** user | agent | bot */
  sender: string;
  message: string;
  created_at: string;
}

export interface AgentPresenceTable {
  user_id: string;
  online: BoolColumn;
  last_seen_at: string;
}

export interface BlogPostsTable {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  author: string | null;
  category: string | null;
  /** JSON array of strings */
  tags: JsonColumn;
  image_url: string | null;
  /** draft | published */
  status: string;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ClinicsTable {
  id: string;
  name: string;
  address: string;
  district: string;
  state: string;
  /** JSON array of CLINIC_SERVICES values */
  services: JsonColumn;
  phone: string | null;
  email: string | null;
  lat: number;
  lng: number;
}

export interface MailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  /** pending | sending | sent | logged */
  status: string;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  locked_until: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface DB {
  app_seeds: AppSeedsTable;
  auth_users: AuthUsersTable;
  auth_sessions: AuthSessionsTable;
  auth_refresh_tokens: AuthRefreshTokensTable;
  auth_one_time_tokens: AuthOneTimeTokensTable;
  auth_rate_limits: AuthRateLimitsTable;
  leads: LeadsTable;
  chat_sessions: ChatSessionsTable;
  chat_session_messages: ChatSessionMessagesTable;
  chat_messages: ChatMessagesTable;
  agent_presence: AgentPresenceTable;
  blog_posts: BlogPostsTable;
  clinics: ClinicsTable;
  mail_outbox: MailOutboxTable;
}

export type { Generated };
