import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import { sql } from "kysely";
import type { AppConfig } from "./config.server.ts";
import { registerWeb } from "./web/ssr.server.ts";
import { registerApi } from "./api.server.ts";
import type { FunctionRegistry } from "./functions/router.server.ts";
import { databasePlugin } from "./plugins/database.ts";
import { tokensPlugin } from "./plugins/tokens.ts";
import { mailerPlugin } from "./plugins/mailer.ts";
import { realtimePlugin } from "./plugins/realtime.ts";
import { servicesPlugin } from "./plugins/services.ts";
import { rateLimitPlugin } from "./plugins/rate-limit.ts";
import { pageContext } from "./web/load-context.ts";
import "./fastify-types.ts";

export interface BuildOptions {
  /** Serve the React Router build too (off in API-only tests). */
  web?: boolean;
  logger?: boolean;
  /** Registers more functions before the /functions/v1 routes are built (tests add their own). */
  functions?: (registry: FunctionRegistry) => void;
}

/** 64 KB: larger than any form or chat message the product takes. */
export const BODY_LIMIT = 64 * 1024;

/**
 * Builds the whole server without listening, so tests create apps in-process
 * with their own database; src/server/main.ts only listens.
 *
 * Layers (docs/architecture.md): infrastructure plugins (database, tokens,
 * mailer, event bus) → the topics' services → the entry points (data API,
 * functions, pages), which only adapt their wire format to the services.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const serverOptions: FastifyServerOptions = {
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    // A hop count is supported at run time (the nth hop from the front) but missing from Fastify's types.
    trustProxy: config.trustProxy as FastifyServerOptions["trustProxy"],
    // Request ids let a log line be matched with the request that caused it.
    requestIdHeader: false,
  };
  const app = Fastify(serverOptions);
  app.decorate("config", config);
  // HTTP/1.0 may leave out the Host header; pages and links are built from it, so such a request is refused plainly.
  app.addHook("onRequest", async (req, reply) => {
    if (!req.headers.host) return reply.code(400).type("text/plain; charset=utf-8").send("Bad request: the Host header is missing");
  });

  await app.register(databasePlugin);
  await app.register(tokensPlugin);
  await app.register(mailerPlugin);
  await app.register(realtimePlugin);
  await app.register(rateLimitPlugin);
  await app.register(servicesPlugin);

  await app.register(helmet, {
    // The pages use an inline script from React Router for hydration data and
    // Leaflet tiles come from a configurable host; a page policy is not set yet.
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
      await sql`select 1`.execute(app.database.db);
      return { status: "ok" };
    } catch {
      return reply.status(503).send({ status: "unavailable" });
    }
  });

  await registerApi(app, options.functions);

  if (options.web !== false) {
    await registerWeb(app, { buildDir: config.buildDir, loadContext: (req) => pageContext(app, req) });
  }

  return app;
}
