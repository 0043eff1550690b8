import { SAMPLE_STATUSES, type SampleFigures, type SampleStatus } from "../../shared/samples.ts";
import { SOIL_PARAMETERS } from "../../shared/soil/parameters.ts";
import type { DatabaseHandle } from "../db/index.server.ts";
import { csvCell, csvLine, phoneCell } from "../leads/present.ts";
import { storedResults } from "./commands.ts";

/** The IST day of a stored time (YYYY-MM-DD). */
const istDayOf = (iso: string) => new Date(Date.parse(iso) + 5.5 * 3600_000).toISOString().slice(0, 10);
const daysBetween = (fromDay: string, toDay: string) => Math.round((Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / 86_400_000);

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * The desk's samples figures: how many samples stand at each step now, and
 * the median days from the day the soil was collected to the day its report
 * was ready (IST days), over every sample whose report is ready or shared.
 */
export async function sampleFigures(database: DatabaseHandle): Promise<SampleFigures> {
  const { db } = database;
  const counts = await db.selectFrom("samples").select(["status", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("status").execute();
  const byStatus = Object.fromEntries(SAMPLE_STATUSES.map((s) => [s, 0])) as Record<SampleStatus, number>;
  for (const c of counts) if ((SAMPLE_STATUSES as readonly string[]).includes(c.status)) byStatus[c.status as SampleStatus] = Number(c.n);
  const done = await db.selectFrom("samples").select(["collected_on", "report_ready_at"]).where("report_ready_at", "is not", null).execute();
  const days = done.map((r) => daysBetween(r.collected_on, istDayOf(r.report_ready_at!)));
  return { byStatus, total: Object.values(byStatus).reduce((a, b) => a + b, 0), medianDaysToReport: median(days), reported: days.length };
}

export const SAMPLES_CSV_COLUMNS = [
  "sample_id",
  "status",
  "farmer_name",
  "phone",
  "language",
  "village",
  "district",
  "state",
  "survey_no",
  "area_acres",
  "crop",
  "clinic",
  "collector",
  "collected_on",
  "received_at",
  "tested_at",
  "report_ready_at",
  "shared_at",
  "reject_reason",
  ...SOIL_PARAMETERS,
] as const;

const PHONE = "\u0000phone";

/** Every sample as one CSV row (the desk's export beside the leads file), newest first, with its 12 values once tested. */
export async function* samplesCsv(database: DatabaseHandle): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(SAMPLES_CSV_COLUMNS)}`;
  const rows = await database.db.selectFrom("samples").leftJoin("clinics", "clinics.id", "samples.clinic_id").selectAll("samples").select("clinics.name as clinic_name").orderBy("samples.created_at", "desc").execute();
  for (const r of rows) {
    const results = storedResults(r.results);
    const cells = [
      r.code,
      r.status,
      r.farmer_name,
      PHONE,
      r.language,
      r.village,
      r.district,
      r.state,
      r.survey_no,
      r.area_acres == null ? "" : String(Number(r.area_acres)),
      r.crop,
      r.clinic_name ?? "",
      r.collector,
      r.collected_on,
      r.received_at,
      r.tested_at,
      r.report_ready_at,
      r.shared_at,
      r.reject_reason,
      ...SOIL_PARAMETERS.map((p) => (results ? String(results[p]) : "")),
    ];
    // The phone is written readably, as the leads file writes it.
    yield `${cells.map((c) => (c === PHONE ? phoneCell(r.phone_e164) : csvCell(c))).join(",")}\r\n`;
  }
}
