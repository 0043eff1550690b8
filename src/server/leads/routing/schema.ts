import type { BoolColumn, JsonColumn } from "../../db/columns.ts";

/** The routing tables (migration 0027); Kysely's types for them. Never exposed through the data API. */

export interface RoutingTeamsTable {
  id: string;
  name: string;
  /** Turns handed out; one UPDATE ... RETURNING per lead the team takes. */
  turn: number;
  created_at: string;
  updated_at: string;
}

export interface RoutingTeamMembersTable {
  team_id: string;
  user_id: string;
  /** Turn order within the team. */
  position: number;
}

export interface RoutingRulesTable {
  id: string;
  /** First match wins, lowest first. */
  position: number;
  name: string;
  active: BoolColumn;
  /** The one row saying where leads no rule matched go. */
  is_default: BoolColumn;
  /** RuleConditions (shared/routing.ts) as JSON. */
  conditions: JsonColumn;
  /** agent | team | desk (the default only) */
  target_kind: string;
  target_id: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

/** Where a lead's place text pointed, and the rule that chose its first owner. */
export interface LeadRoutingTable {
  lead_id: string;
  pincode: string | null;
  district: string | null;
  state: string | null;
  matched_by: string | null;
  matched_text: string | null;
  rule_id: string | null;
  rule_name: string | null;
  assigned_to: string | null;
  routed_at: string;
}

export interface StaffLanguagesTable {
  user_id: string;
  language: string;
}
