/**
 * The browser's one way to reach our server's API: the public chat widget
 * uses it alone (the official client library would triple its size), and every
 * admin screen's data goes through it by way of the typed staff client
 * (features/admin-api), which adds the signed-in user's token. The library is
 * kept for signing in and out only. Same wire format as the library: apikey +
 * bearer headers, JSON bodies. This module never loads the library itself.
 */
import type { FunctionErrorBody } from "@shared/api-types";
import { endsSession, reportSessionEnded } from "~/features/auth/session-ended.ts";

export interface ClientConfig {
  supabaseUrl: string;
  anonKey: string;
}

let configPromise: Promise<ClientConfig> | null = null;

/**
 * Address and public key of our server's API, as the server announces them,
 * so one build runs under any host name. Loaded once; a failed load is
 * forgotten, so the next caller tries again.
 */
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

/** A call the server refused or could not answer: its HTTP status, its stable code (when it sent one) and its message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface ApiRequest {
  method?: "GET" | "HEAD" | "POST" | "PATCH" | "DELETE";
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** The signed-in user's access token; the public key when absent. */
  token?: string;
  accept?: string;
  /** Lets a call finish after the page has gone (going offline on leaving). */
  keepalive?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (the chat widget's device id for per-device limits). */
  headers?: Record<string, string>;
}

/** The API's address for `path` (e.g. `/functions/v1/live-chat`) with the query's defined values. */
export async function apiUrl(path: string, query?: Record<string, string | undefined>): Promise<string> {
  const { supabaseUrl } = await getClientConfig();
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, v);
  const qs = params.toString();
  return `${supabaseUrl}${path}${qs ? `${path.includes("?") ? "&" : "?"}${qs}` : ""}`;
}

/**
 * The address for a request that cannot carry headers (EventSource, a page's
 * closing beacon): the public key rides in the query instead.
 */
export async function keyedUrl(path: string, query?: Record<string, string | undefined>): Promise<string> {
  const { anonKey } = await getClientConfig();
  return apiUrl(path, { ...query, apikey: anonKey });
}

/**
 * Sends one request and returns the response once it succeeded; a refusal
 * becomes an ApiError with the server's code and message. For streams and
 * downloads, whose bodies are not JSON.
 */
export async function apiFetch(path: string, init: ApiRequest = {}): Promise<Response> {
  const [{ anonKey }, url] = await Promise.all([getClientConfig(), apiUrl(path, init.query)]);
  const method = init.method ?? "GET";
  const headers: Record<string, string> = { ...init.headers, apikey: anonKey, authorization: `Bearer ${init.token ?? anonKey}` };
  const sendsBody = method === "POST" || method === "PATCH";
  // A file (an import's sheet) goes as its bytes; everything else as JSON.
  const file = init.body instanceof Blob ? init.body : null;
  if (sendsBody) headers["content-type"] = file ? "application/octet-stream" : "application/json";
  if (init.accept) headers.accept = init.accept;
  const res = await fetch(url, {
    method,
    headers,
    body: sendsBody ? (file ?? JSON.stringify(init.body ?? {})) : undefined,
    keepalive: init.keepalive,
    signal: init.signal,
    cache: init.accept === "text/event-stream" ? "no-store" : undefined,
  });
  if (endsSession(url, res.status, !!init.token)) reportSessionEnded();
  if (!res.ok) throw await errorOf(res);
  return res;
}

/** Sends one request and returns its JSON body. */
export async function request<T>(path: string, init: ApiRequest = {}): Promise<T> {
  const text = await (await apiFetch(path, init)).text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Calls a server function (`/functions/v1/{name}`), with `?action=` when the function has several. */
export function callFunction<T>(name: string, init: ApiRequest & { action?: string } = {}): Promise<T> {
  const { action, query, ...rest } = init;
  return request<T>(`/functions/v1/${name}`, { ...rest, query: action ? { action, ...query } : query });
}

async function errorOf(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => "");
  let body: Partial<FunctionErrorBody> & { message?: string } = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    if (parsed && typeof parsed === "object") body = parsed;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  return new ApiError(res.status, body.code, body.error ?? body.message ?? `HTTP ${res.status}`);
}
