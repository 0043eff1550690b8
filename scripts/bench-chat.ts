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
 */
import { Worker } from "node:worker_threads";
import { startTestApp } from "../src/server/testing/test-app.server.ts";
import { signedInAgent } from "../src/server/functions/live-chat/test-helpers.ts";
import { CHAT } from "../src/shared/constants.ts";

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Agents replying at the same moment (each waits for delivery before its next reply); 1 = one agent at a time. */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);

const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { base, anonKey, token, sessions, rounds, pollMs, concurrency } = workerData;
const H = { apikey: anonKey, authorization: "Bearer " + anonKey, "content-type": "application/json" };
const A = { apikey: anonKey, authorization: "Bearer " + token, "content-type": "application/json" };
const post = (action, body, headers) => fetch(base + "/functions/v1/live-chat?action=" + action, { method: "POST", headers, body: JSON.stringify(body) }).then(async (r) => { if (!r.ok) throw new Error(action + " " + r.status + " " + await r.text()); return r.json(); });

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
  let open = 0;
  await Promise.all(ids.map((id) => new Promise((ready, fail) => {
    const ac = new AbortController();
    controllers.push(ac);
    fetch(base + "/functions/v1/live-chat?action=stream&sessionId=" + id + "&apikey=" + encodeURIComponent(anonKey), { signal: ac.signal }).then(async (res) => {
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
  })));

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
  const t = await startTestApp(kind, { listen: true, overrides: { publicWriteLimitPerMinute: 1_000_000 } });
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
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const [i, r] of rows.entries()) {
  console.log(r.map((c, j) => c.padEnd(widths[j]!)).join("  "));
  if (i === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
}
process.exit(failed ? 1 : 0);
