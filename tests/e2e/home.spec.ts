import { test, expect } from "@playwright/test";
import { homeEn } from "../../content/en/home";
import { commonEn } from "../../content/en/common";
import { partners } from "../../content/partners";
import { hydrated, revealAll } from "./helpers";

const testimonials = homeEn.testimonials.items;

test("the server HTML already holds the headline, the navigation links and every testimonial", async ({ request }) => {
  const res = await request.get("/");
  expect(res.status()).toBe(200);
  const html = (await res.text()).replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
  expect(html).toContain(homeEn.hero.title);
  for (const link of commonEn.nav.links) expect(html).toContain(`href="${link.to}"`);
  expect(html).toContain(commonEn.nav.startClinic.label);
  expect(testimonials).toHaveLength(4);
  for (const t of testimonials) {
    expect(html).toContain(t.quote);
    expect(html).toContain(t.author);
  }
});

test("the hero links to the clinic finder and to farmer results", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Start Your Success Story" })).toHaveAttribute("href", "/find-clinic");
  await expect(page.getByRole("link", { name: "See Farmer Results" })).toHaveAttribute("href", "/for-farmers");
  await expect(page.getByRole("link", { name: "Learn More About Soil Intelligence" })).toHaveAttribute("href", "/soil-intelligence");
});

test("sections are visible without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  for (const title of [homeEn.stats.title, homeEn.science.title, homeEn.testimonials.title, homeEn.media.title, homeEn.cta.title]) {
    const heading = page.getByRole("heading", { name: title });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((el) => getComputedStyle(el.closest("[data-reveal]") ?? el).opacity)).toBe("1");
  }
  await context.close();
});

