import { randomUUID } from "node:crypto";
import type { DatabaseHandle, Db } from "../../db/index.server.ts";
import { nowIso, readJson } from "../../db/dialect.ts";
import { DomainError } from "../../domain-error.ts";
import { ruleConditionsSchema, type DefaultTarget, type PlaceMatch, type RoutingRule, type RoutingTeam, type RuleConditions, type RuleTarget } from "../../../shared/routing.ts";
import { knownPlaces } from "./places.ts";

/**
 * The rules an admin keeps on the routing page: ordered, first match wins,
 * with one default row for the leads no rule matched. Teams hand their leads
 * out in turn. Reads and writes here; the choosing is in assign.ts.
 */

/** The rules in order, the default apart. */
export async function readRules(db: Db): Promise<{ rules: RoutingRule[]; defaultTarget: DefaultTarget; defaultId: string | null }> {
  const rows = await db.selectFrom("routing_rules").selectAll().orderBy("position").orderBy("created_at").execute();
  const rules: RoutingRule[] = [];
  let defaultTarget: DefaultTarget = { kind: "desk" };
  let defaultId: string | null = null;
  for (const r of rows) {
    if (r.is_default) {
      defaultId = r.id;
      if ((r.target_kind === "agent" || r.target_kind === "team") && r.target_id) defaultTarget = { kind: r.target_kind, id: r.target_id };
      continue;
    }
    rules.push({
      id: r.id,
      name: r.name,
      position: r.position,
      active: Boolean(r.active),
      conditions: ruleConditionsSchema.parse(readJson(r.conditions) ?? {}),
      target: { kind: r.target_kind === "team" ? "team" : "agent", id: r.target_id ?? "" },
    });
  }
  return { rules, defaultTarget, defaultId };
}

export async function readTeams(db: Db): Promise<RoutingTeam[]> {
  const teams = await db.selectFrom("routing_teams").select(["id", "name"]).orderBy("name").execute();
  const members = await db.selectFrom("routing_team_members").select(["team_id", "user_id"]).orderBy("position").orderBy("user_id").execute();
  return teams.map((t) => ({ ...t, members: members.filter((m) => m.team_id === t.id).map((m) => m.user_id) }));
}

/** What a rule is asked about a lead. */
export interface RoutedLead {
  user_type: string;
  source: string;
  language: string | null;
  place: PlaceMatch | null;
}

const norm = (s: string) => s.trim().toLowerCase();

/** Whether every condition the rule sets holds for the lead (an empty list holds for any). */
export function ruleMatches(c: RuleConditions, lead: RoutedLead): boolean {
  const any = (list: string[], value: string | null | undefined) => list.length === 0 || (value != null && list.some((v) => norm(v) === norm(value)));
  if (!any(c.userTypes, lead.user_type)) return false;
  if (!any(c.sources, lead.source)) return false;
  if (!any(c.languages, lead.language)) return false;
  if (!any(c.states, lead.place?.state)) return false;
  if (!any(c.districts, lead.place?.district)) return false;
  if (c.pincodes.length && !(lead.place?.pincode && c.pincodes.some((p) => lead.place!.pincode!.startsWith(p)))) return false;
  return true;
}

/* ---------------------------------------------------------------- admin's changes */

async function requireTarget(db: Db, target: RuleTarget) {
  if (target.kind === "team") {
    if (!(await db.selectFrom("routing_teams").select("id").where("id", "=", target.id).executeTakeFirst())) {
      throw new DomainError("invalid", "unknown_team", "No such team");
    }
    return;
  }
  const staff = await db.selectFrom("auth_users").select("id").where("id", "=", target.id).executeTakeFirst();
  if (!staff) throw new DomainError("invalid", "unknown_agent", "No such staff member");
}

/** States and districts must be ones the place table knows, or the rule could never match. */
function requireKnownPlaces(c: RuleConditions): RuleConditions {
  const { states, districts } = knownPlaces();
  const stateByKey = new Map(states.map((s) => [norm(s), s]));
  const districtByKey = new Map(districts.map((d) => [norm(d.district), d.district]));
  const badState = c.states.find((s) => !stateByKey.has(norm(s)));
  if (badState) throw new DomainError("invalid", "unknown_state", `Unknown state: ${badState}`);
  const badDistrict = c.districts.find((d) => !districtByKey.has(norm(d)));
  if (badDistrict) throw new DomainError("invalid", "unknown_district", `Unknown district: ${badDistrict}`);
  return {
    ...c,
    states: [...new Set(c.states.map((s) => stateByKey.get(norm(s))!))],
    districts: [...new Set(c.districts.map((d) => districtByKey.get(norm(d))!))],
    pincodes: [...new Set(c.pincodes)],
  };
}

