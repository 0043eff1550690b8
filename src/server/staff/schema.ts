import type { BoolColumn } from "../db/columns.ts";

/**
 * Staff roles and invitations. Never exposed through the data API. An account
 * without a row here is one made before roles existed (the first admin, or
 * made on the server's command line) and counts as an active admin.
 */
export interface StaffMembersTable {
  user_id: string;
  role: string;
  display_name: string | null;
  active: BoolColumn;
  created_at: string;
}

export interface StaffInvitationsTable {
  id: string;
  /** Lower-cased. */
  email: string;
  role: string;
  /** SHA-256 of the one-time link's token. */
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

/** The digest of one IST day (YYYY-MM-DD) belongs to the process that claimed it. */
export interface DeskDigestsTable {
  day: string;
  claimed_at: string;
}

/** The desk's settings: one row (id 1). */
export interface DeskSettingsTable {
  id: number;
  /** New leads go to the next active agent in turn. Off by default. */
  round_robin: BoolColumn;
  /** How many turns have been handed out; advanced by one UPDATE ... RETURNING per new lead. */
  round_robin_turn: number;
  updated_by: string | null;
  updated_at: string;
}
