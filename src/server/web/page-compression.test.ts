import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { matchesEtag, PageCompression, prefersBrotli } from "./page-compression.server.ts";

const page = Buffer.from(`<!DOCTYPE html><html><body>${Array.from({ length: 400 }, (_, i) => `<p class="mt-2 text-sm text-muted">Soil test ${i % 37}: pH, NPK and organic carbon</p>`).join("")}</body></html>`);

describe("PageCompression", () => {
  it("sends nothing the first time, then the page at brotli's best, which reads back to the same bytes", async () => {
    const cache = new PageCompression();
    const etag = PageCompression.etagOf(page);
    expect(cache.brotli(etag, page)).toBeUndefined();
    await cache.settled();
    const best = cache.brotli(etag, page)!;
    expect(best).toBeInstanceOf(Buffer);
    expect(zlib.brotliDecompressSync(best).equals(page)).toBe(true);
    const quality5 = zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    expect(best.length).toBeLessThan(quality5.length);
  });

  it("keys pages by their bytes and drops the least recently used beyond its size", async () => {
    const cache = new PageCompression(2);
    const pages = ["a", "b", "c"].map((s) => Buffer.from(`<p>${s.repeat(2000)}</p>`));
    const tags = pages.map((p) => PageCompression.etagOf(p));
    expect(new Set(tags).size).toBe(3);
    cache.brotli(tags[0]!, pages[0]!);
    cache.brotli(tags[1]!, pages[1]!);
    await cache.settled();
    cache.brotli(tags[0]!, pages[0]!); // a is used again, so b is the oldest
    cache.brotli(tags[2]!, pages[2]!);
    await cache.settled();
    expect(cache.brotli(tags[0]!, pages[0]!)).toBeDefined();
    expect(cache.brotli(tags[2]!, pages[2]!)).toBeDefined();
    expect(cache.brotli(tags[1]!, pages[1]!)).toBeUndefined();
  });

  it("reads If-None-Match and Accept-Encoding as browsers send them", () => {
    const etag = 'W/"abc"';
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('"x", W/"abc"', etag)).toBe(true);
    expect(matchesEtag("*", etag)).toBe(true);
    expect(matchesEtag('W/"abd"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(prefersBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(prefersBrotli("gzip")).toBe(false);
    expect(prefersBrotli("br;q=0, gzip")).toBe(false);
    expect(prefersBrotli(undefined)).toBe(false);
  });
});

describe("document pages on the wire", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await startTestApp("sqlite", { web: true })));
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br", ...headers } });

  it("sends a page again at brotli's best, with an ETag a browser can revalidate against", async () => {
    const first = await get("/about");
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    // The best encoding is made in the background after the first response.
    let again = await get("/about");
    for (let i = 0; i < 50 && again.rawPayload.length >= first.rawPayload.length; i++) {
      await new Promise((r) => setTimeout(r, 20));
      again = await get("/about");
    }
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(zlib.brotliDecompressSync(again.rawPayload).toString()).toBe(zlib.brotliDecompressSync(first.rawPayload).toString());
    expect(String(again.headers.vary)).toMatch(/accept-encoding/i);

    const revalidated = await get("/about", { "if-none-match": etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers["content-security-policy"]).toBeDefined();
  });

  it("answers a stale ETag with the page, and one for another page does not match", async () => {
    const stale = await get("/about", { "if-none-match": 'W/"not-this-page"' });
    expect(stale.statusCode).toBe(200);
    const other = (await get("/contact")).headers.etag as string;
    expect((await get("/about", { "if-none-match": other })).statusCode).toBe(200);
  });

  it("sends a plain page to a client without brotli, and never an ETag on a page that hydrates", async () => {
    const plain = await t.app.inject({ url: "/about", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("</html>");
    const admin = await get("/admin/login");
    expect(admin.statusCode).toBe(200);
    expect(admin.headers.etag).toBeUndefined();
  });
});
