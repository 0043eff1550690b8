import { performanceWindow, type AgentPerformance, type PerformancePeriod, type PerformanceReport } from "../../../shared/performance.ts";
import type { Db } from "../../db/index.server.ts";
import { readJson } from "../../db/dialect.ts";
import { listStaff } from "../../staff/roles.ts";
import { firstResponses } from "../sla/clock.ts";
import { percentile } from "../sla/figures.ts";
import { readPromiseSettings } from "../sla/settings.ts";
import { workingMinutesBetween } from "../sla/working-time.ts";

/**
 * Each agent's work over the last 7, 30 or 90 days (IST), read from what the
 * desk already records; nothing is written for it.
 *
 * - Leads owned: leads that arrived in the period and are the agent's now
 *   (a lead moved after lying idle counts for its new owner).
 * - Contacted within target, and the median first response: for those of
 *   them with a response-time promise (sla/), the first contact by anyone on
 *   the staff, in working minutes as the promise counts them. A clock not yet
 *   swept learns its answer here, as the dashboard's figures do.
 * - Calls: calls placed from the desk, and calls noted on a lead (the field
 *   desk's call outcome, the lead page's "I called" box), by the agent, in the
 *   period. A desk call's timeline entry is the same call and is not counted twice.
 * - Samples: soil samples the agent registered in the period.
 * - Conversions: the agent's leads that were marked converted in the period
 *   and are converted still.
 * - Rating: chats the agent ended that the visitor rated, by the chat's end.
 */

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));

export interface PerformanceOptions {
  days: PerformancePeriod;
  now?: Date;
  /** Only this agent's row (an agent looking at their own). */
  onlyAgent?: string;
}

export async function agentPerformance(db: Db, opts: PerformanceOptions): Promise<PerformanceReport> {
  const now = opts.now ?? new Date();
  const { start, end, firstDay, lastDay } = performanceWindow(opts.days, now);
  const from = start.toISOString();
  const to = end.toISOString();
  const rows = new Map<string, AgentPerformance>();
  const staff = await listStaff(db);
  const row = (agentId: string): AgentPerformance => {
    let r = rows.get(agentId);
    if (!r) {
      const s = staff.find((m) => m.id === agentId);
      r = {
        agentId,
        name: s?.name ?? agentId,
        email: s?.email ?? "",
        role: s?.role ?? "agent",
        active: s?.active ?? false,
        leadsOwned: 0,
        withTarget: 0,
        contactedInTime: 0,
        medianFirstResponse: null,
        calls: 0,
        samples: 0,
        conversions: 0,
        ratings: 0,
        averageRating: null,
      };
      rows.set(agentId, r);
    }
    return r;
  };
  // Every active member of the staff has a row, with noughts when there is nothing yet.
  for (const s of staff) if (s.active) row(s.id);

  // Leads owned, and their response clocks.
  const leads = await db
    .selectFrom("leads as l")
    .leftJoin("lead_promises as p", "p.lead_id", "l.id")
    .select(["l.id", "l.owner_id", "p.lead_id as promise", "p.started_at", "p.due_at", "p.first_response_at"])
    .where("l.owner_id", "is not", null)
    .where("l.merged_into", "is", null)
    .where("l.created_at", ">=", from)
    .where("l.created_at", "<", to)
    .execute();
  const open = leads.filter((l) => l.promise && !l.first_response_at).map((l) => ({ lead_id: l.id, started_at: iso(l.started_at) }));
  const answers = new Map<string, string>();
  for (let i = 0; i < open.length; i += 500) {
    const found = await firstResponses(db, open.slice(i, i + 500));
    for (const [leadId, a] of found) if (Date.parse(a.at) <= now.getTime()) answers.set(leadId, a.at);
  }
  const hours = (await readPromiseSettings(db)).hours;
  const took = new Map<string, number[]>();
  for (const l of leads) {
    const r = row(l.owner_id!);
    r.leadsOwned += 1;
    if (!l.promise) continue;
    r.withTarget += 1;
    const answeredAt = l.first_response_at ? iso(l.first_response_at) : answers.get(l.id);
    if (!answeredAt || Date.parse(answeredAt) > now.getTime()) continue;
    if (Date.parse(answeredAt) <= Date.parse(iso(l.due_at))) r.contactedInTime += 1;
    const list = took.get(r.agentId) ?? [];
    list.push(workingMinutesBetween(hours, new Date(iso(l.started_at)), new Date(answeredAt)));
    took.set(r.agentId, list);
  }
  for (const [agentId, list] of took) {
    const m = percentile([...list].sort((a, b) => a - b), 50);
    row(agentId).medianFirstResponse = m === null ? null : Math.round(m * 10) / 10;
  }

  // Calls placed from the desk.
  const calls = await db
    .selectFrom("calls")
    .select(["agent_id"])
    .where("direction", "=", "outbound")
    .where("agent_id", "is not", null)
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .execute();
  for (const c of calls) row(c.agent_id!).calls += 1;
  // Calls from the agent's own phone, noted on the lead.
  const notes = await db
    .selectFrom("lead_events")
    .select(["actor_id", "data"])
    .where("kind", "=", "note")
    .where("actor_id", "is not", null)
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .execute();
  for (const n of notes) if ((readJson(n.data) as { call?: unknown } | null)?.call === true) row(n.actor_id!).calls += 1;

  const samples = await db
    .selectFrom("samples")
    .select(["created_by"])
    .where("created_by", "is not", null)
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .execute();
  for (const s of samples) row(s.created_by!).samples += 1;

  // Conversions: a status change to converted in the period, on a lead still converted, for its owner.
  const converted = await db
    .selectFrom("lead_events as e")
    .innerJoin("leads as l", "l.id", "e.lead_id")
    .select(["e.lead_id", "e.data", "l.owner_id"])
    .where("e.kind", "=", "status")
    .where("e.created_at", ">=", from)
    .where("e.created_at", "<", to)
    .where("l.status", "=", "converted")
    .where("l.merged_into", "is", null)
    .where("l.owner_id", "is not", null)
    .execute();
  const counted = new Set<string>();
  for (const e of converted) {
    if ((readJson(e.data) as { to?: unknown } | null)?.to !== "converted" || counted.has(e.lead_id)) continue;
    counted.add(e.lead_id);
    row(e.owner_id!).conversions += 1;
  }

  const rated = await db
    .selectFrom("chat_sessions")
    .select(["rated_agent_id", "rating"])
    .where("rating", "is not", null)
    .where("rated_agent_id", "is not", null)
    .where("ended_at", ">=", from)
    .where("ended_at", "<", to)
    .execute();
  const sums = new Map<string, number>();
  for (const c of rated) {
    const r = row(c.rated_agent_id!);
    r.ratings += 1;
    sums.set(r.agentId, (sums.get(r.agentId) ?? 0) + Number(c.rating));
  }
  for (const [agentId, sum] of sums) {
    const r = row(agentId);
    r.averageRating = Math.round((sum / r.ratings) * 100) / 100;
  }

  if (opts.onlyAgent) row(opts.onlyAgent);
  let agents = [...rows.values()];
  if (opts.onlyAgent) agents = agents.filter((a) => a.agentId === opts.onlyAgent);
  agents.sort((a, b) => b.leadsOwned - a.leadsOwned || a.name.localeCompare(b.name));
  return { days: opts.days, from, to, firstDay, lastDay, agents };
}
