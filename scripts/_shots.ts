import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.server.ts";
const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "x-")), DATABASE_URL: "", BUILD_DIR: "build" });
const app = await buildApp(config, { logger: false });
await app.listen({ port: 0, host: "127.0.0.1" });
const port = (app.server.address() as { port: number }).port;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [390, 1366]) {
  for (const lang of ["", "/hi"]) {
    const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
    await page.route(/tile\.openstreetmap/, (r) => r.abort());
    await page.goto(`http://127.0.0.1:${port}${lang}/find-clinic`);
    await page.waitForLoadState("load");
    await page.locator("[data-finder-view]").first().click();
    await page.locator("dialog[open]").waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shot-dialog${lang.replace("/", "-")}-${width}.png` });
    await page.locator("dialog[open] [data-finder-book-from-details]").click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shot-booking${lang.replace("/", "-")}-${width}.png` });
    await page.keyboard.press("Escape");
    await page.locator("footer").scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.locator("footer").screenshot({ path: `/tmp/shot-footer${lang.replace("/", "-")}-${width}.png` });
    await page.close();
  }
}
await browser.close();
await app.close();
