import { adminCopy } from "../../content/admin.ts";
import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import type { TestApp } from "../server/test-app.ts";
import { sampleBlogPosts, sampleHindiPosts } from "../../content/blog-posts.ts";

/** Every seeded post: the admin table lists both languages; the English blog lists the English ones. */
const allSamples = sampleBlogPosts.length + sampleHindiPosts.length;
import { createStaff, shot, signIn, startAdminServer } from "./admin-helpers";
import { hydrated } from "./helpers";

async function seriousViolations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
}

test.describe("blog", () => {
  let t: TestApp;
  test.beforeAll(async () => {
    t = await startAdminServer();
    await createStaff(t);
  });
  test.afterAll(async () => t?.close());

  test("staff set a post's language and link its translation", async ({ page }, info) => {
    test.skip(info.project.name !== "mobile", "the editor's fields do not depend on the width");
    await signIn(page, t);
    await page.getByRole("link", { name: "New Post" }).click();
    await page.getByLabel("Title").fill("जैविक खेती के पाँच कदम");
    await page.getByLabel("Slug").fill("jaivik-kheti-ke-panch-kadam");
    const body = page.getByRole("textbox", { name: "Body" });
    await body.click();
    await page.keyboard.type("गोबर की खाद और हरी खाद से शुरुआत करें।");
    await page.getByLabel("Language").selectOption("hi");
    // Only posts in the other language can be linked.
    const translation = page.getByLabel("Translation");
    await expect(translation.locator("option", { hasText: "जैविक" })).toHaveCount(0);
    // Each post is offered with its language, as the editor's copy names it.
    await translation.selectOption({ label: `${adminCopy.editor.languages.en}: ${sampleBlogPosts[1]!.title}` });
    await page.getByText("Published", { exact: true }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await page.goto(`${t.url}/hi/blog`);
    await expect(page.locator('main a[href="/hi/blog/jaivik-kheti-ke-panch-kadam"]').first()).toBeVisible();
    await page.goto(`${t.url}/blog/${sampleBlogPosts[1]!.slug}`);
    await expect(page.locator("[data-post-translation]")).toHaveAttribute("href", "/hi/blog/jaivik-kheti-ke-panch-kadam");
    // Leave the list as the other tests expect it.
    const post = await t.app.database.db.selectFrom("blog_posts").select("id").where("slug", "=", "jaivik-kheti-ke-panch-kadam").executeTakeFirstOrThrow();
    await t.app.database.db.deleteFrom("blog_posts").where("id", "=", post.id).execute();
  });

  test("create, clash, edit, publish, view publicly, share, delete", async ({ page, context }, info) => {
    await signIn(page, t);
    const table = page.locator("tbody");
    await expect(table.getByRole("row")).toHaveCount(allSamples);

    // Create a draft; the slug follows the title.
    await page.getByRole("link", { name: "New Post" }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    await page.getByLabel("Title").fill("Drip Irrigation & Soil Moisture: A Guide");
    await expect(page.getByLabel("Slug")).toHaveValue("drip-irrigation-and-soil-moisture-a-guide");
    await page.getByLabel("Summary").fill("How drip lines keep moisture where roots are.");
    const body = page.getByRole("textbox", { name: "Body" });
    await body.click();
    await page.getByRole("button", { name: "Heading", exact: true }).click();
    await page.keyboard.type("Why drip");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Water goes to the root zone. ");
    await page.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("Less waste.");
    await page.getByLabel("Category").selectOption("Technology");
    await page.getByLabel("Tags").fill("irrigation, water, irrigation");
    await page.getByLabel("Image URL").fill("/images/hero-fields.svg");
    await shot(page, info, "blog-editor");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    const row = table.getByRole("row").filter({ hasText: "Drip Irrigation & Soil Moisture" });
    await expect(row).toContainText("Draft");
    await expect(table.getByRole("row")).toHaveCount(allSamples + 1);

    // A draft is not public.
    expect((await page.request.get(`${t.url}/blog/drip-irrigation-and-soil-moisture-a-guide`)).status()).toBe(404);

    // A second post with a taken slug gets a clear error and is not saved.
    await page.getByRole("link", { name: "New Post" }).click();
    await page.getByLabel("Title").fill("Another");
    await page.getByLabel("Slug").fill(sampleBlogPosts[0]!.slug);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Another post already uses this slug. Choose a different slug.")).toBeVisible();
    await expect(page.getByLabel("Slug")).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("link", { name: "Back to posts" }).click();
    await expect(table.getByRole("row")).toHaveCount(allSamples + 1);

    // Edit and publish; the slug stays as it was.
    await row.getByRole("link", { name: /^Edit/ }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("textbox", { name: "Body" }).locator("strong")).toHaveText("Less waste.");
    await page.getByLabel("Title").fill("Drip Irrigation and Soil Moisture");
    await expect(page.getByLabel("Slug")).toHaveValue("drip-irrigation-and-soil-moisture-a-guide");
    await page.getByLabel("Published").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(table.getByRole("row").filter({ hasText: "Drip Irrigation and Soil Moisture" })).toContainText("Published");

    // The public page: server-rendered, with title, author, date, tags and meta tags.
    const html = await (await page.request.get(`${t.url}/blog/drip-irrigation-and-soil-moisture-a-guide`)).text();
    expect(html).toContain("<title>Drip Irrigation and Soil Moisture | ");
    expect(html).toContain('<meta name="description" content="How drip lines keep moisture where roots are."/>');
    expect(html).toContain("<strong>Less waste.</strong>");

    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: t.url });
    // No share sheet on this device: Share copies the link instead.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto(`${t.url}/blog/drip-irrigation-and-soil-moisture-a-guide`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drip Irrigation and Soil Moisture");
    await expect(page.getByText("By Soil Doctor Team")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Why drip" })).toBeVisible();
    await expect(page.locator("article li")).toHaveText(["irrigation", "water"]);
    await hydrated(page);
    await expect(page.getByText("Link copied to the clipboard")).toBeHidden();
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied to the clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${t.url}/blog/drip-irrigation-and-soil-moisture-a-guide`);

    // And where the device can share, the share sheet gets the title and address.
    const sharer = await context.newPage();
    await sharer.addInitScript(() => {
      const w = window as unknown as { shared: unknown[] };
      w.shared = [];
      Object.defineProperty(Navigator.prototype, "share", { value: async (d: unknown) => void w.shared.push(d), configurable: true });
    });
    await sharer.goto(`${t.url}/blog/drip-irrigation-and-soil-moisture-a-guide`);
    await hydrated(sharer);
    await sharer.getByRole("button", { name: "Share" }).click();
    await expect.poll(() => sharer.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([
      { title: "Drip Irrigation and Soil Moisture", url: `${t.url}/blog/drip-irrigation-and-soil-moisture-a-guide` },
    ]);
    await sharer.close();

    // Delete after the confirmation; the public page is gone.
    await page.goto(`${t.url}/admin/blog`);
    let asked = "";
    page.once("dialog", (d) => {
      asked = d.message();
      void d.accept();
    });
    await table.getByRole("row").filter({ hasText: "Drip Irrigation and Soil Moisture" }).getByRole("button", { name: /^Delete/ }).click();
    await expect(table.getByRole("row")).toHaveCount(allSamples);
    expect(asked).toBe("Are you sure you want to delete this post?");
    // Dismissing the question keeps the post.
    page.once("dialog", (d) => void d.dismiss());
    await table.getByRole("row").first().getByRole("button", { name: /^Delete/ }).click();
    await page.reload();
    await expect(table.getByRole("row")).toHaveCount(allSamples);
    expect((await page.request.get(`${t.url}/blog/drip-irrigation-and-soil-moisture-a-guide`)).status()).toBe(404);
  });

  test("where copying is not allowed, Share shows the article's address to copy by hand", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
      Object.defineProperty(Navigator.prototype, "clipboard", { value: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) }, configurable: true });
    });
    const address = `${t.url}/blog/${sampleBlogPosts[0]!.slug}`;
    await page.goto(address);
    await hydrated(page);
    const field = page.getByRole("textbox", { name: "Copy this link to share the article:" });
    await expect(field).toBeHidden();
    await page.getByRole("button", { name: "Share" }).click();
    await expect(field).toBeVisible();
    await expect(field).toHaveValue(address);
    await field.focus();
    expect(await field.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([0, address.length]);
    await expect(page.getByText("Link copied to the clipboard")).toBeHidden();
  });

  test("the public list: published posts, search on title or summary, category filter", async ({ page }, info) => {
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.goto(`${t.url}/blog`);
    const cards = page.locator("main article h3");
    await expect(cards).toHaveCount(sampleBlogPosts.length);
    await shot(page, info, "public-blog");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Category" });
    for (const name of ["All", "Soil Science", "Organic Farming", "Technology", "Success Stories"]) await expect(nav.getByRole("link", { name })).toBeVisible();
    // Each filter loads the page anew; meanwhile the list is dimmed, and the new page opens at the list.
    const list = page.locator("main article").first().locator("xpath=ancestor::ul[1]");
    await expect(list).toHaveCSS("opacity", "1");
    // Held at the moment after the click (the browser would be loading the next page): the list is dimmed.
    await page.evaluate(() => window.addEventListener("click", (e) => e.preventDefault(), { once: true }));
    await nav.getByRole("link", { name: "Success Stories" }).click();
    await expect(list).toHaveCSS("opacity", "0.6");
    await nav.getByRole("link", { name: "Success Stories" }).click();
    await expect(cards).toHaveText(["From 7 to 9 Quintals: How One Farmer Raised Her Yield by 28.5%"]);
    await expect(list).toHaveCSS("opacity", "1");
    await expect(page).toHaveURL(/\/blog\?category=Success\+Stories#articles$/);
    await expect(page.getByRole("search")).toBeInViewport();
    await expect(nav.getByRole("link", { name: "Success Stories" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "All" }).click();
    await expect(cards).toHaveCount(sampleBlogPosts.length);
    await page.getByRole("searchbox", { name: "Search articles" }).fill("lab reports");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(cards).toHaveText(["How a Portable Soil Testing Device Gives Results in 45-60 Minutes"]);
    await expect(page).toHaveURL(/\/blog\?q=lab\+reports#articles$/);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("lab reports");
    // Back to the previous list: as it was, not dimmed.
    await page.goBack();
    await expect(cards).toHaveCount(sampleBlogPosts.length);
    await expect(list).toHaveCSS("opacity", "1");
    await page.goForward();
    await page.getByRole("searchbox", { name: "Search articles" }).fill("no such words anywhere");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No articles match your search. Try another word or category.")).toBeVisible();
    await page.getByRole("link", { name: "Show all articles" }).click();
    await page.getByRole("link", { name: sampleBlogPosts[0]!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${sampleBlogPosts[0]!.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sampleBlogPosts[0]!.title);
    await shot(page, info, "public-post");
    // The public pages stay light: no client library, no config fetch, no API calls.
    expect(requests.filter((u) => /config\.json|\/rest\/v1|\/auth\/v1|supabase/.test(u))).toEqual([]);
  });

  test("an unknown slug is a real 404", async ({ page }) => {
    const res = await page.goto(`${t.url}/blog/no-such-article`);
    expect(res!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/not found/i);
  });

  test("the public blog pages pass axe", async ({ page }) => {
    for (const path of ["/blog", `/blog/${sampleBlogPosts[1]!.slug}`]) {
      await page.goto(`${t.url}${path}`);
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(600);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
