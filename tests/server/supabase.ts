import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import type { TestApp } from "./test-app.ts";

/** The official client against a test app listening on loopback (Node 20 needs the ws transport). */
export async function supabaseFor(t: TestApp, storage?: Map<string, string>): Promise<SupabaseClient> {
  const res = await fetch(`${t.url}/config.json`);
  const { supabaseUrl, anonKey } = (await res.json()) as { supabaseUrl: string; anonKey: string };
  return createClient(supabaseUrl, anonKey, {
    realtime: { transport: WebSocket as never },
    auth: {
      persistSession: storage !== undefined,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: storage
        ? {
            getItem: (k) => storage.get(k) ?? null,
            setItem: (k, v) => void storage.set(k, v),
            removeItem: (k) => void storage.delete(k),
          }
        : undefined,
    },
  });
}

/** The anonymous key the server hands out, for raw fetch calls. */
export async function anonKeyOf(t: TestApp): Promise<string> {
  return t.app.tokens.anonKey;
}

/** The confirmation link of the newest message to `to` in the outbox. */
export async function confirmationLinkFor(t: TestApp, to: string): Promise<string> {
  const row = await t.app.database.db
    .selectFrom("mail_outbox")
    .select("text")
    .where("recipient", "=", to)
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(row.text)?.[0];
  if (!link) throw new Error("no confirmation link in the message");
  return link;
}
