/**
 * How many visitors a public page can serve: requests/s and p50/p99 latency of
 * every public page (English and Hindi, and the newest blog post in each) next
 * to /healthz, in the same run, at 16 connections, from one production
 * process. The target (issue 31): each page at least 0.4 × /healthz's
 * requests/s, with p99 under 50 ms.
 *
 *   npm run bench:pages-throughput
 *   npm run bench:pages-throughput -- --runs 3          # medians of 3 runs
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=32 npm run bench:pages-throughput
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:pages-throughput
 *
 * Requests ask as a phone's browser does (brotli, English or Hindi). The load
 * generator (autocannon) runs in this process and the site in another; both
 * share this machine's cores, so the figures compare pages with /healthz
 * rather than promise a rate on a dedicated server.
 */
import autocannon from "autocannon";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, startServer } from "../tests/proxy/cluster.ts";
import { createTestDatabase, type TestDatabase } from "../tests/server/test-db.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** Time for the start's page preparation (warm-pages) to finish before measuring. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_SECONDS ?? 15) * 1000;
const RUNS_AT = process.argv.indexOf("--runs");
const RUNS = RUNS_AT >= 0 ? Math.max(1, Number(process.argv[RUNS_AT + 1]) || 1) : 1;
const TARGET_RATIO = 0.4;
const TARGET_P99_MS = 50;

const PAGES = ["/", "/about", "/solutions", "/for-farmers", "/for-partners", "/csr", "/find-clinic", "/resources", "/soil-intelligence", "/start-clinic", "/contact", "/privacy-policy", "/terms-of-service", "/sitemap", "/blog"];
const BROWSER = { en: "en-IN,en;q=0.9", hi: "hi-IN,hi;q=0.9,en;q=0.8" };

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

async function measure(url: string, language: string): Promise<Figures> {
  const opts = { url, connections: CONNECTIONS, headers: { "accept-encoding": "br", "accept-language": language } };
  await autocannon({ ...opts, duration: 1 }); // warm-up, not counted
  const r = await autocannon({ ...opts, duration: SECONDS });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failed: r.non2xx + r.errors + r.timeouts };
}

/** The newest post's address in each language, from the sitemap (posts follow the fixed pages there). */
async function blogPosts(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const en = paths.find((p) => p.startsWith("/blog/"));
  const hi = paths.find((p) => p.startsWith("/hi/blog/"));
  return [en, hi].filter((p): p is string => !!p);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "site-bench-pages-"));
  let db: TestDatabase | undefined;
  if (process.env.BENCH_DATABASE_URL) {
    process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
    db = await createTestDatabase("postgres");
  }
  const port = await freePort();
  const server = await startServer(port, {
    NODE_ENV: "production",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: db?.config.kind === "postgres" ? db.config.url : "",
    JWT_SECRET: "bench-pages-throughput-secret".padEnd(48, "s"),
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
  });
  try {
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const routes = [...PAGES, ...PAGES.map((p) => (p === "/" ? "/hi" : `/hi${p}`)), ...(await blogPosts(server.url))];
    const runs: Array<Map<string, Figures>> = [];
    for (let run = 1; run <= RUNS; run++) {
      const figures = new Map<string, Figures>();
      // /healthz before and after the pages, so a machine that got busier half-way shows.
      figures.set("/healthz", await measure(`${server.url}/healthz`, BROWSER.en));
      for (const route of routes) {
        figures.set(route, await measure(`${server.url}${route}`, route === "/hi" || route.startsWith("/hi/") ? BROWSER.hi : BROWSER.en));
      }
      const after = await measure(`${server.url}/healthz`, BROWSER.en);
      const before = figures.get("/healthz")!;
      figures.set("/healthz", { rps: (before.rps + after.rps) / 2, p50: Math.max(before.p50, after.p50), p99: Math.max(before.p99, after.p99), failed: before.failed + after.failed });
      runs.push(figures);
      if (RUNS > 1) console.error(`run ${run} of ${RUNS} done`);
    }
    const pick = (route: string, key: keyof Figures) => median(runs.map((f) => f.get(route)![key]));
    const health = pick("/healthz", "rps");
    console.log(`${RUNS > 1 ? `Medians of ${RUNS} runs, ` : ""}${CONNECTIONS} connections, ${SECONDS} s per route (target: ≥ ${TARGET_RATIO} × /healthz, p99 < ${TARGET_P99_MS} ms)\n`);
    console.log(["route".padEnd(44), "req/s".padStart(8), "× healthz".padStart(10), "p50 ms".padStart(7), "p99 ms".padStart(7), "failed".padStart(7), "  target"].join(""));
    let missed = 0;
    for (const route of ["/healthz", ...routes]) {
      const rps = pick(route, "rps");
      const p99 = pick(route, "p99");
      const ok = route === "/healthz" || (rps >= TARGET_RATIO * health && p99 < TARGET_P99_MS);
      if (!ok) missed++;
      const ratio = route === "/healthz" ? "1.00" : (rps / health).toFixed(2);
      console.log([route.padEnd(44), rps.toFixed(0).padStart(8), ratio.padStart(10), pick(route, "p50").toFixed(0).padStart(7), p99.toFixed(0).padStart(7), pick(route, "failed").toFixed(0).padStart(7), ok ? "  met" : "  MISSED"].join(""));
    }
    console.log(`\n${missed ? `${missed} route(s) missed the target` : "Every route met the target"}.`);
  } finally {
    await server.kill();
    await db?.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
