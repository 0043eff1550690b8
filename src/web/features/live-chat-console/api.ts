/**
 * The console's calls to the live-chat function, with the signed-in agent's
 * token. Plain fetch (rather than `client.functions.invoke`) so the status of a
 * failed call (409 on a lost take) and the event stream are at hand; the token
 * always comes from the official client, which refreshes it.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type {
  AgentOnlineResult,
  ChatMessage,
  AgentPresenceResult,
  AgentStreamEvent,
  AgentStreamEventName,
  EndSessionResult,
  GetMessagesResult,
  HeartbeatResult,
  SendMessageResult,
  SessionsResult,
  TakeSessionResult,
} from "@shared/api-types";
import type { WhatsAppTemplateOut } from "@shared/whatsapp-types";
import { apiFetch, callFunction, keyedUrl, type ApiRequest } from "~/lib/api-client.ts";

const FN = "live-chat";

/** Every event the agent stream sends; anything else (a newer server's event) is skipped. */
const AGENT_EVENTS: Record<AgentStreamEventName, true> = {
  ready: true,
  message: true,
  status: true,
  following: true,
  resync: true,
  ping: true,
  session_created: true,
  session_taken: true,
  session_ended: true,
  presence: true,
  typing: true,
  delivery: true,
};
const isAgentEvent = (name: string): name is AgentStreamEventName => Object.hasOwn(AGENT_EVENTS, name);

export function consoleApi(client: SupabaseClient) {
  const token = async () => (await client.auth.getSession()).data.session?.access_token;
  const call = async <T>(action: string, init: ApiRequest = {}) => callFunction<T>(FN, { ...init, action, token: await token() });

  return {
    goOnline: (userId: string) => call<AgentOnlineResult>("agent_online", { method: "POST", body: { userId } }),
    goOffline: (userId: string) => call<AgentPresenceResult>("agent_offline", { method: "POST", body: { userId }, keepalive: true }),
    heartbeat: () => call<HeartbeatResult>("heartbeat", { method: "POST" }),
    waiting: () => call<SessionsResult>("get_waiting_sessions").then((r) => r.sessions),
    active: () => call<SessionsResult>("get_active_sessions").then((r) => r.sessions),
    seen: (sessionId: string, upTo: string, read: boolean) => call("mark_seen", { method: "POST", body: { sessionId, upTo, read } }),
    typing: (sessionId: string) => call("typing", { method: "POST", body: { sessionId } }),
    messages: (sessionId: string, since?: string) => call<GetMessagesResult>("get_messages", { query: { sessionId, since } }),
    take: (sessionId: string, agentId: string) => call<TakeSessionResult>("take_session", { method: "POST", body: { sessionId, agentId } }),
    send: (sessionId: string, message: string, senderName: string) =>
      call<SendMessageResult>("send_message", { method: "POST", body: { sessionId, message, senderType: "agent", senderName } }),
    end: (sessionId: string, agentId: string) => call<EndSessionResult>("end_session", { method: "POST", body: { sessionId, agentId } }),

    /** WhatsApp: the approved templates (`sync` reads them from the business account first). */
    whatsappTemplates: async (sync = false) =>
      (await callFunction<{ templates: WhatsAppTemplateOut[] }>("whatsapp-templates", { method: sync ? "POST" : "GET", token: await token() })).templates,
    /** WhatsApp: an approved template in a conversation (outside the 24-hour window, the only thing that may go). */
    sendWhatsAppTemplate: async (sessionId: string, name: string, language: string, values: string[], senderName: string) =>
      callFunction<{ sessionId: string; message: ChatMessage }>("whatsapp-send-template", { method: "POST", body: { sessionId, name, language, values, senderName }, token: await token() }),
    /** WhatsApp: a file the farmer sent, as a local object URL (fetched with the agent's session, never WhatsApp's link). */
    async whatsappMedia(id: string): Promise<string> {
      const res = await apiFetch("/functions/v1/whatsapp-media", { query: { id }, token: await token() });
      return URL.createObjectURL(await res.blob());
    },

    /**
     * Sets the agent offline from a page that is going away. A beacon outlives
     * the page but cannot carry the Authorization header, so it carries the
     * offline token from agent_online/heartbeat (good for nothing else) and the
     * public key in the query.
     */
    async beaconOffline(offlineToken: string): Promise<boolean> {
      const url = await keyedUrl(`/functions/v1/${FN}`, { action: "agent_offline" });
      const body = new Blob([JSON.stringify({ offlineToken })], { type: "text/plain;charset=UTF-8" });
      return typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url, body);
    },

    /**
     * Reads the agent stream (Server-Sent Events) with fetch, so the token goes
     * in the Authorization header and never into a URL. Resolves when the
     * stream ends; rejects when it cannot be opened or breaks.
     */
    async stream(onEvent: (event: AgentStreamEvent) => void, signal: AbortSignal): Promise<void> {
      const res = await apiFetch(`/functions/v1/${FN}`, { query: { action: "agent_stream" }, token: await token(), accept: "text/event-stream", signal });
      if (!res.body) throw new Error("agent stream: no body");
      await readEventStream(res.body, (event, data) => {
        if (isAgentEvent(event)) onEvent({ event, data } as AgentStreamEvent);
      });
    },
  };
}

/** Parses text/event-stream: blocks separated by a blank line, `event:` and `data:` fields, comments ignored. */
async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: string, data: unknown) => void): Promise<void> {
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
