/**
 * The first screen's CSS for every public page, so a page can paint from its
 * first response (see docs/decisions/0030, part 3). For each public route, in every
 * language, the built site is rendered in Chromium with JavaScript off at 390 and
 * 1366 px, and the stylesheet's rules are kept that match an element starting
 * in the first screen at either width (with the at-rules around them, the
 * @font-face rules of the fonts those elements use, @property and keyframes).
 * The result, `<build>/critical-css.json`, maps a page address to its CSS; the
 * server inlines it and moves the full stylesheet to the end of the body.
 *
 * The first screens of each language written in another script than Latin
 * also get their own small font in that script (decision 0030): the text of
 * those screens is collected here, cut into
 * `assets/noto-sans-<script>-first-<code>-*.woff2` (with the Latin between
 * it), and declared ("Noto Sans Devanagari First", "Noto Sans Telugu First",
 * ...) in each of that language's pages' CSS; the server preloads the fonts
 * that CSS names.
 *
 * Rendering every page takes minutes, so the results are kept in the
 * repository (`generated/first-screen-css.json`, decision 0042): each page's
 * entry carries a fingerprint of what decides it (the page's HTML as served,
 * which names the hashed stylesheet and fonts, and this generator's own
 * code), and only the pages whose fingerprint changed are rendered again. The
 * build then writes the updated file back; commit it with the change that
 * caused it (a browser test fails while it is stale). A fresh clone builds
 * in seconds.
 *
 * Without Chromium, a build that has pages to render stops and says what to
 * do: a site built without this step paints every page one round trip later,
 * which nobody should find out from a benchmark. `FIRST_SCREEN_CSS=skip`
 * builds without it on purpose.
 * Usage: tsx scripts/build-critical-css.ts [buildDir]
 */
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.server.ts";
import { publicRoutes } from "../content/routes.ts";
import { sampleBlogPosts, sampleHindiPosts } from "../content/blog-posts.ts";
import { criticalKeyOf, CRITICAL_CSS_FILE } from "../src/server/web/critical-css.server.ts";
import { firstScreenCodepoints, makeFirstScreenFont } from "./first-screen-font.ts";
import { cutCodepoints, cutsOf, makeCut } from "./build-fonts.ts";
import { defaultLocale, languages, localePrefix, scripts, type Locale } from "../content/i18n.ts";
import { finishCriticalCss, unicodeSpans } from "./critical-css-text.ts";
import { FIRST_SCREEN_CACHE, FIRST_SCREEN_REPORT, fingerprintOf, keptFont, pruneKeptFonts, readFirstScreenCache, writeFirstScreenCache, type FirstScreen } from "./first-screen-cache.ts";

const buildDir = process.argv[2] ?? process.env.BUILD_DIR ?? "build";
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const out = path.join(buildDir, CRITICAL_CSS_FILE);

if (process.env.FIRST_SCREEN_CSS === "skip") {
  console.warn("critical CSS: skipped (FIRST_SCREEN_CSS=skip); pages will wait for the full stylesheet before they paint");
  rmSync(out, { force: true });
  process.exit(0);
}
function requireChromium() {
  if (existsSync(chromePath)) return;
  console.error(
    [
      `critical CSS: pages to render and no Chromium at ${chromePath}.`,
      "The build renders each changed public page in Chromium to find its first screen's CSS; without it every page would paint a round trip later.",
      "Install it (Debian/Ubuntu: apt-get install chromium), or set CHROME_PATH to a Chromium or Chrome binary,",
      "or build without this step on purpose: FIRST_SCREEN_CSS=skip npm run build",
    ].join("\n"),
  );
  rmSync(out, { force: true });
  process.exit(1);
}

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

const englishPost = sampleBlogPosts[0]!;
const hindiPost = sampleHindiPosts[0];
const pages = [
  ...publicRoutes.flatMap((r) => languages.map((l) => (r.path === "/" ? localePrefix(l.code) || "/" : `${localePrefix(l.code)}${r.path}`))),
  `/blog/${englishPost.slug}`,
  ...(hindiPost ? [`/hi/blog/${hindiPost.slug}`] : []),
];

