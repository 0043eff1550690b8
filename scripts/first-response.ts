/**
 * The first response of a public page, counted as it crosses the wire: the
 * status line, every header and the compressed body, read from a raw socket
 * with the Accept-Encoding a phone's Chromium sends. Issue 14's budget is TCP's
 * first window (ten segments, about 14 KB): a page that fits arrives whole
 * after one round trip, and its first screen can paint (decision 0025).
 */
import net from "node:net";
import { sampleBlogPosts, sampleHindiPosts } from "../content/blog-posts.ts";
import { publicRoutes } from "../content/routes.ts";
import { defaultLocale, languageOf, localeOfPath, locales, type Locale } from "../content/i18n.ts";
import { localizePath } from "../src/web/lib/locale.ts";

/** Ten segments of 1,433.6 bytes: what the server may send before the first acknowledgement. */
export const FIRST_WINDOW_BYTES = 14_336;

/** Every public page: each route in every language, and every sample blog post. */
export function publicPagePaths(): string[] {
  return [
    ...publicRoutes.flatMap((r) => locales.map((l) => localizePath(r.path, l))),
    ...sampleBlogPosts.map((p) => `/blog/${p.slug}`),
    ...sampleHindiPosts.map((p) => `/hi/blog/${p.slug}`),
  ];
}

export interface FirstResponse {
  status: number;
  /** Status line and headers, with the blank line that ends them. */
  headerBytes: number;
  /** The body as sent (compressed, and chunked if it was). */
  bodyBytes: number;
  total: number;
}

/**
 * The browser a page is asked for by: one set to the page's language, and for
 * a page in the default language one set to the first other language, whose
 * offer to read the page in it makes the page its largest.
 */
function browserLanguage(page: Locale): string {
  const l = page === defaultLocale ? (locales.find((c) => c !== defaultLocale) ?? defaultLocale) : page;
  return `${languageOf(l).tag},${l};q=0.9,en-IN;q=0.8,en;q=0.7`;
}

/** GETs `path` from `origin` (http://host:port) over one fresh connection and counts what comes back. */
export function firstResponse(origin: string, path: string): Promise<FirstResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ host: hostname, port: Number(port) }, () => {
      socket.write(
        [
          `GET ${path} HTTP/1.1`,
          `Host: ${hostname}:${port}`,
          "User-Agent: Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
          "Accept: text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
          "Accept-Encoding: gzip, deflate, br, zstd",
          `Accept-Language: ${browserLanguage(localeOfPath(path))}`,
          "Connection: close",
          "",
          "",
        ].join("\r\n"),
      );
    });
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("error", reject);
    socket.on("end", () => {
      const all = Buffer.concat(chunks);
      const end = all.indexOf("\r\n\r\n");
      if (end < 0) return reject(new Error(`${path}: no complete response`));
      const headerBytes = end + 4;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(all.subarray(0, 16).toString("latin1"))?.[1] ?? 0);
      resolve({ status, headerBytes, bodyBytes: all.length - headerBytes, total: all.length });
    });
  });
}
