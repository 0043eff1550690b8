/**
 * Draws the picture each public page shows when its link is shared (WhatsApp,
 * Facebook, X): 1200×630 JPEG, one per page and language, with the page's own
 * title and description as the built site serves them, in the brand's colours
 * and fonts (each language's script in the site's cut of its Noto Sans family).
 * Headless Chromium renders it, so conjuncts and vowel signs are shaped right.
 *
 * The pictures are committed under public/og/ with a manifest of the text each
 * shows, so a browser test can tell when a page's title changed and its picture
 * is stale. Run after changing a page's title or description, or adding a
 * language; it draws only the pictures whose text changed or that are missing
 * (`--all` draws every one again):
 *   npm run build && npx tsx scripts/build-og-images.ts
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { languageOf, locales, scripts, type Locale } from "../content/i18n.ts";
import { cutsOf, FONT_CUTS } from "./build-fonts.ts";
import { publicRoutes } from "../content/routes.ts";
import { site } from "../content/site.ts";
import { loadConfig } from "../src/server/config.server.ts";
import { buildApp } from "../src/server/app.ts";
import { OG_IMAGE_SIZE, ogImagePath } from "../src/web/lib/og-image.ts";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
export const ogDir = path.join(root, "public");
export const ogManifestPath = path.join(root, "public/og/manifest.json");

/** What each picture says, by its path (`/og/hi/home.jpg`). */
export type OgManifest = Record<string, { title: string; description: string }>;

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const file = (p: string) => pathToFileURL(path.join(root, p)).href;

/** The page's title without the brand the site appends ("About Us | Soil Doctor" → "About Us"). */
export function cardTitle(ogTitle: string): string {
  return ogTitle.replace(new RegExp(`\\s*\\|\\s*${site.brandName}$`), "").trim();
}

