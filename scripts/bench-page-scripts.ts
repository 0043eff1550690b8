/**
 * The JavaScript a public page makes a phone download: every script it
 * fetches from its first byte until it has loaded and its islands have run,
 * and what opening the chat adds, in compressed bytes on the wire and in
 * bytes once decompressed. Decision 0036 holds these figures: a page in any
 * language fetches the same scripts, and no script grows when a language is
 * added (each language's words reach the browser as small modules of their own).
 * Usage: [BUILD_DIR=build-x] npx tsx scripts/bench-page-scripts.ts [/route ...]
 */
import { chromium } from "@playwright/test";
import { languages, localePrefix } from "../content/i18n.ts";
import { startBuiltSite } from "./built-site.ts";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const named = process.argv.slice(2).filter((a) => a.startsWith("/"));
const paths = named.length ? named : languages.flatMap((l) => [localePrefix(l.code) || "/", `${localePrefix(l.code)}/find-clinic`]);

interface Loaded {
  url: string;
  wire: number;
  decoded: number;
}

const { app, origin } = await startBuiltSite("bench-page-scripts", { cold: true });
const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const rows = [];
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
    const page = await context.newPage();
    const seen: Promise<Loaded>[] = [];
    page.on("requestfinished", (r) => {
      if (r.resourceType() !== "script") return;
      seen.push(
        (async () => {
          const sizes = await r.sizes();
          const body = await (await r.response())?.body();
          return { url: new URL(r.url()).pathname, wire: sizes.responseBodySize, decoded: body?.length ?? 0 };
        })(),
      );
    });
    await page.goto(origin + path, { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.live !== undefined);
    // The finder's island and its copy join after the first paint.
    await page.waitForLoadState("networkidle");
    const atLoad = await Promise.all(seen);
    const before = seen.length;
    await page.locator("[data-island=chat-launcher]").click();
    await page.getByRole("dialog").waitFor();
    await page.waitForLoadState("networkidle");
    const chat = (await Promise.all(seen)).slice(before);
    const sum = (list: Loaded[], key: "wire" | "decoded") => list.reduce((n, l) => n + l[key], 0);
    rows.push({
      page: path,
      scripts: atLoad.length,
      "wire bytes": sum(atLoad, "wire"),
      "decoded bytes": sum(atLoad, "decoded"),
      "chat: scripts": chat.length,
      "chat: wire bytes": sum(chat, "wire"),
      "chat: decoded": sum(chat, "decoded"),
      files: atLoad.map((l) => l.url.replace(/^\/assets\//, "").replace(/-[\w-]{8,}\.js$/, "")).join(" "),
    });
    await context.close();
  }
  console.table(rows);
} finally {
  await browser.close();
  await app.close();
}
