import { test, expect, type Page } from "@playwright/test";
import { sampleBlogPosts, sampleHindiPosts } from "../../content/blog-posts.ts";

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
