/**
 * Prints the downloadable guides (content/*\/downloads.ts) to PDF in every
 * language with headless Chromium, whose text shaping gets Devanagari
 * conjuncts and matras right, and records the hash of each guide's source in
 * public/downloads/manifest.json so a test can tell when a PDF is stale.
 * Run after changing a guide's copy or the site's contact details, or after
 * adding a language; it prints only the guides whose source changed or whose
 * PDF is missing (`--all` prints every one again):
 *   npx tsx scripts/build-pdfs.ts
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { allGuideSources, FONT_ROOT } from "./guide-html.ts";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
export const downloadsDir = path.join(root, "public", "downloads");
export const manifestPath = path.join(downloadsDir, "manifest.json");

export type Manifest = Record<string, { title: string; sourceSha256: string }>;

async function main() {
  const fonts = pathToFileURL(path.join(root, "node_modules")).href + "/";
  const work = mkdtempSync(path.join(tmpdir(), "guides-"));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    // Fonts are file URLs next to a file page; the other flags keep a print job from reaching the network.
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-extensions", "--allow-file-access-from-files"],
  });
  const all = process.argv.includes("--all");
  const before: Manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest) : {};
  const manifest: Manifest = {};
  try {
    const page = await browser.newPage();
    mkdirSync(downloadsDir, { recursive: true });
    for (const g of allGuideSources()) {
      // A PDF printed from this very source stays: printing is not byte-stable, so reprinting would only churn it.
      if (!all && before[g.file]?.sourceSha256 === g.hash && existsSync(path.join(downloadsDir, g.file))) {
        manifest[g.file] = before[g.file]!;
        continue;
      }
      const htmlFile = path.join(work, `${g.id}.${g.locale}.html`);
      writeFileSync(htmlFile, g.html.replaceAll(FONT_ROOT, fonts));
      await page.goto(pathToFileURL(htmlFile).href, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      const missing = await page.evaluate(() => [...document.fonts].filter((f) => f.status === "error").map((f) => f.family));
      if (missing.length > 0) throw new Error(`${g.file}: fonts failed to load: ${missing.join(", ")}`);
      const bytes = await page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: true });
      writeFileSync(path.join(downloadsDir, g.file), bytes);
      manifest[g.file] = { title: g.title, sourceSha256: g.hash };
      console.log(`${g.file}: ${(bytes.length / 1024).toFixed(1)} KB`);
    }
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + "\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
