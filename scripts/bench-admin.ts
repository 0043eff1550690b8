/**
 * Leads desk benchmark: seeds 100,000 leads into a fresh database, then times
 * the leads page's requests (one filtered page of 50 with its exact count) over
 * real HTTP, and a full CSV export with the process's peak memory.
 *
 *   npm run bench:admin                 # SQLite
 *   BENCH_DATABASE=postgres TEST_DATABASE_URL=postgres://… npm run bench:admin
 *
 * Targets: p95 under 50 ms on SQLite; export of 100,000 rows under 3 s with
 * memory that does not grow with the row count.
 */
import { randomUUID } from "node:crypto";
import { LEAD_SOURCES, USER_TYPES } from "../src/shared/constants.ts";
import { LEAD_STATUSES } from "../src/shared/pipeline.ts";
import { filterToParams, periodStart, type LeadFilter } from "../src/shared/lead-filters.ts";
import { upsertConfirmedUser } from "../src/server/auth/users.server.ts";
import { startTestApp } from "../tests/server/test-app.ts";

const OWNERS = [randomUUID(), randomUUID(), randomUUID()];
const N = Number(process.env.BENCH_LEADS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const kind = process.env.BENCH_DATABASE === "postgres" ? "postgres" : "sqlite";

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  const t = await startTestApp(kind, { listen: true });
  try {
    const db = t.app.database.db;
    const started = Date.now();
    const now = Date.now();
    const cities = ["Pune, Maharashtra", "Patna, Bihar", "Indore, Madhya Pradesh", "Hisar, Haryana", "Nashik, Maharashtra", "Lucknow, Uttar Pradesh"];
    for (let i = 0; i < N; i += 2000) {
      const batch = [];
      for (let j = i; j < Math.min(N, i + 2000); j++) {
        batch.push({
          id: randomUUID(),
          name: `Farmer ${j} Kumar`,
          email: `farmer${j}@village.example`,
          phone: j % 3 ? `+91 9${String(j).padStart(9, "0")}` : null,
          location: cities[j % cities.length]!,
          user_type: USER_TYPES[j % USER_TYPES.length]!,
          source: LEAD_SOURCES[j % LEAD_SOURCES.length]!,
          metadata: JSON.stringify({ timestamp: new Date(now).toISOString(), userAgent: "bench" }),
          // The desk's pipeline: every status, a third owned by one of three people, one in ten with a follow-up.
          status: LEAD_STATUSES[j % LEAD_STATUSES.length]!,
          owner_id: j % 3 === 0 ? OWNERS[j % OWNERS.length]! : null,
          next_follow_up_at: j % 10 === 0 ? new Date(now + ((j % 20) - 10) * 86_400_000).toISOString() : null,
          // Spread over the last 400 days.
          created_at: new Date(now - Math.floor((j / N) * 400 * 86_400_000)).toISOString(),
        });
      }
      await db.insertInto("leads").values(batch).execute();
    }
    console.log(`${kind}: seeded ${N.toLocaleString("en-IN")} leads in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    await upsertConfirmedUser(t.app.database, "bench@soil.example", "bench-password");
    const config = (await (await fetch(`${t.url}/config.json`)).json()) as { anonKey: string };
    const signIn = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: config.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ email: "bench@soil.example", password: "bench-password" }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const headers = { apikey: config.anonKey, authorization: `Bearer ${token}` };

    // The request the leads page makes: the staff function that reads the shared filter.
    const pageUrl = (f: LeadFilter, page = 0) => {
      const p = filterToParams(f);
      p.set("page", String(page));
      return `${t.url}/functions/v1/leads-page?${p}`;
    };
    const d = new Date();
    const filters: [string, LeadFilter, number?][] = [
      ["no filter, page 1", {}],
      ["no filter, page 200", {}, 199],
      ["last 7 days", { since: periodStart("7d", d)!.toISOString() }],
      ["last 30 days + farmer", { since: periodStart("30d", d)!.toISOString(), userType: "farmer" }],
      ["source website", { source: "website" }],
      ["type ngo + source manual", { userType: "ngo", source: "manual" }],
      ["search 'pune'", { q: "pune" }],
      ["search 'farmer12345'", { q: "farmer12345" }],
      ["search 'kumar' + student + 30 days", { q: "kumar", userType: "student", since: periodStart("30d", d)!.toISOString() }],
      ["status contacted", { status: "contacted" }],
      ["owner (a third of one in three)", { owner: OWNERS[0] }],
      ["nobody owns + qualified", { owner: "none", status: "qualified" }],
      ["follow-up due", { followUp: "due" }],
      ["status converted + 30 days", { status: "converted", since: periodStart("30d", d)!.toISOString() }],
    ];
    const all: number[] = [];
    console.log("\nleads page: one page of 50 with its exact count (leads-page)");
    for (const [label, f, page] of filters) {
      const times: number[] = [];
      let total = "";
      for (let r = 0; r < ROUNDS; r++) {
        const s = performance.now();
        const res = await fetch(pageUrl(f, page ?? 0), { headers });
        const body = (await res.json()) as { total?: number };
        times.push(performance.now() - s);
        total = String(body.total ?? "");
        if (!res.ok) throw new Error(`${label}: HTTP ${res.status}`);
      }
      const sorted = times.slice(2).sort((a, b) => a - b); // two warm-up rounds
      all.push(...sorted);
      console.log(`  ${label.padEnd(40)} p50 ${pct(sorted, 50).toFixed(1).padStart(6)} ms  p95 ${pct(sorted, 95).toFixed(1).padStart(6)} ms  (${total})`);
    }
    // The counts panel (leads-summary) runs alongside the page query.
    const summaryTimes: number[] = [];
    const perFilter: string[] = [];
    for (const [label, f] of filters) {
      const own: number[] = [];
      for (let r = 0; r < 10; r++) {
        const s = performance.now();
        const res = await fetch(`${t.url}/functions/v1/leads-summary?${filterToParams(f)}`, { headers });
        await res.arrayBuffer();
        if (r > 1) own.push(performance.now() - s);
      }
      own.sort((a, b) => a - b);
      summaryTimes.push(...own);
      perFilter.push(`    ${label.padEnd(38)} p50 ${pct(own, 50).toFixed(1).padStart(6)} ms`);
    }
    all.sort((a, b) => a - b);
    summaryTimes.sort((a, b) => a - b);
    console.log(`  ${"ALL FILTERS".padEnd(40)} p50 ${pct(all, 50).toFixed(1).padStart(6)} ms  p95 ${pct(all, 95).toFixed(1).padStart(6)} ms`);
    console.log(`  ${"counts panel (leads-summary), all filters".padEnd(40)} p50 ${pct(summaryTimes, 50).toFixed(1).padStart(6)} ms  p95 ${pct(summaryTimes, 95).toFixed(1).padStart(6)} ms`);
    console.log(perFilter.join("\n"));

    // Full export, with resident memory sampled every 10 ms (server and client share this process).
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const s = performance.now();
    const res = await fetch(`${t.url}/functions/v1/leads-export`, { headers });
    let bytes = 0;
    let lines = 0;
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (const b of value) if (b === 10) lines++;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    const ms = performance.now() - s;
    clearInterval(sampler);
    console.log(`\nCSV export: ${(lines - 1).toLocaleString("en-IN")} rows, ${mb(bytes)} in ${(ms / 1000).toFixed(2)} s`);
    console.log(`  RSS before ${mb(rssBefore)}, peak during export ${mb(peak)} (growth ${mb(peak - rssBefore)}; the file itself is ${mb(bytes)})`);
  } finally {
    await t.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
