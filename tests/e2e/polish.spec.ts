import { test, expect, type Page } from "@playwright/test";
import { homeEn } from "../../content/en/home";
import { hydrated, revealAll } from "./helpers";

/** Presses an arrow of the 'As Seen On' strip and returns where the strip stood at that instant. */
async function press(page: Page, name: string): Promise<number> {
  return page.evaluate((label) => {
    const strip = document.querySelector<HTMLElement>("[data-testid='media-strip']")!;
    const at = strip.scrollLeft;
    document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!.click();
    return at;
  }, name);
}

/** The strip's position once it has stopped moving (the smooth scroll done, the drift paused). */
async function settled(page: Page): Promise<number> {
  const strip = page.getByTestId("media-strip");
  let last = -1;
  await expect
    .poll(async () => {
      const now = await strip.evaluate((el) => el.scrollLeft);
      const still = Math.abs(now - last) < 1;
      last = now;
      return still;
    }, { intervals: [250] })
    .toBe(true);
  return last;
}

test("the 'As Seen On' arrows move the strip 300 px each way while it drifts, pausing the drift", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/");
  await hydrated(page);
  const strip = page.getByTestId("media-strip");
  await strip.scrollIntoViewIfNeeded();
  await page.mouse.move(1, 1);
  // It drifts on its own.
  const first = await strip.evaluate((el) => el.scrollLeft);
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(first + 10);

  const loop = homeEn.media.items.length * 320;
  const right = await press(page, homeEn.media.scrollRight);
  const afterRight = await settled(page);
  expect(Math.abs(afterRight - ((right >= loop ? right - loop : right) + 300))).toBeLessThanOrEqual(2);

  const left = await press(page, homeEn.media.scrollLeft);
  const afterLeft = await settled(page);
  expect(Math.abs(afterLeft - ((left < 300 ? left + loop : left) - 300))).toBeLessThanOrEqual(2);
});

test("a home illustration that fails to load takes its caption with it", async ({ page }) => {
  await page.route(`**${homeEn.illustration.src}`, (route) => route.abort());
  await page.goto("/");
  await hydrated(page);
  await revealAll(page);
  await expect(page.getByText(homeEn.illustration.caption)).toBeHidden();
});

test("the partners page names its collaborators without calling them samples (English and Hindi)", async ({ page }) => {
  await page.goto("/for-partners");
  await expect(page.locator("#collaborators")).toContainText("A few of the organisations we have worked with.");
  await expect(page.locator("body")).not.toContainText("sample names");
  await page.goto("/hi/for-partners");
  await expect(page.locator("body")).not.toContainText("नमूने के नाम");
});

test("at the end of the page the chat button covers none of the footer's last links", async ({ page }) => {
  for (const path of ["/contact", "/hi/contact"]) {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = (await page.locator("[data-island=chat-launcher]").boundingBox())!;
    const links = await page.locator("footer nav[aria-label] a").evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    expect(links.length).toBeGreaterThan(0);
    const covered = links.filter((r) => r.left < button.x + button.width && r.right > button.x && r.top < button.y + button.height && r.bottom > button.y);
    expect(covered, path).toEqual([]);
  }
});
