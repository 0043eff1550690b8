import type { Db } from "../../db/index.server.ts";
import { nowIso } from "../../db/dialect.ts";
import type { LeadRouting, PlaceMatch, RuleTarget } from "../../../shared/routing.ts";
import { claimRoundRobinAgent } from "../round-robin.ts";
import { startPromise } from "../sla/clock.ts";
import { matchPlace } from "./places.ts";
import { readRules, ruleMatches } from "./rules.ts";

/**
 * Who a new lead goes to, decided inside the transaction that captures it
 * (leads/commands.ts calls `routeNewLead` for every new lead from every
 * channel). The lead's place text becomes a PIN code, district and state
 * (places.ts); the first active rule that matches names an agent or a team;
 * no match, and the default decides (the desk's round-robin setting unless
 * an admin named an agent or a team). A rule whose agent is inactive, or
 * whose team has no active member, is passed over for the next one.
 *
 * A team's turn is its row's counter, advanced by one UPDATE ... RETURNING in
 * this transaction: on PostgreSQL the row lock holds a second capture of the
 * same team until this one commits, so every turn goes to exactly one lead
 * however many processes capture at once; SQLite has one writer anyway.
 */

export interface Routed {
  ownerId: string | null;
  /** What the owner event on the timeline says about the choice. */
  why: Record<string, unknown>;
}

/** The active staff among these ids, in the given order. */
async function activeOnly(trx: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom("auth_users")
    .leftJoin("staff_members", "staff_members.user_id", "auth_users.id")
    .select(["auth_users.id", "staff_members.active"])
    .where("auth_users.id", "in", ids)
    .execute();
  // An account without a staff row predates roles and counts as an active admin (staff/roles.ts).
  const active = new Set(rows.filter((r) => r.active === null || r.active === undefined || Boolean(r.active)).map((r) => r.id));
  return ids.filter((id) => active.has(id));
}

/** The team's next active member, taking the team's turn; `skip` (the current owner of an idle lead) is passed over. */
export async function nextInTeam(trx: Db, teamId: string, skip: string | null = null): Promise<string | null> {
  const members = (await trx.selectFrom("routing_team_members").select("user_id").where("team_id", "=", teamId).orderBy("position").orderBy("user_id").execute()).map((m) => m.user_id);
  const active = (await activeOnly(trx, members)).filter((id) => id !== skip);
  if (active.length === 0) return null;
  const claimed = await trx
    .updateTable("routing_teams")
    .set((eb) => ({ turn: eb("turn", "+", 1) }))
    .where("id", "=", teamId)
    .returning("turn")
    .executeTakeFirst();
  if (!claimed) return null;
  return active[(Number(claimed.turn) - 1) % active.length] ?? null;
}

async function pick(trx: Db, target: RuleTarget, skip: string | null = null): Promise<string | null> {
  if (target.kind === "team") return nextInTeam(trx, target.id, skip);
  if (target.id === skip) return null;
  return (await activeOnly(trx, [target.id]))[0] ?? null;
}

/** The place text of a lead: its village and its location, as the visitor gave them. */
export const placeText = (lead: { location?: string | null; village?: string | null }) => [lead.village, lead.location].filter((v) => v && v.trim()).join(", ");

/** The routing hook of the capture command: the owner of a new lead, its route recorded, its response clock started. */
export async function routeNewLead(
  trx: Db,
  lead: { id: string; user_type: string; source: string; language?: string | null; location?: string | null; village?: string | null; created_at: string },
  actorId: string | null,
): Promise<Routed> {
  const place = matchPlace(placeText(lead));
  const chosen = await choose(trx, { user_type: lead.user_type, source: lead.source, language: lead.language ?? null, place });
  await trx
    .insertInto("lead_routing")
    .values({
      lead_id: lead.id,
      pincode: place?.pincode ?? null,
      district: place?.district ?? null,
      state: place?.state ?? null,
      matched_by: place?.by ?? null,
      matched_text: place?.matched ?? null,
      rule_id: chosen.ruleId,
      rule_name: chosen.ruleName,
      assigned_to: chosen.ownerId,
      routed_at: nowIso(),
    })
    .execute();
  await startPromise(trx, lead, actorId);
  return { ownerId: chosen.ownerId, why: chosen.why };
}

interface Choice {
  ownerId: string | null;
  ruleId: string | null;
  ruleName: string | null;
  why: Record<string, unknown>;
}

async function choose(trx: Db, lead: Parameters<typeof ruleMatches>[1], skip: string | null = null): Promise<Choice> {
  const { rules, defaultTarget } = await readRules(trx);
  for (const rule of rules) {
    if (!rule.active || !ruleMatches(rule.conditions, lead)) continue;
    const ownerId = await pick(trx, rule.target, skip);
    if (ownerId) return { ownerId, ruleId: rule.id, ruleName: rule.name, why: { rule: rule.name, ...(rule.target.kind === "team" ? { team: true } : {}) } };
  }
  if (defaultTarget.kind !== "desk") {
    const ownerId = await pick(trx, defaultTarget, skip);
    if (ownerId) return { ownerId, ruleId: null, ruleName: null, why: { rule: null, default: true } };
  }
  // The desk's own round-robin (off by default: the lead then waits in the pool).
  for (let tries = 0; tries < 3; tries++) {
    const ownerId = await claimRoundRobinAgent(trx);
    if (!ownerId) break;
    if (ownerId !== skip) return { ownerId, ruleId: null, ruleName: null, why: { roundRobin: true } };
  }
  return { ownerId: null, ruleId: null, ruleName: null, why: {} };
}

/**
 * The next owner of a lead left idle by `currentOwner`: the rules asked again
 * with the current owner passed over (a team gives its next member), or null
 * for the pool when nobody else fits.
 */
export async function nextOwnerFor(trx: Db, leadId: string, currentOwner: string): Promise<Choice> {
  const lead = await trx.selectFrom("leads").select(["user_type", "source", "language", "location", "village"]).where("id", "=", leadId).executeTakeFirstOrThrow();
  const routed = await trx.selectFrom("lead_routing").selectAll().where("lead_id", "=", leadId).executeTakeFirst();
  const place: PlaceMatch | null = routed?.state
    ? { by: (routed.matched_by ?? "state") as PlaceMatch["by"], pincode: routed.pincode, district: routed.district, state: routed.state, matched: routed.matched_text ?? "" }
    : matchPlace(placeText(lead));
  return choose(trx, { user_type: lead.user_type, source: lead.source, language: lead.language ?? null, place }, currentOwner);
}

/** How a lead was routed, for its page. */
export async function leadRouting(db: Db, leadId: string): Promise<LeadRouting | null> {
  const r = await db.selectFrom("lead_routing").selectAll().where("lead_id", "=", leadId).executeTakeFirst();
  if (!r) return null;
  const place: PlaceMatch | null = r.state
    ? { by: (r.matched_by ?? "state") as PlaceMatch["by"], pincode: r.pincode, district: r.district, state: r.state, matched: r.matched_text ?? "" }
    : null;
  return { place, rule: r.rule_name, assignedTo: r.assigned_to, at: r.routed_at };
}
