import net from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveChatApp, openEventStream } from "../../../tests/server/functions-client.ts";
import { openSse, StreamRegistry, type SseWriter } from "./sse.server.ts";

type Json = Record<string, unknown>;
const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("condition not reached");
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe("chat streams: cap per address and lifetime", () => {
  let ctx: Awaited<ReturnType<typeof liveChatApp>>;
  beforeAll(async () => void (ctx = await liveChatApp("sqlite", ["sse-a@soil.example", "sse-b@soil.example"])));
  afterAll(async () => ctx?.t.close());

  const newSession = async () => {
    const r = await ctx.call("live-chat?action=create_session", { body: { userName: "Asha Devi", userEmail: "asha@example.in", userType: "farmer" } });
    expect(r.status).toBe(200);
    return r.json as { sessionId: string };
  };
  const urlOf = (sessionId: string) => `${ctx.t.url}/functions/v1/live-chat?action=stream&sessionId=${sessionId}&apikey=${encodeURIComponent(ctx.anonKey)}`;

  it("refuses a stream beyond the cap with 429 and Retry-After, and admits again once one closes", async () => {
    const streams = ctx.t.app.chatStreams;
    const saved = streams.limits.perAddress;
    streams.limits.perAddress = 3;
    try {
      const s = await newSession();
      const open = await Promise.all([1, 2, 3].map(() => openEventStream(urlOf(s.sessionId))));
      for (const o of open) expect(o.res.status).toBe(200);
      // One person's conversation: neither the browser nor a proxy may store it.
      expect(open[0]!.res.headers.get("cache-control")).toBe("no-store, no-transform");
      const refused = await fetch(urlOf(s.sessionId), { headers: { accept: "text/event-stream" } });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await refused.json()) as Json).error).toMatch(/Too many open streams/);

      await open[0]!.close();
      await until(() => streams.openFrom("127.0.0.1") === 2);
      const again = await openEventStream(urlOf(s.sessionId));
      expect(again.res.status).toBe(200);
      for (const o of [...open.slice(1), again]) await o.close();
      await until(() => streams.openFrom("127.0.0.1") === 0);
    } finally {
      streams.limits.perAddress = saved;
    }
  });

  it("ends a stream after its lifetime with `reconnect`; resuming from the last event loses nothing", async () => {
    const streams = ctx.t.app.chatStreams;
    const saved = streams.limits.lifetimeMs;
    streams.limits.lifetimeMs = 1500;
    try {
      const s = await newSession();
      await ctx.call("live-chat?action=send_message", { body: { sessionId: s.sessionId, message: "first" } });
      const stream = await openEventStream(urlOf(s.sessionId));
      const first = await stream.waitFor((e) => e.event === "message" && (e.data as Json).message === "first");
      await stream.waitFor((e) => e.event === "reconnect", 10_000);
      await until(() => streams.openFrom("127.0.0.1") === 0);
      // Written between the old stream's end and the new one.
      await ctx.call("live-chat?action=send_message", { body: { sessionId: s.sessionId, message: "in the gap" } });
      streams.limits.lifetimeMs = saved;
      const resumed = await openEventStream(urlOf(s.sessionId), { "last-event-id": first.id! });
      await resumed.waitFor((e) => e.event === "message" && (e.data as Json).message === "in the gap");
      expect(resumed.events.filter((e) => e.event === "message").map((e) => (e.data as Json).message)).toEqual(["in the gap"]);
      await stream.close();
      await resumed.close();
    } finally {
      streams.limits.lifetimeMs = saved;
    }
  });
});

describe("stream writer: heartbeat and slow clients", () => {
  let app: FastifyInstance;
  let url: URL;
  const registry = new StreamRegistry({ heartbeatMs: 100, maxBufferedBytes: 64 * 1024, stalledMs: 60_000 });
  const writers: SseWriter[] = [];
  beforeAll(async () => {
    app = Fastify();
    app.get("/idle", async (req, reply) => void writers.push(openSse(req, reply, registry)));
    app.get("/flood", async (req, reply) => {
      const sse = openSse(req, reply, registry);
      writers.push(sse);
      const chunk = "x".repeat(32 * 1024);
      // Writes as fast as the event loop allows, like a busy chat would over time.
      const pump = setInterval(() => {
        for (let i = 0; i < 20 && !sse.closed; i++) sse.send("message", { chunk });
        if (sse.closed) clearInterval(pump);
      }, 1);
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const addr = app.server.address() as net.AddressInfo;
    url = new URL(`http://127.0.0.1:${addr.port}`);
  });
  afterAll(async () => {
    registry.endAll();
    await app.close();
  });

  it("sends a heartbeat comment while idle", async () => {
    const stream = await openEventStream(new URL("/idle", url).href);
    await until(() => (stream.raw.match(/: ping\n\n/g) ?? []).length >= 2);
    await stream.close();
  });

  it("drops a client that does not read instead of queueing without bound", async () => {
    const socket = net.connect(Number(url.port), url.hostname);
    await new Promise<void>((r) => socket.once("connect", () => r()));
    socket.write(`GET /flood HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\n\r\n`);
    // Read the headers, then stop reading: the kernel buffers fill and the server's queue grows.
    await new Promise<void>((r) => socket.once("data", () => r()));
    socket.pause();
    await until(() => writers.at(-1)?.closed === true, 20_000);
    // Dropped and forgotten: no stream of this test (nor the idle one before it) stays registered.
    await until(() => registry.size === 0, 5_000);
    socket.destroy();
  });
});
