/**
 * Live-chat delivery benchmark: 200 visitor sessions hold their event streams
 * open on one server; an agent replies in each session, and the time from the
 * agent's send_message request to the message arriving on that visitor's
 * stream is measured (p50, p99). Printed next to the specified fallback,
 * polling get_messages every 2 s, modelled with the measured get_messages time
 * and a random polling phase per visitor.
 *
 * The visitors and the agent run in a worker thread (their own event loop), so
 * the server's loop is not shared with the load generator.
 *
 *   npm run bench:chat                                  # SQLite (in-process bus)
 *   TEST_DATABASE_URL=postgres://… npm run bench:chat   # SQLite and PostgreSQL (LISTEN/NOTIFY)
 *   BENCH_SESSIONS=200 BENCH_ROUNDS=5 npm run bench:chat
 *
 * Then the scale run: 1,000 visitor streams open and 10 agents replying at
 * once, each server a child process (scripts/bench-chat-server.ts) so its
 * memory is measured alone; on PostgreSQL two processes, every delivery
 * crossing from one to the other. Prints delivery p50/p99 and RSS per process.
 *
 *   BENCH_SCALE_SESSIONS=1000 BENCH_SCALE_AGENTS=10 BENCH_SCALE_ROUNDS=2 npm run bench:chat   # 0 sessions skips it
 */
import { Worker } from "node:worker_threads";
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { TokenService } from "../src/server/auth/tokens.server.ts";
import { createTestDatabase } from "../tests/server/test-db.ts";
import { startTestApp } from "../tests/server/test-app.ts";
import { signedInAgent } from "../tests/server/functions-client.ts";
import { CHAT } from "../src/shared/constants.ts";

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Agents replying at the same moment (each waits for delivery before its next reply); 1 = one agent at a time. */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);
/** The scale run (0 skips it): visitors with open streams, agents replying at once, replies per session. */
const SCALE_SESSIONS = Number(process.env.BENCH_SCALE_SESSIONS ?? 1000);
const SCALE_AGENTS = Number(process.env.BENCH_SCALE_AGENTS ?? 10);
const SCALE_ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 2);

/**
 * Worker code shared by both benchmarks: opens a visitor stream per session
 * (on the server `baseFor(j)` names) and resolves with how many opened, once
 * each has sent its first status event; a message's arrival resolves
 * `waiting` by its text.
 */
const openStreamsSource = `
const openStreams = (ids, baseFor, anonKey, waiting, controllers) => {
  let open = 0;
  return Promise.all(ids.map((id, j) => new Promise((ready, fail) => {
    const ac = new AbortController();
    controllers.push(ac);
    // Each visitor from an address of its own, as phones are (the servers trust one proxy hop), so the
    // per-address cap on open streams applies as it would in the field.
    const visitorAddress = "10." + ((j >> 16) & 255) + "." + ((j >> 8) & 255) + "." + (j & 255);
    fetch(baseFor(j) + "/functions/v1/live-chat?action=stream&sessionId=" + id + "&apikey=" + encodeURIComponent(anonKey), { signal: ac.signal, headers: { "x-forwarded-for": visitorAddress } }).then(async (res) => {
      if (res.status !== 200) return fail(new Error("stream " + res.status));
      const reader = res.body.getReader();
      const dec = new TextDecoder();
      let buf = "", first = true;
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true }));
        if (done) return;
        const now = performance.now();
        buf += dec.decode(value, { stream: true });
        let k;
        while ((k = buf.indexOf("\\n\\n")) >= 0) {
          const block = buf.slice(0, k); buf = buf.slice(k + 2);
          if (first && block.includes("event: status")) { first = false; open++; ready(); }
          const m = /event: message\\ndata: (.*)/.exec(block);
          if (m) { const msg = JSON.parse(m[1]); const w = waiting.get(msg.message); if (w) { waiting.delete(msg.message); w(now); } }
        }
      }
    }, fail);
  }))).then(() => open);
};
`;

