import { test, expect } from "@playwright/test";
import { hydrated } from "./helpers";

test.describe("navigation bar", () => {
  test("is transparent at the top and turns white with a shadow after more than 10 px of scroll", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const header = page.locator("header").first();
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(header).toHaveCSS("box-shadow", "none");

    await page.evaluate(() => window.scrollTo(0, 8));
    await page.waitForTimeout(200);
    await expect(header).toHaveAttribute("data-scrolled", "false");

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(header).not.toHaveCSS("box-shadow", "none");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  });

  test("shows nine main links plus Start a Clinic and highlights the current route", async ({ page }, info) => {
    test.skip(info.project.name !== "desktop", "links are inline only on wide screens");
    await page.goto("/for-farmers");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.locator("ul").first().getByRole("link")).toHaveCount(9);
    await expect(nav.getByRole("link", { name: "Start a Clinic" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "For Farmers" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Solutions" })).not.toHaveAttribute("aria-current", "page");
  });

  test("the small-screen menu is a disclosure that closes when the route changes", async ({ page }, info) => {
    test.skip(info.project.name !== "mobile", "the menu button exists on small screens only");
    await page.goto("/");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Open menu" });
    const menu = page.locator("#site-menu");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAttribute("aria-controls", "site-menu");
    await expect(menu).toBeHidden();

    await button.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();

    await menu.getByRole("link", { name: "Solutions" }).click();
    await expect(page).toHaveURL(/\/solutions$/);
    await expect(page.locator("h1")).toHaveText("Everything you need to know your soil");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    // The current route is marked in the menu, and Escape closes it too.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link", { name: "Solutions" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});

test("every route change scrolls to the top", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const footerLink = page.locator("footer").getByRole("link", { name: "Our Story" });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await footerLink.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the footer carries offices, two phones, the info e-mail, social links, the year and legal links", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await expect(footer.getByRole("heading", { name: "Bangalore office" })).toBeVisible();
  await expect(footer.getByRole("heading", { name: "Delhi office" })).toBeVisible();
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  for (const name of ["LinkedIn", "Facebook", "X (Twitter)", "Instagram"]) {
    await expect(footer.getByRole("link", { name })).toHaveAttribute("href", /^https:\/\//);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  for (const [name, href] of [["Privacy Policy", "/privacy-policy"], ["Terms of Service", "/terms-of-service"], ["Sitemap", "/sitemap"]] as const) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
});

test("every link on the public pages leads to a page that exists", async ({ page, request }, info) => {
  test.skip(info.project.name !== "desktop", "same links at both widths");
  await page.goto("/sitemap");
  const hrefs = new Set<string>();
  for (const path of ["/", "/sitemap", "/no-such-page"]) {
    await page.goto(path);
    for (const href of await page.locator("a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) {
      hrefs.add(href.split("#")[0] ?? href);
    }
  }
  expect(hrefs.size).toBeGreaterThan(14);
  for (const href of hrefs) {
    const res = await request.get(href);
    expect(res.status(), href).toBe(200);
  }
});

test("an unknown address answers 404 inside the site layout with a way home", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("This field is empty");
  await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  await expect(page.locator("footer")).toBeVisible();
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("each public page has its own title, description and exactly one h1", async ({ page }, info) => {
  test.skip(info.project.name !== "desktop", "same markup at both widths");
  const titles = new Set<string>();
  for (const path of ["/", "/about", "/solutions", "/for-farmers", "/for-partners", "/csr", "/find-clinic", "/resources", "/soil-intelligence", "/start-clinic", "/contact", "/privacy-policy", "/terms-of-service", "/sitemap", "/blog"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.locator("h1"), path).toHaveCount(1);
    await expect(page.locator('meta[name="description"]'), path).toHaveAttribute("content", /.{40,}/);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(15);
});
