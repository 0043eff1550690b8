import { upsertConfirmedUser } from "../../src/server/auth/users.server.ts";
import type { TestApp } from "./test-app.ts";

export interface CallOptions {
  method?: "GET" | "POST";
  body?: unknown;
  query?: Record<string, string>;
  /** A user's access token; the anonymous key otherwise. */
  token?: string;
  headers?: Record<string, string>;
}

/** Raw HTTP calls to /functions/v1, as the widget makes them. */
export function functionsClient(baseUrl: string, anonKey: string) {
  return async function call(path: string, opts: CallOptions = {}) {
    const [name, action] = path.split("?action=");
    const qs = new URLSearchParams({ ...(action ? { action } : {}), ...(opts.query ?? {}) });
    const method = opts.method ?? (opts.body === undefined ? "GET" : "POST");
    const res = await fetch(`${baseUrl}/functions/v1/${name}?${qs}`, {
      method,
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${opts.token ?? anonKey}`,
        ...(method === "POST" ? { "content-type": "application/json" } : {}),
        ...opts.headers,
      },
      body: method === "POST" ? JSON.stringify(opts.body ?? {}) : undefined,
    });
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      /* not JSON */
    }
    return { status: res.status, json, text };
  };
}

/** Creates a confirmed staff account and signs it in; returns its id and access token. */
export async function signedInAgent(t: TestApp, email: string, password = "agent-password-1") {
  const { user } = await upsertConfirmedUser(t.app.database, email, password);
  const anonKey = await t.app.tokens.anonKey;
  const res = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: anonKey, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const session = (await res.json()) as { access_token: string };
  if (!session.access_token) throw new Error(`sign-in failed for ${email}`);
  return { userId: user.id, token: session.access_token };
}

/** Reads Server-Sent Events from a fetch response body. */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: controller.signal });
  const events: Array<{ event: string; data: unknown; id?: string; at: number }> = [];
  const waiters: Array<() => void> = [];
  let raw = "";
  const pump = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buf = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const chunk = decoder.decode(value, { stream: true });
        raw += chunk;
        buf += chunk;
        let i: number;
        while ((i = buf.indexOf("\n\n")) >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          let event = "message";
          let data = "";
          let id: string | undefined;
          for (const line of block.split("\n")) {
            if (line.startsWith("event: ")) event = line.slice(7);
            else if (line.startsWith("data: ")) data += line.slice(6);
            else if (line.startsWith("id: ")) id = line.slice(4);
          }
          if (data) {
            events.push({ event, data: JSON.parse(data), id, at: performance.now() });
            for (const w of waiters.splice(0)) w();
          }
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return {
    res,
    events,
    get raw() {
      return raw;
    },
    /** Resolves when an event matching `pred` has arrived. */
    async waitFor(pred: (e: { event: string; data: unknown }) => boolean, ms = 5000) {
      const until = Date.now() + ms;
      for (;;) {
        const hit = events.find(pred);
        if (hit) return hit;
        if (Date.now() > until) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 50);
        });
      }
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}

export type Agent = Awaited<ReturnType<typeof signedInAgent>>;

/** A listening app (limits raised so suites are not throttled) with two signed-in agents, for the live-chat suites. */
export async function liveChatApp(kind: "sqlite" | "postgres", agentEmails: [string, string]) {
  const { startTestApp } = await import("./test-app.ts");
  const t = await startTestApp(kind, { listen: true, overrides: { publicWriteLimitPerMinute: 1000 } });
  const anonKey = await t.app.tokens.anonKey;
  return {
    t,
    anonKey,
    call: functionsClient(t.url, anonKey),
    agentA: await signedInAgent(t, agentEmails[0]),
    agentB: await signedInAgent(t, agentEmails[1]),
  };
}