export async function saveRule(
  database: DatabaseHandle,
  actorId: string,
  input: { id?: string | undefined; name: string; active: boolean; conditions: RuleConditions; target: RuleTarget },
): Promise<string> {
  const db = database.db;
  await requireTarget(db, input.target);
  const conditions = JSON.stringify(requireKnownPlaces(input.conditions));
  const now = nowIso();
  const values = { name: input.name, active: database.bool(input.active), conditions, target_kind: input.target.kind, target_id: input.target.id, updated_by: actorId, updated_at: now };
  if (input.id) {
    const r = await db.updateTable("routing_rules").set(values).where("id", "=", input.id).where("is_default", "=", database.bool(false)).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new DomainError("not_found", "rule_not_found", "No such rule");
    return input.id;
  }
  const id = randomUUID();
  // A new rule goes last: the admin moves it up where it belongs.
  const last = await db.selectFrom("routing_rules").select((eb) => eb.fn.max("position").as("max")).where("is_default", "=", database.bool(false)).executeTakeFirst();
  await db
    .insertInto("routing_rules")
    .values({ id, position: Number(last?.max ?? 0) + 1, is_default: database.bool(false), created_at: now, ...values })
    .execute();
  return id;
}

export async function deleteRule(database: DatabaseHandle, id: string): Promise<void> {
  const r = await database.db.deleteFrom("routing_rules").where("id", "=", id).where("is_default", "=", database.bool(false)).executeTakeFirst();
  if (Number(r.numDeletedRows) !== 1) throw new DomainError("not_found", "rule_not_found", "No such rule");
}

/** Swaps a rule with its neighbour above or below (the order is what decides). */
export async function moveRule(database: DatabaseHandle, id: string, direction: "up" | "down"): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const { rules } = await readRules(trx);
    const i = rules.findIndex((r) => r.id === id);
    if (i < 0) throw new DomainError("not_found", "rule_not_found", "No such rule");
    const j = direction === "up" ? i - 1 : i + 1;
    if (j < 0 || j >= rules.length) return;
    [rules[i], rules[j]] = [rules[j]!, rules[i]!];
    // Renumber all, so positions stay 1..n whatever happened before.
    for (const [k, r] of rules.entries()) await trx.updateTable("routing_rules").set({ position: k + 1 }).where("id", "=", r.id).execute();
  });
}

export async function saveDefault(database: DatabaseHandle, actorId: string, target: DefaultTarget): Promise<void> {
  const db = database.db;
  if (target.kind !== "desk") await requireTarget(db, target);
  const now = nowIso();
  const values = { target_kind: target.kind, target_id: target.kind === "desk" ? null : target.id, updated_by: actorId, updated_at: now };
  const r = await db.updateTable("routing_rules").set(values).where("is_default", "=", database.bool(true)).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) {
    await db
      .insertInto("routing_rules")
      .values({ id: randomUUID(), position: 0, name: "Default", active: database.bool(true), is_default: database.bool(true), conditions: "{}", created_at: now, ...values })
      .execute();
  }
}

export async function saveTeam(database: DatabaseHandle, input: { id?: string | undefined; name: string; members: string[] }): Promise<string> {
  const members = [...new Set(input.members)];
  return database.db.transaction().execute(async (trx) => {
    if (members.length) {
      const known = await trx.selectFrom("auth_users").select("id").where("id", "in", members).execute();
      if (known.length !== members.length) throw new DomainError("invalid", "unknown_agent", "A member is not a staff member");
    }
    const now = nowIso();
    let id = input.id;
    if (id) {
      const r = await trx.updateTable("routing_teams").set({ name: input.name, updated_at: now }).where("id", "=", id).executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw new DomainError("not_found", "team_not_found", "No such team");
      await trx.deleteFrom("routing_team_members").where("team_id", "=", id).execute();
    } else {
      id = randomUUID();
      await trx.insertInto("routing_teams").values({ id, name: input.name, turn: 0, created_at: now, updated_at: now }).execute();
    }
    for (const [position, user_id] of members.entries()) await trx.insertInto("routing_team_members").values({ team_id: id, user_id, position }).execute();
    return id;
  });
}

/** A team a rule or the default still names cannot go: the leads would have nowhere to go. */
export async function deleteTeam(database: DatabaseHandle, id: string): Promise<void> {
  const used = await database.db.selectFrom("routing_rules").select("name").where("target_kind", "=", "team").where("target_id", "=", id).executeTakeFirst();
  if (used) throw new DomainError("conflict", "team_in_use", `The rule "${used.name}" sends leads to this team; change it first`);
  const r = await database.db.deleteFrom("routing_teams").where("id", "=", id).executeTakeFirst();
  if (Number(r.numDeletedRows) !== 1) throw new DomainError("not_found", "team_not_found", "No such team");
}
