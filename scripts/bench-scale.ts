/**
 * One process against two behind nginx, on PostgreSQL: requests/s and p50/p99
 * of a page (/contact, server-rendered) and of an anonymous lead insert, with
 * the repository's nginx settings (deploy/nginx/soil-site-proxy.conf).
 *
 *   npm run bench:scale
 *   BENCH_SECONDS=20 BENCH_CONNECTIONS=32 TEST_DATABASE_URL=postgres://… npm run bench:scale
 *
 * Needs nginx and PostgreSQL (TEST_DATABASE_URL, default the local test
 * database); uses a fresh schema and drops it afterwards. The load generator
 * (autocannon), nginx, PostgreSQL and the processes share this machine's cores,
 * so the figures say how the recipe scales here, not on a dedicated server.
 */
import autocannon from "autocannon";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase } from "../tests/server/test-db.ts";
import { ensureBuild, freePort, nginxBinary, siteConfig, startNginx, startServer, type Nginx, type ServerProcess } from "../tests/proxy/cluster.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";

interface Row {
  processes: number;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

async function load(url: string, opts: Partial<autocannon.Options>, seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, ...opts });
}

async function measure(nginx: Nginx, processes: number, anonKey: string): Promise<Row[]> {
  const lead = JSON.stringify({ name: "Bench Farmer", email: "bench@farm.example", user_type: "farmer", source: "live_chat", metadata: { bench: true } });
  const scenarios: Array<[string, Partial<autocannon.Options>]> = [
    ["page GET /contact", { url: `${nginx.url}/contact`, headers: { "accept-encoding": "br" } }],
    [
      "lead insert POST /rest/v1/leads",
      {
        url: `${nginx.url}/rest/v1/leads`,
        method: "POST",
        headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, "content-type": "application/json" },
        body: lead,
      },
    ],
  ];
  const rows: Row[] = [];
  for (const [scenario, opts] of scenarios) {
    await load(opts.url!, opts, 2); // warm-up, not counted
    const r = await load(opts.url!, opts, SECONDS);
    rows.push({ processes, scenario, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failed: r.non2xx + r.errors + r.timeouts });
  }
  return rows;
}

async function main() {
  if (!nginxBinary()) throw new Error("nginx is not installed (Debian: apt-get install nginx-light)");
  ensureBuild();
  const db = await createTestDatabase("postgres");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "site-bench-scale-"));
  const servers: ServerProcess[] = [];
  const proxies: Nginx[] = [];
  try {
    const [a, b, n1, n2] = [await freePort(), await freePort(), await freePort(), await freePort()];
    const env = {
      NODE_ENV: "production",
      PUBLIC_URL: `http://127.0.0.1:${n2}`,
      DATABASE_URL: db.config.kind === "postgres" ? db.config.url : "",
      JWT_SECRET: "bench-scale-secret-".padEnd(48, "s"),
      TRUST_PROXY: "1",
      PUBLIC_WRITE_LIMIT_PER_MINUTE: "100000000",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
    };
    servers.push(await startServer(a, env));
    servers.push(await startServer(b, env));
    proxies.push(await startNginx(n1, [a]), await startNginx(n2, [a, b]));
    const { anonKey } = await siteConfig(proxies[1]!.url);
    const rows = [...(await measure(proxies[0]!, 1, anonKey)), ...(await measure(proxies[1]!, 2, anonKey))];

    const load1 = os.loadavg()[0]!.toFixed(1);
    console.log(`\nbehind nginx on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per row, ${os.cpus().length} cores, load average ${load1}\n`);
    console.log("| processes | request | requests/s | p50 ms | p99 ms | failed |");
    console.log("|---|---|---|---|---|---|");
    for (const r of rows) console.log(`| ${r.processes} | ${r.scenario} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.failed} |`);
    for (const scenario of new Set(rows.map((r) => r.scenario))) {
      const [one, two] = [1, 2].map((p) => rows.find((r) => r.processes === p && r.scenario === scenario)!);
      console.log(`${scenario}: 2 processes give ${(two!.rps / one!.rps).toFixed(2)}x the requests/s of 1`);
    }
  } finally {
    for (const p of proxies) await p.stop();
    for (const s of servers) await s.kill("SIGTERM");
    await db.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
