import type { Kysely } from "kysely";
import type Database from "better-sqlite3";

interface Pending {
  rows: Record<string, unknown>[];
  resolve(): void;
  reject(err: unknown): void;
}

/**
 * Group commit for inserts that return nothing (the public lead form): rows of
 * requests arriving in the same event-loop turn are written as one multi-row
 * INSERT, i.e. one commit instead of one per request. If the combined
 * statement fails, each request's rows are retried on their own so every
 * caller gets its own answer (a constraint error stays with the request that
 * caused it).
 */
export class InsertBatcher {
  private readonly queues = new Map<string, Pending[]>();
  private readonly statements = new Map<string, Database.Statement>();

  constructor(
    private readonly db: Kysely<Record<string, Record<string, unknown>>>,
    /** On SQLite, the connection: rows are written with one cached prepared statement in one transaction. */
    private readonly sqlite?: Database.Database,
  ) {}

  /**
   * The single-row INSERT for this table and column order, compiled by Kysely
   * once and prepared once (re-preparing is most of the cost of a small insert).
   */
  private statement(table: string, columns: string[]): Database.Statement {
    const key = `${table}\u0000${columns.join(",")}`;
    let stmt = this.statements.get(key);
    if (!stmt) {
      const template = Object.fromEntries(columns.map((c) => [c, null]));
      const compiled = this.db.insertInto(table).values(template).compile();
      stmt = this.sqlite!.prepare(compiled.sql);
      this.statements.set(key, stmt);
    }
    return stmt;
  }

  private writeSqlite(table: string, groups: Record<string, unknown>[][]) {
    const run = this.sqlite!.transaction(() => {
      for (const rows of groups) {
        for (const row of rows) {
          const columns = Object.keys(row);
          this.statement(table, columns).run(...columns.map((c) => row[c]));
        }
      }
    });
    run();
  }

  insert(table: string, rows: Record<string, unknown>[]): Promise<void> {
    return new Promise((resolve, reject) => {
      let queue = this.queues.get(table);
      if (!queue) {
        queue = [];
        this.queues.set(table, queue);
        setImmediate(() => void this.flush(table));
      }
      queue.push({ rows, resolve, reject });
    });
  }

  private async flush(table: string) {
    const batch = this.queues.get(table) ?? [];
    this.queues.delete(table);
    if (batch.length === 1) return this.single(table, batch[0]!);
    try {
      if (this.sqlite) this.writeSqlite(table, batch.map((p) => p.rows));
      else await this.db.insertInto(table).values(batch.flatMap((p) => p.rows)).execute();
      for (const p of batch) p.resolve();
    } catch {
      for (const p of batch) await this.single(table, p);
    }
  }

  private async single(table: string, p: Pending) {
    try {
      if (this.sqlite) this.writeSqlite(table, [p.rows]);
      else await this.db.insertInto(table).values(p.rows).execute();
      p.resolve();
    } catch (err) {
      p.reject(err);
    }
  }
}
