import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { locales } from "../../../content/i18n.ts";
import { publicRoutes } from "../../../content/routes.ts";
import { FIRST_WINDOW_BYTES, firstResponse, publicPagePaths, type FirstResponse } from "../../../scripts/first-response.ts";

/**
 * Every public page's first response as it crosses the wire (status line,
 * headers and the compressed body), with the sample content of a fresh site:
 * at most the ten segments a server may send before the phone's first
 * acknowledgement, so the page arrives, and paints, after one round trip.
 */
describe("first responses", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await startTestApp("sqlite", { web: true, listen: true })));
  afterAll(async () => t?.close());

  it("fit the network's first window (14,336 bytes), headers included", async () => {
    // As a production start does (src/server/main.ts), the server first prepares the
    // sitemap's pages at brotli's best (decision 0024); then each page is asked for once.
    // Each fixed page in its language, and the default language's pages once more for each other language's offer.
    expect(await t.app.warmPages!()).toBeGreaterThanOrEqual(publicRoutes.length * (2 * locales.length - 1));
    const sizes = new Map<string, FirstResponse>();
    for (const p of publicPagePaths()) sizes.set(p, await firstResponse(t.url, p));
    const report = [...sizes].map(([p, r]) => ({ page: p, status: r.status, bytes: r.total }));
    expect(report.filter((r) => r.status !== 200)).toEqual([]);
    expect(report.filter((r) => r.bytes > FIRST_WINDOW_BYTES)).toEqual([]);
    // Every language's pages are prepared and asked for: the time grows with them.
  }, 30_000 * locales.length);
});
