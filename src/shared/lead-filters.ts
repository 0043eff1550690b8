import { z } from "zod";
import { LEAD_SOURCES, USER_TYPES } from "./constants.ts";
import { isStorableText, storableTime, TIME_RANGE_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from "./storable.ts";
import { LEAD_STATUSES } from "./pipeline.ts";
import { DESK_LANGUAGES } from "./routing.ts";

/**
 * The leads page's filters, shared by the page (which sends them to the data
 * API) and the staff functions that count and export the same list, so the
 * table, the counts and the CSV always describe the same leads.
 */

/** Date filter of the leads page; the dashboard uses the same windows. */
export const LEAD_PERIOD_OPTIONS = [
  { value: "all", label: "All Time" },
  { value: "today", label: "Today" },
  { value: "7d", label: "Last 7 Days" },
  { value: "30d", label: "Last 30 Days" },
] as const;
export type LeadPeriod = (typeof LEAD_PERIOD_OPTIONS)[number]["value"];

/** Rows per page of the leads table. */
export const LEADS_PAGE_SIZE = 50;
/** Recent leads on the dashboard. */
export const DASHBOARD_RECENT_LEADS = 5;

/** Midnight at the start of `now`'s day in the browser's time zone. */
export function localMidnight(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/**
 * Start of a period, in the browser's time zone: today is since local
 * midnight; the week and month windows are the 7 and 30 calendar days before
 * midnight today (and so include today). Calendar days, not 24-hour blocks,
 * so a daylight-saving change cannot shift a boundary.
 */
export function periodStart(period: LeadPeriod, now: Date): Date | null {
  if (period === "all") return null;
  const midnight = localMidnight(now);
  if (period === "today") return midnight;
  const start = new Date(midnight);
  start.setDate(start.getDate() - (period === "7d" ? 7 : 30));
  return start;
}

export interface LeadFilter {
  /** Matches name, email, phone or location, ignoring case. */
  q?: string;
  userType?: string;
  source?: string;
  /** ISO time; leads created at or after it. */
  since?: string;
  status?: string;
  /** A staff member's id, or "none" for leads nobody owns. */
  owner?: string;
  /** "due": a follow-up set before the end of today (IST), overdue ones included. */
  followUp?: "due";
  /** The lead's language (en, hi, mr, te, kn, gu, pa). */
  language?: string;
}

/** The same filter as query parameters of the staff functions. */
export const leadFilterSchema = z.object({
  q: z.string().refine(isStorableText, UNSTORABLE_TEXT_MESSAGE).trim().max(200).optional().transform((v) => (v ? v : undefined)),
  userType: z.enum(USER_TYPES).optional(),
  source: z.enum(LEAD_SOURCES).optional(),
  since: z
    .string()
    .max(64)
    .refine((v) => !Number.isNaN(Date.parse(v)), "must be an ISO-8601 date-time")
    .refine((v) => storableTime(v) !== undefined, TIME_RANGE_MESSAGE)
    .transform((v) => new Date(v).toISOString())
    .optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  owner: z.union([z.literal("none"), z.uuid()]).optional(),
  followUp: z.literal("due").optional(),
  language: z.enum(DESK_LANGUAGES).optional(),
});

export function filterToParams(f: LeadFilter): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q?.trim()) p.set("q", f.q.trim());
  if (f.userType) p.set("userType", f.userType);
  if (f.source) p.set("source", f.source);
  if (f.since) p.set("since", f.since);
  if (f.status) p.set("status", f.status);
  if (f.owner) p.set("owner", f.owner);
  if (f.followUp) p.set("followUp", f.followUp);
  if (f.language) p.set("language", f.language);
  return p;
}

/** Columns the search box matches. */
export const LEAD_SEARCH_COLUMNS = ["name", "email", "phone", "location"] as const;

/** `%term%` for LIKE/ILIKE with the term's own `%`, `_` and `\` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The search as a PostgREST `or` list: `name.ilike."%term%",email.ilike.…`.
 * Values are double-quoted (with `\` and `"` escaped) so commas, dots and
 * brackets in the search cannot change the filter's structure.
 */
export function searchOrFilter(term: string): string {
  const quoted = `"${containsPattern(term).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  return LEAD_SEARCH_COLUMNS.map((c) => `${c}.ilike.${quoted}`).join(",");
}
