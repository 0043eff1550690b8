import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { OutgoingHttpHeaders } from "node:http";
import { cookieLocale, preferredLocale } from "../../web/lib/locale.ts";
import { RESYNC } from "../realtime/bus.server.ts";
import { matchesEtag, PageCompression, prefersBrotli } from "./page-compression.server.ts";

/** The bus topic that says what public pages show has changed (decision 0029). */
export const PAGES_TOPIC = "pages";

/**
 * The data API's tables whose rows public pages show (the blog, the clinic
 * finder). A write to any other table (leads, chat) changes no public page.
 */
const PAGE_TABLES = new Set(["blog_posts", "clinics"]);

/** Pages kept; each is 30-70 KB before compression, so the cache holds a few tens of MB at most. */
const MAX_PAGES = 512;

/**
 * The longest a page is kept without a change to its content: the copy cannot
 * change without a new release, but a page shows the year in its footer.
 */
const MAX_AGE_MS = 3600_000;

/** Headers of the response as rendered that are per response, never kept. */
const NOT_KEPT = new Set(["content-length", "content-encoding", "set-cookie", "date", "connection", "keep-alive", "transfer-encoding"]);

interface Document {
  status: number;
  headers: OutgoingHttpHeaders;
  bytes: Buffer;
  etag: string;
  keptAt: number;
}

/**
 * Public pages rendered once per variant and served from memory until what
 * they show changes (decision 0029). A document page (decision 0022) carries
 * no nonce and its policy allows its one script by hash (decision 0024), so
 * its bytes and headers are the same for every visitor of one variant. The
 * variant is everything the renderer reads from a request:
 *
 * - the address (path and query: a blog search, a clinic filter);
 * - the Host, though pages build their links from the configured site, so a
 *   page read under one name is never served under another;
 * - the language the visitor wants (their `lang` cookie, else their browser's
 *   first site language), which decides the offer to read the page in the
 *   other language; the rest of the cookie and Accept-Language are not read.
 *
 * Only a page that answers 200 to a GET with no cookie set and a shared
 * Cache-Control is kept; posts, pages that hydrate (the admin area) and
 * anything with a session never are. A change clears every page at once:
 * pages are few, and a change (a post published, a clinic edited) is rare.
 */
export class DocumentCache {
  readonly #pages = new Map<string, Document>();
  #generation = 0;

  constructor(
    private readonly maxPages = MAX_PAGES,
    private readonly maxAgeMs = MAX_AGE_MS,
  ) {}

  /** The variant of a page a GET or HEAD asks for. */
  static keyOf(req: FastifyRequest): string {
    const wanted = cookieLocale(req.headers.cookie) ?? preferredLocale(req.headers["accept-language"]);
    return `${req.host.toLowerCase()} ${wanted ?? "-"} ${req.url}`;
  }

  /** Which content a render started from: a page rendered before a change is not kept. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#pages.size;
  }

  get(key: string): Document | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    this.#pages.delete(key);
    if (Date.now() - page.keptAt > this.maxAgeMs) return undefined;
    // Most recently used last, so the oldest unused page is the one dropped.
    this.#pages.set(key, page);
    return page;
  }

  /** Keeps a rendered page for its variant when it is a shared, unchanged 200; returns it either way to send. */
  keep(key: string | undefined, generation: number, status: number, bytes: Buffer, reply: FastifyReply): Document {
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) if (!NOT_KEPT.has(name) && value !== undefined) headers[name] = value;
    const page: Document = { status, headers, bytes, etag: PageCompression.etagOf(bytes), keptAt: Date.now() };
    const shared = !/no-store|private/i.test(String(headers["cache-control"] ?? ""));
    if (key !== undefined && status === 200 && shared && generation === this.#generation) {
      this.#pages.set(key, page);
      while (this.#pages.size > this.maxPages) this.#pages.delete(this.#pages.keys().next().value!);
    }
    return page;
  }

  /** Forgets every page: what they show has changed. */
  clear(): void {
    this.#generation++;
    this.#pages.clear();
  }
}

/**
 * Drops from a page's answer what a document does not need, so its first
 * response keeps inside the first window (decision 0025): Cross-Origin-Resource-Policy
 * guards files other sites might embed (scripts, images, JSON); a page is a
 * navigation, and its policy's frame-ancestors 'self' already keeps other sites
 * from framing it. Assets and API answers keep the header.
 */
export function withoutDocumentRedundancies(reply: FastifyReply): void {
  reply.removeHeader("cross-origin-resource-policy");
}

/**
 * Sends a document page: 304 when the browser holds these bytes, else the
 * bytes at brotli's best once made (decision 0024), else as they are (the
 * response compression then compresses them as it sends).
 */
export function sendDocument(req: FastifyRequest, reply: FastifyReply, page: Document, compression: PageCompression) {
  reply.status(page.status).headers(page.headers).header("etag", page.etag);
  withoutDocumentRedundancies(reply);
  if (page.status === 200 && matchesEtag(req.headers["if-none-match"], page.etag)) return reply.status(304).send();
  if (req.method === "HEAD") return reply.send();
  const best = prefersBrotli(req.headers["accept-encoding"]) ? compression.brotli(page.etag, page.bytes) : undefined;
  if (!best) return reply.send(page.bytes);
  reply.header("content-encoding", "br");
  reply.header("vary", [reply.getHeader("vary"), "Accept-Encoding"].filter(Boolean).join(", "));
  return reply.send(best);
}

/** Whether a finished request changed rows that public pages show: a successful write to one of their tables. */
export function changesPages(req: FastifyRequest, status: number): boolean {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS" || status >= 400) return false;
  const table = /^\/rest\/v1\/([^/?]+)/.exec(req.url)?.[1];
  return table !== undefined && PAGE_TABLES.has(table);
}

declare module "fastify" {
  interface FastifyInstance {
    /** This process's public pages, rendered once per variant (page-cache.server.ts). */
    documents: DocumentCache;
  }
}

/**
 * Makes this process's page cache (`app.documents`) and keeps it current: a
 * change to what public pages show clears it here at once, before the write's
 * answer leaves (so the writer reads its own change), and is announced on the
 * event bus, so every other process (one bus across processes on PostgreSQL)
 * clears its pages too. A resync clears them as well: the bus may have lost
 * announcements while it reconnected. Register before the data API's routes,
 * so the hook covers them.
 */
export function announcePageChanges(app: FastifyInstance): void {
  const documents = new DocumentCache();
  app.decorate("documents", documents);
  app.realtime.subscribe(PAGES_TOPIC, (event) => {
    if (event.type === "changed" || event.type === RESYNC) documents.clear();
  });
  app.addHook("onSend", async (req, reply, payload) => {
    if (changesPages(req, reply.statusCode)) {
      documents.clear();
      await app.realtime.publish({ topic: PAGES_TOPIC, type: "changed" }).catch((err: unknown) => req.log.warn({ err }, "announcing a page change failed"));
    }
    return payload;
  });
}
