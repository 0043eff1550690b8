import pg from "pg";
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DatabaseConfig } from "../../src/server/config.server.ts";

export interface TestDatabase {
  label: "sqlite" | "postgres";
  config: DatabaseConfig;
  /** Drops the schema or deletes the file. */
  cleanup(): Promise<void>;
}

/**
 * The databases server tests run against: always a fresh SQLite file, and a
 * fresh PostgreSQL schema too when TEST_DATABASE_URL is set. Use with
 * `describe.each(testDatabases())`. Inside a test run each starts as a copy of
 * one migrated and seeded database (tests/server/global-setup.ts).
 */
export function testDatabaseKinds(): Array<"sqlite" | "postgres"> {
  return process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
}

export async function createTestDatabase(kind: "sqlite" | "postgres"): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const dir = mkdtempSync(path.join(os.tmpdir(), "site-test-"));
    // A copy of the run's migrated and seeded file (tests/server/global-setup.ts): the
    // app's own migration and seeding then find nothing to do.
    const template = process.env.TEST_SQLITE_TEMPLATE;
    if (template) copyFileSync(template, path.join(dir, "test.db"));
    return {
      label: "sqlite",
      config: { kind: "sqlite", file: path.join(dir, "test.db") },
      async cleanup() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  // Inside a test run the schema carries the run's id and is dropped after the
  // whole run (tests/server/global-setup.ts); elsewhere it is dropped at cleanup.
  const run = process.env.TEST_SCHEMA_RUN;
  const schema = `t_${run ?? Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const template = process.env.TEST_PG_TEMPLATE;
  if (template) {
    // A database copied from the run's migrated and seeded one (tests/server/global-setup.ts):
    // PostgreSQL copies it in a fraction of the time the migrations take to run.
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database "${schema}" template "${template}"`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${schema}`;
    return { label: "postgres", config: { kind: "postgres", url: url.toString() }, async cleanup() {} };
  }
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  // Every pooled connection starts with this schema first on its search path.
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    label: "postgres",
    config: { kind: "postgres", url: url.toString() },
    async cleanup() {
      if (run) return;
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop schema if exists "${schema}" cascade`);
      await c.end();
    },
  };
}
