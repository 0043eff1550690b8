import { test, expect, type Page } from "@playwright/test";
import { hydrated } from "./helpers";
import { tilePng } from "./tile-png";
import { createStaff, signIn, startAdminServer } from "./admin-helpers";
import type { TestApp } from "../server/test-app.ts";

const png = tilePng();

/**
 * Collects every sign of a blocked resource: the browser's console error, the
 * page's `securitypolicyviolation` event and a report sent to the server.
 */
async function watchViolations(page: Page) {
  const seen: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(`console: ${m.text()}`);
  });
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/csp-report") seen.push(`report: ${r.postData() ?? ""}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`Content Security Policy event: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return seen;
}

test("public pages hydrate and the map loads its tiles under the page policy", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.route(/tile\.openstreetmap\.org/, (r) => r.fulfill({ body: png, contentType: "image/png" }));

  const home = await page.goto("/");
  expect(home?.headers()["content-security-policy"]).toContain("'strict-dynamic'");
  await hydrated(page);
  // A client-side navigation works: the router's scripts are running.
  await page.goto("/find-clinic");
  await hydrated(page);
  const map = page.locator("[data-map-status]");
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("data-map-status", "ready", { timeout: 15_000 });
  await expect(page.locator("img.leaflet-tile-loaded").first()).toBeVisible({ timeout: 15_000 });
  expect(violations).toEqual([]);
  // An injected inline handler is refused (the policy is really enforced).
  await page.evaluate(() => {
    const s = document.createElement("div");
    s.innerHTML = `<img src="x" onerror="window.__xss = 1">`;
    document.body.append(s);
  });
  await expect.poll(() => violations.filter((v) => v.startsWith("console")).length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test.describe("admin", () => {
  let t: TestApp;
  test.beforeAll(async () => {
    t = await startAdminServer();
    await createStaff(t);
  });
  test.afterAll(async () => t?.close());

  test("signs in and opens the editor with no policy violation", async ({ page }) => {
    const violations = await watchViolations(page);
    await signIn(page, t);
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
    await page.goto(`${t.url}/admin/blog/new`);
    await expect(page.locator("[contenteditable=true]").first()).toBeVisible({ timeout: 15_000 });
    expect(violations).toEqual([]);
  });
});
