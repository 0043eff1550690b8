import type { Conversion, DeskDashboard, DueItem } from "../../shared/desk-types.ts";
import { istDayBounds } from "../../shared/ist.ts";
import { LEAD_STATUSES } from "../../shared/pipeline.ts";
import type { DatabaseHandle } from "../db/index.server.ts";
import { listStaff } from "../staff/roles.ts";
import { OPEN_CALLBACK } from "./callbacks.ts";
import { toDeskLead } from "./present.ts";

/** Follow-ups listed on the dashboard per list. */
const DUE_LIST = 20;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The desk's dashboard: leads by status (the funnel), conversion by source and
 * by user type over the window, what is overdue or due later today (IST):
 * follow-ups and open call-backs at their slot, the open call-backs, and the
 * chats' average rating over the window, overall and per agent.
 */
export async function deskDashboard(database: DatabaseHandle, since: string | undefined, now = new Date()): Promise<DeskDashboard> {
  const { db } = database;
  const { end } = istDayBounds(now);
  const nowIso = now.toISOString();
  let grouped = db
    .selectFrom("leads")
    .select(["source", "user_type", "status", (eb) => eb.fn.countAll<number>().as("n")])
    .where("merged_into", "is", null)
    .groupBy(["source", "user_type", "status"]);
  if (since) grouped = grouped.where("created_at", ">=", since);

  const followUps = (from: string | null, to: string) => {
    let q = db.selectFrom("leads").selectAll().where("merged_into", "is", null).where("next_follow_up_at", "<", to);
    q = from ? q.where("next_follow_up_at", ">=", from) : q.where("next_follow_up_at", "is not", null);
    return q.orderBy("next_follow_up_at").limit(DUE_LIST).execute();
  };
  const callbacks = (from: string | null, to: string) => {
    let q = db
      .selectFrom("callback_requests as c")
      .innerJoin("leads", "leads.id", "c.lead_id")
      .selectAll("leads")
      .select(["c.id as callback_id", "c.slot_start as callback_slot", "c.phone as callback_phone"])
      .where("c.status", "=", OPEN_CALLBACK)
      .where("leads.merged_into", "is", null)
      .where("c.slot_start", "<", to);
    if (from) q = q.where("c.slot_start", ">=", from);
    return q.orderBy("c.slot_start").limit(DUE_LIST).execute();
  };
  const due = async (from: string | null, to: string): Promise<DueItem[]> => {
    const [f, c] = await Promise.all([followUps(from, to), callbacks(from, to)]);
    const items: DueItem[] = [
      ...f.map((l): DueItem => ({ kind: "follow_up", at: l.next_follow_up_at!, lead: toDeskLead(l) })),
      ...c.map(({ callback_id, callback_slot, callback_phone, ...l }): DueItem => ({
        kind: "callback",
        at: callback_slot,
        lead: toDeskLead(l),
        callbackId: callback_id,
        phone: callback_phone,
      })),
    ];
    return items.sort((a, b) => Date.parse(a.at) - Date.parse(b.at)).slice(0, DUE_LIST);
  };

  let rated = db
    .selectFrom("chat_sessions")
    .select(["rated_agent_id", (eb) => eb.fn.countAll<number>().as("n"), (eb) => eb.fn.sum<number>("rating").as("total")])
    .where("rating", "is not", null)
    .groupBy("rated_agent_id");
  // A chat is rated once it ended: the window is about when it ended.
  if (since) rated = rated.where((eb) => eb(eb.fn.coalesce("ended_at", "created_at"), ">=", since));

  const [groups, overdue, dueToday, open, ratings, staff] = await Promise.all([
    grouped.execute(),
    due(null, nowIso),
    due(nowIso, end.toISOString()),
    db.selectFrom("callback_requests").select((eb) => eb.fn.countAll<number>().as("n")).where("status", "=", OPEN_CALLBACK).executeTakeFirstOrThrow(),
    rated.execute(),
    listStaff(db),
  ]);

  const byStatus = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<string, number>;
  const bySource: Record<string, Conversion> = {};
  const byUserType: Record<string, Conversion> = {};
  for (const g of groups) {
    const n = Number(g.n);
    byStatus[g.status] = (byStatus[g.status] ?? 0) + n;
    for (const [map, key] of [
      [bySource, g.source],
      [byUserType, g.user_type],
    ] as const) {
      const c = (map[key] ??= { total: 0, converted: 0 });
      c.total += n;
      if (g.status === "converted") c.converted += n;
    }
  }

  const names = new Map(staff.map((s) => [s.id, s.name]));
  let count = 0;
  let sum = 0;
  const ratingByAgent = ratings.map((r) => {
    const n = Number(r.n);
    const total = Number(r.total);
    count += n;
    sum += total;
    return { agentId: r.rated_agent_id ?? null, name: r.rated_agent_id ? (names.get(r.rated_agent_id) ?? "") : "", average: round2(total / n), count: n };
  });
  ratingByAgent.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

  return {
    byStatus,
    conversionBySource: bySource,
    conversionByUserType: byUserType,
    overdue,
    dueToday,
    openCallbacks: Number(open.n),
    rating: { average: count ? round2(sum / count) : null, count },
    ratingByAgent,
  };
}
