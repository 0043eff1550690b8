import { expect, test } from "@playwright/test";

test("the home page renders its headline from the server", async ({ page }) => {
  const res = await page.goto("/");
  expect(res?.status()).toBe(200);
  await expect(page.locator("h1")).toBeVisible();
});

test("an unknown address answers 404 with a way home", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("link", { name: /home/i }).first()).toBeVisible();
});

test("a HEAD request answers like the GET, without a body", async ({ request }) => {
  const get = await request.get("/about");
  const head = await request.head("/about");
  expect(head.status()).toBe(200);
  expect(head.headers()["content-type"]).toBe(get.headers()["content-type"]);
  expect(head.headers()["content-type"]).toMatch(/^text\/html/);
  expect((await head.body()).length).toBe(0);
});
