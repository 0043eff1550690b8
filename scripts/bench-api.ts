/**
 * API benchmark: requests per second and p50/p99 latency of an anonymous lead
 * insert and an authenticated leads query (50 rows, filtered, ordered), next to
 * a bare Fastify route in the same run. The load generator runs in a worker
 * thread with keep-alive connections so it does not share the server's event loop.
 *
 *   npm run bench:api                       # SQLite
 *   TEST_DATABASE_URL=postgres://… npm run bench:api   # SQLite and PostgreSQL
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=32 npm run bench:api
 */
import Fastify from "fastify";
import { Worker } from "node:worker_threads";
import { randomUUID } from "node:crypto";
import { startTestApp } from "../tests/server/test-app.ts";
import { upsertConfirmedUser } from "../src/server/auth/users.server.ts";
import { BODY_LIMIT } from "../src/server/app.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

interface Scenario {
  name: string;
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  expect: number;
}

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const { url, method, headers, body, durationMs, connections, expect } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(url);
const latencies = [];
let errors = 0;
let stop = false;
function once() {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint();
    const h = body ? { ...headers, "content-length": Buffer.byteLength(body) } : headers;
    const req = http.request({ hostname: target.hostname, port: target.port, path: target.pathname + target.search, method, headers: h, agent }, (res) => {
      res.on("data", () => {});
      res.on("end", () => {
        if (res.statusCode !== expect) errors++;
        latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
        resolve();
      });
    });
    req.on("error", () => { errors++; resolve(); });
    req.end(body);
  });
}
async function loop() { while (!stop) await once(); }
(async () => {
  // Warm-up second, not measured.
  const warm = Date.now() + 1000;
  await Promise.all(Array.from({ length: connections }, async () => { while (Date.now() < warm) await once(); }));
  latencies.length = 0; errors = 0;
  const t0 = Date.now();
  setTimeout(() => { stop = true; }, durationMs);
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (Date.now() - t0) / 1000;
  agent.destroy();
  parentPort.postMessage({ count: latencies.length, elapsed, latencies, errors });
})();
`;

function run(s: Scenario): Promise<Result> {
  return new Promise((resolve, reject) => {
    const w = new Worker(workerSource, {
      eval: true,
      workerData: { url: s.url, method: s.method, headers: s.headers, body: s.body, durationMs: SECONDS * 1000, connections: CONNECTIONS, expect: s.expect },
    });
    w.once("error", reject);
    w.once("message", (m: { count: number; elapsed: number; latencies: number[]; errors: number }) => {
      const sorted = Float64Array.from(m.latencies).sort();
      const pct = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);
      resolve({ name: s.name, rps: m.count / m.elapsed, p50: pct(50), p99: pct(99), errors: m.errors });
      void w.terminate();
    });
  });
}

async function bareServer() {
  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT });
  app.get("/bare", async () => ({ ok: true }));
  app.post("/bare", async (req, reply) => reply.code(201).send({ ok: typeof req.body === "object" }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  const addr = app.server.address();
  return { app, url: `http://127.0.0.1:${typeof addr === "object" && addr ? addr.port : 0}` };
}

