import type { SupabaseClient } from "@supabase/supabase-js";
import { filterToParams, type LeadFilter } from "@shared/lead-filters";
import type { LeadsPage, LeadSummary } from "@shared/api-types";
import type { DeskDashboard, DeskLead, DeskSettings, LeadDetail, StaffMember } from "@shared/desk-types";
import type { LeadStatus, StaffRole } from "@shared/pipeline";
import { apiFetch } from "~/lib/api-client.ts";

/** A change as the page sends it (the server checks it with the shared schema). */
export type LeadChangeInput =
  | { action: "status"; status: LeadStatus; reason?: string }
  | { action: "owner"; ownerId: string | null }
  | { action: "note"; text: string }
  | { action: "follow_up"; at: string | null };

/**
 * One page of the filtered list and its total (staff function `leads-page`):
 * the server reads the same filter as the counts and the export, so the table,
 * the bars and the CSV always describe the same leads.
 */
export async function fetchLeadsPage(client: SupabaseClient, filter: LeadFilter, page: number): Promise<LeadsPage> {
  const params = filterToParams(filter);
  params.set("page", String(page));
  const { data, error } = await client.functions.invoke<LeadsPage>(`leads-page?${params}`, { method: "GET" });
  if (error) throw error;
  return data!;
}

/** Counts by user type and by source for the same filter (staff function `leads-summary`). */
export async function fetchLeadSummary(client: SupabaseClient, filter: LeadFilter): Promise<LeadSummary> {
  const params = filterToParams(filter).toString();
  const { data, error } = await client.functions.invoke<LeadSummary>(`leads-summary${params ? `?${params}` : ""}`, { method: "GET" });
  if (error) throw error;
  return data!;
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
  const token = (await client.auth.getSession()).data.session?.access_token;
  if (!token) throw new Error("Not signed in");
  const day = localIsoDate();
  const params = filterToParams(filter);
  params.set("date", day);
  const res = await apiFetch("/functions/v1/leads-export", { token, query: Object.fromEntries(params) });
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

/** The server's plain message of a failed function call (its `error` field), or the client's. */
async function failure(error: unknown): Promise<Error> {
  const ctx = (error as { context?: Response }).context;
  if (ctx && typeof ctx.json === "function") {
    try {
      const body = (await ctx.json()) as { error?: string };
      if (body.error) return new Error(body.error);
    } catch {
      /* not JSON */
    }
  }
  return error instanceof Error ? error : new Error(String(error));
}

export async function invoke<T>(client: SupabaseClient, name: string, init: { method: "GET" | "POST"; body?: unknown }): Promise<T> {
  const { data, error } = await client.functions.invoke<T>(name, init.body === undefined ? { method: init.method } : { method: init.method, body: init.body as Record<string, unknown> });
  if (error) throw await failure(error);
  return data as T;
}

/** One lead, its timeline and the team (`lead-detail`). */
export const fetchLeadDetail = (client: SupabaseClient, id: string) =>
  invoke<LeadDetail>(client, `lead-detail?${new URLSearchParams({ id })}`, { method: "GET" });

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
  invoke<DeskDashboard>(client, since ? `desk-dashboard?${new URLSearchParams({ since })}` : "desk-dashboard", { method: "GET" });

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
