import type { LeadRow } from "../../shared/api-types.ts";
import { leadSourceLabel, userTypeLabel } from "../../shared/constants.ts";
import { readJson } from "../db/dialect.ts";
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

export const CSV_COLUMNS = ["Name", "Email", "Phone", "Location", "User Type", "Source", "Created At"] as const;

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

/** A lead as one line of the export. */
export const leadCsvLine = (r: Pick<Lead, "name" | "email" | "phone" | "location" | "user_type" | "source" | "created_at">) =>
  csvLine([r.name, r.email, r.phone, r.location, userTypeLabel(r.user_type), leadSourceLabel(r.source), new Date(r.created_at).toISOString()]);
