import type { Kysely } from "kysely";
import type Database from "better-sqlite3";

/** Rows for one table; a request may write several tables together (a lead and its notification). */
export interface RowGroup {
  table: string;
  rows: Record<string, unknown>[];
}

interface Pending {
  groups: RowGroup[];
  resolve(): void;
  reject(err: unknown): void;
}

/**
 * Group commit for inserts that return nothing (the public lead form): rows of
 * requests arriving in the same event-loop turn are written in one
 * transaction, with one multi-row INSERT per table, i.e. one commit instead of
 * one per request. Each request's rows (in every table it writes) are in the
 * same transaction, so they are stored together or not at all. If the
 * combined write fails, each request is retried on its own so every caller
 * gets its own answer (a constraint error stays with the request that caused it).
 */
export class InsertBatcher {
  private queue: Pending[] | undefined;
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

  private writeSqlite(groups: RowGroup[]) {
    const run = this.sqlite!.transaction(() => {
      for (const g of groups) {
        for (const row of g.rows) {
          const columns = Object.keys(row);
          this.statement(g.table, columns).run(...columns.map((c) => row[c]));
        }
      }
    });
    run();
  }

  /** PostgreSQL: one transaction, one multi-row INSERT per table (in first-seen order). */
  private async writePg(groups: RowGroup[]) {
    const byTable = new Map<string, Record<string, unknown>[]>();
    for (const g of groups) byTable.set(g.table, [...(byTable.get(g.table) ?? []), ...g.rows]);
    const write = async (db: Kysely<Record<string, Record<string, unknown>>>) => {
      for (const [table, rows] of byTable) await db.insertInto(table).values(rows).execute();
    };
    if (byTable.size === 1) return write(this.db);
    await this.db.transaction().execute(write);
  }

  private write(groups: RowGroup[]) {
    return this.sqlite ? this.writeSqlite(groups) : this.writePg(groups);
  }

  insert(groups: RowGroup[]): Promise<void> {
    return new Promise((resolve, reject) => {
      if (!this.queue) {
        this.queue = [];
        setImmediate(() => void this.flush());
      }
      this.queue.push({ groups, resolve, reject });
    });
  }

  private async flush() {
    const batch = this.queue ?? [];
    this.queue = undefined;
    if (batch.length === 1) return this.single(batch[0]!);
    try {
      await this.write(batch.flatMap((p) => p.groups));
      for (const p of batch) p.resolve();
    } catch {
      for (const p of batch) await this.single(p);
    }
  }

  private async single(p: Pending) {
    try {
      await this.write(p.groups);
      p.resolve();
    } catch (err) {
      p.reject(err);
    }
  }
}
