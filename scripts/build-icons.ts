/**
 * Draws the site's icon (public/favicon.svg) as the PNGs browsers and search
 * engines ask for: a 32 px favicon, the 180 px home-screen icon and a 512 px
 * logo for structured data. A browser decodes an SVG favicon by building a
 * whole SVG document on the page's main thread (about 20 ms on a laptop,
 * several times that on a cheap phone, while the page is loading); a PNG
 * costs next to nothing. The PNGs are committed; run after changing the SVG:
 *   npx tsx scripts/build-icons.ts
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const svg = readFileSync(path.join(root, "public/favicon.svg"), "utf8");
/** Each PNG by its path under public/ and its size in pixels. */
export const ICONS = { "favicon-32.png": 32, "apple-touch-icon.png": 180, "logo-512.png": 512 } as const;
/** A home-screen icon is square and opaque (iOS fills transparent corners with black): the circle's green fills it. */
const SQUARE = new Set(["apple-touch-icon.png"]);

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
try {
  for (const [file, size] of Object.entries(ICONS)) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace("<svg ", `<svg width="${size}" height="${size}" `);
    const background = SQUARE.has(file) ? "#235731" : "transparent";
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:${background}}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: path.join(root, "public", file), omitBackground: !SQUARE.has(file) });
    await page.close();
  }
} finally {
  await browser.close();
}
