import zlib from "node:zlib";
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
import { cspReportRoutes } from "./web/csp-report.server.ts";
import { plainErrorHandler } from "./http/error-handler.server.ts";
import { plainClientError } from "./http/client-error.server.ts";
import { noStoreWhenSignedIn } from "./http/no-store.server.ts";
import { announcePageChanges } from "./web/page-cache.server.ts";
import { registerTelephonyFunctions } from "./functions/telephony/telephony-functions.server.ts";
import { exotelWebhooks } from "./webhooks/exotel/routes.server.ts";
import { whatsappWebhooks } from "./webhooks/whatsapp/routes.server.ts";
import { registerWhatsAppFunctions } from "./functions/whatsapp/whatsapp-functions.server.ts";
import { registerSampleFunctions } from "./functions/samples/samples-functions.server.ts";
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
/**
 * TRUST_PROXY for Fastify. A bare hop count is not honoured by the Fastify in use
 * (5.12.8 trusts nothing then, so behind nginx every visitor would share the
 * proxy's address and its limits); as a function it keeps its meaning: the
 * n nearest addresses (the socket's peer first) are proxies and the next one
 * is the client (for n = 1 the right-most X-Forwarded-For entry, written by nginx).
 * The processes listen on loopback only (deploy/), so only the proxy is a peer.
 */
export function trustProxyOption(value: AppConfig["trustProxy"]): FastifyServerOptions["trustProxy"] {
  if (typeof value !== "number") return value;
  return (_address: string, hop: number) => hop < value;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const serverOptions: FastifyServerOptions = {
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    // Request ids let a log line be matched with the request that caused it.
    requestIdHeader: false,
    // Requests Node refuses before Fastify sees them (headers over 16 KiB) get a plain answer, bodiless to a HEAD.
    clientErrorHandler: plainClientError,
  };
  const app = Fastify(serverOptions);
  app.decorate("config", config);
  // Set first so every scope without a handler of its own inherits it.
  app.setErrorHandler(plainErrorHandler);
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
  await noStoreWhenSignedIn(app);
  // Before the data API's routes, so a write to what public pages show clears them on every process.
  announcePageChanges(app);

  await app.register(helmet, {
    // The page policy depends on the page (a hash for a document page's loader, a
    // fresh nonce for one that hydrates), so the page renderer sets it
    // (web/ssr.server.ts, web/csp.server.ts); API answers are JSON and need none.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // With "no-referrer" (helmet's default) browsers send `Origin: null` on a
    // plain form post, and React Router refuses the action as cross-site; this
    // policy keeps the origin for same-site posts and still hides paths elsewhere.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Headers only browsers of the past read (IE8's downloads, Flash and Acrobat's
    // cross-domain files, the XSS auditor Chrome removed in 2019) or that slow
    // today's (no DNS prefetch): every page's first response carries each byte
    // of its headers, and those must fit in the network's first window (decision 0025).
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xDnsPrefetchControl: false,
  });
  // Brotli quality 5 for answers compressed as they are sent (pages, API): about 6 % smaller
  // than the library's default 4 for about 0.1 ms more per page; files in build/ are precompressed at 11.
  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  app.get("/healthz", async (_req, reply) => {
    try {
      await sql`select 1`.execute(app.database.db);
      return { status: "ok" };
    } catch {
      return reply.status(503).send({ status: "unavailable" });
    }
  });

  await registerApi(app, (registry) => {
    registerTelephonyFunctions(app);
    registerSampleFunctions(app);
    registerWhatsAppFunctions(app);
    options.functions?.(registry);
  });
  await app.register(exotelWebhooks);
  await app.register(whatsappWebhooks);
  await app.register(cspReportRoutes);

  if (options.web !== false) {
    await registerWeb(app, { buildDir: config.buildDir, loadContext: (req) => pageContext(app, req) });
  }

  return app;
}
