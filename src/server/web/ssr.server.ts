import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { createRequestHandler, type ServerBuild } from "react-router";
import { Readable } from "node:stream";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PageContext, PageScripts } from "./load-context.ts";
import { contentSecurityPolicy, newNonce, REPORTING_ENDPOINTS, type ScriptAllowance } from "./csp.server.ts";
import { acceptFormBodiesOnly, onlyPageMethods, storablePageUrl } from "./page-bodies.server.ts";
import { criticalKeyOf, inlineCriticalCss, loadCriticalCss } from "./critical-css.server.ts";
import { loadIslandScript } from "./islands.server.ts";
import { PageCompression } from "./page-compression.server.ts";
import { warmPages } from "./warm-pages.server.ts";
import { DocumentCache, withoutDocumentRedundancies, sendDocument } from "./page-cache.server.ts";
import { buffer } from "node:stream/consumers";
import { PAGE_SCRIPTS_HEADER, parsePageScripts } from "../../shared/page-scripts.ts";

export interface WebOptions {
  buildDir: string;
  loadContext: (req: FastifyRequest) => PageContext;
}

const YEAR = 60 * 60 * 24 * 365;

/**
 * Serves the React Router build: hashed assets (precompressed, cached for a
 * year), other public files (short cache), and every remaining GET through the
 * server renderer so public pages arrive as HTML with their content.
 */
export async function registerWeb(app: FastifyInstance, opts: WebOptions) {
  const clientDir = path.join(opts.buildDir, "client");
  const serverEntry = path.join(opts.buildDir, "server", "index.js");
  if (!existsSync(serverEntry)) {
    throw new Error(`No site build at ${opts.buildDir}. Run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const criticalCss = loadCriticalCss(opts.buildDir);
  const islandScript = loadIslandScript(opts.buildDir);

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    wildcard: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders(reply: FastifyReply, filePath: string) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      // The offline reader is checked on every visit, so a new release replaces it at once.
      const worker = path.basename(filePath) === "sw.js";
      reply.header("Cache-Control", hashed ? `public, max-age=${YEAR}, immutable` : worker ? "no-cache" : "public, max-age=3600");
    },
  });

  const apiOrigin = app.config.publicUrl ? new URL(app.config.publicUrl).origin : undefined;
  const compressed = new PageCompression();
  // Made with the hook that clears it (announcePageChanges, registered before the data API).
  const documents = app.documents;
  app.decorate("warmPages", () => warmPages(app, compressed));
  const render = async (req: FastifyRequest, reply: FastifyReply) => {
    // A public page read before is sent from memory, as rendered for its variant (decision 0029).
    const variant = req.method === "GET" || req.method === "HEAD" ? DocumentCache.keyOf(req) : undefined;
    const kept = variant === undefined ? undefined : documents.get(variant);
    if (kept) return sendDocument(req, reply, kept, compressed);
    const generation = documents.generation;
    const request = toWebRequest(req, reply);
    // A nonce per response, used if the page hydrates: the renderer stamps it on every inline script it writes.
    const pageScripts: PageScripts = { nonce: newNonce(), islands: islandScript };
    const response = await handle(request, { ...opts.loadContext(req), pageScripts });
    // The renderer says, from the page's route handles, whether it hydrated and shows a map.
    const plan = parsePageScripts(response.headers.get(PAGE_SCRIPTS_HEADER));
    // A document page runs only its islands loader, allowed by hash (decision 0024).
    const allowance: ScriptAllowance = plan.hydrate ? { nonce: pageScripts.nonce } : { hashes: islandScript ? [islandScript.hashSource] : [] };
    reply.status(response.status);
    // Map tiles only on a page that shows a map (its route handle says so).
    reply.header("content-security-policy", contentSecurityPolicy(allowance, { apiOrigin, mapTiles: plan.map }));
    reply.header("reporting-endpoints", REPORTING_ENDPOINTS);
    // The policy's frame-ancestors says what X-Frame-Options says, to every browser that
    // reads either; a page's first response need not carry it twice (decision 0025).
    reply.removeHeader("x-frame-options");
    withoutDocumentRedundancies(reply);
    for (const [key, value] of response.headers) {
      if (key === "set-cookie" || key === PAGE_SCRIPTS_HEADER) continue;
      reply.header(key, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header("set-cookie", cookies);
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-cache");
    // A HEAD is rendered as a GET (see toWebRequest), so it answers the same status and headers, with no body.
    if (req.method === "HEAD") {
      await response.body?.cancel();
      return reply.send();
    }
    if (!response.body) return reply.send(null);
    let body: Readable = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream);
    const html = response.headers.get("content-type")?.startsWith("text/html");
    // A public page paints from its first response: its first screen's CSS inline, the full sheet after the content.
    const css = html ? criticalCss.get(criticalKeyOf(new URL(request.url).pathname)) : undefined;
    if (css) {
      // A document page's scripts ask for the full sheet once it has painted; a page that
      // hydrates, or a build without islands, keeps a plain link.
      const page = inlineCriticalCss(css, plan.hydrate ? { nonce: pageScripts.nonce } : { sheetsAfterPaint: islandScript !== undefined });
      body.on("error", (err) => page.destroy(err));
      body = body.pipe(page);
    }
    // A document page read by anyone has the same bytes for the same content: sent
    // at brotli's best once made, and answered 304 when the browser already has it.
    if (!html || plan.hydrate || req.method !== "GET" || cookies.length) return reply.send(body);
    const page = documents.keep(variant, generation, response.status, await buffer(body), reply);
    return sendDocument(req, reply, page, compressed);
  };

  // Pages in a scope of their own, so they parse only the bodies a page form sends.
  await app.register(async (pages) => {
    acceptFormBodiesOnly(pages);
    // Any method reaches the route, so one the pages do not take is a plain 405 before its body is read.
    const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
    pages.route({ method: methods, url: "/*", onRequest: [onlyPageMethods, storablePageUrl], handler: render });
    pages.route({ method: methods, url: "/", onRequest: [onlyPageMethods, storablePageUrl], handler: render });
  });
}

function toWebRequest(req: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${req.protocol}://${req.host}`;
  const url = new URL(req.url, origin);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const init: RequestInit = { method: req.method === "HEAD" ? "GET" : req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    const body = req.body;
    if (Buffer.isBuffer(body)) init.body = new Uint8Array(body);
    else if (typeof body === "string") init.body = body;
    else if (body !== undefined && body !== null) init.body = JSON.stringify(body);
  }
  return new Request(url, init);
}
