import pg from "pg";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../src/server/db/index.server.ts";
import { migrateToLatest } from "../../src/server/db/migrate.server.ts";
import { runSeeds } from "../../src/server/db/seed.server.ts";
import { seeds } from "../../src/server/db/seeds/index.ts";

/**
 * Once per run: the test databases' starting point, and their clean-up.
 *
 * Every server test starts its app on a fresh database. Migrating and seeding
 * one costs a second or two on PostgreSQL (more on a busy machine) and a few
 * hundred milliseconds on SQLite, hundreds of times per run; so it is done once
 * here, and each test's database is a copy (tests/server/test-db.ts): a file
 * copy for SQLite, `CREATE DATABASE … TEMPLATE` for PostgreSQL. The app still
 * runs its migrations and seeds at start, which then find nothing to do.
 *
 * PostgreSQL test databases and schemas are dropped once, after the whole run,
 * not by each test file as it finishes. A schema dropped while another file's
 * migration is reading the catalogue (Kysely's migrator lists the tables of
 * every schema) makes that migration fail with "schema … does not exist"; with
 * no drops during the run there is nothing to race with.
 */
const STALE_AFTER_MS = 24 * 3600_000;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropTestObjects(url: string, keep: (name: string) => boolean) {
  await withClient(url, async (client) => {
    const schemas = await client.query<{ name: string }>(`select nspname as name from pg_namespace where nspname like 't\\_%'`);
    for (const { name } of schemas.rows) if (!keep(name)) await client.query(`drop schema if exists "${name}" cascade`);
    const databases = await client.query<{ name: string }>(`select datname as name from pg_database where datname like 't\\_%'`);
    // FORCE: a test that failed may have left its pool open.
    for (const { name } of databases.rows) if (!keep(name)) await client.query(`drop database if exists "${name}" with (force)`);
  });
}

/** The run id leads each schema and database name (t_<run>_…); it is the start time in base 36, so stale runs can be told apart. */
const runStartOf = (name: string) => Number.parseInt(name.split("_")[1] ?? "", 36);

/** Migrates and seeds a database the way the app's database plugin does at start. */
async function prepare(config: Parameters<typeof openDatabase>[0]) {
  const handle = openDatabase(config);
  try {
    await migrateToLatest(handle);
    await runSeeds(handle, seeds);
  } finally {
    await handle.close();
  }
}

export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  const run = Date.now().toString(36);
  process.env.TEST_SCHEMA_RUN = run;

  const dir = mkdtempSync(path.join(os.tmpdir(), "site-test-template-"));
  const sqliteTemplate = path.join(dir, "template.db");
  await prepare({ kind: "sqlite", file: sqliteTemplate });
  process.env.TEST_SQLITE_TEMPLATE = sqliteTemplate;

  if (url) {
    // Databases and schemas of runs that died long ago (a killed run never reaches its teardown).
    await dropTestObjects(url, (name) => !(runStartOf(name) < Date.now() - STALE_AFTER_MS));
    const template = `t_${run}_template`;
    await withClient(url, (client) => client.query(`create database "${template}"`));
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    await prepare({ kind: "postgres", url: templateUrl.toString() });
    process.env.TEST_PG_TEMPLATE = template;
  }

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url) await dropTestObjects(url, (name) => !name.startsWith(`t_${run}_`));
  };
}
