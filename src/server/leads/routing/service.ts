import type { LeadPromise, LeadRouting, PromiseFigures, PromiseSettings, RoutingAction, RoutingOverview } from "../../../shared/routing.ts";
import type { DatabaseHandle } from "../../db/index.server.ts";
import { languagesByStaff, languagesOf, setLanguages } from "../../staff/languages.ts";
import { listStaff } from "../../staff/roles.ts";
import { leadPromise } from "../sla/clock.ts";
import { promiseFigures } from "../sla/figures.ts";
import { readPromiseSettings, writePromiseSettings } from "../sla/settings.ts";
import { leadRouting } from "./assign.ts";
import { knownPlaces } from "./places.ts";
import { deleteRule, deleteTeam, moveRule, readRules, readTeams, saveDefault, saveRule, saveTeam } from "./rules.ts";

/**
 * The desk's routing, languages and promises as the staff functions reach
 * them (functions/leads/routing-functions.server.ts); the rules live in the
 * modules named here.
 */
export class DeskRoutingService {
  constructor(private readonly database: DatabaseHandle) {}

  async overview(): Promise<RoutingOverview> {
    const db = this.database.db;
    const { rules, defaultTarget } = await readRules(db);
    const languages = await languagesByStaff(db);
    const staff = (await listStaff(db)).map((s) => ({ id: s.id, name: s.name, role: s.role, active: s.active, languages: languages.get(s.id) ?? [] }));
    return { rules, defaultTarget, teams: await readTeams(db), staff, ...knownPlaces() };
  }

  async act(actorId: string, a: RoutingAction): Promise<RoutingOverview> {
    switch (a.action) {
      case "save_rule":
        await saveRule(this.database, actorId, a);
        break;
      case "delete_rule":
        await deleteRule(this.database, a.id);
        break;
      case "move_rule":
        await moveRule(this.database, a.id, a.direction);
        break;
      case "save_default":
        await saveDefault(this.database, actorId, a.target);
        break;
      case "save_team":
        await saveTeam(this.database, a);
        break;
      case "delete_team":
        await deleteTeam(this.database, a.id);
        break;
    }
    return this.overview();
  }

  /** How a lead was routed and where its response clock stands. */
  async forLead(leadId: string): Promise<{ routing: LeadRouting | null; promise: LeadPromise | null }> {
    const db = this.database.db;
    return { routing: await leadRouting(db, leadId), promise: await leadPromise(db, leadId) };
  }

  languages(userId: string) {
    return languagesOf(this.database.db, userId);
  }

  setLanguages(userId: string, languages: Parameters<typeof setLanguages>[2]) {
    return setLanguages(this.database, userId, languages);
  }

  promiseSettings(): Promise<PromiseSettings> {
    return readPromiseSettings(this.database.db);
  }

  savePromiseSettings(actorId: string, settings: PromiseSettings) {
    return writePromiseSettings(this.database, actorId, settings);
  }

  figures(since?: string): Promise<PromiseFigures> {
    return promiseFigures(this.database.db, since);
  }
}
