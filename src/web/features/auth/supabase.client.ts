import type { SupabaseClient } from "@supabase/supabase-js";
import { getClientConfig } from "~/lib/api-client.ts";

let clientPromise: Promise<SupabaseClient> | null = null;

/**
 * The official client, pointed at our own server. Address and key come from
 * /config.json so one build runs under any host name. The library is loaded on
 * demand: only admin screens pay for it, never the public pages.
 */
export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= (async () => {
    const config = await getClientConfig();
    const { createClient } = await import("@supabase/supabase-js");
    return createClient(config.supabaseUrl, config.anonKey);
  })();
  // A failed start (server unreachable) may be retried by the next caller.
  clientPromise.catch(() => {
    clientPromise = null;
  });
  return clientPromise;
}
