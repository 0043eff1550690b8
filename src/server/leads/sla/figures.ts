import type { PromiseFigures, ResponseFigures } from "../../../shared/routing.ts";
import { leadSourceLabel } from "../../../shared/constants.ts";
import type { Db } from "../../db/index.server.ts";
import { listStaff } from "../../staff/roles.ts";
import { firstResponses, recordFirstResponse } from "./clock.ts";
import { readPromiseSettings } from "./settings.ts";
import { workingMinutesBetween } from "./working-time.ts";

/** The p-th percentile (nearest rank) of sorted values. */
export function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

const round = (m: number | null) => (m === null ? null : Math.round(m * 10) / 10);

/**
 * First-response times of the leads that arrived since `since` (all when
 * absent), per agent who answered and per source: how many were answered, the
 * median and 90th percentile in working minutes, and the breaches (per the
 * owner at the time of the breach).
 */
export async function promiseFigures(db: Db, since?: string, now = new Date()): Promise<PromiseFigures> {
  let q = db.selectFrom("lead_promises").selectAll();
  if (since) q = q.where("started_at", ">=", since);
  const rows = await q.execute();
  // Clocks answered but not yet swept learn their answer here, so the figures never lag the desk.
  const open = rows.filter((r) => !r.first_response_at);
  for (let i = 0; i < open.length; i += 500) {
    const batch = open.slice(i, i + 500);
    const found = await firstResponses(db, batch);
    for (const r of batch) {
      const a = found.get(r.lead_id);
      if (a && (await recordFirstResponse(db, r.lead_id, a))) Object.assign(r, { first_response_at: a.at, first_response_by: a.by, first_response_kind: a.kind });
    }
  }
  const settings = await readPromiseSettings(db);
  const names = new Map((await listStaff(db)).map((s) => [s.id, s.name]));
  const byAgent = new Map<string, { took: number[]; breaches: number }>();
  const bySource = new Map<string, { took: number[]; breaches: number }>();
  const bucket = (map: typeof byAgent, key: string) => map.get(key) ?? (map.set(key, { took: [], breaches: 0 }), map.get(key)!);
  let breaches = 0;
  let waiting = 0;
  for (const r of rows) {
    const late = r.breached_at !== null || (r.first_response_at ? Date.parse(r.first_response_at) > Date.parse(r.due_at) : Date.parse(r.due_at) < now.getTime());
    if (r.first_response_at) {
      const took = workingMinutesBetween(settings.hours, new Date(r.started_at), new Date(r.first_response_at));
      bucket(byAgent, r.first_response_by ?? "").took.push(took);
      bucket(bySource, r.source).took.push(took);
    } else waiting += 1;
    if (late) {
      breaches += 1;
      bucket(byAgent, r.breach_owner ?? r.first_response_by ?? "").breaches += 1;
      bucket(bySource, r.source).breaches += 1;
    }
  }
  const figures = (map: typeof byAgent, name: (k: string) => string): ResponseFigures[] =>
    [...map.entries()]
      .map(([key, v]) => {
        const sorted = [...v.took].sort((a, b) => a - b);
        return { key, name: name(key), answered: sorted.length, median: round(percentile(sorted, 50)), p90: round(percentile(sorted, 90)), breaches: v.breaches };
      })
      .sort((a, b) => b.answered - a.answered || a.name.localeCompare(b.name));
  return {
    byAgent: figures(byAgent, (k) => (k ? (names.get(k) ?? k) : "")),
    bySource: figures(bySource, leadSourceLabel),
    breaches,
    open: waiting,
  };
}
