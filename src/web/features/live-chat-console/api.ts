/**
 * The console's calls to the live-chat function, with the signed-in agent's
 * token. Plain fetch (rather than `client.functions.invoke`) so the status of a
 * failed call (409 on a lost take) and the event stream are at hand; the token
 * always comes from the official client, which refreshes it.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { getClientConfig } from "~/features/auth/supabase.client.ts";

export interface ConsoleLead {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  location: string | null;
  user_type: string;
  source: string;
  created_at: string;
}

export interface ConsoleSession {
  id: string;
  user_name: string;
  user_email: string;
  user_type: string | null;
  status: string;
  agent_id: string | null;
  created_at: string;
  lead: ConsoleLead | null;
}

export interface ConsoleMessage {
  id: string;
  message: string;
  sender_type: string;
  sender_name: string | null;
  created_at: string;
}

export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

const FN = "/functions/v1/live-chat";

export function consoleApi(client: SupabaseClient) {
  async function headers(json: boolean): Promise<Record<string, string>> {
    const { anonKey } = await getClientConfig();
    const token = (await client.auth.getSession()).data.session?.access_token ?? anonKey;
    return { apikey: anonKey, authorization: `Bearer ${token}`, ...(json ? { "content-type": "application/json" } : {}) };
  }

  async function call<T>(action: string, init: { method: "GET" | "POST"; query?: Record<string, string>; body?: unknown; keepalive?: boolean }): Promise<T> {
    const { supabaseUrl } = await getClientConfig();
    const qs = new URLSearchParams({ action, ...init.query });
    const res = await fetch(`${supabaseUrl}${FN}?${qs}`, {
      method: init.method,
      headers: await headers(init.method === "POST"),
      body: init.method === "POST" ? JSON.stringify(init.body ?? {}) : undefined,
      keepalive: init.keepalive,
    });
    const text = await res.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = text;
    }
    if (!res.ok) {
      const d = (data ?? {}) as { code?: string; error?: string };
      throw new ConsoleApiError(res.status, d.code, d.error ?? `HTTP ${res.status}`);
    }
    return data as T;
  }

  return {
    goOnline: (userId: string) => call<{ offlineToken: string }>("agent_online", { method: "POST", body: { userId } }),
    goOffline: (userId: string) => call<{ success: boolean }>("agent_offline", { method: "POST", body: { userId }, keepalive: true }),
    heartbeat: () => call<{ online: boolean; offlineToken: string | null }>("heartbeat", { method: "POST" }),
    waiting: () => call<{ sessions: ConsoleSession[] }>("get_waiting_sessions", { method: "GET" }).then((r) => r.sessions),
    active: () => call<{ sessions: ConsoleSession[] }>("get_active_sessions", { method: "GET" }).then((r) => r.sessions),
    messages: (sessionId: string, since?: string) =>
      call<{ messages: ConsoleMessage[]; status: string }>("get_messages", { method: "GET", query: { sessionId, ...(since ? { since } : {}) } }),
    take: (sessionId: string, agentId: string) => call<{ session: ConsoleSession }>("take_session", { method: "POST", body: { sessionId, agentId } }),
    send: (sessionId: string, message: string, senderName: string) =>
      call<{ message: ConsoleMessage }>("send_message", { method: "POST", body: { sessionId, message, senderType: "agent", senderName } }),
    end: (sessionId: string, agentId: string) => call<{ success: boolean }>("end_session", { method: "POST", body: { sessionId, agentId } }),

    /**
     * Sets the agent offline from a page that is going away. A beacon outlives
     * the page but cannot carry the Authorization header, so it carries the
     * offline token from agent_online/heartbeat (good for nothing else) and the
     * public key in the query.
     */
    async beaconOffline(offlineToken: string): Promise<boolean> {
      const { supabaseUrl, anonKey } = await getClientConfig();
      const url = `${supabaseUrl}${FN}?action=agent_offline&apikey=${encodeURIComponent(anonKey)}`;
      const body = new Blob([JSON.stringify({ offlineToken })], { type: "text/plain;charset=UTF-8" });
      return typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url, body);
    },

    /**
     * Reads the agent stream (Server-Sent Events) with fetch, so the token goes
     * in the Authorization header and never into a URL. Resolves when the
     * stream ends; rejects when it cannot be opened or breaks.
     */
    async stream(onEvent: (event: string, data: unknown) => void, signal: AbortSignal): Promise<void> {
      const { supabaseUrl } = await getClientConfig();
      const res = await fetch(`${supabaseUrl}${FN}?action=agent_stream`, { headers: { ...(await headers(false)), accept: "text/event-stream" }, signal, cache: "no-store" });
      if (!res.ok || !res.body) throw new ConsoleApiError(res.status, undefined, `agent stream: HTTP ${res.status}`);
      await readEventStream(res.body, onEvent);
    },
  };
}

export type ConsoleApi = ReturnType<typeof consoleApi>;

/** Parses text/event-stream: blocks separated by a blank line, `event:` and `data:` fields, comments ignored. */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: string, data: unknown) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buf = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buf += decoder.decode(value, { stream: true }).replace(/\r\n?/g, "\n");
    let i: number;
    while ((i = buf.indexOf("\n\n")) >= 0) {
      const block = buf.slice(0, i);
      buf = buf.slice(i + 2);
      let event = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const v = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") event = v;
        else if (field === "data") data.push(v);
      }
      if (data.length === 0) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.join("\n"));
      } catch {
        continue;
      }
      onEvent(event, parsed);
    }
  }
}
