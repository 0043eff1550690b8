import Fastify, { type FastifyInstance } from "fastify";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import { sql } from "kysely";
import type { AppConfig } from "./config.server.ts";
import { openDatabase, type DatabaseHandle } from "./db/index.server.ts";
import { migrateToLatest } from "./db/migrate.server.ts";
import { runSeeds } from "./db/seed.server.ts";
import { seeds } from "./db/seeds/index.ts";
import { registerWeb } from "./web/ssr.server.ts";
import { registerApi } from "./api.server.ts";
import { WebsiteLeads } from "./leads/website-form.server.ts";
import { publicOrigin } from "./http/origin.server.ts";
import "./web/load-context.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
  }
}

export interface BuildOptions {
  /** Serve the React Router build too (off in API-only tests). */
  web?: boolean;
  logger?: boolean;
}

/** 64 KB: larger than any form or chat message the product takes. */
export const BODY_LIMIT = 64 * 1024;

/**
 * Builds the whole server without listening, so tests create apps in-process
 * with their own database; src/server/main.ts only listens.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Request ids let a log line be matched with the request that caused it.
    requestIdHeader: false,
  });

  const database = openDatabase(config.database);
  app.decorate("config", config);
  app.decorate("database", database);
  app.addHook("onClose", async () => database.close());

  await migrateToLatest(database);
  await runSeeds(database, seeds);

  await app.register(helmet, {
    // The pages use an inline script from React Router for hydration data and
    // Leaflet tiles come from a configurable host, so a strict CSP is set per
    // page by the renderer instead of here.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // With "no-referrer" (helmet's default) browsers send `Origin: null` on a
    // plain form post, and React Router refuses the action as cross-site; this
    // policy keeps the origin for same-site posts and still hides paths elsewhere.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  await app.register(compress, { encodings: ["br", "gzip"], threshold: 1024 });

  app.get("/healthz", async (_req, reply) => {
    try {
      await sql`select 1`.execute(database.db);
      return { status: "ok" };
    } catch {
      return reply.status(503).send({ status: "unavailable" });
    }
  });

  await registerApi(app);

  if (options.web !== false) {
    const websiteLeads = new WebsiteLeads(database.db, app.mailer, app.log);
    await registerWeb(app, {
      buildDir: config.buildDir,
      loadContext: (req) => ({
        db: database.db,
        dbKind: database.kind,
        config,
        ip: req.ip,
        mailer: app.mailer,
        websiteLeads,
        origin: publicOrigin(req, config),
      }),
    });
  }

  return app;
}
