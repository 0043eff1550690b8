import { test, expect, type Page } from "@playwright/test";
import { sampleBlogPosts, sampleHindiPosts } from "../../content/blog-posts.ts";
import { publicRoutes } from "../../content/routes.ts";

/**
 * A public page paints its first screen from its first response: the CSS that
 * screen needs is inline in <head>, and the full stylesheet (asked for at the
 * end of <body>) changes nothing there when it arrives. Checked the hard way:
 * the full stylesheet is refused, and the first screen must still look exactly
 * as it does with it (same boxes, same fonts and colours).
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
    const firstScreen = (el: HTMLElement) => box(el).y < window.innerHeight;
    const all = Array.from(document.querySelectorAll<HTMLElement>("header, header *, main *"));
    return all.filter((el) => el.offsetParent !== null && firstScreen(el)).map((el) => {
      const s = getComputedStyle(el);
      const b = box(el);
      // A box reaching below the fold grows with content the full sheet lays out; only its start must hold.
      const h = b.y + b.h <= window.innerHeight ? b.h : "reaches below the first screen";
      return { el: el.tagName + (el.id ? `#${el.id}` : ""), ...b, h, font: s.fontFamily, size: s.fontSize, weight: s.fontWeight, color: s.color, bg: s.backgroundColor };
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
test("before the full stylesheet, no page is wider than a phone's screen", async ({ browser, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "a phone's layout: one project is enough");
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
