import { test, expect, type Page } from "@playwright/test";
import { sampleBlogPosts, sampleHindiPosts } from "../../content/blog-posts.ts";
import { publicRoutes } from "../../content/routes.ts";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * A public page paints its first screen from its first response: the CSS that
 * screen needs is inline in <head>, and the full stylesheet (asked for at the
 * end of <body>) changes nothing there when it arrives. Checked the hard way:
 * the full stylesheet is refused, and the first screen must still look exactly
 * as it does with it (same boxes, same fonts and colours). Font files are
 * refused in both runs: the site's fonts join after the first paint (see the
 * last tests here), so what is compared is the first screen's CSS alone.
 */
test.use({ javaScriptEnabled: false });

const routes = ["/", "/hi", "/find-clinic", "/hi/contact", "/for-partners", `/blog/${sampleBlogPosts[0]!.slug}`, `/hi/blog/${sampleHindiPosts[0]!.slug}`];

async function firstScreen(page: Page) {
  await page.locator("h1").first().waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate(() => {
    // Layout boxes (offsets ignore the hero's entrance transform, which is mid-flight at any moment).
    const box = (el: HTMLElement) => {
      let x = 0;
      let y = 0;
      for (let e: HTMLElement | null = el; e; e = e.offsetParent as HTMLElement | null) {
        x += e.offsetLeft;
        y += e.offsetTop;
      }
      return { x, y, w: el.offsetWidth, h: el.offsetHeight };
    };
    // A colour as the pixel it paints: the inline CSS gives a colour with an opacity in
    // plain sRGB, the full sheet the same colour mixed in OKLab, and the two read differently.
    const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const pixel = (colour: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = colour;
      canvas.fillRect(0, 0, 1, 1);
      return canvas.getImageData(0, 0, 1, 1).data.join(",");
    };
    const firstScreen = (el: HTMLElement) => box(el).y < window.innerHeight;
    const all = Array.from(document.querySelectorAll<HTMLElement>("header, header *, main *"));
    // A closed <details> (the language menu) lays its content out but never paints it: not part of the first screen.
    const folded = (el: HTMLElement) => el.closest("details:not([open])") !== null && !el.closest("summary") && el.tagName !== "DETAILS";
    return all.filter((el) => el.offsetParent !== null && firstScreen(el) && !folded(el)).map((el) => {
      const s = getComputedStyle(el);
      const b = box(el);
      // A box reaching below the fold grows with content the full sheet lays out; only its start must hold.
      const h = b.y + b.h <= window.innerHeight ? b.h : "reaches below the first screen";
      return { el: el.tagName + (el.id ? `#${el.id}` : ""), ...b, h, font: s.fontFamily, size: s.fontSize, weight: s.fontWeight, color: pixel(s.color), bg: pixel(s.backgroundColor) };
    });
  });
}

for (const route of routes) {
  test(`${route} paints its first screen before the full stylesheet`, async ({ page, request }) => {
    const html = await (await request.get(route)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain("data-critical");
    expect(head, "no stylesheet holds up the first paint").not.toMatch(/<link rel="stylesheet"/);
    expect(html.lastIndexOf('<link rel="stylesheet"')).toBeGreaterThan(html.indexOf("</main>"));

    await page.route(/\.woff2$/, (r) => r.abort());
    const full = await page.goto(route).then(() => firstScreen(page));
    let refused = 0;
    await page.route(/\/assets\/app-[^/]+\.css$/, (r) => (refused++, r.abort()));
    await page.goto(route);
    expect(refused, "the full stylesheet was asked for, and refused").toBeGreaterThan(0);
    expect(await firstScreen(page)).toEqual(full);
  });
}

/**
 * Below the first screen, strips and carousels clip their overflow with rules
 * from the full stylesheet. Until it arrives nothing may make a page wider
 * than the phone: a real phone zooms the whole page out to fit, then back in
 * when the sheet lands, and everything on screen jumps (the fixed chat button
 * moved by the page's width). Measured the way a phone lays out, full sheet refused.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a test uses from this pattern; this one uses none
test("the first-screen CSS kept in the repository is current: the build had no page to render again", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "a fact of the build, the same at every width");
  // scripts/build-critical-css.ts renders only pages whose HTML changed, and writes the
  // updated generated/first-screen-css.json: a page listed here is one whose change was
  // committed without that file, so every fresh clone's build renders it again.
  const report = JSON.parse(readFileSync(path.join(process.env.BUILD_DIR ?? "build", "first-screen-report.json"), "utf8")) as { rendered: string[] };
  expect(report.rendered, "run `npm run build` and commit generated/first-screen-css.json").toEqual([]);
});

test("before the full stylesheet, no page is wider than a phone's screen", async ({ browser, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "a phone's layout: one project is enough");
  // Every public page in two languages, one after another.
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.route(/\/assets\/app-[^/]+\.css$/, (r) => r.abort());
  const wide: string[] = [];
  for (const route of publicRoutes.flatMap((r) => [r.path, r.path === "/" ? "/hi" : `/hi${r.path}`])) {
    await page.goto(route);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) wide.push(`${route}: ${width}px`);
  }
  await context.close();
  expect(wide).toEqual([]);
});

/**
 * Notes when the page first reports a contentful paint and when it first asks
 * for a file matching `file`; call before `page.goto`. `times()` reads both
 * (0 for what has not happened).
 */
async function watchFirstPaintAndAsk(page: Page, file: RegExp) {
  let askedAt = 0;
  page.on("request", (r) => {
    if (!askedAt && file.test(new URL(r.url()).pathname)) askedAt = Date.now();
  });
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length) (window as unknown as { __painted: number }).__painted = Date.now();
    }).observe({ type: "paint", buffered: true });
  });
  return {
    times: async () => ({ askedAt, painted: (await page.evaluate(() => (window as unknown as { __painted?: number }).__painted)) ?? 0 }),
  };
}

