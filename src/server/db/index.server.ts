import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, sql, type DatabaseConnection, type Dialect, type Expression, type QueryCreator, type RawBuilder, type SqlBool, type SqliteDialectConfig } from "kysely";
import Database from "better-sqlite3";
import pg from "pg";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { DatabaseConfig } from "../config.server.ts";
import type { DB } from "./schema.ts";

export type Db = Kysely<DB>;
/** Tables by name with untyped rows, for code that writes rows of several tables generically. */
type LooseDB = Record<string, Record<string, unknown>>;
export type Dialectname = DatabaseConfig["kind"];

/**
 * The database object: Kysely plus the few things the two dialects write
 * differently. Topic code asks this object for a case-insensitive match, a
 * boolean or a lock, and never checks which database it runs on.
 */
export interface DatabaseHandle {
  db: Db;
  kind: Dialectname;
  /** The pg pool when on PostgreSQL, for LISTEN/NOTIFY and other pool-level needs. */
  pgPool?: pg.Pool;
  /** The better-sqlite3 connection when on SQLite, for cached prepared statements on hot paths. */
  sqlite?: Database.Database;
  /** `column ILIKE pattern` (with `\` escapes); SQLite's LIKE already ignores ASCII case. */
  ilike(column: Expression<unknown> | string, pattern: unknown): RawBuilder<SqlBool>;
  /** Case-sensitive LIKE: GLOB on SQLite, whose LIKE ignores case. */
  like(column: Expression<unknown> | string, pattern: string): RawBuilder<SqlBool>;
  /** A boolean as the column stores it: boolean on PostgreSQL, 0/1 on SQLite. */
  bool(value: boolean): boolean | number;
  /**
   * Runs `fn` in a transaction that holds a database-wide lock named by `key`:
   * an advisory lock on PostgreSQL (several processes), and SQLite's single
   * writer taken at once (`begin immediate` semantics through a first write).
   */
  withLock<T>(key: number, fn: (trx: Db) => Promise<T>): Promise<T>;
  /**
   * Inserts rows into several tables atomically in as few round trips as the
   * dialect allows: one statement on PostgreSQL (data-modifying CTEs), one
   * transaction on SQLite (where a round trip costs nothing).
   */
  insertTogether(inserts: ReadonlyArray<{ table: keyof DB & string; row: Record<string, unknown> }>): Promise<void>;
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

const refOf = (column: Expression<unknown> | string) => (typeof column === "string" ? sql.ref(column) : column);

/**
 * SQLite transactions begin IMMEDIATE: one that reads and then writes (a
 * capture finds the same person, then stores the lead) holds the writer's
 * lock from its start, so another process on the same file waits its turn
 * (busy_timeout) instead of failing with SQLITE_BUSY_SNAPSHOT because the
 * other wrote in between. One process already runs one transaction at a time.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}
class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.settings);
  }
}

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
    dialect = new ImmediateSqliteDialect({ database: sqlite });
  } else {
    pgPool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle client losing its connection must not crash the process.
    pgPool.on("error", () => {});
    dialect = new PostgresDialect({ pool: pgPool });
  }
  const db = new Kysely<DB>({ dialect });
  const postgres = config.kind === "postgres";
  return {
    db,
    kind: config.kind,
    pgPool,
    sqlite: sqliteDb,
    ilike: (column, pattern) =>
      postgres ? sql<SqlBool>`(${refOf(column)} ilike ${pattern})` : sql<SqlBool>`(${refOf(column)} like ${pattern} escape '\\')`,
    like: (column, pattern) => (postgres ? sql<SqlBool>`(${refOf(column)} like ${pattern})` : sql<SqlBool>`(${refOf(column)} glob ${likeToGlob(pattern)})`),
    bool: (value) => (postgres ? value : value ? 1 : 0),
    withLock: (key, fn) =>
      db.transaction().execute(async (trx) => {
        // SQLite has one writer at a time already; its transaction is enough.
        if (postgres) await sql`select pg_advisory_xact_lock(${key})`.execute(trx);
        return fn(trx);
      }),
    async insertTogether(inserts) {
      if (inserts.length === 0) return;
      const loose = db as unknown as Kysely<LooseDB>;
      if (postgres) {
        // Every insert but the last becomes a CTE of the last one: one statement, one round trip.
        let builder: QueryCreator<LooseDB> = loose;
        inserts.slice(0, -1).forEach((ins, i) => {
          builder = builder.with(`w${i}`, (d) => d.insertInto(ins.table).values(ins.row).returning(sql<number>`1`.as("one"))) as unknown as QueryCreator<LooseDB>;
        });
        const last = inserts[inserts.length - 1]!;
        await builder.insertInto(last.table).values(last.row).execute();
        return;
      }
      await loose.transaction().execute(async (trx) => {
        for (const ins of inserts) await trx.insertInto(ins.table).values(ins.row).execute();
      });
    },
    async close() {
      await db.destroy();
    },
  };
}

/** Rewrites a LIKE pattern (% _ and \ escapes) as an equivalent GLOB pattern. */
export function likeToGlob(pattern: string): string {
  let out = "";
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === "\\" && i + 1 < pattern.length) {
      out += globLiteral(pattern[++i]!);
    } else if (ch === "%") out += "*";
    else if (ch === "_") out += "?";
    else out += globLiteral(ch);
  }
  return out;
}

const globLiteral = (ch: string) => (ch === "*" || ch === "?" || ch === "[" ? `[${ch}]` : ch);
