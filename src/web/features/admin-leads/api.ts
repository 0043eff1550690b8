import type { SupabaseClient } from "@supabase/supabase-js";
import { filterToParams, type LeadFilter } from "@shared/lead-filters";
import type { LeadsPage, LeadSummary } from "@shared/api-types";
import type { DeskDashboard, DeskLead, DeskSettings, LeadDetail, StaffMember } from "@shared/desk-types";
import type { LeadStatus, StaffRole } from "@shared/pipeline";
import { staffDownload, staffFunction, type Staff } from "~/features/admin-api/staff.ts";

/** A change as the page sends it (the server checks it with the shared schema). */
export type LeadChangeInput =
  | { action: "status"; status: LeadStatus; reason?: string }
  | { action: "owner"; ownerId: string | null }
  | { action: "note"; text: string; call?: boolean }
  | { action: "follow_up"; at: string | null };

/**
 * One page of the filtered list and its total (staff function `leads-page`):
 * the server reads the same filter as the counts and the export, so the table,
 * the bars and the CSV always describe the same leads.
 */
export async function fetchLeadsPage(client: SupabaseClient, filter: LeadFilter, page: number): Promise<LeadsPage> {
  const params = filterToParams(filter);
  params.set("page", String(page));
  return staffFunction<LeadsPage>(client, "leads-page", { query: Object.fromEntries(params) });
}

/** Counts by user type and by source for the same filter (staff function `leads-summary`). */
export async function fetchLeadSummary(client: SupabaseClient, filter: LeadFilter): Promise<LeadSummary> {
  return staffFunction<LeadSummary>(client, "leads-summary", { query: Object.fromEntries(filterToParams(filter)) });
}

/** Today's date in the browser's time zone, as YYYY-MM-DD. */
function localIsoDate(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/**
 * Downloads the CSV of every lead matching the filter. The server streams it
 * (staff function `leads-export`); the bytes are saved as they arrived, so the
 * byte-order mark that spreadsheet programs need is kept.
 */
export async function downloadLeadsCsv(client: SupabaseClient, filter: LeadFilter): Promise<string> {
  const day = localIsoDate();
  const params = filterToParams(filter);
  params.set("date", day);
  const res = await staffDownload(client, "leads-export", { query: Object.fromEntries(params) });
  const blob = await res.blob();
  const name = `leads-${day}.csv`;
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/**
 * A staff function with a JSON answer (features/admin-api/staff.ts); a refusal
 * is an ApiError whose message is the server's own words.
 */
export function invoke<T>(client: Staff, name: string, init: { method: "GET" | "POST"; body?: unknown; query?: Record<string, string> }): Promise<T> {
  return staffFunction<T>(client, name, init);
}

/** One lead, its timeline and the team (`lead-detail`). */
export const fetchLeadDetail = (client: SupabaseClient, id: string) =>
  invoke<LeadDetail>(client, "lead-detail", { method: "GET", query: { id } });

/** One change to a lead's pipeline (`lead-update`); answers the lead as stored. */
export const updateLead = (client: SupabaseClient, id: string, change: LeadChangeInput) =>
  invoke<DeskLead>(client, "lead-update", { method: "POST", body: { id, ...change } });

/** The same owner or status for many leads (`leads-bulk`). */
export const bulkUpdateLeads = (client: SupabaseClient, ids: string[], change: Extract<LeadChangeInput, { action: "owner" | "status" }>) =>
  invoke<{ updated: number }>(client, "leads-bulk", { method: "POST", body: { ids, change } });

/** Deletes a lead once its name is typed (`lead-delete`, admin-only). */
export const deleteLead = (client: SupabaseClient, id: string, confirmName: string) =>
  invoke<{ deleted: true }>(client, "lead-delete", { method: "POST", body: { id, confirmName } });

/** The team, and the caller's own id and role (`staff-list`). */
export const fetchStaff = (client: SupabaseClient) =>
  invoke<{ staff: StaffMember[]; me: { userId: string; role: StaffRole } }>(client, "staff-list", { method: "GET" });

/** The desk's dashboard figures (`desk-dashboard`), over the leads created since `since` (all when undefined). */
export const fetchDeskDashboard = (client: SupabaseClient, since?: string) =>
  invoke<DeskDashboard>(client, "desk-dashboard", { method: "GET", query: since ? { since } : {} });

/** Marks a call-back done (`callback-done`); the lead's timeline records it. */
export const markCallbackDone = (client: SupabaseClient, id: string) => invoke<{ id: string; status: "done" }>(client, "callback-done", { method: "POST", body: { id } });

/** Merges lead `sourceId` into lead `id` (`lead-merge`). */
export const mergeLead = (client: SupabaseClient, id: string, sourceId: string) => invoke<DeskLead>(client, "lead-merge", { method: "POST", body: { id, sourceId } });

/** Undoes the merge recorded by timeline event `eventId` on lead `id` (`lead-unmerge`). */
export const unmergeLead = (client: SupabaseClient, id: string, eventId: string) =>
  invoke<{ lead: DeskLead; restored: DeskLead }>(client, "lead-unmerge", { method: "POST", body: { id, eventId } });

/** The desk's settings (`desk-settings`); only an admin may change them. */
export const fetchDeskSettings = (client: SupabaseClient) => invoke<DeskSettings>(client, "desk-settings", { method: "GET" });
export const saveDeskSettings = (client: SupabaseClient, settings: DeskSettings) => invoke<DeskSettings>(client, "desk-settings", { method: "POST", body: settings });
