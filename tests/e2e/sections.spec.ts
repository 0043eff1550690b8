import { test, expect } from "@playwright/test";
import { LAZY_SECTIONS as LAZY } from "../../src/web/islands/sections.ts";

/**
 * Below the first screen a public page's sections start unrendered and are
 * rendered after the load, one per frame (islands/sections.ts, decision 0030),
 * so no single task restyles and lays out the whole page while it loads.
 */

test("the sections below the first screen wait for the load, then render one per frame", async ({ page }) => {
  await page.addInitScript(() => {
    // Counts frames, and notes the frame in which each section is marked rendered.
    const w = window as unknown as { __frame: number; __renderedAt: number[]; __sheetIn: boolean[] };
    w.__frame = 0;
    w.__renderedAt = [];
    w.__sheetIn = [];
    const tick = () => {
      w.__frame++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new MutationObserver((records) => {
      for (const r of records) {
        if ((r.target as HTMLElement).dataset.rendered === undefined) continue;
        w.__renderedAt.push(w.__frame);
        w.__sheetIn.push(Array.from(document.styleSheets).some((sheet) => sheet.href?.includes("/assets/app-")));
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-rendered"] });
  });
  // The full stylesheet held back a moment holds the load back with it, as on a slow network.
  await page.route(/\/assets\/app-[\w-]+\.css$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  await page.locator("footer").waitFor({ state: "attached" });
  // While the page loads, the footer (far below) is left to the browser to render when needed.
  expect(await page.locator("footer").evaluate((el) => getComputedStyle(el).contentVisibility)).toBe("auto");

  await page.waitForFunction(() => document.documentElement.dataset.sectionsRendered !== undefined);
  const count = await page.locator(LAZY).count();
  expect(count).toBeGreaterThan(5);
  const states = await page.locator(LAZY).evaluateAll((els) => els.map((el) => getComputedStyle(el).contentVisibility));
  expect(new Set(states)).toEqual(new Set(["visible"]));
  const frames = await page.evaluate(() => (window as unknown as { __renderedAt: number[] }).__renderedAt);
  expect(frames).toHaveLength(count);
  expect(new Set(frames).size, `each in a frame of its own: ${frames.join(",")}`).toBe(count);
  // Laid out once in the full stylesheet, which a document page asks for only after its first paint.
  expect(await page.evaluate(() => (window as unknown as { __sheetIn: boolean[] }).__sheetIn)).toEqual(Array(count).fill(true));
});

test("the finder's clinic cards, in a section that starts on the first screen, are left for later like a section", async ({ page }) => {
  // The full stylesheet held back holds the load, and the cards' turn, back with it.
  await page.route(/\/assets\/app-[\w-]+\.css$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await page.goto("/find-clinic", { waitUntil: "commit" });
  const cards = page.locator("[data-finder-item]");
  await cards.last().waitFor({ state: "attached" });
  expect(await cards.last().evaluate((el) => getComputedStyle(el).contentVisibility)).toBe("auto");
  await page.waitForFunction(() => document.documentElement.dataset.sectionsRendered !== undefined);
  const states = await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).contentVisibility));
  expect(states.length).toBeGreaterThan(5);
  expect(new Set(states)).toEqual(new Set(["visible"]));
});

test("a link to a form far down the page lands on it before its section has been rendered", async ({ page }) => {
  await page.goto("/for-partners#partner-form-card");
  await expect(page.locator("#partner-form-card")).toBeInViewport();
  // And stays there while the sections above it take their real heights.
  await page.waitForFunction(() => document.documentElement.dataset.sectionsRendered !== undefined);
  await expect(page.locator("#partner-form-card")).toBeInViewport();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section is rendered from the start, as nothing would render it later", async ({ page }) => {
    await page.goto("/");
    const states = await page.locator(LAZY).evaluateAll((els) => els.map((el) => getComputedStyle(el).contentVisibility));
    expect(states.length).toBeGreaterThan(5);
    expect(new Set(states)).toEqual(new Set(["visible"]));
  });
});
