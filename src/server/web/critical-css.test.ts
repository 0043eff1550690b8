import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { criticalKeyOf, fontPreloads, inlineCriticalCss } from "./critical-css.server.ts";

const page =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app-X1.css" data-precedence="default"/><title>T</title></head>' +
  '<body><main><h1>Soil</h1></main><script nonce="n">x()</script></body></html>';

/** The page cut into pieces of `size` characters, as a renderer's stream may deliver it. */
const inPieces = (html: string, size: number) => Readable.from(Array.from({ length: Math.ceil(html.length / size) }, (_, i) => Buffer.from(html.slice(i * size, (i + 1) * size))));

describe("inlining a page's first-screen CSS", () => {
  it("puts the CSS at the end of <head> and the full stylesheet, at low priority, just before </body>, whatever the chunk sizes", async () => {
    const expected =
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title><style nonce="abc" data-critical>h1{color:green}</style></head>' +
      '<body><main><h1>Soil</h1></main><script nonce="n">x()</script><link rel="stylesheet" href="/assets/app-X1.css" fetchpriority="low"/></body></html>';
    for (const size of [1, 2, 5, 7, 13, 64, page.length]) {
      expect(await text(inPieces(page, size).pipe(inlineCriticalCss("h1{color:green}", { nonce: "abc" }))), `pieces of ${size}`).toBe(expected);
    }
  });

  it("on a document page, holds the full stylesheet in a <noscript> the islands loader opens after the first paint", async () => {
    const expected =
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title><style data-critical>h1{color:green}</style></head>' +
      '<body><main><h1>Soil</h1></main><script nonce="n">x()</script><noscript data-later><link rel="stylesheet" href="/assets/app-X1.css"/></noscript></body></html>';
    for (const size of [1, 7, page.length]) {
      expect(await text(inPieces(page, size).pipe(inlineCriticalCss("h1{color:green}", { sheetsAfterPaint: true }))), `pieces of ${size}`).toBe(expected);
    }
  });

  it("keeps Devanagari whole when a chunk ends inside a character", async () => {
    const hindi = page.replace("<h1>Soil</h1>", "<h1>मिट्टी की जाँच</h1>");
    const bytes = Buffer.from(hindi);
    const pieces = Readable.from(Array.from({ length: Math.ceil(bytes.length / 5) }, (_, i) => bytes.subarray(i * 5, (i + 1) * 5)));
    const out = await text(pieces.pipe(inlineCriticalCss("h1{}", { nonce: "abc" })));
    expect(out).toContain("<h1>मिट्टी की जाँच</h1>");
    expect(out).not.toContain("\uFFFD");
  });

  it("cannot be closed early by the CSS it carries", async () => {
    const out = await text(inPieces(page, 9).pipe(inlineCriticalCss("a{}</style><script>alert(1)</script>", { nonce: "abc" })));
    expect(out).not.toContain("</style><script>alert(1)");
    expect(out.match(/<\/style>/g)).toHaveLength(1);
  });

  it("passes a page without a head through unchanged", async () => {
    const fragment = "<p>no head here</p>";
    expect(await text(inPieces(fragment, 4).pipe(inlineCriticalCss("p{}", { nonce: "abc" })))).toBe(fragment);
  });

  it("keeps the stylesheet when the body never closes", async () => {
    const cut = page.slice(0, page.indexOf("</body>"));
    const out = await text(inPieces(cut, 6).pipe(inlineCriticalCss("p{}", { nonce: "abc" })));
    expect(out.endsWith('<link rel="stylesheet" href="/assets/app-X1.css" fetchpriority="low"/>')).toBe(true);
  });

  it("keys blog posts by language and everything else by path", () => {
    expect(criticalKeyOf("/")).toBe("/");
    expect(criticalKeyOf("/hi")).toBe("/hi");
    expect(criticalKeyOf("/about/")).toBe("/about");
    expect(criticalKeyOf("/blog")).toBe("/blog");
    expect(criticalKeyOf("/blog/any-post")).toBe("/blog/*");
    expect(criticalKeyOf("/hi/blog/koi-lekh")).toBe("/hi/blog/*");
  });

  it("preloads each font file the first screen's CSS names, once, ahead of the CSS", async () => {
    const css = '@font-face{font-family:"A";src:url(/assets/a-1.woff2)format("woff2")}@font-face{font-family:"A";src:url(/assets/b_2.woff2)format("woff2")}h1{background:url(/assets/a-1.woff2)}';
    const links = fontPreloads(css);
    expect(links).toBe(
      '<link rel="preload" href="/assets/a-1.woff2" as="font" crossorigin/>' +
        '<link rel="preload" href="/assets/b_2.woff2" as="font" crossorigin/>',
    );
    expect(fontPreloads("h1{font-family:Inter Fallback}")).toBe("");
    const out = await text(inPieces(page, 5).pipe(inlineCriticalCss(css, { nonce: "abc" })));
    expect(out.indexOf('href="/assets/a-1.woff2" as="font"')).toBeLessThan(out.indexOf("<style nonce"));
  });
});
