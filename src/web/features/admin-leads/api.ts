import type { SupabaseClient } from "@supabase/supabase-js";
import { filterToParams, LEADS_PAGE_SIZE, searchOrFilter, type LeadFilter } from "@shared/lead-filters";
import { getClientConfig } from "~/features/auth/supabase.client.ts";

export interface Lead {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  location: string | null;
  user_type: string;
  source: string;
  metadata: Record<string, unknown> | null;
  created_at: string;
}

export interface LeadSummary {
  total: number;
  byUserType: Record<string, number>;
  bySource: Record<string, number>;
}

/** One page of the filtered list and its total, in one request (`count=exact`). */
export async function fetchLeadsPage(client: SupabaseClient, filter: LeadFilter, page: number): Promise<{ rows: Lead[]; total: number }> {
  let q = client.from("leads").select("*", { count: "exact" });
  if (filter.q?.trim()) q = q.or(searchOrFilter(filter.q.trim()));
  if (filter.userType) q = q.eq("user_type", filter.userType);
  if (filter.source) q = q.eq("source", filter.source);
  if (filter.since) q = q.gte("created_at", filter.since);
  const from = page * LEADS_PAGE_SIZE;
  const { data, count, error } = await q
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .range(from, from + LEADS_PAGE_SIZE - 1);
  if (error) throw error;
  return { rows: (data ?? []) as Lead[], total: count ?? 0 };
}

/** Counts by user type and by source for the same filter (staff function `leads-summary`). */
export async function fetchLeadSummary(client: SupabaseClient, filter: LeadFilter): Promise<LeadSummary> {
  const params = filterToParams(filter).toString();
  const { data, error } = await client.functions.invoke<LeadSummary>(`leads-summary${params ? `?${params}` : ""}`, { method: "GET" });
  if (error) throw error;
  return data!;
}

/** Today's date in the browser's time zone, as YYYY-MM-DD. */
export function localIsoDate(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/**
 * Downloads the CSV of every lead matching the filter. The server streams it
 * (staff function `leads-export`); the bytes are saved as they arrived, so the
 * byte-order mark that spreadsheet programs need is kept.
 */
export async function downloadLeadsCsv(client: SupabaseClient, filter: LeadFilter): Promise<string> {
  const [{ supabaseUrl, anonKey }, { data }] = await Promise.all([getClientConfig(), client.auth.getSession()]);
  const token = data.session?.access_token;
  if (!token) throw new Error("Not signed in");
  const day = localIsoDate();
  const params = filterToParams(filter);
  params.set("date", day);
  const res = await fetch(`${supabaseUrl}/functions/v1/leads-export?${params}`, {
    headers: { Authorization: `Bearer ${token}`, apikey: anonKey },
  });
  if (!res.ok) throw new Error(`Export failed: HTTP ${res.status}`);
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
