import type { DeskLanguage, LeadPromise, LeadRouting, PromiseFigures, PromiseSettings, RoutingAction, RoutingOverview } from "@shared/routing";
import { staffFunction, type Staff } from "~/features/admin-api/staff.ts";

/** The desk's routing, languages and response-time calls (functions/leads/routing-functions.server.ts). */

export const fetchRouting = (staff: Staff) => staffFunction<RoutingOverview>(staff, "desk-routing", { method: "GET" });

/** One change on the rules page; answers the page's data as it now is. */
export const changeRouting = (staff: Staff, action: RoutingAction) => staffFunction<RoutingOverview>(staff, "desk-routing", { method: "POST", body: action });

export const fetchLeadRouting = (staff: Staff, leadId: string) =>
  staffFunction<{ routing: LeadRouting | null; promise: LeadPromise | null }>(staff, "lead-routing", { method: "GET", query: { id: leadId } });

/** A staff member's languages: the caller's own, or (admins) anyone's. */
export const fetchLanguages = (staff: Staff, userId?: string) =>
  staffFunction<{ userId: string; languages: DeskLanguage[] }>(staff, "staff-languages", { method: "GET", query: userId ? { userId } : {} });

export const saveLanguages = (staff: Staff, languages: DeskLanguage[], userId?: string) =>
  staffFunction<{ userId: string; languages: DeskLanguage[] }>(staff, "staff-languages", { method: "POST", body: { languages, ...(userId ? { userId } : {}) } });

export const fetchPromiseSettings = (staff: Staff) => staffFunction<PromiseSettings>(staff, "desk-promises", { method: "GET" });

export const savePromiseSettings = (staff: Staff, settings: PromiseSettings) => staffFunction<PromiseSettings>(staff, "desk-promises", { method: "POST", body: settings });

export const fetchPromiseFigures = (staff: Staff, since?: string) =>
  staffFunction<PromiseFigures>(staff, "desk-promise-figures", { method: "GET", query: since ? { since } : {} });
