import type { LeadRow } from "../../shared/api-types.ts";
import { leadSourceLabel, userTypeLabel } from "../../shared/constants.ts";
import { readJson } from "../db/dialect.ts";
import { IST_OFFSET_MS } from "../../shared/ist.ts";
import { canonicalPhone, displayPhone } from "../../shared/phone.ts";
import type { DeskLead } from "../../shared/desk-types.ts";
import type { LeadStatus } from "../../shared/pipeline.ts";
import type { Lead } from "./schema.ts";

/** A stored row as the server hands it on: metadata parsed on both dialects. */
export function toLead(row: Record<string, unknown>): Lead {
  const r = row as unknown as Lead & { metadata: unknown };
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone ?? null,
    location: r.location ?? null,
    user_type: r.user_type,
    source: r.source,
    metadata: r.metadata == null ? null : readJson<Record<string, unknown>>(r.metadata),
    language: r.language ?? null,
    created_at: r.created_at,
  };
}

/** The leads desk's row (the same shape the data API answers). */
export const leadRowOut = (lead: Lead): LeadRow => lead;

export const CSV_COLUMNS = ["Name", "Email", "Phone", "Location", "User Type", "Source", "Created At", "Status", "Owner", "Next Follow-up", "Language"] as const;

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

/** A UTC time as the export writes it: IST, `2026-11-21 09:30 IST`. */
const istCell = (iso: string | null) => (iso ? `${new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ")} IST` : "");

type CsvLead = Pick<Lead, "name" | "email" | "phone" | "location" | "user_type" | "source" | "created_at" | "language"> & {
  status: string;
  next_follow_up_at: string | null;
};

/** A lead as one line of the export; `owner` is the owner's display name. */
export const leadCsvLine = (r: CsvLead, owner = "") =>
  [
    csvCell(r.name),
    csvCell(r.email),
    phoneCell(r.phone),
    csvCell(r.location),
    csvCell(userTypeLabel(r.user_type)),
    csvCell(leadSourceLabel(r.source)),
    csvCell(new Date(r.created_at).toISOString()),
    csvCell(LEAD_STATUS_CSV[r.status] ?? r.status),
    csvCell(owner),
    csvCell(istCell(r.next_follow_up_at)),
    csvCell(r.language ?? ""),
  ].join(",") + "\r\n";

/** Status names in the export (English, as the rest of the file). */
const LEAD_STATUS_CSV: Record<string, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  sample_collected: "Sample collected",
  report_shared: "Report shared",
  converted: "Converted",
  lost: "Lost",
};

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
  };
}
