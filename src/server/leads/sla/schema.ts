import type { JsonColumn } from "../../db/columns.ts";

/** The response-time tables (migration 0027); Kysely's types for them. Never exposed through the data API. */

/** One row (id 1): PromiseSettings (shared/routing.ts) as JSON. */
export interface DeskPromisesTable {
  id: number;
  settings: JsonColumn;
  updated_by: string | null;
  updated_at: string;
}

/** A new lead's first-response clock. */
export interface LeadPromisesTable {
  lead_id: string;
  source: string;
  target_minutes: number;
  started_at: string;
  /** started_at plus the target, counted in working hours. */
  due_at: string;
  first_response_at: string | null;
  first_response_by: string | null;
  /** chat | call | status | manual */
  first_response_kind: string | null;
  breached_at: string | null;
  breach_owner: string | null;
  owner_notified_at: string | null;
  admin_notified_at: string | null;
}
