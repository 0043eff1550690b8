/**
 * Lighthouse over the built site: for each public route, the four category
 * scores, LCP, CLS, TBT and the transferred JavaScript and total bytes, with
 * Lighthouse's default mobile settings (simulated throttling) in Debian's
 * Chromium. Every public route in English and in Hindi unless routes are named.
 * `--3g` uses a slow rural profile instead (300 ms round trips, 1.6 Mbps, 4× CPU).
 * `--runs N` audits each route N times and reports the run with the median
 * performance score (Lighthouse's own advice on a machine whose timings vary).
 * Usage: npm run bench:pages [-- [--3g] [--cold] [--runs N] /route /other-route]
 */
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { mkdirSync, writeFileSync } from "node:fs";
import { startBuiltSite } from "./built-site.ts";
import { publicRoutes } from "../content/routes.ts";

const routes = process.argv.slice(2).filter((a) => a.startsWith("/"));
const targets = routes.length ? routes : publicRoutes.flatMap((r) => [r.path, r.path === "/" ? "/hi" : `/hi${r.path}`]);
const slow3g = process.argv.includes("--3g");
const runsArg = process.argv.indexOf("--runs");
const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 1;
/** Lighthouse's simulated throttling: its default mobile profile, or the 3G one a village tower gives. */
const throttling = slow3g
  ? { throttlingMethod: "simulate" as const, throttling: { rttMs: 300, throughputKbps: 1600, cpuSlowdownMultiplier: 4, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 } }
  : {};

// Like a production start, the site prepares its pages at brotli's best before the first
// visitor (decision 0024); `--cold` measures a freshly started server's first answers instead.
const { app, origin: base } = await startBuiltSite("bench-pages", { cold: process.argv.includes("--cold") });

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

/** One Lighthouse run on a route, with the profile chosen above. */
const audit = (route: string) => lighthouse(`${base}${route}`, { port: chrome.port, output: "json", logLevel: "error", ...throttling });

interface Row {
  route: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  htmlKB: number;
  jsKB: number;
  totalKB: number;
}
const rows: Row[] = [];
const benchmarkIndexes: number[] = [];
const reports: Record<string, unknown> = {};
const score = (s: number | null | undefined) => Math.round((s ?? 0) * 100);

try {
  // The first Lighthouse pass in a fresh browser sometimes fails to score at all
  // (a cold start); one discarded warm-up pass keeps the table honest.
  await audit(targets[0] ?? "/");
  for (const route of targets) {
    // Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART) and
    // scores the page 0; such a run says nothing about the page, so it is run again (twice at most).
    const results: NonNullable<Awaited<ReturnType<typeof audit>>>[] = [];
    for (let run = 0; run < runs; run++) {
      let result = await audit(route);
      for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) result = await audit(route);
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      results.push(result);
    }
    const perfOf = (r: (typeof results)[number]) => r.lhr.categories.performance?.score ?? 0;
    const { lhr } = results.sort((a, b) => perfOf(a) - perfOf(b))[Math.floor(results.length / 2)]!;
    const requests = (lhr.audits["network-requests"]?.details as { items?: Array<{ url?: string; resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
    const bytes = (type?: string) => requests.filter((r) => !type || r.resourceType === type).reduce((a, r) => a + (r.transferSize ?? 0), 0);
    rows.push({
      route,
      perf: score(lhr.categories.performance?.score),
      a11y: score(lhr.categories.accessibility?.score),
      bp: score(lhr.categories["best-practices"]?.score),
      seo: score(lhr.categories.seo?.score),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
      cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
      htmlKB: Number((bytes("Document") / 1024).toFixed(1)),
      jsKB: Number((bytes("Script") / 1024).toFixed(1)),
      totalKB: Number((bytes() / 1024).toFixed(1)),
    });
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    // What the page fetched, kept in the JSON so a slow figure can be traced to its bytes.
    const fetched = requests.map((r) => ({ url: r.url?.replace(base, ""), type: r.resourceType, bytes: r.transferSize }));
    // What moved (CLS) and why a run failed to score, if it did.
    const shifts = ((lhr.audits["layout-shifts"]?.details as { items?: Array<{ node?: { snippet?: string; selector?: string }; score?: number }> } | undefined)?.items ?? []).map((i) => ({
      score: i.score,
      node: i.node?.selector ?? i.node?.snippet,
    }));
    // Which element was the largest paint, so a slow LCP can be traced to what it waited for.
    const lcpTable = (lhr.audits["largest-contentful-paint-element"]?.details as { items?: Array<{ items?: Array<{ node?: { selector?: string } }> }> } | undefined)?.items?.[0];
    const lcpElement = lcpTable?.items?.[0]?.node?.selector;
    // Where the main thread's time went and its long tasks, so a Total Blocking Time can be traced to its work.
    type Items<T> = { items?: T[] } | undefined;
    const mainThread = ((lhr.audits["mainthread-work-breakdown"]?.details as Items<{ groupLabel?: string; group?: string; duration?: number }>)?.items ?? []).map((i) => ({ work: i.groupLabel ?? i.group, ms: Math.round(i.duration ?? 0) }));
    const longTasks = ((lhr.audits["long-tasks"]?.details as Items<{ url?: string; startTime?: number; duration?: number }>)?.items ?? []).map((i) => ({ url: i.url?.replace(base, ""), startMs: Math.round(i.startTime ?? 0), ms: Math.round(i.duration ?? 0) }));
    const domElements = lhr.audits["dom-size"]?.numericValue;
    // Lighthouse's own measure of the machine's speed (higher is faster): the same page scores
    // lower on a slower or busier machine, so figures are compared at like indexes only.
    benchmarkIndexes.push(...results.map((r) => r.lhr.environment.benchmarkIndex));
    reports[route] = { failingBinaryAudits: failing, fetched, shifts, lcpElement, mainThread, longTasks, domElements, benchmarkIndex: lhr.environment.benchmarkIndex, runtimeError: lhr.runtimeError?.message };
  }
} finally {
  await chrome.kill();
  await app.close();
}

const header = "| route | perf | a11y | best practices | SEO | LCP ms | CLS | TBT ms | HTML KB | JS KB | total KB |";
const lines = [`Profile: ${slow3g ? "3G (300 ms RTT, 1.6 Mbps, 4x CPU)" : "Lighthouse mobile default"}${runs > 1 ? `, median of ${runs} runs` : ""}`, header, "|---|---|---|---|---|---|---|---|---|---|---|"];
for (const r of rows) lines.push(`| ${r.route} | ${r.perf} | ${r.a11y} | ${r.bp} | ${r.seo} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.htmlKB} | ${r.jsKB} | ${r.totalKB} |`);
console.log(lines.join("\n"));
const sortedIndexes = [...benchmarkIndexes].sort((a, b) => a - b);
if (sortedIndexes.length) console.log(`Machine speed (Lighthouse's benchmark index, higher is faster): median ${Math.round(sortedIndexes[Math.floor(sortedIndexes.length / 2)]!)}, range ${Math.round(sortedIndexes[0]!)}-${Math.round(sortedIndexes.at(-1)!)}`);
for (const [route, info] of Object.entries(reports)) {
  const failing = (info as { failingBinaryAudits: string[] }).failingBinaryAudits;
  if (failing.length) console.log(`${route}: failing audits: ${failing.join(", ")}`);
}
mkdirSync("bench-results", { recursive: true });
writeFileSync(`bench-results/pages${slow3g ? "-3g" : ""}.json`, JSON.stringify({ date: new Date().toISOString(), profile: slow3g ? "3g" : "mobile", rows, reports }, null, 2));
