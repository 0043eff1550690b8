import type { DeskDashboard } from "../../shared/desk-types.ts";
import { istDayBounds } from "../../shared/ist.ts";
import { LEAD_STATUSES } from "../../shared/pipeline.ts";
import type { DatabaseHandle } from "../db/index.server.ts";
import { toDeskLead } from "./present.ts";

/** Follow-ups listed on the dashboard per list. */
const DUE_LIST = 20;

/**
 * The desk's dashboard: leads by status (the funnel), conversion by source
 * over the window, and the follow-ups that are overdue or due later today (IST).
 */
export async function deskDashboard(database: DatabaseHandle, since: string | undefined, now = new Date()): Promise<DeskDashboard> {
  const { db } = database;
  const { end } = istDayBounds(now);
  const nowIso = now.toISOString();
  let grouped = db
    .selectFrom("leads")
    .select(["source", "status", (eb) => eb.fn.countAll<number>().as("n")])
    .where("merged_into", "is", null)
    .groupBy(["source", "status"]);
  if (since) grouped = grouped.where("created_at", ">=", since);
  const due = (from: string | null, to: string) => {
    let q = db.selectFrom("leads").selectAll().where("merged_into", "is", null).where("next_follow_up_at", "<", to);
    q = from ? q.where("next_follow_up_at", ">=", from) : q.where("next_follow_up_at", "is not", null);
    return q.orderBy("next_follow_up_at").limit(DUE_LIST).execute();
  };
  const [groups, overdue, dueToday] = await Promise.all([grouped.execute(), due(null, nowIso), due(nowIso, end.toISOString())]);

  const byStatus = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<string, number>;
  const bySource: Record<string, { total: number; converted: number }> = {};
  for (const g of groups) {
    const n = Number(g.n);
    byStatus[g.status] = (byStatus[g.status] ?? 0) + n;
    const s = (bySource[g.source] ??= { total: 0, converted: 0 });
    s.total += n;
    if (g.status === "converted") s.converted += n;
  }
  return { byStatus, conversionBySource: bySource, overdue: overdue.map(toDeskLead), dueToday: dueToday.map(toDeskLead) };
}
