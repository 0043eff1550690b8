import type { SupabaseClient } from "@supabase/supabase-js";
import type { LeadsPage } from "@shared/api-types";
import type { LabImportAnswer, SampleCreateInput, SampleDetail, SamplesPage } from "@shared/samples";
import type { Advice } from "@shared/soil/advice";

/** The server's plain message of a failed function call (its `error` field), or the client's. */
async function failure(error: unknown): Promise<Error> {
  const ctx = (error as { context?: Response }).context;
  if (ctx && typeof ctx.json === "function") {
    try {
      const body = (await ctx.json()) as { error?: string; message?: string };
      if (body.error || body.message) return new Error(body.error ?? body.message);
    } catch {
      /* not JSON */
    }
  }
  return error instanceof Error ? error : new Error(String(error));
}

async function invoke<T>(client: SupabaseClient, name: string, body?: unknown): Promise<T> {
  const { data, error } = await client.functions.invoke<T>(name, body === undefined ? { method: "GET" } : { method: "POST", body: body as Record<string, unknown> });
  if (error) throw await failure(error);
  return data as T;
}

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== "").map(([k, v]) => [k, String(v)]));

export interface SampleListFilter {
  status?: string;
  clinicId?: string;
  district?: string;
  overdueDays?: string;
  page?: number;
}

export const fetchSamples = (client: SupabaseClient, f: SampleListFilter) => invoke<SamplesPage>(client, `samples-page?${query({ ...f })}`);
export const fetchSample = (client: SupabaseClient, id: string) => invoke<SampleDetail>(client, `sample-detail?${query({ id })}`);
export const createSample = (client: SupabaseClient, input: SampleCreateInput) => invoke<{ id: string; code: string }>(client, "sample-create", input);
export const receiveSample = (client: SupabaseClient, id: string) => invoke(client, "sample-step", { id, to: "received" });
export const rejectSample = (client: SupabaseClient, id: string, reason: string) => invoke(client, "sample-step", { id, to: "rejected", reason });
export const saveResults = (client: SupabaseClient, id: string, results: Record<string, string>) => invoke(client, "sample-results", { id, results });
export const approveAdvice = (client: SupabaseClient, id: string, advice: Advice) => invoke(client, "sample-advice", { id, advice });
export const shareReport = (client: SupabaseClient, id: string) => invoke<{ link: string; emailed: boolean }>(client, "sample-share", { id });
/** Leads matching a phone or name (`leads-page`), to make a sample from one. */
export const findLeads = (client: SupabaseClient, q: string) => invoke<LeadsPage>(client, `leads-page?${query({ q, page: 0 })}`);
/** The clinics to pick from (the data API; anyone may read them). */
export async function fetchClinicNames(client: SupabaseClient): Promise<Array<{ id: string; name: string }>> {
  const { data, error } = await client.from("clinics").select("id,name").order("name");
  if (error) throw error;
  return (data ?? []) as Array<{ id: string; name: string }>;
}
/** The lab's CSV: previewed (`save` false) or its good rows saved (`samples-import`). */
export const importLabCsv = (client: SupabaseClient, csv: string, save: boolean) => invoke<LabImportAnswer>(client, "samples-import", { csv, save });
