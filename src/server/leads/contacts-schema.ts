import type { JsonColumn } from "../db/columns.ts";

/** Every e-mail, phone and name a lead was given (migration 0015), in the form they are matched by. */
export interface LeadContactsTable {
  lead_id: string;
  kind: "email" | "phone" | "name";
  /** As the visitor or staff wrote it. */
  value: string;
  /** E-mail lower-cased, phone in E.164, a name's search key (name-key.ts). */
  normalized: string;
  first_seen_at: string;
  last_seen_at: string;
}

/** One deleted lead: who, when, through which path, and what went with it. */
export interface LeadDeletionsTable {
  id: string;
  lead_id: string;
  deleted_by: string | null;
  deleted_at: string;
  /** desk (the lead page) or rest (the data API). */
  via: string;
  record: JsonColumn;
}