function cardHtml(title: string, description: string, locale: Locale): string {
  // A language in its own script is set in that script's family ("Deva" below), Latin between included.
  const { script, name } = languageOf(locale);
  const ownScript = scripts[script].font !== null;
  const cuts = script === "Latin" ? cutsOf("Devanagari") : cutsOf(script);
  const logo = readFileSync(path.join(root, "public/favicon.svg"), "utf8");
  const host = new URL(site.siteUrl).host.replace(/^www\./, "");
  const range = ([from, to]: readonly [number, number]) => `U+${from.toString(16).padStart(4, "0")}-${to.toString(16).padStart(4, "0")}`;
  const letters = script === "Latin" ? "U+0900-0970" : scripts[script].ranges.map(range).join(", ");
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><style>
@font-face { font-family: Deva; font-weight: 400 700; src: url("${file(path.relative(root, cuts.text.output))}"); unicode-range: ${letters}, U+0964-0965, U+200C-200D, U+25CC; }
@font-face { font-family: Deva; font-weight: 400 700; src: url("${file(path.relative(root, cuts.latin.output))}"); unicode-range: U+0020-007E, U+00A0-00FF, U+2013-2026; }
@font-face { font-family: Deva; font-weight: 400 700; src: url("${file(path.relative(root, FONT_CUTS.rupee.output))}"); unicode-range: U+20B9; }
@font-face { font-family: Inter; font-weight: 100 900; src: url("${file("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")}"); }
@font-face { font-family: Fraunces; font-weight: 600; src: url("${file("node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2")}"); }
html, body { margin: 0; width: ${OG_IMAGE_SIZE.width}px; height: ${OG_IMAGE_SIZE.height}px; overflow: hidden; }
body { background: radial-gradient(circle at 85% 15%, #2f6b3c 0, #163520 55%, #0c1f12 100%); color: #fff; font-family: ${ownScript ? "Deva, Inter" : "Inter, Deva"}, sans-serif; }
.card { box-sizing: border-box; height: 100%; padding: 64px 72px 56px; display: flex; flex-direction: column; }
.brand { display: flex; align-items: center; gap: 18px; font-family: Fraunces, serif; font-weight: 600; font-size: 40px; color: #f1b53a; }
.brand svg { width: 64px; height: 64px; }
h1 { margin: auto 0 0; font-family: ${ownScript ? "Deva, Fraunces" : "Fraunces, Deva"}, serif; font-weight: ${ownScript ? 700 : 600}; font-size: ${ownScript ? 70 : 76}px; line-height: ${ownScript ? 1.35 : 1.08}; max-width: 1000px;
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; padding-top: 0.1em; }
p { margin: 22px 0 0; font-size: 30px; line-height: ${ownScript ? 1.6 : 1.4}; color: #dfeedf; max-width: 1000px;
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.foot { margin-top: 36px; display: flex; justify-content: space-between; align-items: center; font-size: 26px; color: #bedcc0; }
.foot span:last-child { color: #f1b53a; font-weight: 600; }
.rule { height: 6px; width: 120px; border-radius: 3px; background: #f1b53a; margin-top: 28px; }
</style></head><body><div class="card">
<div class="brand">${logo}<span>${esc(site.brandName)}</span></div>
<h1>${esc(title)}</h1>
<p>${esc(description)}</p>
<div class="rule"></div>
<div class="foot"><span>${esc(host)}</span><span>${esc(name)}</span></div>
</div></body></html>`;
}

/** og:title and og:description of a served page. */
export function pageCard(html: string): { title: string; description: string } {
  const prop = (name: string) => {
    const m = new RegExp(`<meta property="${name}" content="([^"]*)"`).exec(html);
    if (!m) throw new Error(`no ${name} in the page`);
    return m[1]!.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  };
  return { title: cardTitle(prop("og:title")), description: prop("og:description") };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "og-images-"));
  const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir, DATABASE_URL: "", BUILD_DIR: process.env.BUILD_DIR });
  const app = await buildApp(config, { logger: false });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--allow-file-access-from-files"],
  });
  const all = process.argv.includes("--all");
  const before: OgManifest = existsSync(ogManifestPath) ? (JSON.parse(readFileSync(ogManifestPath, "utf8")) as OgManifest) : {};
  const manifest: OgManifest = {};
  try {
    const page = await browser.newPage({ viewport: OG_IMAGE_SIZE, deviceScaleFactor: 1 });
    const work = mkdtempSync(path.join(os.tmpdir(), "og-cards-"));
    for (const locale of locales) {
      mkdirSync(path.join(ogDir, "og", locale), { recursive: true });
      for (const { path: route } of publicRoutes) {
        const url = locale === "en" ? route : `/${locale}${route === "/" ? "" : route}`;
        const res = await app.inject({ method: "GET", url });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
        const card = pageCard(res.body);
        const out = ogImagePath(route, locale);
        // A picture that already says this stays: redrawing it would only churn the file.
        const was = before[out];
        if (!all && was && was.title === card.title && was.description === card.description && existsSync(path.join(ogDir, out))) {
          manifest[out] = card;
          continue;
        }
        const htmlFile = path.join(work, `${locale}-${route.replaceAll("/", "_")}.html`);
        writeFileSync(htmlFile, cardHtml(card.title, card.description, locale));
        await page.goto(pathToFileURL(htmlFile).href, { waitUntil: "load" });
        await page.evaluate(() => document.fonts.ready);
        const failed = await page.evaluate(() => [...document.fonts].filter((f) => f.status === "error").map((f) => f.family));
        if (failed.length) throw new Error(`${url}: fonts failed: ${failed.join(", ")}`);
        // JPEG: the gradient would make a PNG 330 KB, past what WhatsApp shows; this is about 60 KB.
        await page.screenshot({ path: path.join(ogDir, out), type: "jpeg", quality: 85 });
        manifest[out] = card;
        console.log(`${out}: ${card.title}`);
      }
    }
  } finally {
    await browser.close();
    await app.close();
  }
  writeFileSync(ogManifestPath, JSON.stringify(manifest, null, 2) + "\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