test.describe("sections fading in", () => {
  // The last section is far below the first screen on both pages named here.
  const below = (page: import("@playwright/test").Page) => page.locator('[data-island="reveal"]').last();

  for (const path of ["/", "/for-partners"]) {
    test(`a section below the screen fades in as it is scrolled to (${path})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await page.goto(path);
      await hydrated(page);
      const section = below(page);
      await expect(section).toHaveAttribute("data-reveal", "hidden");
      expect(await section.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
      await section.scrollIntoViewIfNeeded();
      await expect(section).toHaveAttribute("data-reveal", "shown");
      await expect.poll(() => section.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    });
  }

  test("nothing on the first screen waits, and visitors who prefer reduced motion see every section at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    // The about page's first section starts on the first screen at both widths.
    await page.goto("/about");
    await hydrated(page);
    const first = page.locator('[data-island="reveal"]').first();
    await expect(first).toBeInViewport();
    await expect(first).not.toHaveAttribute("data-reveal", /.*/);
    await expect(page.locator('[data-island="reveal"]').last()).toHaveAttribute("data-reveal", "hidden");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await hydrated(page);
    await expect(page.locator("[data-reveal]")).toHaveCount(0);
    await expect(page.locator('[data-island="reveal"]')).not.toHaveCount(0);
  });
});

test.describe("testimonial carousel", () => {
  const active = (page: import("@playwright/test").Page) => page.locator('[data-testid="testimonial-track"] > [data-active="true"]');

  test("previous and next wrap around both ways, and dots jump", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const region = page.getByRole("region", { name: homeEn.testimonials.carouselLabel });
    await region.scrollIntoViewIfNeeded();
    await expect(active(page)).toContainText(testimonials[0]!.author);

    await region.getByRole("button", { name: homeEn.testimonials.previous }).click();
    await expect(active(page)).toContainText(testimonials[3]!.author);

    await region.getByRole("button", { name: homeEn.testimonials.next }).click();
    await expect(active(page)).toContainText(testimonials[0]!.author);

    await region.getByRole("button", { name: "Show testimonial 4" }).click();
    await expect(active(page)).toContainText(testimonials[3]!.author);
    await region.getByRole("button", { name: homeEn.testimonials.next }).click();
    await expect(active(page)).toContainText(testimonials[0]!.author);

    await region.getByRole("button", { name: "Show testimonial 3" }).click();
    await expect(active(page)).toContainText(testimonials[2]!.author);
    await expect(active(page)).toBeInViewport();
    await expect(region.getByRole("button", { name: "Show testimonial 3" })).toHaveAttribute("aria-current", "true");

    // The active dot is wider than the others.
    const dotWidths = () =>
      region.locator('[data-testid="testimonial-dot"] > span').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width)));
    await expect.poll(dotWidths).toEqual([10, 10, 32, 10]);

    // Hidden slides are out of the accessibility tree.
    await expect(page.locator('[data-testid="testimonial-track"] > [aria-hidden="true"]')).toHaveCount(3);
  });
});

test.describe("trusted-by partner strip", () => {
  test("shows 16 partners twice, the copy hidden from assistive technology, looping in 40 s", async ({ page }) => {
    await page.goto("/");
    const marquee = page.getByTestId("partner-marquee");
    const lists = marquee.locator("ul");
    await expect(lists).toHaveCount(2);
    await expect(lists.nth(0).locator("li")).toHaveCount(16);
    await expect(lists.nth(1).locator("li")).toHaveCount(16);
    await expect(lists.nth(1)).toHaveAttribute("aria-hidden", "true");
    const track = marquee.locator(".marquee-track");
    await expect(track).toHaveCSS("animation-duration", "40s");
    await expect(track).toHaveCSS("animation-timing-function", "linear");
    const tileWidth = await lists.nth(0).locator("li").first().evaluate((el) => el.getBoundingClientRect().width);
    expect(tileWidth).toBe(160);
  });

  test("pauses on hover", async ({ page }) => {
    await page.goto("/");
    const marquee = page.getByTestId("partner-marquee");
    const track = marquee.locator(".marquee-track");
    await marquee.scrollIntoViewIfNeeded();
    await page.mouse.move(1, 1);
    await expect(track).toHaveCSS("animation-play-state", "running");
    await marquee.hover();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await page.mouse.move(1, 1);
    await expect(track).toHaveCSS("animation-play-state", "running");
  });

  test("a logo that fails to load is replaced by the partner's name", async ({ page }) => {
    const broken = partners.find((p) => p.logo)!;
    const working = partners.filter((p) => p.logo)[1]!;
    await page.route(`**${broken.logo}`, (route) => route.abort());
    await page.goto("/");
    const tiles = page.getByTestId("partner-marquee").locator("ul").first().locator("li");
    const tile = tiles.filter({ has: page.locator(`img[alt="${broken.name}"]`) });
    await expect(tile).toHaveCount(1);
    await expect(tile.locator("img")).toBeHidden();
    await expect(tile.getByText(broken.name, { exact: true })).toBeVisible();
    await expect(tile.getByRole("img")).toHaveCount(0);
    // A partner whose logo loads keeps its image.
    const ok = tiles.locator(`img[alt="${working.name}"]`);
    await expect(ok).toHaveAttribute("alt", working.name);
    await expect.poll(() => ok.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

test("a Before/During/After picture that fails switches to the fallback picture", async ({ page }) => {
  const card = homeEn.journey.cards[0]!;
  await page.route(`**${card.image.src}`, (route) => route.abort());
  await page.goto("/");
  const img = page.getByRole("img", { name: card.image.alt });
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveAttribute("src", homeEn.journey.fallbackImage);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole("img", { name: homeEn.journey.cards[1]!.image.alt })).toHaveAttribute("src", homeEn.journey.cards[1]!.image.src);
});

test("the full-width illustration is hidden when it fails to load", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("img", { name: homeEn.illustration.alt })).toHaveCount(1);
  await page.route(`**${homeEn.illustration.src}`, (route) => route.abort());
  await page.goto("/");
  await revealAll(page);
  await expect(page.getByRole("img", { name: homeEn.illustration.alt })).toHaveCount(0);
});

test.describe("As Seen On strip", () => {
  test("left and right buttons move it 300 px, wrapping at the start", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await hydrated(page);
    const strip = page.getByTestId("media-strip");
    await strip.scrollIntoViewIfNeeded();
    const cardWidth = await strip.locator("li").first().evaluate((el) => el.getBoundingClientRect().width);
    expect(cardWidth).toBe(300);
    const scrollLeft = () => strip.evaluate((el) => el.scrollLeft);
    expect(await scrollLeft()).toBe(0);
    await page.getByRole("button", { name: homeEn.media.scrollRight }).click();
    await expect.poll(scrollLeft).toBe(300);
    await page.getByRole("button", { name: homeEn.media.scrollRight }).click();
    await expect.poll(scrollLeft).toBe(600);
    await page.getByRole("button", { name: homeEn.media.scrollLeft }).click();
    await expect.poll(scrollLeft).toBe(300);
    await page.getByRole("button", { name: homeEn.media.scrollLeft }).click();
    await expect.poll(scrollLeft).toBe(0);
    // From the start, left wraps into the copy: one loop (5 cards × 320 px) minus 300.
    await page.getByRole("button", { name: homeEn.media.scrollLeft }).click();
    await expect.poll(scrollLeft).toBe(homeEn.media.items.length * 320 - 300);
  });

  test("scrolls on its own unless the visitor prefers reduced motion", async ({ page }) => {
    await page.goto("/");
    const strip = page.getByTestId("media-strip");
    await strip.scrollIntoViewIfNeeded();
    await page.mouse.move(1, 1);
    const start = await strip.evaluate((el) => el.scrollLeft);
    await page.waitForTimeout(1500);
    expect(await strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(start + 20);
  });
});
