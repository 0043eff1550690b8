import type { FastifyInstance } from "fastify";
import { MemoryBus, PgBus, type EventBus } from "./bus.server.ts";

export * from "./bus.server.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Real-time events between requests and open streams; across processes on PostgreSQL. */
    realtime: EventBus;
  }
}

/** Decorates `app.realtime` once: an in-process bus on SQLite, LISTEN/NOTIFY on PostgreSQL. */
export function registerRealtime(app: FastifyInstance): EventBus {
  if (app.hasDecorator("realtime")) return app.realtime;
  const { database, config } = app;
  const bus: EventBus =
    database.kind === "postgres" && database.pgPool && config.database.kind === "postgres"
      ? new PgBus({ connectionString: config.database.url, pool: database.pgPool, log: app.log })
      : new MemoryBus(app.log);
  app.decorate("realtime", bus);
  // preClose runs before the database pool closes (onClose), so the listener ends first.
  app.addHook("preClose", async () => bus.close());
  return bus;
}
