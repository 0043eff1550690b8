import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import negotiate from "@fastify/accept-negotiator";

const brotli = promisify(zlib.brotliCompress);

/** Pages kept compressed; each is 10-20 KB, so the cache holds a few MB at most. */
const MAX_PAGES = 256;

/**
 * A document page's bytes, compressed once at brotli's best (decision 0024).
 *
 * A document page carries no nonce, so the same content gives the same bytes
 * on every response. Brotli's best quality makes a page about 12 % smaller
 * than the quality-5 the server can afford for every response, which is what
 * brings a page into the network's first window (14 KB), but it takes
 * 80-150 ms. So a page's bytes are keyed by their own hash: the first response
 * with new content goes out at quality 5 while the best is made in the
 * background (off the event loop), and every later response with the same
 * bytes is sent from here. Content that changes (a new blog post, an edited
 * clinic) simply makes a new entry; the oldest entries go first.
 *
 * The hash also serves as the page's ETag, so a browser that already holds
 * the page is answered 304 with no body.
 */
export class PageCompression {
  readonly #ready = new Map<string, Buffer>();
  readonly #making = new Set<string>();

  constructor(private readonly maxPages = MAX_PAGES) {}

  /** The ETag of a page's bytes (weak: the same page is sent in several encodings). */
  static etagOf(html: Buffer): string {
    return `W/"${createHash("sha256").update(html).digest("base64url").slice(0, 22)}"`;
  }

  /**
   * The page at brotli's best when it is ready; otherwise undefined, and it is
   * made in the background for the next response with these bytes.
   */
  brotli(etag: string, html: Buffer): Buffer | undefined {
    const done = this.#ready.get(etag);
    if (done) {
      // Most recently used last, so the oldest unused page is the one dropped.
      this.#ready.delete(etag);
      this.#ready.set(etag, done);
      return done;
    }
    if (!this.#making.has(etag)) void this.#make(etag, html);
    return undefined;
  }

  /** Resolves once nothing is being compressed (for tests and warm-up). */
  async settled(): Promise<void> {
    while (this.#making.size) await new Promise((r) => setTimeout(r, 10));
  }

  async #make(etag: string, html: Buffer): Promise<void> {
    this.#making.add(etag);
    try {
      const best = await brotli(html, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      });
      this.#ready.set(etag, best);
      while (this.#ready.size > this.maxPages) this.#ready.delete(this.#ready.keys().next().value!);
    } catch {
      // Not kept: responses keep going out at the usual quality.
    } finally {
      this.#making.delete(etag);
    }
  }
}

/** Whether the response compression would choose brotli for this Accept-Encoding (it prefers br, then gzip). */
export function prefersBrotli(acceptEncoding: string | undefined): boolean {
  return !!acceptEncoding && negotiate(acceptEncoding, ["br", "gzip"]) === "br";
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === opaque);
}