async function benchKind(kind: "sqlite" | "postgres"): Promise<Result[]> {
  const t = await startTestApp(kind, { listen: true, overrides: { publicWriteLimitPerMinute: 1_000_000_000, logLevel: "silent" } });
  const bare = await bareServer();
  try {
    const key = await t.app.tokens.anonKey;
    await upsertConfirmedUser(t.app.database, "bench@soil.example", "bench-password");
    const login = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: key, "content-type": "application/json" },
      body: JSON.stringify({ email: "bench@soil.example", password: "bench-password" }),
    });
    const token = ((await login.json()) as { access_token: string }).access_token;

    // 2,000 leads spread over 60 days, half of them farmers.
    const types = ["farmer", "fpo", "ngo", "student"];
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      id: randomUUID(),
      name: `Lead ${i}`,
      email: `lead${i}@farm.example`,
      phone: null,
      location: "Sitapur, Uttar Pradesh",
      user_type: i % 2 ? "farmer" : types[i % 4]!,
      source: "live_chat",
      metadata: JSON.stringify({ timestamp: new Date().toISOString(), userAgent: "bench" }),
      created_at: new Date(Date.now() - i * 43_200_000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 200) await t.app.database.db.insertInto("leads").values(rows.slice(i, i + 200)).execute();

    const leadBody = JSON.stringify({
      name: "Ramesh Kumar",
      email: "ramesh@farm.example",
      phone: "+91 98765 43210",
      location: "Sitapur, Uttar Pradesh",
      user_type: "farmer",
      source: "live_chat",
      metadata: { timestamp: new Date().toISOString(), userAgent: "Mozilla/5.0 (bench)" },
    });
    const json = { "content-type": "application/json" };
    const anonHeaders = { ...json, apikey: key, authorization: `Bearer ${key}`, "content-profile": "public" };
    const staffHeaders = { apikey: key, authorization: `Bearer ${token}`, "accept-profile": "public" };
    const query = `${t.url}/rest/v1/leads?select=*&user_type=eq.farmer&created_at=gte.${encodeURIComponent(new Date(Date.now() - 90 * 86_400_000).toISOString())}&order=created_at.desc&limit=50`;
    const check = (await (await fetch(query, { headers: staffHeaders })).json()) as unknown[];
    if (check.length !== 50) throw new Error(`query returned ${check.length} rows, expected 50`);

    const scenarios: Scenario[] = [
      { name: "bare Fastify POST", url: `${bare.url}/bare`, method: "POST", headers: json, body: leadBody, expect: 201 },
      { name: "anon lead insert", url: `${t.url}/rest/v1/leads`, method: "POST", headers: anonHeaders, body: leadBody, expect: 201 },
      { name: "bare Fastify GET", url: `${bare.url}/bare`, method: "GET", headers: {}, expect: 200 },
      { name: "staff leads query (50 rows)", url: query, method: "GET", headers: staffHeaders, expect: 200 },
    ];
    // BENCH_ONLY=insert (a substring of a scenario name) runs one scenario, e.g. under a profiler.
    const only = process.env.BENCH_ONLY;
    const results: Result[] = [];
    for (const s of scenarios) {
      if (only && !s.name.includes(only)) continue;
      results.push(await run(s));
    }
    return results;
  } finally {
    await bare.app.close();
    await t.close();
  }
}

function print(kind: string, r: Result[]) {
  if (r.length !== 4) {
    for (const x of r) console.log(`${x.name}: ${x.rps.toFixed(0)} req/s, p50 ${x.p50.toFixed(2)} ms, p99 ${x.p99.toFixed(2)} ms, ${x.errors} errors`);
    return;
  }
  const [barePost, insert, bareGet, query] = r as [Result, Result, Result, Result];
  const ratio = (a: Result, b: Result) => (a.rps / b.rps).toFixed(2);
  const lines = [
    ["scenario", "req/s", "p50 ms", "p99 ms", "errors", "vs bare"],
    [barePost.name, barePost.rps.toFixed(0), barePost.p50.toFixed(2), barePost.p99.toFixed(2), String(barePost.errors), "1.00"],
    [insert.name, insert.rps.toFixed(0), insert.p50.toFixed(2), insert.p99.toFixed(2), String(insert.errors), ratio(insert, barePost)],
    [bareGet.name, bareGet.rps.toFixed(0), bareGet.p50.toFixed(2), bareGet.p99.toFixed(2), String(bareGet.errors), "1.00"],
    [query.name, query.rps.toFixed(0), query.p50.toFixed(2), query.p99.toFixed(2), String(query.errors), ratio(query, bareGet)],
  ];
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
  console.log(`\n${kind} (${CONNECTIONS} connections, ${SECONDS} s per scenario)`);
  for (const [i, l] of lines.entries()) {
    console.log(l.map((c, j) => (j === 0 ? c.padEnd(widths[j]!) : c.padStart(widths[j]!))).join("  "));
    if (i === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  }
  const target = insert.rps / barePost.rps >= 0.5;
  console.log(`lead insert reaches ${(100 * insert.rps / barePost.rps).toFixed(0)}% of the bare route${kind === "sqlite" ? (target ? " (target ≥ 50%: met)" : " (target ≥ 50%: NOT met)") : ""}`);
}

async function main() {
  const kinds: Array<"sqlite" | "postgres"> = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
  for (const kind of kinds) print(kind, await benchKind(kind));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
