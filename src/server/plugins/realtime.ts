import fp from "fastify-plugin";
import { MemoryBus, PgBus, type EventBus } from "../realtime/bus.server.ts";

/** The event bus: in-process on SQLite, LISTEN/NOTIFY on PostgreSQL so several processes act as one. */
export const realtimePlugin = fp(
  async (app) => {
    const { database, config } = app;
    const bus: EventBus =
      database.pgPool && config.database.kind === "postgres"
        ? new PgBus({ connectionString: config.database.url, pool: database.pgPool, log: app.log })
        : new MemoryBus(app.log);
    app.decorate("realtime", bus);
    // preClose runs before the database pool closes (onClose), so the listener ends first.
    app.addHook("preClose", async () => bus.close());
  },
  { name: "realtime", fastify: "5.x", dependencies: ["database"] },
);
