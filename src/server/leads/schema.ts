import { randomUUID } from "node:crypto";
import { leadFields } from "../../shared/schemas.ts";
import type { LeadRow } from "../../shared/api-types.ts";
import { column, FULL_ACCESS, NO_ACCESS, type RowOf, type TableDecl } from "../db/columns.ts";
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

export type LeadsTable = RowOf<typeof leadColumns>;

export const leadsTable = {
  name: "leads",
  columns: leadColumns,
  policies: {
    // Visitors leave leads but can never read them back.
    anon: { ...NO_ACCESS, insert: true, insertDenied: ["id", "created_at"] },
    authenticated: FULL_ACCESS,
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
