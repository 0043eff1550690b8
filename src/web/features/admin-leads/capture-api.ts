import type { SupabaseClient } from "@supabase/supabase-js";
import type { DuplicateLead, ManualLeadInput } from "@shared/manual-lead";

/** The server's plain message of a failed call (its `error` field), or the client's. */
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

/** Adds a lead by hand (`lead-add`); answers the lead it was stored as (an earlier lead of the same person, or a new one). */
export async function addLead(client: SupabaseClient, input: ManualLeadInput): Promise<{ id: string }> {
  const { data, error } = await client.functions.invoke<{ id: string }>("lead-add", { method: "POST", body: input });
  if (error) throw await failure(error);
  return data!;
}

/** Other leads that may be the same person (`lead-duplicates`). */
export async function fetchDuplicates(client: SupabaseClient, id: string): Promise<DuplicateLead[]> {
  const { data, error } = await client.functions.invoke<{ duplicates: DuplicateLead[] }>(`lead-duplicates?${new URLSearchParams({ id })}`, { method: "GET" });
  if (error) throw await failure(error);
  return data!.duplicates;
}
