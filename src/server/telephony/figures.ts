import type { CallFigures } from "../../shared/telephony-types.ts";
import type { DatabaseHandle } from "../db/index.server.ts";
import { listStaff } from "../staff/roles.ts";

/** Missed calls looked at for the call-back time (the newest in the window). */
const MISSED_SAMPLE = 2000;

/**
 * The desk's call figures over a window: desk calls per agent (and how many
 * were answered), the answered rate, and how long a missed call waited for
 * the desk to call back (the first desk call to the same lead after it).
 */
export async function callFigures(database: DatabaseHandle, since: string | undefined): Promise<CallFigures> {
  const { db } = database;
  let perAgent = db
    .selectFrom("calls")
    .select(["agent_id", "status", (eb) => eb.fn.countAll<number>().as("n")])
    .where("direction", "=", "outbound")
    .where("status", "!=", "requested")
    // A call the provider refused never rang anyone.
    .where("provider_sid", "is not", null)
    .groupBy(["agent_id", "status"]);
  let missed = db.selectFrom("calls").select(["lead_id", "created_at"]).where("direction", "=", "missed").where("lead_id", "is not", null).orderBy("created_at", "desc").limit(MISSED_SAMPLE);
  if (since) {
    perAgent = perAgent.where("created_at", ">=", since);
    missed = missed.where("created_at", ">=", since);
  }
  const [groups, missedRows, staff] = await Promise.all([perAgent.execute(), missed.execute(), listStaff(db)]);
  const names = new Map(staff.map((s) => [s.id, s.name]));
  const agents = new Map<string, { agentId: string | null; name: string; calls: number; answered: number }>();
  let calls = 0;
  let answered = 0;
  for (const g of groups) {
    const key = g.agent_id ?? "";
    const a = agents.get(key) ?? { agentId: g.agent_id, name: g.agent_id ? (names.get(g.agent_id) ?? "") : "", calls: 0, answered: 0 };
    const n = Number(g.n);
    a.calls += n;
    calls += n;
    if (g.status === "completed") {
      a.answered += n;
      answered += n;
    }
    agents.set(key, a);
  }
  const leadIds = [...new Set(missedRows.map((m) => m.lead_id!))];
  const outbound = leadIds.length
    ? await db.selectFrom("calls").select(["lead_id", "created_at"]).where("direction", "=", "outbound").where("lead_id", "in", leadIds).orderBy("created_at").execute()
    : [];
  const waits: number[] = [];
  for (const m of missedRows) {
    const next = outbound.find((o) => o.lead_id === m.lead_id && o.created_at > m.created_at);
    if (next) waits.push((Date.parse(next.created_at) - Date.parse(m.created_at)) / 60_000);
  }
  waits.sort((a, b) => a - b);
  const median = waits.length ? waits[Math.floor((waits.length - 1) / 2)]! : null;
  return {
    calls,
    answered,
    answeredRate: calls ? Math.round((answered / calls) * 1000) / 10 : null,
    perAgent: [...agents.values()].sort((a, b) => b.calls - a.calls || a.name.localeCompare(b.name)),
    missedCalls: missedRows.length,
    calledBack: waits.length,
    callBackMinutesMedian: median === null ? null : Math.round(median),
  };
}
