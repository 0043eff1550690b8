/**
 * The widget's calls, with plain fetch and the public anonymous key (the
 * official client library would triple the panel's size). Same wire format
 * as the library: apikey + bearer headers, JSON bodies, /functions/v1/{name}?action=….
 */
import { CHAT } from "@shared/constants";

export interface ChatConfig {
  supabaseUrl: string;
  anonKey: string;
}

export interface ServerMessage {
  id: string;
  message: string;
  sender_type: string;
  sender_name: string | null;
  created_at: string;
}

let configPromise: Promise<ChatConfig> | null = null;

export function getConfig(): Promise<ChatConfig> {
  configPromise ??= fetch("/config.json", { headers: { accept: "application/json" } }).then(async (res) => {
    if (!res.ok) throw new Error(`config.json: HTTP ${res.status}`);
    return (await res.json()) as ChatConfig;
  });
  configPromise.catch(() => (configPromise = null));
  return configPromise;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

async function request<T>(path: string, init: { method: "GET" | "POST"; body?: unknown; prefer?: string } = { method: "GET" }): Promise<T> {
  const { supabaseUrl, anonKey } = await getConfig();
  const headers: Record<string, string> = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
  if (init.method === "POST") headers["content-type"] = "application/json";
  if (init.prefer) headers.prefer = init.prefer;
  const res = await fetch(`${supabaseUrl}${path}`, { method: init.method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  if (!res.ok) {
    const d = (data ?? {}) as { code?: string; error?: string; message?: string };
    throw new ApiError(res.status, d.code, d.error ?? d.message ?? `HTTP ${res.status}`);
  }
  return data as T;
}

export interface LeadBody {
  name: string;
  email: string;
  phone: string | null;
  location: string | null;
  user_type: string;
  source: "live_chat";
  metadata: { timestamp: string; userAgent: string };
}

export const saveLead = (lead: LeadBody) => request<void>("/rest/v1/leads", { method: "POST", body: lead });
export const sendLeadEmail = (leadData: LeadBody) => request<unknown>("/functions/v1/send-lead-email", { method: "POST", body: { leadData } });
export const checkAgentAvailability = () =>
  request<{ hasAvailableAgent: boolean }>("/functions/v1/live-chat?action=check_agent_availability");
export const createSession = (body: { userName: string; userEmail: string; userType: string }) =>
  request<{ sessionId: string; hasAgent: boolean; agentId: string | null }>("/functions/v1/live-chat?action=create_session", { method: "POST", body });
export const sendMessage = (body: { sessionId: string; message: string; senderType: "user"; senderName: string }) =>
  request<{ success: boolean; message: ServerMessage }>("/functions/v1/live-chat?action=send_message", { method: "POST", body });
export const getMessages = (sessionId: string, since?: string) =>
  request<{ messages: ServerMessage[]; status?: string }>(
    `/functions/v1/live-chat?action=get_messages&sessionId=${encodeURIComponent(sessionId)}${since ? `&since=${encodeURIComponent(since)}` : ""}`,
  );
export const askAssistant = (body: { message: string; userInfo: Record<string, string>; sessionId?: string }) =>
  request<{ response?: unknown }>("/functions/v1/chat", { method: "POST", body });

export interface LiveHandlers {
  onMessages(messages: ServerMessage[]): void;
  onStatus(status: string): void;
  /** The newest server time seen, for `since` and stream resumption. */
  since(): string | undefined;
  onTransport?(kind: "stream" | "polling"): void;
}

/**
 * Live-agent mode: Server-Sent Events first; when the stream fails, polling
 * get_messages every 2 s (the specified interval), trying the stream again
 * now and then. Errors are only logged (error catalogue). Returns stop().
 */
export function connectLive(sessionId: string, h: LiveHandlers): () => void {
  let stopped = false;
  let source: EventSource | null = null;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let retryStreamAt = 0;

  const poll = async () => {
    if (stopped) return;
    try {
      const r = await getMessages(sessionId, h.since());
      if (stopped) return;
      if (r.messages.length) h.onMessages(r.messages);
      if (r.status) h.onStatus(r.status);
    } catch (err) {
      console.error("chat polling failed", err);
    }
    if (stopped) return;
    if (Date.now() >= retryStreamAt) return void openStream();
    pollTimer = setTimeout(poll, CHAT.pollIntervalMs);
  };

  const startPolling = () => {
    h.onTransport?.("polling");
    retryStreamAt = Date.now() + 30_000;
    clearTimeout(pollTimer);
    pollTimer = setTimeout(poll, 0);
  };

  const openStream = async () => {
    if (stopped) return;
    if (typeof EventSource === "undefined") return startPolling();
    try {
      const { supabaseUrl, anonKey } = await getConfig();
      const since = h.since();
      const url =
        `${supabaseUrl}/functions/v1/live-chat?action=stream&sessionId=${encodeURIComponent(sessionId)}` +
        `${since ? `&since=${encodeURIComponent(since)}` : ""}&apikey=${encodeURIComponent(anonKey)}`;
      if (stopped) return;
      const es = new EventSource(url);
      source = es;
      es.addEventListener("open", () => h.onTransport?.("stream"));
      es.addEventListener("message", (e) => h.onMessages([JSON.parse((e as MessageEvent<string>).data) as ServerMessage]));
      es.addEventListener("status", (e) => h.onStatus((JSON.parse((e as MessageEvent<string>).data) as { status: string }).status));
      es.addEventListener("error", () => {
        // Any stream failure: fall back to the specified polling; the stream is tried again later.
        console.error("chat stream failed; polling instead");
        es.close();
        if (source === es) source = null;
        if (!stopped) startPolling();
      });
    } catch (err) {
      console.error("chat stream could not start", err);
      startPolling();
    }
  };

  void openStream();
  return () => {
    stopped = true;
    clearTimeout(pollTimer);
    source?.close();
    source = null;
  };
}
