/**
 * WhatsApp webhook benchmark, against a local stand-in for the Cloud API:
 * 1. accept: signed webhooks (farmers' text messages, 200 numbers) POSTed at a
 *    fixed rate (open loop: one every 1000/RATE ms, whether or not the last was
 *    answered) for BENCH_SECONDS; p50/p99 of the answer, while the same process
 *    works the deliveries through (leads, conversations, the console's events).
 *    Target: p99 under 20 ms at 200 requests/s.
 * 2. webhook to console: a first message from a new number, timed from the
 *    POST to the `session_created` event on a signed-in agent's stream, and a
 *    message in a conversation the agent holds, to its `message` event.
 *    Target: under 1 s.
 * The load generator runs in a worker thread with keep-alive connections.
 *
 *   npx tsx scripts/bench-whatsapp.ts                                # SQLite
 *   TEST_DATABASE_URL=postgres://… npx tsx scripts/bench-whatsapp.ts   # SQLite and PostgreSQL
 *   BENCH_RATE=200 BENCH_SECONDS=10 BENCH_SAMPLES=40 npx tsx scripts/bench-whatsapp.ts
 */
import { Worker } from "node:worker_threads";
import { startTestApp, type TestApp } from "../tests/server/test-app.ts";
import { functionsClient, openEventStream, signedInAgent } from "../tests/server/functions-client.ts";
import { startWhatsAppPeer, whatsappSettingsFor, type WhatsAppPeer } from "../tests/server/whatsapp-peer.ts";

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FARMERS = 200;
const LATENCY_SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);

