import type { SupabaseClient } from "@supabase/supabase-js";
import { getClientConfig } from "~/lib/api-client.ts";
import { endsSession, reportSessionEnded } from "./session-ended.ts";

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
    // Every call the library makes passes here, so a refused staff token is noticed whichever screen made it.
    const watched: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const auth = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get("authorization");
      if (endsSession(url, res.status, !!auth && auth !== `Bearer ${config.anonKey}`)) reportSessionEnded();
      return res;
    };
    return createClient(config.supabaseUrl, config.anonKey, { global: { fetch: watched } });
  })();
  // A failed start (server unreachable) may be retried by the next caller.
  clientPromise.catch(() => {
    clientPromise = null;
  });
  return clientPromise;
}
