import type { SupabaseClient } from "@supabase/supabase-js";

export interface ClientConfig {
  supabaseUrl: string;
  anonKey: string;
}

let clientPromise: Promise<SupabaseClient> | null = null;
let configPromise: Promise<ClientConfig> | null = null;

/** Address and public key of our server's API, as the server announces them. */
export function getClientConfig(): Promise<ClientConfig> {
  configPromise ??= fetch("/config.json", { headers: { accept: "application/json" } }).then(async (res) => {
    if (!res.ok) throw new Error(`Could not load the client configuration (HTTP ${res.status})`);
    return (await res.json()) as ClientConfig;
  });
  configPromise.catch(() => {
    configPromise = null;
  });
  return configPromise;
}

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