const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const { url, bodies, signatures, rate, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const target = new URL(url);
const latencies = [];
let errors = 0;
let i = 0;
function send(k) {
  return new Promise((resolve) => {
    const body = bodies[k % bodies.length];
    const start = process.hrtime.bigint();
    const req = http.request({ hostname: target.hostname, port: target.port, path: "/webhooks/whatsapp", method: "POST", agent,
      headers: { "content-type": "application/json", "x-hub-signature-256": signatures[k % bodies.length], "content-length": Buffer.byteLength(body) } }, (res) => {
      res.on("data", () => {});
      res.on("end", () => {
        if (res.statusCode !== 200) errors++;
        latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
        resolve();
      });
    });
    req.on("error", () => { errors++; resolve(); });
    req.end(body);
  });
}
(async () => {
  const total = Math.round(rate * seconds);
  const gap = 1000 / rate;
  const t0 = performance.now();
  const inflight = [];
  for (i = 0; i < total; i++) {
    const due = t0 + i * gap;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inflight.push(send(i));
  }
  await Promise.all(inflight);
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  parentPort.postMessage({ latencies, errors, elapsed, total });
})();
`;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : Number.NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function acceptPhase(t: TestApp, peer: WhatsAppPeer) {
  const bodies: string[] = [];
  const signatures: string[] = [];
  const total = Math.round(RATE * SECONDS);
  for (let k = 0; k < total; k++) {
    const from = `9197000${String(k % FARMERS).padStart(5, "0")}`;
    const body = JSON.stringify(peer.messagePayload(from, `Farmer ${k % FARMERS}`, { text: `Question ${k} about my soil` }).payload);
    bodies.push(body);
    signatures.push(peer.sign(body));
  }
  const result = await new Promise<{ latencies: number[]; errors: number; elapsed: number; total: number }>((resolve, reject) => {
    const w = new Worker(workerSource, { eval: true, workerData: { url: t.url, bodies, signatures, rate: RATE, seconds: SECONDS } });
    w.once("message", resolve);
    w.once("error", reject);
  });
  const started = Date.now();
  await t.app.whatsapp.idle();
  const drained = Date.now() - started;
  const stored = (await t.app.database.db.selectFrom("whatsapp_messages").select("id").where("direction", "=", "in").execute()).length;
  return { ...result, drainedMs: drained, stored };
}

async function consolePhase(t: TestApp, peer: WhatsAppPeer, agent: { userId: string; token: string }) {
  const anonKey = await t.app.tokens.anonKey;
  const call = functionsClient(t.url, anonKey);
  const stream = await openEventStream(`${t.url}/functions/v1/live-chat?action=agent_stream`, { apikey: anonKey, authorization: `Bearer ${agent.token}` });
  await stream.waitFor((e) => e.event === "ready");
  const opened: number[] = [];
  const delivered: number[] = [];
  for (let k = 0; k < LATENCY_SAMPLES; k++) {
    const from = `9196000${String(k).padStart(5, "0")}`;
    const name = `Console farmer ${k}`;
    const t0 = performance.now();
    const res = await peer.deliver(t.url, peer.messagePayload(from, name, { text: "Namaste" }).payload);
    if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
    const created = await stream.waitFor((e) => e.event === "session_created" && (e.data as { user_name?: string }).user_name === name, 5000);
    opened.push((created as unknown as { at: number }).at - t0);
    const sessionId = (created.data as { id: string }).id;
    await call("live-chat?action=take_session", { body: { sessionId }, token: agent.token });
    await stream.waitFor((e) => e.event === "following" && (e.data as { sessionId?: string }).sessionId === sessionId, 5000);
    const text = `Second message ${k}`;
    const t1 = performance.now();
    await peer.deliver(t.url, peer.messagePayload(from, name, { text }).payload);
    const message = await stream.waitFor((e) => e.event === "message" && (e.data as { message?: { message?: string } }).message?.message === text, 5000);
    delivered.push((message as unknown as { at: number }).at - t1);
    await call("live-chat?action=end_session", { body: { sessionId }, token: agent.token });
  }
  await stream.close();
  return { opened, delivered };
}

async function bench(kind: "sqlite" | "postgres") {
  const peer = await startWhatsAppPeer();
  const t = await startTestApp(kind, { listen: true, overrides: { whatsapp: whatsappSettingsFor(peer), publicWriteLimitPerMinute: 100_000 } });
  try {
    const agent = await signedInAgent(t, "bench-agent@soil.example");
    const call = functionsClient(t.url, await t.app.tokens.anonKey);
    // Daytime: an agent is online, so conversations wait for them (the assistant stays out of the measurement).
    await call("live-chat?action=agent_online", { body: {}, token: agent.token });
    // The console's heartbeat, so the agent stays present through the run.
    const heartbeat = setInterval(() => void call("live-chat?action=heartbeat", { body: {}, token: agent.token }).catch(() => undefined), 5000);
    try {
      const accept = await acceptPhase(t, peer);
      const toConsole = await consolePhase(t, peer, agent);
      return { kind, accept, toConsole };
    } finally {
      clearInterval(heartbeat);
    }
  } finally {
    await t.close();
    await peer.close();
  }
}

const kinds: Array<"sqlite" | "postgres"> = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
for (const kind of kinds) {
  const r = await bench(kind);
  const a = r.accept;
  console.log(`\n${kind}: ${a.total} signed webhooks at ${RATE}/s for ${SECONDS} s (achieved ${(a.latencies.length / a.elapsed).toFixed(0)}/s), errors ${a.errors}`);
  console.log(`  accept   p50 ${ms(pct(a.latencies, 50))}  p99 ${ms(pct(a.latencies, 99))}  max ${ms(Math.max(...a.latencies))}   target p99 < 20 ms: ${pct(a.latencies, 99) < 20 ? "met" : "MISSED"}`);
  console.log(`  worked through: ${a.stored} messages stored, ${a.drainedMs} ms after the last answer`);
  const o = r.toConsole.opened;
  const d = r.toConsole.delivered;
  console.log(`  webhook → console, new conversation (session_created), ${o.length} samples: p50 ${ms(pct(o, 50))}  p99 ${ms(pct(o, 99))}   target < 1 s: ${pct(o, 99) < 1000 ? "met" : "MISSED"}`);
  console.log(`  webhook → console, message in a held chat (message), ${d.length} samples: p50 ${ms(pct(d, 50))}  p99 ${ms(pct(d, 99))}   target < 1 s: ${pct(d, 99) < 1000 ? "met" : "MISSED"}`);
}
console.log(`\nload average: ${(await import("node:os")).loadavg().map((x) => x.toFixed(1)).join(" ")}`);
process.exit(0);
