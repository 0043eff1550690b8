import { test, expect } from "@playwright/test";
import { randomUUID } from "node:crypto";
import type { TestApp } from "../server/test-app.ts";
import { createStaff, shot, signIn, startAdminServer } from "./admin-helpers";

// A fixed clock and zone: 15 March 2025, 10:00 in India; local midnight is 14 March 18:30 UTC.
test.use({ timezoneId: "Asia/Kolkata" });
const NOW = new Date("2025-03-15T10:00:00+05:30");
const MIDNIGHT = Date.parse("2025-03-15T00:00:00+05:30");
const MIN = 60_000;
const DAY = 86_400_000;

test.describe("dashboard", () => {
  let t: TestApp;
  test.beforeAll(async () => {
    t = await startAdminServer();
    await createStaff(t);
    const db = t.app.database.db;
    const lead = (name: string, at: number, user_type = "farmer", source = "live_chat") => ({
      id: randomUUID(),
      name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}@farm.example`,
      phone: null,
      location: "Indore",
      user_type,
      source,
      metadata: null,
      created_at: new Date(at).toISOString(),
    });
    await db
      .insertInto("leads")
      .values([
        lead("Today Late", NOW.getTime() - 60 * MIN, "fpo", "website"),
        lead("Today Early", MIDNIGHT + MIN),
        lead("Yesterday Night", MIDNIGHT - MIN, "student", "chatbot"),
        lead("Week Edge In", MIDNIGHT - 7 * DAY + MIN),
        lead("Week Edge Out", MIDNIGHT - 7 * DAY - MIN, "ngo", "manual"),
        lead("Month Edge In", MIDNIGHT - 30 * DAY + MIN),
        lead("Month Edge Out", MIDNIGHT - 30 * DAY - MIN),
      ])
      .execute();
    const msg = (sender: string) => ({ id: randomUUID(), session_id: null, sender, message: "hello", created_at: new Date(MIDNIGHT).toISOString() });
    await db.insertInto("chat_messages").values([msg("user"), msg("user"), msg("user"), msg("agent"), msg("bot"), msg("agent")]).execute();
    const now = new Date().toISOString();
    await db
      .insertInto("blog_posts")
      .values({ id: randomUUID(), slug: "a-draft", title: "A draft", excerpt: null, content: "<p>x</p>", author: null, category: null, tags: "[]", image_url: null, status: "draft", published_at: null, created_at: now, updated_at: now })
      .execute();
  });
  test.afterAll(async () => t?.close());

  test("figures match the data across the day, week and month boundaries", async ({ page }, info) => {
    await page.clock.setFixedTime(NOW);
    await signIn(page, t);
    for (const path of ["/admin", "/admin/dashboard"]) {
      await page.goto(`${t.url}${path}`);
      await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
      await expect(page.getByTestId("stat-today")).toHaveText("2");
      await expect(page.getByTestId("stat-week")).toHaveText("4");
      await expect(page.getByTestId("stat-month")).toHaveText("6");
      await expect(page.getByTestId("stat-total")).toHaveText("7");
      await expect(page.getByTestId("stat-chat")).toHaveText("3");
      // Six sample posts (four English, two Hindi) and one draft: the real count, not a fixed 0.
      await expect(page.getByTestId("stat-blog")).toHaveText("7");
    }
    const recent = page.getByRole("list", { name: "Recent leads" }).getByRole("listitem");
    await expect(recent).toHaveCount(5);
    const names = await recent.locator("p.font-medium").allTextContents();
    expect(names).toEqual(["Today Late", "Today Early", "Yesterday Night", "Week Edge In", "Week Edge Out"]);
    await shot(page, info, "dashboard");
  });

  test("counts are asked of the server, not computed from every row", async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await signIn(page, t);
    const leadRequests: { method: string; url: string }[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/rest/v1/leads")) leadRequests.push({ method: r.method(), url: r.url() });
    });
    await page.goto(`${t.url}/admin/dashboard`);
    await expect(page.getByTestId("stat-total")).toHaveText("7");
    const gets = leadRequests.filter((r) => r.method === "GET");
    expect(leadRequests.filter((r) => r.method === "HEAD")).toHaveLength(4);
    expect(gets).toHaveLength(1);
    expect(gets[0]!.url).toContain("limit=5");
  });
});
