import type { SupabaseClient } from "@supabase/supabase-js";
import { filterToParams, type LeadFilter } from "@shared/lead-filters";
import type { LeadsPage, LeadSummary } from "@shared/api-types";
import { apiFetch } from "~/lib/api-client.ts";

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