/**
 * No font stands between a page and its first paint (decision 0030): an
 * English page names none in its first response, a Hindi page only its first
 * screens' small Devanagari cut; the site's fonts are asked for once the page
 * has painted, and swapping them in moves nothing on the screen.
 */
test.describe("fonts after the first paint", () => {
  test.use({ javaScriptEnabled: true });

  test("the first response preloads no font on an English page and only the first screens' cut of its Devanagari family on a Hindi one", async ({ request }) => {
    const head = async (route: string) => {
      const html = await (await request.get(route)).text();
      return html.slice(0, html.indexOf("</head>"));
    };
    const english = await head("/");
    expect(english).not.toContain('as="font"');
    expect(english, "the first screen's CSS names no font file").not.toMatch(/url\([^)]*\.woff2\)/);
    const hindi = await head("/hi");
    const preloads = Array.from(hindi.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g), (m) => m[1]);
    expect(preloads.length).toBeGreaterThan(0);
    for (const href of preloads) {
      expect(href).toMatch(/^\/assets\/noto-sans-devanagari-first-[\w-]+\.woff2$/);
      expect(hindi).toContain(`url(${href})`);
    }
  });

  for (const route of ["/", "/hi", "/for-partners", "/hi/contact", "/find-clinic", "/hi/find-clinic"]) {
    test(`${route}: the site's fonts arrive after the first paint and nothing on the screen moves`, async ({ page }) => {
      const asked: { url: string; at: number }[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "font") asked.push({ url: new URL(r.url()).pathname, at: Date.now() });
      });
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number; __painted: number; __moved: string[] };
        w.__shift = 0;
        w.__moved = [];
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Shift[]) {
            if (e.hadRecentInput) continue;
            w.__shift += e.value;
            // What moved, for the failure message.
            for (const s of e.sources ?? []) {
              const el = s.node instanceof Element ? s.node : s.node?.parentElement;
              const name = el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${[...el.classList].slice(0, 3).join(".")}` : "?";
              w.__moved.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${name} ${JSON.stringify([s.previousRect.y, s.previousRect.height])} -> ${JSON.stringify([s.currentRect.y, s.currentRect.height])}`);
            }
          }
        }).observe({ type: "layout-shift", buffered: true });
        new PerformanceObserver((list) => {
          if (list.getEntriesByName("first-contentful-paint").length) w.__painted = Date.now();
        }).observe({ type: "paint", buffered: true });
      });
      // The first screens' small Devanagari cut is preloaded, and the page waits 0.1 s for it
      // (font-display: fallback): on a phone it comes with the page's first round trips. A busy
      // test machine can miss that 0.1 s, and the test's browser has no Devanagari font of its
      // own to fall back on, so the text would be drawn in empty boxes and then move. What is
      // checked here is the site's fonts arriving after the paint, so the small cut is put in
      // this browser's cache first, from another tab.
      if (route.startsWith("/hi")) {
        const html = await (await page.request.get(route)).text();
        const cuts = Array.from(html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g), (m) => m[1]!);
        const tab = await page.context().newPage();
        await tab.goto("/healthz");
        await tab.evaluate(
          (hrefs) =>
            Promise.all(
              hrefs.map(
                (href) =>
                  new Promise((loaded, failed) => {
                    const link = Object.assign(document.createElement("link"), { rel: "preload", as: "font", crossOrigin: "", href, onload: loaded, onerror: failed });
                    document.head.append(link);
                  }),
              ),
            ),
          cuts,
        );
        await tab.close();
        asked.length = 0;
      }
      await page.goto(route);
      await expect(page.locator("html")).toHaveAttribute("data-fonts", "");
      // The finder's "Use my location" starts working after the paint too (its status line is the island's own).
      if (route.endsWith("find-clinic")) await expect(page.locator("#near-me-status")).toBeAttached();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const site = route.startsWith("/hi") ? /noto-sans-devanagari-(hindi|latin)/ : /inter-latin/;
      await expect.poll(() => asked.filter((a) => site.test(a.url)).length, { message: "the site's text font is asked for" }).toBeGreaterThan(0);
      const { shift, painted, moved } = await page.evaluate(() => {
        const w = window as unknown as { __shift: number; __painted: number; __moved: string[] };
        return { shift: w.__shift, painted: w.__painted, moved: w.__moved };
      });
      expect(painted, "the page reported its first paint").toBeGreaterThan(0);
      // Only the first screens' cut may be asked for before the first paint.
      const early = asked.filter((a) => a.at < painted && !a.url.includes("devanagari-first"));
      expect(early.map((a) => a.url)).toEqual([]);
      expect(shift, moved.join("\n")).toBeLessThan(0.01);
      const loaded = await page.evaluate(() => Array.from(document.fonts).filter((f) => f.status === "loaded").map((f) => f.family));
      expect(loaded).toContain(route.startsWith("/hi") ? "Noto Sans Devanagari Variable" : "Inter Variable");
    });
  }

  // The finder's island, the one fetched on its own, waits for the paint like the fonts
  // (islands/first-paint.ts): on 3G it would otherwise share the link with the first screen's font.
  for (const route of ["/find-clinic", "/hi/find-clinic"]) {
    test(`${route}: the clinic finder's script is asked for after the first paint`, async ({ page }) => {
      const watch = await watchFirstPaintAndAsk(page, /\/assets\/clinic-finder-[\w-]+\.js$/);
      await page.goto(route);
      // The finder is live once its island runs: the count answers the filters.
      await page.getByLabel(route.startsWith("/hi") ? "क्लिनिक का नाम, ज़िला या राज्य लिखें" : "Search by clinic name, district or state").fill("zzz-no-such-clinic");
      await expect(page.getByText(/0 Clinics Found|0 क्लिनिक मिले/)).toBeVisible();
      const { askedAt, painted } = await watch.times();
      expect(painted, "the page reported its first paint").toBeGreaterThan(0);
      expect(askedAt, "the finder's script was asked for").toBeGreaterThan(0);
      expect(askedAt).toBeGreaterThanOrEqual(painted);
    });
  }
});