const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { base, anonKey, token, sessions, rounds, pollMs, concurrency } = workerData;
const H = { apikey: anonKey, authorization: "Bearer " + anonKey, "content-type": "application/json" };
const A = { apikey: anonKey, authorization: "Bearer " + token, "content-type": "application/json" };
const post = (action, body, headers) => fetch(base + "/functions/v1/live-chat?action=" + action, { method: "POST", headers, body: JSON.stringify(body) }).then(async (r) => { if (!r.ok) throw new Error(action + " " + r.status + " " + await r.text()); return r.json(); });
${openStreamsSource}

(async () => {
  const ids = [];
  for (let i = 0; i < sessions; i++) {
    const s = await post("create_session", { userName: "Visitor " + i, userEmail: "v" + i + "@bench.example", userType: "farmer" }, H);
    await post("take_session", { sessionId: s.sessionId }, A);
    ids.push(s.sessionId);
  }
  // Open every stream and wait until each has sent its first status event.
  const waiting = new Map(); // message text -> resolve(arrivalTime)
  const controllers = [];
  const open = await openStreams(ids, () => base, anonKey, waiting, controllers);

  // get_messages round trip, for the polling model.
  const pollTimes = [];
  for (let i = 0; i < 100; i++) {
    const t0 = performance.now();
    await fetch(base + "/functions/v1/live-chat?action=get_messages&sessionId=" + ids[i % ids.length], { headers: H }).then((r) => r.json());
    pollTimes.push(performance.now() - t0);
  }

  const latencies = [];
  const sendTimes = [];
  const afterCommit = [];
  for (let r = 0; r < rounds; r++) {
    // One reply per session per round, \`concurrency\` agents' requests in flight at a time.
    let next = 0;
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (next < ids.length) {
        const i = next++;
        const text = "round " + r + " session " + i;
        const arrived = new Promise((resolve) => waiting.set(text, resolve));
        const t0 = performance.now();
        await post("send_message", { sessionId: ids[i], message: text, senderType: "agent", senderName: "Soil Doctor Agent" }, A);
        const t1 = performance.now();
        sendTimes.push(t1 - t0);
        const timeout = new Promise((resolve) => setTimeout(() => resolve(NaN), 10000));
        const at = await Promise.race([arrived, timeout]);
        latencies.push(at - t0);
        afterCommit.push(Math.max(0, at - t1));
      }
    }));
  }
  for (const c of controllers) c.abort();
  parentPort.postMessage({ open, latencies, sendTimes, afterCommit, pollTimes, pollMs });
})().catch((e) => parentPort.postMessage({ error: String(e && e.stack || e) }));
`;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const ms = (x: number) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : "—");

async function run(kind: "sqlite" | "postgres") {
  const t = await startTestApp(kind, { listen: true, overrides: { publicWriteLimitPerMinute: 1_000_000, trustProxy: 1 } });
  try {
    const agent = await signedInAgent(t, "bench-agent@soil.example");
    const anonKey = await t.app.tokens.anonKey;
    await fetch(`${t.url}/functions/v1/live-chat?action=agent_online`, {
      method: "POST",
      headers: { apikey: anonKey, authorization: `Bearer ${agent.token}`, "content-type": "application/json" },
      body: "{}",
    });
    const result = await new Promise<{ open: number; latencies: number[]; sendTimes: number[]; afterCommit: number[]; pollTimes: number[]; pollMs: number; error?: string }>((resolve, reject) => {
      const w = new Worker(workerSource, {
        eval: true,
        workerData: { base: t.url, anonKey, token: agent.token, sessions: SESSIONS, rounds: ROUNDS, pollMs: CHAT.pollIntervalMs, concurrency: CONCURRENCY },
      });
      w.once("message", resolve);
      w.once("error", reject);
    });
    if (result.error) throw new Error(result.error);
    const lost = result.latencies.filter((x) => Number.isNaN(x)).length;
    const lat = result.latencies.filter((x) => !Number.isNaN(x));
    // Polling model: the message is committed when send_message returns; the visitor's next
    // poll comes after a uniformly random part of the 2 s interval, then takes one get_messages.
    const pollRtt = pct(result.pollTimes, 50);
    let seed = 42;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const polled = result.sendTimes.map((send) => send + rand() * result.pollMs + pollRtt);
    return { kind, open: result.open, messages: lat.length, lost, lat, polled, sends: result.sendTimes, push: result.afterCommit.filter((x) => !Number.isNaN(x)) };
  } finally {
    await t.close();
  }
}

function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const [i, r] of rows.entries()) {
    console.log(r.map((c, j) => c.padEnd(widths[j]!)).join("  "));
    if (i === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Resident memory of a process, from /proc (Linux). */
function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

interface ServerProcess {
  child: ChildProcess;
  url: string;
}

/** Starts scripts/bench-chat-server.ts as a child process and waits for its port. */
function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench-chat-server.ts"], {
    env: { ...process.env, LOG_LEVEL: "silent", PUBLIC_WRITE_LIMIT_PER_MINUTE: "1000000", TRUST_PROXY: "1", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = /LISTENING (\d+)/.exec(out);
      if (m) resolve({ child, url: `http://127.0.0.1:${m[1]}` });
    });
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function stopServerProcess(p: ServerProcess) {
  if (p.child.exitCode !== null) return;
  const exited = new Promise((resolve) => p.child.once("exit", resolve));
  p.child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (p.child.exitCode === null) p.child.kill("SIGKILL");
}

const scaleWorkerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { urls, anonKey, tokens, sessions, rounds } = workerData;
const H = { apikey: anonKey, authorization: "Bearer " + anonKey, "content-type": "application/json" };
const A = (token) => ({ apikey: anonKey, authorization: "Bearer " + token, "content-type": "application/json" });
const post = (base, action, body, headers) => fetch(base + "/functions/v1/live-chat?action=" + action, { method: "POST", headers, body: JSON.stringify(body) }).then(async (r) => { if (!r.ok) throw new Error(action + " " + r.status + " " + await r.text()); return r.json(); });
${openStreamsSource}
const pool = async (n, items, fn) => { let i = 0; await Promise.all(Array.from({ length: n }, async () => { while (i < items.length) { const k = i++; await fn(items[k], k); } })); };

(async () => {
  // Every agent online, and kept so as a console would: a taken chat whose agent has gone
  // silent goes back to the waiting list (the never-stranded rule).
  const online = () => Promise.all(tokens.map((token) => post(urls[0], "agent_online", {}, A(token))));
  await online();
  setInterval(() => online().catch(() => {}), 10000).unref();
  // Visitor j: stream on server j % n; agent j % agents replies through the other server.
  const ids = new Array(sessions);
  await pool(20, Array.from({ length: sessions }, (_, j) => j), async (j) => {
    const s = await post(urls[j % urls.length], "create_session", { userName: "Visitor " + j, userEmail: "v" + j + "@scale.example", userType: "farmer" }, H);
    if (!s.hasAgent) throw new Error("no agent online for session " + j);
    ids[j] = s.sessionId;
  });
  await pool(20, ids.map((id, j) => [id, j]), async ([id, j]) => {
    await post(urls[(j + 1) % urls.length], "take_session", { sessionId: id }, A(tokens[j % tokens.length]));
  });

  const waiting = new Map();
  const controllers = [];
  const open = await openStreams(ids, (j) => urls[j % urls.length], anonKey, waiting, controllers);
  parentPort.postMessage({ phase: "streams-open", open });

  const latencies = [], sendTimes = [], afterSend = [];
  // Each agent replies in its own sessions one after another; the agents run at once.
  await Promise.all(tokens.map(async (token, a) => {
    const mine = ids.map((id, j) => [id, j]).filter(([, j]) => j % tokens.length === a);
    // Round -1 warms the servers up (compiled code paths, connection pools) and is not counted.
    for (let r = -1; r < rounds; r++) {
      for (const [id, j] of mine) {
        const text = "agent " + a + " round " + r + " session " + j;
        const arrived = new Promise((resolve) => waiting.set(text, resolve));
        const t0 = performance.now();
        await post(urls[(j + 1) % urls.length], "send_message", { sessionId: id, message: text, senderType: "agent", senderName: "Soil Doctor Agent" }, A(token));
        const t1 = performance.now();
        const at = await Promise.race([arrived, new Promise((resolve) => setTimeout(() => resolve(NaN), 10000))]);
        if (r >= 0) {
          latencies.push(at - t0);
          sendTimes.push(t1 - t0);
          if (!Number.isNaN(at)) afterSend.push(Math.max(0, at - t1));
        }
      }
    }
  }));
  parentPort.postMessage({ phase: "done", open, latencies, sendTimes, afterSend });
  for (const c of controllers) c.abort();
})().catch((e) => parentPort.postMessage({ phase: "error", error: String(e && e.stack || e) }));
`;

async function runScale(kind: "sqlite" | "postgres") {
  const processes = kind === "postgres" ? 2 : 1;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-chat-"));
  const db = kind === "postgres" ? await createTestDatabase("postgres") : undefined;
  const jwtSecret = randomBytes(32).toString("hex");
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: db?.config.kind === "postgres" ? db.config.url : `sqlite:${path.join(dataDir, "bench.db")}`,
    JWT_SECRET: jwtSecret,
  };
  const servers: ServerProcess[] = [];
  try {
    // The first process migrates the database and creates the agents; then the others start.
    servers.push(await startServerProcess({ ...env, BENCH_CREATE_AGENTS: String(SCALE_AGENTS) }));
    for (let i = 1; i < processes; i++) servers.push(await startServerProcess(env));
    const anonKey = await new TokenService(jwtSecret).anonKey;
    const tokens: string[] = [];
    for (let i = 0; i < SCALE_AGENTS; i++) {
      const res = await fetch(`${servers[0]!.url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: { apikey: anonKey, "content-type": "application/json" },
        body: JSON.stringify({ email: `bench-agent-${i}@soil.example`, password: "bench-password-1" }),
      });
      const session = (await res.json()) as { access_token?: string };
      if (!session.access_token) throw new Error(`agent ${i} could not sign in: ${res.status}`);
      tokens.push(session.access_token);
    }
    const pids = servers.map((s) => s.child.pid!);
    const rssPeak = pids.map(() => 0);
    let rssOpen = pids.map(() => NaN);
    const sampler = setInterval(() => pids.forEach((pid, i) => (rssPeak[i] = Math.max(rssPeak[i]!, rssOf(pid) || 0))), 200);
    try {
      const result = await new Promise<{ open: number; latencies: number[]; sendTimes: number[]; afterSend: number[] }>((resolve, reject) => {
        const w = new Worker(scaleWorkerSource, {
          eval: true,
          workerData: { urls: servers.map((s) => s.url), anonKey, tokens, sessions: SCALE_SESSIONS, rounds: SCALE_ROUNDS },
        });
        w.on("message", (m: { phase: string; open: number; latencies: number[]; sendTimes: number[]; afterSend: number[]; error?: string }) => {
          if (m.phase === "streams-open") rssOpen = pids.map(rssOf);
          else if (m.phase === "done") {
            resolve(m);
            void w.terminate();
          } else if (m.phase === "error") reject(new Error(m.error));
        });
        w.once("error", reject);
      });
      const lost = result.latencies.filter((x) => Number.isNaN(x)).length;
      return { processes, open: result.open, lat: result.latencies.filter((x) => !Number.isNaN(x)), sends: result.sendTimes, push: result.afterSend, lost, rssPeak, rssOpen };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    for (const s of servers) await stopServerProcess(s);
    await db?.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kinds: Array<"sqlite" | "postgres"> = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
console.log(
  `live-chat delivery: ${SESSIONS} visitor streams open on one server, ${ROUNDS} agent replies per session, ${CONCURRENCY} agents replying at once\n`,
);
const rows: string[][] = [["database", "delivery", "messages", "p50", "p99", "mean", "max"]];
let failed = false;
for (const kind of kinds) {
  const r = await run(kind);
  if (r.open !== SESSIONS || r.lost > 0) failed = true;
  rows.push([kind, `SSE stream (${r.open} open)`, `${r.messages}${r.lost ? ` (${r.lost} lost)` : ""}`, ms(pct(r.lat, 50)), ms(pct(r.lat, 99)), ms(mean(r.lat)), ms(Math.max(...r.lat))]);
  rows.push([kind, "  of which: stream after the send returned", String(r.push.length), ms(pct(r.push, 50)), ms(pct(r.push, 99)), ms(mean(r.push)), ms(Math.max(...r.push))]);
  rows.push([kind, "  of which: the send_message request", String(r.sends.length), ms(pct(r.sends, 50)), ms(pct(r.sends, 99)), ms(mean(r.sends)), ms(Math.max(...r.sends))]);
  rows.push([kind, `polling every ${CHAT.pollIntervalMs} ms (model)`, String(r.polled.length), ms(pct(r.polled, 50)), ms(pct(r.polled, 99)), ms(mean(r.polled)), ms(Math.max(...r.polled))]);
  if (pct(r.lat, 99) >= 100) console.warn(`${kind}: p99 ${ms(pct(r.lat, 99))} is above the 100 ms target`);
}
printTable(rows);

// ---------------------------------------------------------------------------
// Scale: SCALE_SESSIONS visitors with open streams, SCALE_AGENTS agents replying,
// each server a child process of its own (so its RSS is its own). On PostgreSQL
// two processes: every visitor's stream is on one and the replying agent's
// requests go to the other, so every delivery crosses processes.
if (SCALE_SESSIONS > 0) {
  console.log(
    `\nlive-chat at scale: ${SCALE_SESSIONS} visitor streams open, ${SCALE_AGENTS} agents replying at once, ${SCALE_ROUNDS} replies per session; each server its own process\n`,
  );
  const scaleRows: string[][] = [["database", "processes", "streams", "messages", "p50", "p99", "max", "RSS peak per process", "RSS with streams open"]];
  for (const kind of kinds) {
    const r = await runScale(kind);
    if (r.open !== SCALE_SESSIONS || r.lost > 0) failed = true;
    const p99 = pct(r.lat, 99);
    const peak = Math.max(...r.rssPeak);
    scaleRows.push([
      kind,
      String(r.processes),
      String(r.open),
      `${r.lat.length}${r.lost ? ` (${r.lost} lost)` : ""}`,
      ms(pct(r.lat, 50)),
      ms(p99),
      ms(Math.max(...r.lat)),
      r.rssPeak.map(mb).join(" / "),
      r.rssOpen.map(mb).join(" / "),
    ]);
    scaleRows.push([kind, "", "", "  of which: the send_message request", ms(pct(r.sends, 50)), ms(pct(r.sends, 99)), ms(Math.max(...r.sends)), "", ""]);
    scaleRows.push([kind, "", "", "  of which: stream after the send returned", ms(pct(r.push, 50)), ms(pct(r.push, 99)), ms(Math.max(...r.push)), "", ""]);
    if (p99 >= 150) console.warn(`${kind}: p99 ${ms(p99)} is above the 150 ms target`);
    if (peak >= 300 * 1024 * 1024) console.warn(`${kind}: a process peaked at ${mb(peak)}, above the 300 MB target`);
  }
  printTable(scaleRows);
  console.log("\nlatency: from the start of the agent's send_message request to the message on that visitor's stream. Targets: p99 < 150 ms, < 300 MB per process.");
}
process.exit(failed ? 1 : 0);
