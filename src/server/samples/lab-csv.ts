import { sampleCodeSchema } from "../../shared/samples.ts";
import { parameterValue, SOIL_PARAMETERS, type SoilResults } from "../../shared/soil/parameters.ts";
import type { DatabaseHandle } from "../db/index.server.ts";
import { DomainError } from "../domain-error.ts";
import { saveResultsIn } from "./commands.ts";

/**
 * The lab's results file: one row per sample, columns `sample_id, ph, ec, oc,
 * n, p, k, s, zn, fe, cu, mn, b` in any order (units: pH; dS/m; %; kg/ha for
 * N, P, K; ppm for the rest). Every row is checked before anything is saved;
 * saving writes all good rows in one transaction.
 */
export const LAB_CSV_COLUMNS = ["sample_id", ...SOIL_PARAMETERS] as const;
/** Samples that may still take results. */
const OPEN_STEPS = ["collected", "received", "tested", "report_ready"];

export interface LabCsvRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  code: string;
  results: SoilResults | null;
  errors: string[];
}

export interface LabCsvPreview {
  rows: LabCsvRow[];
  good: number;
  bad: number;
  /** Set once saved. */
  saved?: number;
}

/** Splits one CSV line, with "quoted, cells" and "" for a quote. */
function cells(line: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cur += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === "," && !quoted) {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  out.push(cur);
  return out.map((c) => c.trim());
}

export async function previewLabCsv(database: DatabaseHandle, text: string): Promise<LabCsvPreview> {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const header = cells(lines[0] ?? "").map((h) => h.toLowerCase());
  const missing = LAB_CSV_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) throw new DomainError("invalid", "invalid_input", `The file's first line must name the columns ${LAB_CSV_COLUMNS.join(", ")}; missing: ${missing.join(", ")}`);
  const at = Object.fromEntries(LAB_CSV_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<(typeof LAB_CSV_COLUMNS)[number], number>;
  const rows: LabCsvRow[] = [];
  lines.slice(1).forEach((raw, i) => {
    if (!raw.trim()) return;
    const cols = cells(raw);
    const errors: string[] = [];
    const typed = cols[at.sample_id] ?? "";
    const code = sampleCodeSchema.safeParse(typed);
    if (!code.success) errors.push(`sample_id "${typed}" must look like SD-26-004817`);
    const results = {} as SoilResults;
    for (const p of SOIL_PARAMETERS) {
      const v = parameterValue(p).safeParse(cols[at[p]] ?? "");
      if (v.success) results[p] = v.data;
      else errors.push(`${p} "${cols[at[p]] ?? ""}" ${v.error.issues[0]?.message ?? "is not valid"}`);
    }
    rows.push({ line: i + 2, code: code.data ?? typed, results: errors.length ? null : results, errors });
  });
  if (rows.length > 2000) throw new DomainError("invalid", "invalid_input", "The file has more than 2000 rows; split it");
  const codes = [...new Set(rows.map((r) => r.code).filter(Boolean))];
  const known = new Map<string, string>();
  for (let i = 0; i < codes.length; i += 500) {
    const found = await database.db.selectFrom("samples").select(["code", "status"]).where("code", "in", codes.slice(i, i + 500)).execute();
    for (const f of found) known.set(f.code, f.status);
  }
  const firstLine = new Map<string, number>();
  for (const r of rows) {
    if (!r.code) continue;
    const first = firstLine.get(r.code);
    if (first !== undefined) r.errors.push(`duplicate row: ${r.code} is already on line ${first}`);
    else firstLine.set(r.code, r.line);
    const status = known.get(r.code);
    if (r.code && sampleCodeSchema.safeParse(r.code).success && status === undefined) r.errors.push(`unknown sample id ${r.code}`);
    else if (status !== undefined && !OPEN_STEPS.includes(status)) r.errors.push(`sample ${r.code} is ${status} and takes no more results`);
    if (r.errors.length) r.results = null;
  }
  const good = rows.filter((r) => r.errors.length === 0).length;
  return { rows, good, bad: rows.length - good };
}

/** Saves every good row of the file in one transaction (each a "tested" step on its lead's timeline). */
export async function importLabCsv(database: DatabaseHandle, actorId: string, text: string): Promise<LabCsvPreview> {
  const preview = await previewLabCsv(database, text);
  const good = preview.rows.filter((r) => r.results);
  await database.db.transaction().execute(async (trx) => {
    const ids = await trx.selectFrom("samples").select(["id", "code"]).where("code", "in", good.length ? good.map((r) => r.code) : [""]).execute();
    const idOf = new Map(ids.map((r) => [r.code, r.id]));
    for (const r of good) await saveResultsIn(trx, actorId, idOf.get(r.code)!, r.results!, "csv");
  });
  return { ...preview, saved: good.length };
}