/**
 * The full stylesheet waits for the first paint too (shared/later-stylesheet.ts):
 * the first screen is styled by the inline CSS, and on a slow link the sheet
 * would share the first round trips with that screen's own bytes. It comes in
 * all the same, even when the islands script never runs.
 */
test.describe("the full stylesheet after the first paint", () => {
  test.use({ javaScriptEnabled: true });

  /** Whether the page has its full stylesheet in, parsed, and nothing left held back. */
  const sheetIn = (page: Page) =>
    page.evaluate(() => {
      const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href*="/assets/app-"]'));
      const held = Array.from(document.querySelectorAll("noscript")).filter((n) => n.textContent?.includes('rel="stylesheet"'));
      return held.length === 0 && links.length === 1 && (links[0]!.sheet?.cssRules.length ?? 0) > 100;
    });

  for (const route of ["/", "/hi", "/hi/find-clinic"]) {
    test(`${route}: the full stylesheet is asked for after the first paint, and styles the page`, async ({ page }) => {
      const watch = await watchFirstPaintAndAsk(page, /\/assets\/app-[\w-]+\.css$/);
      await page.goto(route);
      await expect.poll(() => sheetIn(page), { message: "the full stylesheet came in", timeout: 15_000 }).toBe(true);
      const { askedAt, painted } = await watch.times();
      expect(painted, "the page reported its first paint").toBeGreaterThan(0);
      expect(askedAt, "the full stylesheet was asked for").toBeGreaterThan(0);
      expect(askedAt).toBeGreaterThanOrEqual(painted);
      // Below the first screen, the sections wait for it before they are rendered (islands/sections.ts).
      await page.waitForFunction(() => document.documentElement.dataset.sectionsRendered !== undefined);
    });
  }

  test("a page whose islands script never arrives still gets its full stylesheet", async ({ page }) => {
    let refused = 0;
    await page.route(/\/assets\/islands-[\w-]+\.js$/, (r) => (refused++, r.abort()));
    await page.goto("/hi");
    expect(refused, "the islands script was asked for, and refused").toBe(1);
    await expect.poll(() => sheetIn(page), { message: "the inline loader put the stylesheet in at the load event" }).toBe(true);
    // It was the loader, not the islands: they never ran, so the page is not marked live.
    expect(await page.locator("html").getAttribute("data-live")).toBeNull();
  });
});

/**
 * The hero's lines rise into place as the page opens, but none of them starts
 * invisible: on a phone the subtitle is the page's largest paint, and a fade
 * would hold that paint back by its delay and whatever the page does meanwhile.
 */
test("every line of the hero is visible in the first frame, while its entrance plays", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/", { waitUntil: "commit" });
  await page.locator(".hero-rise > p").first().waitFor();
  const lines = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>(".hero-rise > *"), (el) => ({
      text: el.textContent?.slice(0, 30),
      opacity: getComputedStyle(el).opacity,
      moving: el.getAnimations().length > 0,
    })),
  );
  expect(lines.length).toBeGreaterThan(2);
  expect(lines.some((l) => l.moving), "the entrance is playing").toBe(true);
  for (const line of lines) expect(line, line.text).toMatchObject({ opacity: "1" });
});
