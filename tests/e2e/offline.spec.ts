import { test, expect, type Page } from "@playwright/test";

/**
 * Offline reading: a page the visitor opened is shown again with no signal,
 * with a notice that it is the saved copy; a page never opened shows the
 * offline page with the phone numbers and the saved pages. Staff screens and
 * the API are never stored.
 */
test.use({ serviceWorkers: "allow" });

/** Waits until the offline reader holds this path among its saved pages. */
async function savedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) out.push(new URL(req.url).pathname);
    }
    return out;
  });
}

async function waitSaved(page: Page, path: string) {
  await expect.poll(() => savedPaths(page), { timeout: 30_000 }).toContain(path);
}

test("a page opened before is shown with no signal; one never opened shows the offline page", async ({ page, context }) => {
  await page.goto("/about");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await waitSaved(page, "/about");
  // A page opened once the worker runs is kept as it loads.
  await page.goto("/solutions");
  await waitSaved(page, "/solutions");
  // Staff screens are never kept, even when visited under the worker.
  await page.goto("/admin/login");
  await page.goto("/hi");
  await waitSaved(page, "/hi");
  const saved = await savedPaths(page);
  expect(saved.some((p) => /^\/(admin|rest|auth|functions)(\/|$)/.test(p) || p.endsWith(".data"))).toBe(false);

  await context.setOffline(true);
  await page.goto("/about");
  await expect(page.locator("[data-offline-notice]")).toHaveText("Offline: showing the saved page");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto("/hi");
  await expect(page.locator("[data-offline-notice]")).toHaveText("इंटरनेट नहीं है: सहेजा हुआ पेज दिख रहा है");

  await page.goto("/csr");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByRole("link", { name: "+91 11 4050 6070" })).toHaveAttribute("href", "tel:+911140506070");
  const list = page.locator("[data-saved-pages]");
  await expect(list.locator("a[href='/about']")).toBeVisible();
  await expect(list.locator("a[href='/solutions']")).toBeVisible();
  await list.locator("a[href='/solutions']").click();
  await expect(page.locator("[data-offline-notice]")).toBeVisible();

  await page.goto("/hi/csr");
  await expect(page.getByRole("heading", { level: 1, name: "इंटरनेट नहीं चल रहा" })).toBeVisible();

  await context.setOffline(false);
  await page.goto("/about");
  await expect(page.locator("[data-offline-notice]")).toHaveCount(0);
});
