import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import rateLimit from "@fastify/rate-limit";
import type { DatabaseHandle } from "../db/index.server.ts";
import { hitDbWindow, peekDbLimit } from "../auth/rate-limit.server.ts";

/** What a counted request carries for the key generator. */
interface Counted {
  limitKey: string;
}

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that keeps its fixed windows in the
 * database, so every process behind a load balancer counts against the same
 * limits (one upsert per counted request).
 */
function databaseStore(database: DatabaseHandle) {
  return class DatabaseStore {
    incr(key: string, cb: Callback, timeWindow: number) {
      const now = Date.now();
      hitDbWindow(database.db, `rl:${key}`, timeWindow, now).then(
        ({ count, windowStart }) => cb(null, { current: count, ttl: Math.max(0, Date.parse(windowStart) + timeWindow - now) }),
        (err: Error) => cb(err),
      );
    }
    read(key: string, cb: Callback, timeWindow: number) {
      peekDbLimit(database.db, `rl:${key}`, timeWindow).then(
        (count) => cb(null, { current: count, ttl: timeWindow }),
        (err: Error) => cb(err),
      );
    }
    child() {
      return new DatabaseStore();
    }
  };
}

export interface Limits {
  /**
   * Counts one request under `bucket` for `key` (usually the client's
   * address; a chat session for per-session limits); resolves with the
   * seconds to wait before trying again, or 0 when the request is within
   * `max` per `windowMs`.
   */
  hit(bucket: string, key: string, max: number, windowMs: number): Promise<number>;
}

/**
 * @fastify/rate-limit with the right store: in memory on SQLite (one
 * process), in the database on PostgreSQL (several processes share limits).
 * Entry points ask `app.limits.hit(...)`; the limits themselves stay beside
 * the routes that need them.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const shared = app.database.kind === "postgres";
    await app.register(rateLimit, { global: false, ...(shared ? { store: databaseStore(app.database) } : {}) });
    const checkers = new Map<string, ReturnType<typeof app.createRateLimit>>();
    app.decorate("limits", {
      async hit(bucket, key, max, windowMs) {
        const id = `${bucket}\u0000${max}\u0000${windowMs}`;
        let check = checkers.get(id);
        if (!check) {
          check = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (r) => `${bucket}:${(r as unknown as Counted).limitKey}` });
          checkers.set(id, check);
        }
        // The limiter reads only the key and the route's settings (none) from the request.
        const r = await check({ limitKey: key, routeOptions: { config: {} } } as unknown as FastifyRequest);
        return r.isAllowed || !r.isExceeded ? 0 : Math.max(1, r.ttlInSeconds);
      },
    } satisfies Limits);
  },
  { name: "rate-limit", fastify: "5.x", dependencies: ["database"] },
);
