import { randomUUID } from "node:crypto";
import { LEAD_FIELDS, type LeadFieldName, type LeadRecord } from "../../shared/lead-fields.ts";
import { column, FULL_ACCESS, NO_ACCESS, type ColumnDef, type JsonColumn, type RowOf, type ServerOnly, type TableDecl } from "../db/columns.ts";
import { nowIso } from "../db/dialect.ts";

/** What the table adds to a field's declaration: defaults, and the id never changing. */
const COLUMN_EXTRAS: Partial<Record<LeadFieldName, Partial<ColumnDef>>> = {
  id: { default: () => randomUUID(), immutable: true },
  source: { default: () => "website" },
  created_at: { default: nowIso },
};

/**
 * The leads table, made from the lead's field declarations (shared/lead-fields.ts):
 * Kysely's row type and the data API's allowlist come from here.
 */
export const leadColumns = Object.fromEntries(
  (Object.keys(LEAD_FIELDS) as LeadFieldName[]).map((k) => [k, column[LEAD_FIELDS[k].kind](LEAD_FIELDS[k].schema, COLUMN_EXTRAS[k])]),
) as { [K in LeadFieldName]: ColumnDef<(typeof LEAD_FIELDS)[K]["kind"], (typeof LEAD_FIELDS)[K]["schema"]> };

/**
 * The pipeline columns are written only by the desk's commands (each with its
 * timeline event), so the data API does not know them.
 */
export interface LeadPipelineColumns {
  status: ServerOnly<string>;
  owner_id: ServerOnly<string | null>;
  lost_reason: ServerOnly<string | null>;
  next_follow_up_at: ServerOnly<string | null>;
  /** The phone in canonical E.164 form, for finding the same person again. */
  phone_e164: ServerOnly<string | null>;
  /** Set when staff merged this lead into another; it then leaves the lists. */
  merged_into: ServerOnly<string | null>;
  /** When the farmer proved this phone with a code (migration 0032); null when nobody checked it. */
  phone_verified_at?: ServerOnly<string | null>;
}

export type LeadsTable = RowOf<typeof leadColumns> & LeadPipelineColumns;

/** One entry of a lead's timeline: who did what, when. */
export interface LeadEventsTable {
  id: string;
  lead_id: string;
  kind: string;
  /** The staff member; null for the visitor or the server. */
  actor_id: string | null;
  data: JsonColumn | null;
  created_at: string;
}

export const leadsTable = {
  name: "leads",
  columns: leadColumns,
  policies: {
    // Visitors leave leads but can never read them back.
    anon: { ...NO_ACCESS, insert: true, insertDenied: ["id", "created_at"] },
    // A lead merged into another is hidden from staff everywhere, the data API included;
    // it lives on in the other lead's timeline until the merge is undone.
    authenticated: { ...FULL_ACCESS, select: { merged_into: null } },
  },
} satisfies TableDecl<typeof leadColumns>;

/** A lead as the server stores and hands it on (metadata parsed): the shape the API answers. */
export type Lead = LeadRecord;

/** A lead that already passed its form's zod schema. */
export type { NewLead } from "../../shared/lead-fields.ts";
