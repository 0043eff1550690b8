import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from "kysely";
import Database from "better-sqlite3";
import pg from "pg";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { DatabaseConfig } from "../config.server.ts";
import type { DB } from "./schema.ts";

export type Db = Kysely<DB>;
export type Dialectname = DatabaseConfig["kind"];

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseConfig["kind"];
  /** The pg pool when on PostgreSQL, for LISTEN/NOTIFY and other pool-level needs. */
  pgPool?: pg.Pool;
  /** The better-sqlite3 connection when on SQLite, for cached prepared statements on hot paths. */
  sqlite?: Database.Database;
  close(): Promise<void>;
}

// PostgreSQL returns bigint counts as strings by default; counts here always fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
// timestamptz arrives as ISO-8601 UTC strings, the same form SQLite stores, so
// row types (string) hold on both dialects and API output is identical.
pg.types.setTypeParser(1184, (v) => {
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? v : d.toISOString();
});

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  let dialect: Dialect;
  let pgPool: pg.Pool | undefined;
  let sqliteDb: Database.Database | undefined;
  if (config.kind === "sqlite") {
    if (config.file !== ":memory:") mkdirSync(path.dirname(path.resolve(config.file)), { recursive: true });
    const sqlite = new Database(config.file);
    // WAL lets readers run while a write is in progress; the busy timeout makes a
    // second writer wait instead of failing with SQLITE_BUSY.
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("busy_timeout = 5000");
    sqlite.pragma("synchronous = NORMAL");
    sqlite.pragma("foreign_keys = ON");
    sqliteDb = sqlite;
    dialect = new SqliteDialect({ database: sqlite });
  } else {
    pgPool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle client losing its connection must not crash the process.
    pgPool.on("error", () => {});
    dialect = new PostgresDialect({ pool: pgPool });
  }
  const db = new Kysely<DB>({ dialect });
  return {
    db,
    kind: config.kind,
    pgPool,
    sqlite: sqliteDb,
    async close() {
      await db.destroy();
    },
  };
}
