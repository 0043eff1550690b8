import fp from "fastify-plugin";
import { openDatabase } from "../db/index.server.ts";
import { migrateToLatest } from "../db/migrate.server.ts";
import { runSeeds } from "../db/seed.server.ts";
import { seeds } from "../db/seeds/index.ts";

/** Opens the database named by the configuration, brings it to the latest schema and seeds a fresh one. */
export const databasePlugin = fp(
  async (app) => {
    const database = openDatabase(app.config.database);
    app.decorate("database", database);
    app.addHook("onClose", async () => database.close());
    await migrateToLatest(database);
    await runSeeds(database, seeds);
  },
  { name: "database", fastify: "5.x" },
);
