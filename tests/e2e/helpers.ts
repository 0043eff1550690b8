import type { Page } from "@playwright/test";

/** Scrolls through the whole page so every fade-in section has revealed, then returns to the top. */
export async function revealAll(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  // Back at the top the bar fades from white to clear (a CSS transition): let it finish too.
  await page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-scrolled") !== "true");
  await settled(page);
}

/**
 * Waits for the fade-ins on screen to finish (under load they outlast any fixed
 * pause), so checks such as colour contrast see the settled page. Endless loops
 * (the partner and award strips) are left running.
 */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
}

/** Waits until the page is live (islands running; React hydrated where a page hydrates) (the menu button only works after that). */
export async function hydrated(page: Page) {
  // A public page marks itself live once its islands run; on a page React
  // Router hydrates, that happens after hydration (see src/web/islands).
  await page.waitForFunction(() => document.documentElement.dataset.live !== undefined);
  await wholePageRendered(page);
}

/**
 * Waits until a public page has rendered its sections below the first screen
 * (islands/sections.ts: they start unrendered and render one per frame once
 * the page has loaded). Until then checks that read positions or colours off
 * the screen, such as axe's contrast check, would measure placeholders.
 */
export async function wholePageRendered(page: Page) {
  await page.waitForFunction(() => !document.querySelector(".lazy-sections") || document.documentElement.dataset.sectionsRendered !== undefined);
}
