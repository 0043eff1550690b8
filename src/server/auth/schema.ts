import type { JsonColumn } from "../db/columns.ts";

/** Staff accounts and their sessions. Never exposed through the data API. */
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

/** Fixed-window counters shared by every process (sign-in limits). */
export interface AuthRateLimitsTable {
  key: string;
  count: number;
  window_start: string;
}
