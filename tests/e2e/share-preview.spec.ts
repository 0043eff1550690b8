import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { locales } from "../../content/i18n.ts";
import { publicRoutes } from "../../content/routes.ts";
import { site } from "../../content/site.ts";
import { sampleHindiPosts } from "../../content/blog-posts.ts";
import { ogImagePath } from "../../src/web/lib/og-image.ts";
import { ICON_SOURCE, SITE_ICONS, type SiteIcon } from "../../src/web/lib/site-icons.ts";
import { ogManifestPath, pageCard, type OgManifest } from "../../scripts/build-og-images.ts";

/**
 * A link shared in a WhatsApp group shows a picture with the page's title in
 * its language. The pictures are drawn by scripts/build-og-images.ts and
 * committed; these checks fail when one is missing, the wrong size, or stale
 * (the page's title or description changed since it was drawn).
 */
test.skip(({ viewport }) => (viewport?.width ?? 0) > 500, "server-rendered tags: checked once");

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  for (let i = 2; i < bytes.length; ) {
    if (bytes[i] !== 0xff) throw new Error("not a JPEG marker");
    const marker = bytes[i + 1]!;
    const length = bytes.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc2) return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  throw new Error("no frame in the JPEG");
}

const manifest = JSON.parse(readFileSync(ogManifestPath, "utf8")) as OgManifest;
const meta = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

test("every public page in every language has its own share picture, 1200×630, showing its current title", async ({ request }) => {
  const stale: string[] = [];
  for (const locale of locales) {
    for (const { path: route } of publicRoutes) {
      const url = locale === "en" ? route : `/${locale}${route === "/" ? "" : route}`;
      const html = await (await request.get(url)).text();
      const image = ogImagePath(route, locale);
      expect(meta(html, "og:image"), url).toBe(new URL(image, site.siteUrl).toString());
      expect(meta(html, "og:image:width")).toBe("1200");
      expect(meta(html, "og:image:height")).toBe("630");
      expect(meta(html, "twitter:card")).toBe("summary_large_image");

      const served = await request.get(image);
      expect(served.status(), image).toBe(200);
      expect(served.headers()["content-type"]).toBe("image/jpeg");
      const bytes = await served.body();
      expect(jpegSize(bytes), image).toEqual({ width: 1200, height: 630 });
      // Small enough for WhatsApp to show it (it drops pictures over about 300 KB).
      expect(bytes.length, image).toBeLessThan(200 * 1024);
      if (JSON.stringify(manifest[image]) !== JSON.stringify(pageCard(html))) stale.push(`${url} (run: npx tsx scripts/build-og-images.ts)`);
    }
  }
  expect(stale).toEqual([]);
});

test("a blog post without its own picture shares the blog's card in its language", async ({ request }) => {
  const post = sampleHindiPosts[0]!;
  const html = await (await request.get(`/hi/blog/${post.slug}`)).text();
  expect(meta(html, "og:image")).toBe(new URL(ogImagePath("/blog", "hi"), site.siteUrl).toString());
  expect(path.basename(meta(html, "og:image")!)).toBe("blog.jpg");
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.readUInt32BE(0) !== 0x89504e47) throw new Error("not a PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The tab's icon, the phone's home-screen icon and the logo search engines
 * show are PNGs of the site's mark (scripts/build-icons.ts): a browser draws an
 * SVG favicon by building a whole document on the page's main thread while
 * the page loads, where a PNG costs next to nothing.
 */
test("every page names a PNG icon, a home-screen icon and a PNG logo, each at its size", async ({ request }) => {
  for (const url of ["/", "/hi", "/hi/find-clinic"]) {
    const html = await (await request.get(url)).text();
    const href = (rel: string) => new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`).exec(html)?.[1];
    const expected: [string | undefined, number][] = [[href("icon"), SITE_ICONS.favicon.size], [href("apple-touch-icon"), SITE_ICONS.homeScreen.size]];
    // The organisation, with its logo, is described on the home page.
    const logo = /"logo":"([^"]+)"/.exec(html)?.[1];
    if (url === "/") expected.push([logo && new URL(logo).pathname, SITE_ICONS.logo.size]);
    for (const [path, size] of expected) {
      expect(path, `${url}: an icon of ${size} px is named`).toMatch(/\.png$/);
      const res = await request.get(path!);
      expect(res.headers()["content-type"], path).toBe("image/png");
      expect(pngSize(await res.body()), path).toEqual({ width: size, height: size });
    }
  }
});

/** The PNGs are committed; this fails when favicon.svg changed and they were not drawn again. */
test("the PNG icons show the same picture as favicon.svg", async ({ page }) => {
  await page.goto("/sitemap");
  for (const { path: png, size, background } of Object.values<SiteIcon>(SITE_ICONS)) {
    const difference = await page.evaluate(
      async ({ png, size, background, source }) => {
        const pixels = async (src: string) => {
          const img = new Image(size, size);
          img.src = src;
          await img.decode();
          const canvas = document.createElement("canvas");
          canvas.width = canvas.height = size;
          const ctx = canvas.getContext("2d")!;
          // An opaque icon: the mark is drawn over the same colour.
          if (background) {
            ctx.fillStyle = background;
            ctx.fillRect(0, 0, size, size);
          }
          ctx.drawImage(img, 0, 0, size, size);
          return ctx.getImageData(0, 0, size, size).data;
        };
        const [drawn, mark] = await Promise.all([pixels(png), pixels(source)]);
        let sum = 0;
        for (let i = 0; i < drawn.length; i++) sum += Math.abs(drawn[i]! - mark[i]!);
        return sum / drawn.length;
      },
      { png, size, background, source: ICON_SOURCE },
    );
    // Anti-aliasing differs a little between the two drawings; a changed mark differs by far more.
    expect(difference, `${png} against favicon.svg (mean difference per channel)`).toBeLessThan(4);
  }
});
