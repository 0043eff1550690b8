import { chromium, type Browser } from "playwright-core";

/**
 * The report's PDF is Chromium's print of the report page itself (the same
 * HTML a farmer reads, its own print styles), so Devanagari is shaped by the
 * browser's text engine. One print at a time per process: a print takes a
 * core for about a second, and the machine serves pages too. The browser is
 * started on the first print and closed once prints stop for a minute.
 */
const IDLE_MS = 60_000;
let browser: Promise<Browser> | undefined;
let idle: NodeJS.Timeout | undefined;
let queue: Promise<unknown> = Promise.resolve();

function launch(): Promise<Browser> {
  browser ??= chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-extensions", "--no-first-run"],
  });
  return browser;
}

async function closeWhenIdle() {
  const b = browser;
  browser = undefined;
  await (await b)?.close().catch(() => {});
}

export function printPdf(url: string): Promise<Buffer> {
  const job = queue.then(async () => {
    clearTimeout(idle);
    const page = await (await launch()).newPage();
    try {
      const res = await page.goto(url, { waitUntil: "networkidle", timeout: 30_000 });
      if (!res?.ok()) throw new Error(`the report page answered ${res?.status()}`);
      await page.evaluate(async () => {
        // The report alone on the paper: the site's header, footer and chat button stay on screen.
        const report = document.querySelector("[data-report]");
        if (report) document.body.replaceChildren(report);
        await document.fonts.ready;
      });
      // Chromium embeds each weight of a variable font as its own drawn (Type 3) font: two weights keep the file small.
      await page.addStyleTag({ content: "* { font-weight: 400 !important } h1, h2, h3, th[scope=row], strong, [data-rating] { font-weight: 700 !important }" });
      return await page.pdf({ format: "A4", printBackground: true, margin: { top: "12mm", bottom: "12mm", left: "12mm", right: "12mm" }, tagged: true });
    } finally {
      await page.close().catch(() => {});
      idle = setTimeout(() => void closeWhenIdle(), IDLE_MS);
      idle.unref();
    }
  });
  queue = job.catch(() => {});
  return job;
}

/** Closes the browser now (the app's shutdown). */
export const closePdfBrowser = closeWhenIdle;
