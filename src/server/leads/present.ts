import type { LeadRow } from "../../shared/api-types.ts";
import { LEAD_CSV_FIELDS, LEAD_FIELDS, showLeadField, type LeadFieldName, type LeadRecord } from "../../shared/lead-fields.ts";
import { formatIstDateTime } from "../../shared/ist.ts";
import { canonicalPhone, displayPhone } from "../../shared/phone.ts";
import { adminDeskCopy } from "../../../content/admin-desk.ts";
import { readJson } from "../db/dialect.ts";
import type { DeskLead } from "../../shared/desk-types.ts";
import type { LeadStatus } from "../../shared/pipeline.ts";
import type { Lead } from "./schema.ts";

const FIELD_NAMES = Object.keys(LEAD_FIELDS) as LeadFieldName[];

/** A stored row as the server hands it on: every declared field, empty ones null, metadata parsed on both dialects. */
export function toLead(row: Record<string, unknown>): Lead {
  const out: Record<string, unknown> = {};
  for (const k of FIELD_NAMES) {
    const v = row[k];
    out[k] = v == null ? (k === "email" ? "" : null) : LEAD_FIELDS[k].kind === "json" ? readJson<Record<string, unknown>>(v as string) : v;
  }
  return out as Lead;
}

/** The leads desk's row (the same shape the data API answers). */
export const leadRowOut = (lead: Lead): LeadRow => lead;

/**
 * The export's columns: the specification's (Name ... Created At), the desk's
 * pipeline, then the lead's other declared fields. Header and cells come from
 * one list, so they cannot drift apart.
 */
const CSV_PIPELINE = [
  { header: "Status", cell: (r: CsvLead) => csvCell(adminDeskCopy.status[r.status as LeadStatus] ?? r.status) },
  { header: "Owner", cell: (_r: CsvLead, owner: string) => csvCell(owner) },
  { header: "Next Follow-up", cell: (r: CsvLead) => csvCell(r.next_follow_up_at ? formatIstDateTime(r.next_follow_up_at) : "") },
];
const leadColumn = ({ name, header }: { name: LeadFieldName; header: string }) => ({
  header,
  cell: (r: CsvLead) => (name === "phone" ? phoneCell(r.phone) : csvCell(showLeadField(name, r))),
});
const CSV = [...LEAD_CSV_FIELDS.spec.map(leadColumn), ...CSV_PIPELINE, ...LEAD_CSV_FIELDS.extra.map(leadColumn)];

export const CSV_COLUMNS = CSV.map((c) => c.header);
/** The columns the export reads. */
export const CSV_SELECT = [...new Set([...LEAD_CSV_FIELDS.spec, ...LEAD_CSV_FIELDS.extra].map((f) => f.name))].filter((k) => k !== "metadata") as Exclude<LeadFieldName, "metadata">[];

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break,
 * quotes doubled. A cell a spreadsheet would run as a formula (starting with
 * = + - @, or a tab or carriage return) is prefixed with an apostrophe.
 */
export function csvCell(value: string | null | undefined): string {
  let v = value ?? "";
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export const csvLine = (cells: readonly (string | null | undefined)[]) => `${cells.map(csvCell).join(",")}\r\n`;

/**
 * The phone column: a cell that is only a phone number is written readably
 * (`+91 98765 43210`) and unguarded, since a spreadsheet reads it as text, not
 * a formula; anything else in it goes through the usual guard.
 */
export function phoneCell(value: string | null | undefined): string {
  const v = (value ?? "").trim();
  if (/^[+\d(][\d\s().-]{5,19}$/.test(v)) {
    const e164 = canonicalPhone(v);
    if (e164) {
      const shown = displayPhone(e164);
      return /[",\r\n]/.test(shown) ? csvCell(shown) : shown;
    }
  }
  return csvCell(value);
}

type CsvLead = Partial<Omit<LeadRecord, "metadata">> & {
  status: string;
  next_follow_up_at: string | null;
};

/** A lead as one line of the export (times in IST, as the desk shows them); `owner` is the owner's display name. */
export const leadCsvLine = (r: CsvLead, owner = "") => CSV.map((c) => c.cell(r, owner)).join(",") + "\r\n";

/** A stored row with its pipeline, as the desk's functions answer it. */
export function toDeskLead(row: Record<string, unknown>): DeskLead {
  const r = row as Record<string, string | null>;
  return {
    ...toLead(row),
    status: (r.status ?? "new") as LeadStatus,
    owner_id: r.owner_id ?? null,
    lost_reason: r.lost_reason ?? null,
    next_follow_up_at: r.next_follow_up_at ?? null,
    merged_into: r.merged_into ?? null,
    phone_verified_at: r.phone_verified_at ?? null,
  };
}
