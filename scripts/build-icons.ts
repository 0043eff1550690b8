/**
 * Draws the site's icon (public/favicon.svg) as the PNGs browsers and search
 * engines ask for (src/web/lib/site-icons.ts: a 32 px favicon, the 180 px
 * home-screen icon and a 512 px logo for structured data). A browser decodes
 * an SVG favicon by building a whole SVG document on the page's main thread
 * (about 20 ms on a laptop, several times that on a cheap phone, while the
 * page is loading); a PNG costs next to nothing. The PNGs are committed; run
 * after changing the SVG:
 *   npx tsx scripts/build-icons.ts
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { ICON_SOURCE, SITE_ICONS, type SiteIcon } from "../src/web/lib/site-icons.ts";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const svg = readFileSync(path.join(root, "public", ICON_SOURCE), "utf8");

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
try {
  for (const { path: file, size, background } of Object.values<SiteIcon>(SITE_ICONS)) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace("<svg ", `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:${background ?? "transparent"}}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: path.join(root, "public", file), omitBackground: !background });
    await page.close();
  }
} finally {
  await browser.close();
}
