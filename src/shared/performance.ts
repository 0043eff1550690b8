import { z } from "zod";
import { IST_OFFSET_MS, istDay } from "./ist.ts";

/**
 * Agent performance (src/server/leads/performance/): the periods a reader may
 * choose, the wire shape of the table, and the CSV made from that same table.
 */

export const PERFORMANCE_PERIODS = [7, 30, 90] as const;
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];

/** `?days=7|30|90` (7 when absent). */
export const performanceQuerySchema = z.object({
  days: z.coerce
    .number({ error: "must be 7, 30 or 90" })
    .refine((d): d is PerformancePeriod => (PERFORMANCE_PERIODS as readonly number[]).includes(d), { error: "must be 7, 30 or 90" })
    .default(7),
});

/**
 * The period "the last N days" in IST: from midnight IST at the start of the
 * day N-1 days before today (IST) up to `now`. Today counts as one of the N.
 */
export function performanceWindow(days: number, now: Date): { start: Date; end: Date; firstDay: string; lastDay: string } {
  const today = istDay(now);
  const start = new Date(Date.parse(`${today}T00:00:00.000Z`) - IST_OFFSET_MS - (days - 1) * 86_400_000);
  return { start, end: now, firstDay: istDay(start), lastDay: today };
}

/** One agent's figures over the period. */
export interface AgentPerformance {
  agentId: string;
  name: string;
  email: string;
  role: "admin" | "agent";
  active: boolean;
  /** Leads that arrived in the period and are this agent's now (merged ones left out). */
  leadsOwned: number;
  /** Of those, the ones with a response-time promise (leads that came by themselves). */
  withTarget: number;
  /** Of those, the ones whose first contact by staff came by the promised time. */
  contactedInTime: number;
  /** Median (nearest rank) working minutes from arrival to the first contact, over the answered ones; null with none. */
  medianFirstResponse: number | null;
  /** Calls placed from the desk, and calls from the agent's own phone noted on a lead, in the period. */
  calls: number;
  /** Soil samples the agent registered in the period. */
  samples: number;
  /** The agent's leads marked converted in the period (and converted still). */
  conversions: number;
  /** Chats the agent ended that the visitor rated (1-5) in the period, and their average; null with none. */
  ratings: number;
  averageRating: number | null;
}

export interface PerformanceReport {
  days: PerformancePeriod;
  /** The period's instants (UTC ISO) and its first and last days in IST (YYYY-MM-DD). */
  from: string;
  to: string;
  firstDay: string;
  lastDay: string;
  /** Everyone's rows for an admin; an agent's own row only. */
  agents: AgentPerformance[];
}

/** The CSV's columns, in order: a header and how each row's cell is written. */
export const PERFORMANCE_CSV_COLUMNS: Array<[string, (r: AgentPerformance, report: PerformanceReport) => string | number]> = [
  ["Agent", (r) => r.name],
  ["Email", (r) => r.email],
  ["First day (IST)", (_r, p) => p.firstDay],
  ["Last day (IST)", (_r, p) => p.lastDay],
  ["Leads owned", (r) => r.leadsOwned],
  ["With a response target", (r) => r.withTarget],
  ["Contacted within target", (r) => r.contactedInTime],
  ["Median first response (working minutes)", (r) => (r.medianFirstResponse ?? "")],
  ["Calls", (r) => r.calls],
  ["Samples", (r) => r.samples],
  ["Conversions", (r) => r.conversions],
  ["Rated chats", (r) => r.ratings],
  ["Average rating", (r) => (r.averageRating ?? "")],
];

const cell = (v: string | number) => {
  const s = String(v);
  // Quote what needs it, and keep a spreadsheet from reading a name as a formula.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The table as CSV (CRLF lines; dates as YYYY-MM-DD in IST so the file sorts). */
export function performanceCsv(report: PerformanceReport): string {
  const lines = [PERFORMANCE_CSV_COLUMNS.map(([h]) => cell(h)).join(",")];
  for (const r of report.agents) lines.push(PERFORMANCE_CSV_COLUMNS.map(([, f]) => cell(f(r, report))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
