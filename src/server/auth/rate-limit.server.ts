import { sql } from "kysely";
import type { Db } from "../db/index.server.ts";

/**
 * Fixed-window counters in the database, so password-guessing limits hold
 * across all processes sharing a PostgreSQL database. One upsert per hit.
 */
export async function hitDbLimit(db: Db, key: string, windowMs: number, now = Date.now()): Promise<number> {
  return (await hitDbWindow(db, key, windowMs, now)).count;
}

/** Counts one hit; returns the window's count and when it started. */
export async function hitDbWindow(db: Db, key: string, windowMs: number, now = Date.now()): Promise<{ count: number; windowStart: string }> {
  const nowIso = new Date(now).toISOString();
  const windowOpen = new Date(now - windowMs).toISOString();
  const expired = sql<boolean>`auth_rate_limits.window_start <= ${windowOpen}`;
  const row = await db
    .insertInto("auth_rate_limits")
    .values({ key, count: 1, window_start: nowIso })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else auth_rate_limits.count + 1 end`,
        window_start: sql<string>`case when ${expired} then ${nowIso} else auth_rate_limits.window_start end`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowStart: row.window_start };
}

/** The current count of a window without counting a hit (0 when the window has passed). */
export async function peekDbLimit(db: Db, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const row = await db.selectFrom("auth_rate_limits").select(["count", "window_start"]).where("key", "=", key).executeTakeFirst();
  if (!row) return 0;
  return Date.parse(row.window_start) > now - windowMs ? Number(row.count) : 0;
}

/** Forgets windows older than a day; run now and then. */
export async function pruneDbLimits(db: Db, now = Date.now()): Promise<void> {
  await db
    .deleteFrom("auth_rate_limits")
    .where("window_start", "<", new Date(now - 24 * 3600 * 1000).toISOString())
    .execute();
}
