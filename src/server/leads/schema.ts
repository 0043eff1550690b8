import { randomUUID } from "node:crypto";
import { leadFields } from "../../shared/schemas.ts";
import type { LeadRow } from "../../shared/api-types.ts";
import { column, FULL_ACCESS, NO_ACCESS, type JsonColumn, type RowOf, type ServerOnly, type TableDecl } from "../db/columns.ts";
import { nowIso } from "../db/dialect.ts";

/** The leads table, declared once: Kysely's row type and the data API's allowlist come from here. */
export const leadColumns = {
  id: column.uuid(leadFields.id, { default: () => randomUUID(), immutable: true }),
  name: column.text(leadFields.name),
  email: column.text(leadFields.email),
  phone: column.text(leadFields.phone),
  location: column.text(leadFields.location),
  user_type: column.text(leadFields.user_type),
  source: column.text(leadFields.source, { default: () => "website" }),
  metadata: column.json(leadFields.metadata),
  language: column.text(leadFields.language),
  created_at: column.timestamp(leadFields.created_at, { default: nowIso }),
};

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
export type Lead = LeadRow;

/** A lead that already passed its form's zod schema. */
export interface NewLead {
  name: string;
  email: string;
  phone?: string | null;
  location?: string | null;
  user_type: string;
  source: string;
  metadata?: Record<string, unknown> | null;
  /** The language the visitor used (en, hi). */
  language?: string | null;
}