/** The languages whose pages paint in a first-screen cut of their script's family. */
const ownScript = languages.filter((l) => l.code !== defaultLocale && scripts[l.script].font !== null);
/** A page's language, by its address. */
const languageOfPage = (url: string): Locale => ownScript.find((l) => url === `/${l.code}` || url.startsWith(`/${l.code}/`))?.code ?? defaultLocale;

/**
 * Runs in the page: the paths (indexes through nested rule lists) of the rules
 * the first screen needs. Pseudo-elements and state pseudo-classes are dropped
 * before matching (`.menu:target` is kept when `.menu` is on screen), but a
 * rule that applies only on hover, focus or press is left to the full sheet.
 */
function firstScreenRules(): string[] {
  const keep: string[] = [];
  // A little past the fold, so a phone a bit taller than the widths measured here still gets its whole first screen.
  const fold = window.innerHeight * 1.15;
  // Painted in the first screen: has a box, and the box starts above the fold
  // (a closed menu or dialog has none; its rules arrive with the full sheet before anyone opens it).
  const visible = (el: Element) => {
    // A closed <details> keeps its content laid out for scripts that ask, but never paints it (the language menu's list).
    const folded = el.closest("details:not([open])");
    if (folded && !el.closest("summary") && el !== folded) return false;
    // A control drawn only where scripts run (`data-script-only`, hidden by `noscript:hidden`) has no
    // box here, where pages are measured without scripts: it is on the first screen when its place is.
    const r = (el.closest("[data-script-only]")?.parentElement ?? el).getBoundingClientRect();
    return (r.width > 0 || r.height > 0) && r.top < fold && r.bottom >= 0;
  };
  const onScreen = Array.from(document.querySelectorAll("body *")).filter(visible);
  // Measured once: every rule below asks whether one of its elements is among these.
  const onScreenSet = new Set<Element>([document.documentElement, document.body, ...onScreen]);
  const families = new Set<string>();
  for (const el of [document.documentElement, document.body, ...onScreen]) {
    for (const f of getComputedStyle(el).fontFamily.split(",")) families.add(f.trim().replace(/^["']|["']$/g, "").toLowerCase());
  }
  const stateless = (sel: string) =>
    sel
      .replace(/::?(before|after|placeholder|selection|marker|backdrop|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+)/g, "")
      .replace(/:(hover|focus-visible|focus-within|focus|active|visited|target|open|popover-open|autofill|user-invalid|user-valid)\b/g, "");
  // A selector that is only a form control's part (`::placeholder`, `::-webkit-datetime-edit`…)
  // matters only where a control with that part is on screen.
  const controlPart = /^::?(placeholder|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+)$/;
  const dateInputs = ["date", "time", "datetime-local", "month", "week"].map((t) => `input[type=${t}]`).join(",");
  const controlsWith = (part: string) => {
    if (part.includes("details-marker")) return "summary";
    if (/datetime|date-and-time|calendar-picker/.test(part)) return dateInputs;
    if (part.includes("spin-button")) return `input[type=number],${dateInputs}`;
    if (part.includes("search")) return "input[type=search]";
    if (part.includes("file-selector")) return "input[type=file]";
    if (part.includes("placeholder")) return "[placeholder]";
    return "input,select,textarea,button";
  };
  const subjectOf = (selector: string) => {
    const bare = selector.trim();
    return controlPart.test(bare) ? controlsWith(bare) : stateless(bare).trim() || "*";
  };
  // The list's selectors, split at the commas outside brackets (`:is(a, b)` stays whole).
  const selectorsOf = (selectorText: string) => {
    const list: string[] = [""];
    let depth = 0;
    for (const ch of selectorText) {
      if (ch === "(" || ch === "[") depth++;
      else if (ch === ")" || ch === "]") depth--;
      if (ch === "," && depth === 0) list.push("");
      else list[list.length - 1] += ch;
    }
    return list;
  };
  // What a hand or a key does to the page (hover, focus, press) comes after the first
  // paint, and so does the full stylesheet, in the same response's wake: a rule for
  // such a state alone is left to it. Until then a focused control keeps the
  // browser's own focus ring.
  const interaction = /:(hover|focus|focus-visible|focus-within|active)\b/;
  const matches = (selectorText: string) => {
    const list = selectorsOf(selectorText);
    if (list.every((s) => interaction.test(s))) return false;
    const sel = list.map(subjectOf).join(",");
    try {
      for (const el of document.querySelectorAll(sel)) if (onScreenSet.has(el)) return true;
      return false;
    } catch {
      return true; // a selector this browser cannot test is kept rather than lost
    }
  };
  const walk = (rules: CSSRuleList, prefix: string) => {
    Array.from(rules).forEach((rule, i) => {
      const id = `${prefix}${i}`;
      if (rule instanceof CSSStyleRule) {
        // The rule that leaves the sections below the first screen unrendered matters most
        // to the first layout, which comes before the full sheet (decision 0030).
        if (matches(rule.selectorText) || rule.style.getPropertyValue("content-visibility")) keep.push(id);
      } else if (rule instanceof CSSFontFaceRule) {
        // Only the local faces scaled to the site's fonts: the site's own files
        // join after the first paint (decision 0030), so none is named here.
        const family = rule.style.getPropertyValue("font-family").trim().replace(/^["']|["']$/g, "").toLowerCase();
        if (families.has(family) && !rule.style.getPropertyValue("src").includes("url(")) keep.push(id);
      } else if ("cssRules" in rule) {
        walk((rule as CSSGroupingRule).cssRules, `${id}.`);
      } else {
        keep.push(id); // @property, @layer statements, @keyframes, @charset: small and needed as a whole
      }
    });
  };
  Array.from(document.styleSheets).forEach((sheet, i) => {
    if (sheet.href && new URL(sheet.href).pathname.startsWith("/assets/")) walk(sheet.cssRules, `${i}:`);
  });
  return keep;
}

/** Runs in the page: the text of the first screen (same fold as above), for the first-screen font. */
function firstScreenText(): string {
  const fold = window.innerHeight * 1.15;
  let text = "";
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const folded = node.parentElement?.closest("details:not([open])");
    if (folded && !node.parentElement?.closest("summary")) continue;
    const r = node.parentElement?.getBoundingClientRect();
    if (r && (r.width > 0 || r.height > 0) && r.top < fold && r.bottom >= 0) text += `${node.textContent} `;
  }
  return text;
}

/**
 * Runs in the page: the kept rules as CSS text, in the stylesheet's order,
 * at-rules around their kept children (`null`: the whole stylesheet).
 */
function serialize(kept: string[] | null): string {
  const set = new Set(kept);
  const anyUnder = (prefix: string) => kept?.some((k) => k.startsWith(prefix));
  const text = (rules: CSSRuleList, prefix: string): string =>
    Array.from(rules)
      .map((rule, i) => {
        const id = `${prefix}${i}`;
        // A grouping rule's text holds all of its rules.
        if (!kept || set.has(id)) return rule.cssText;
        if (!("cssRules" in rule) || !anyUnder(`${id}.`)) return "";
        const inner = text((rule as CSSGroupingRule).cssRules, `${id}.`);
        const head = rule.cssText.slice(0, rule.cssText.indexOf("{"));
        return inner ? `${head}{${inner}}` : "";
      })
      .join("");
  return Array.from(document.styleSheets)
    .map((sheet, i) => (sheet.href && new URL(sheet.href).pathname.startsWith("/assets/") ? text(sheet.cssRules, `${i}:`) : ""))
    .join("");
}

// The pages are read as they are before this step: an earlier build's first-screen CSS inlined would change their fingerprints.
rmSync(out, { force: true });
const dataDir = mkdtempSync(path.join(os.tmpdir(), "critical-css-"));
const app = await buildApp(loadConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir, DATABASE_URL: "", BUILD_DIR: buildDir }), { logger: false });
await app.listen({ port: 0, host: "127.0.0.1" });
const addr = app.server.address();
const base = `http://127.0.0.1:${typeof addr === "object" && addr ? addr.port : 0}`;
/** This generator's own code is part of every fingerprint: changing how pages are measured measures them all again. */
const generator = ["build-critical-css.ts", "critical-css-text.ts", "first-screen-cache.ts"]
  .map((f) => readFileSync(fileURLToPath(new URL(f, import.meta.url)), "utf8"))
  .join("\n");
const cache = readFirstScreenCache();
const fresh: Record<string, FirstScreen> = {};
const rendered: string[] = [];
let browser: Browser | undefined;
/** The whole stylesheet as Chromium reads it, to know which theme variables are ever set again. */
let fullSheet: string | undefined;
/** One page at both widths: the rules its first screens need, and (for a page in its own script) their text. */
async function firstScreenOf(url: string): Promise<{ css: string; text: string }> {
  const kept = new Set<string>();
  let text = "";
  let page: Page | undefined;
  for (const viewport of VIEWPORTS) {
    const context = await browser!.newContext({ viewport, javaScriptEnabled: false, serviceWorkers: "block" });
    page = await context.newPage();
    // Generous: a build on a busy machine must not fail for a slow page load.
    const res = await page.goto(base + url, { waitUntil: "load", timeout: 180_000 });
    if (!res || res.status() !== 200) throw new Error(`${url}: ${res?.status()}`);
    // The script runner names functions through a helper the page does not have.
    await page.evaluate("window.__name = (f) => f");
    for (const id of await page.evaluate(firstScreenRules)) kept.add(id);
    if (languageOfPage(url) !== defaultLocale) text += await page.evaluate(firstScreenText);
    if (viewport !== VIEWPORTS.at(-1)) await context.close();
  }
  fullSheet ??= await page!.evaluate(serialize, null);
  const css = finishCriticalCss(await page!.evaluate(serialize, [...kept]), fullSheet);
  await page!.context().close();
  return { css, text };
}

try {
  // Every page's HTML first (milliseconds each): its fingerprint says whether the kept result still holds.
  const prints = await Promise.all(
    pages.map(async (url) => {
      const res = await fetch(base + url);
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
      return fingerprintOf(await res.text(), generator);
    }),
  );
  const stale = pages.flatMap((url, i) => {
    const kept = cache[url];
    if (kept && kept.fingerprint === prints[i]) fresh[url] = kept;
    return fresh[url] ? [] : [i];
  });
  if (stale.length > 0) {
    requireChromium();
    browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox", "--disable-gpu"] });
    // Pages are rendered a few at a time: each load mostly waits on the server and the
    // browser's layout, so a small pool roughly halves the work on two cores. The
    // results are put together in the pages' order, so the output does not depend on timing.
    const concurrency = Math.max(2, Math.min(4, os.availableParallelism() + 1));
    const renderOne = async (i: number) => {
      const url = pages[i]!;
      fresh[url] = { fingerprint: prints[i]!, ...(await firstScreenOf(url)) };
      rendered.push(url);
      console.log(`critical CSS ${url}: ${fresh[url].css.length} bytes (rendered)`);
    };
    // The first page alone, so the whole stylesheet is read once before the others need it.
    await renderOne(stale[0]!);
    let next = 1;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < stale.length) await renderOne(stale[next++]!);
      }),
    );
  }
} finally {
  await browser?.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
if (rendered.length > 0) writeFirstScreenCache(Object.fromEntries(pages.map((url) => [url, fresh[url]!])));
console.log(`critical CSS: ${pages.length - rendered.length} of ${pages.length} pages from ${FIRST_SCREEN_CACHE}, ${rendered.length} rendered`);
// The browser tests read this: a page rendered here means the committed file is behind the pages.
writeFileSync(path.join(buildDir, FIRST_SCREEN_REPORT), JSON.stringify({ rendered: rendered.sort() }));

const result: Record<string, string> = {};
/** Each language's first screens' text, for its first-screen font. */
const firstScreens = new Map<Locale, string>();
for (const url of pages) {
  const { css, text } = fresh[url]!;
  result[criticalKeyOf(url)] = css;
  const lang = languageOfPage(url);
  if (lang !== defaultLocale) firstScreens.set(lang, (firstScreens.get(lang) ?? "") + text);
}
const assets = path.join(buildDir, "client", "assets");
for (const old of readdirSync(assets)) if (/^noto-sans-[a-z]+-first-/.test(old)) rmSync(path.join(assets, old));
for (const [lang, text] of firstScreens) {
  const face = await writeFirstScreenFont(lang, text);
  for (const key of Object.keys(result)) if (languageOfPage(key) === lang) result[key] += face;
}
pruneKeptFonts();
writeFileSync(out, JSON.stringify(result));
console.log(`critical CSS for ${Object.keys(result).length} pages in ${out}`);

/**
 * Cuts a language's first screens' fonts into the built assets and returns
 * their @font-face rules, one family ("Noto Sans Devanagari First" for Hindi):
 * the script those screens draw (glyph by glyph, see first-screen-font.ts)
 * and the Latin between it (spaces, digits, "English", from the family's own
 * Latin cut), each claiming the spans its characters lie in (`unicodeSpans`:
 * a letter of a span the cut lacks is drawn by the next font, as any other
 * letter is), so the lines wrap as they will in the full fonts and every
 * other letter waits for those.
 */
async function writeFirstScreenFont(lang: Locale, text: string): Promise<string> {
  const line = languages.find((l) => l.code === lang)!;
  const script = line.script as Exclude<typeof line.script, "Latin">;
  const family = scripts[script].font;
  const id = family.toLowerCase().replaceAll(" ", "-");
  const { text: textCut, latin } = cutsOf(script);
  const textCodepoints = await cutCodepoints(textCut);
  const latinCodepoints = firstScreenCodepoints(text, await cutCodepoints(latin));
  // What each cut is made from, so an unchanged text finds its font kept in the repository.
  const made = (source: string, ...rest: string[]) => [generator, lang, text, readFileSync(source), ...rest];
  const cuts = [
    {
      name: `${id}-first-${lang}`,
      codepoints: firstScreenCodepoints(text, textCodepoints),
      font: await keptFont(`${id}-first-${lang}`, made(textCut.source, textCodepoints.join()), () =>
        makeFirstScreenFont(text, { source: textCut.source, codepoints: textCodepoints, script: scripts[script].otTag, language: lang }),
      ),
    },
    {
      name: `${id}-first-${lang}-latin`,
      codepoints: latinCodepoints,
      font: await keptFont(`${id}-first-${lang}-latin`, made(latin.source, latinCodepoints.join()), () => makeCut({ ...latin, codepoints: latinCodepoints })),
    },
  ];
  return cuts
    .map(({ name, codepoints, font }) => {
      const file = `${name}-${createHash("sha256").update(font).digest("base64url").slice(0, 8)}.woff2`;
      writeFileSync(path.join(assets, file), font);
      console.log(`first-screen font: ${file}, ${font.length} bytes`);
      const range = unicodeSpans(codepoints);
      // "fallback": the page waits up to 0.1 s for these small preloaded files before
      // drawing its text in the phone's font, so on most connections the text is
      // drawn once, in them, instead of drawn and then moved.
      return `@font-face{font-family:"${family} First";font-display:fallback;font-weight:400 700;src:url(/assets/${file})format("woff2");unicode-range:${range}}`;
    })
    .join("");
}
