/**
 * Kill -9 durability check: a lead the server acknowledged (201) must survive
 * the process being killed without warning. For each database (SQLite, and
 * PostgreSQL when reachable) a loader inserts leads as fast as it can through
 * the public API while the server is killed with SIGKILL at a random moment and
 * started again; at the end every acknowledged lead must be in the database.
 *
 *   npm run test:durability
 *   DURABILITY_CYCLES=30 TEST_DATABASE_URL=postgres://… npm run test:durability
 *
 * Prints cycles / acknowledged / lost per database; exits 1 if any lead was lost.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createTestDatabase, type TestDatabase } from "../tests/server/test-db.ts";
import { ensureBuild, freePort, siteConfig, startServer, type ServerProcess } from "../tests/proxy/cluster.ts";
import { openDatabase } from "../src/server/db/index.server.ts";
import type { DatabaseConfig } from "../src/server/config.server.ts";

const CYCLES = Number(process.env.DURABILITY_CYCLES ?? 12);
/** Concurrent insert loops. */
const WRITERS = Number(process.env.DURABILITY_WRITERS ?? 8);
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

interface Outcome {
  database: string;
  cycles: number;
  acknowledged: number;
  refused: number;
  lost: number;
}

const envFor = (config: DatabaseConfig, dataDir: string) => ({
  DATABASE_URL: config.kind === "postgres" ? config.url : `sqlite:${config.file}`,
  DATA_DIR: dataDir,
  JWT_SECRET: "durability-secret-".padEnd(48, "d"),
  PUBLIC_WRITE_LIMIT_PER_MINUTE: "100000000",
  LOG_LEVEL: "error",
});

/** Inserts leads until stopped; returns the e-mails of those answered 201. */
function loader(url: string, anonKey: string, prefix: string) {
  const acknowledged: string[] = [];
  let refused = 0;
  let stop = false;
  let n = 0;
  const writer = async () => {
    while (!stop) {
      const email = `${prefix}-${n++}@durable.example`;
      try {
        const res = await fetch(`${url}/rest/v1/leads`, {
          method: "POST",
          headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, "content-type": "application/json" },
          body: JSON.stringify({ name: "Durable Farmer", email, user_type: "farmer", source: "live_chat", metadata: { n } }),
        });
        await res.arrayBuffer();
        if (res.status === 201) acknowledged.push(email);
        else refused++;
      } catch {
        // The process is gone: nothing was acknowledged for this one.
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  const done = Promise.all(Array.from({ length: WRITERS }, writer));
  return {
    acknowledged,
    refusedCount: () => refused,
    async stop() {
      stop = true;
      await done;
    },
  };
}

async function storedEmails(config: DatabaseConfig): Promise<Set<string>> {
  const database = openDatabase(config);
  try {
    const rows = await database.db.selectFrom("leads").select("email").where("email", "like", "%@durable.example").execute();
    return new Set(rows.map((r) => r.email));
  } finally {
    await database.close();
  }
}

async function run(label: string, db: TestDatabase): Promise<Outcome> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "site-durability-"));
  const env = envFor(db.config, dataDir);
  const acknowledged: string[] = [];
  let refused = 0;
  let emptyCycles = 0;
  let server: ServerProcess | undefined;
  try {
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const port = await freePort();
      server = await startServer(port, env);
      const { anonKey } = await siteConfig(server.url);
      const load = loader(server.url, anonKey, `${label}-${cycle}`);
      // A random moment while inserts are being acknowledged: after the first 201 (so no cycle is empty
      // on a slow machine), then 0.1 to 2.5 s on.
      const firstBy = Date.now() + 30_000;
      while (!load.acknowledged.length && Date.now() < firstBy) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 2400));
      await server.kill("SIGKILL");
      await load.stop();
      acknowledged.push(...load.acknowledged);
      refused += load.refusedCount();
      if (!load.acknowledged.length) emptyCycles++;
      process.stdout.write(`${label}: cycle ${cycle}/${CYCLES}, ${load.acknowledged.length} acknowledged before the kill\n`);
    }
    // Started once more, as after a crash in production: it must open the database as left.
    server = await startServer(await freePort(), env);
    await server.kill("SIGTERM");
    const stored = await storedEmails(db.config);
    if (emptyCycles) console.log(`${label}: ${emptyCycles} cycles acknowledged nothing within 30 s (machine too slow?)`);
    return { database: label, cycles: CYCLES, acknowledged: acknowledged.length, refused, lost: acknowledged.filter((e) => !stored.has(e)).length };
  } finally {
    await server?.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

async function main() {
  // The server serves pages too and will not start without the site build.
  ensureBuild();
  const outcomes: Outcome[] = [];
  const sqlite = await createTestDatabase("sqlite");
  try {
    outcomes.push(await run("sqlite", sqlite));
  } finally {
    await sqlite.cleanup();
  }
  if (await postgresReachable()) {
    process.env.TEST_DATABASE_URL = PG_URL;
    const postgres = await createTestDatabase("postgres");
    try {
      outcomes.push(await run("postgres", postgres));
    } finally {
      await postgres.cleanup();
    }
  } else {
    console.log(`PostgreSQL not reachable at ${PG_URL}; set TEST_DATABASE_URL to include it.`);
  }
  console.log("\n| database | kill -9 cycles | acknowledged (201) | lost | refused (not 201) |");
  console.log("|---|---|---|---|---|");
  for (const o of outcomes) console.log(`| ${o.database} | ${o.cycles} | ${o.acknowledged} | ${o.lost} | ${o.refused} |`);
  const lost = outcomes.reduce((a, o) => a + o.lost, 0);
  console.log(lost ? `\n${lost} acknowledged leads LOST` : "\nNo acknowledged lead was lost.");
  return lost ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
