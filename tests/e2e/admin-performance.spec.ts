import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { test, expect } from "@playwright/test";
import type { TestApp } from "../server/test-app.ts";
import { upsertConfirmedUser } from "../../src/server/auth/users.server.ts";
import { istDay } from "../../src/shared/ist.ts";
import { createStaff, shot, signIn, startAdminServer } from "./admin-helpers";

let t: TestApp;
const MEERA = { email: "meera@soil.example", password: "agent-password-1" };
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

test.beforeAll(async () => {
  // A fresh server and database on a busy machine can take longer than the default 30 s.
  test.setTimeout(120_000);
  t = await startAdminServer();
  await createStaff(t);
  const db = t.app.database.db;
  const agent = async (email: string, name: string) => {
    const { user } = await upsertConfirmedUser(t.app.database, email, MEERA.password);
    await db.insertInto("staff_members").values({ user_id: user.id, role: "agent", display_name: name, active: t.app.database.bool(true), created_at: ago(60) }).execute();
    return user.id;
  };
  // Working hours all day, every day: the first response's working minutes do not depend on when the test runs.
  const allDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: 0, close: 24 * 60 }));
  const settings = { targets: { website: 30 }, otherMinutes: 30, hours: allDay, idleDays: null, idleAction: "next" };
  await db.insertInto("desk_promises").values({ id: 1, settings: JSON.stringify(settings), updated_by: null, updated_at: ago(60) }).execute();
  const meera = await agent(MEERA.email, "Meera Patil");
  const ravi = await agent("ravi@soil.example", "Ravi Kumar");
  // Meera: two leads this week, one of them answered in time; two desk calls; a chat rated 5.
  for (const [owner, n] of [
    [meera, 2],
    [ravi, 1],
  ] as const) {
    for (let i = 0; i < n; i++) {
      const id = randomUUID();
      await db
        .insertInto("leads")
        .values({ id, name: `Farmer ${i}`, email: `${id}@perf.example`, user_type: "farmer", source: "website", created_at: ago(90), status: "new", owner_id: owner, merged_into: null } as never)
        .execute();
      if (owner === meera && i === 0) {
        await db
          .insertInto("lead_promises")
          .values({ lead_id: id, source: "website", target_minutes: 30, started_at: ago(90), due_at: ago(60), first_response_at: ago(80), first_response_by: meera, first_response_kind: "call", breached_at: null, breach_owner: null, owner_notified_at: null, admin_notified_at: null })
          .execute();
        for (const at of [ago(80), ago(70)]) {
          await db
            .insertInto("calls")
            .values({ id: randomUUID(), provider_sid: null, direction: "outbound", lead_id: id, callback_id: null, agent_id: meera, from_number: "+919800000000", to_number: "+919800000001", status: "completed", talk_seconds: 40, recording_url: null, error: null, created_at: at, ended_at: at } as never)
            .execute();
        }
      }
    }
  }
  await db
    .insertInto("chat_sessions")
    .values({ id: randomUUID(), user_name: "Visitor", user_email: "v@perf.example", user_type: "farmer", lead_id: null, status: "ended", agent_id: meera, created_at: ago(50), ended_at: ago(40), rating: 5, rated_agent_id: meera } as never)
    .execute();
});
test.afterAll(async () => {
  await t?.close();
});

test("an admin reads each agent's week as charts and a table on a phone, changes the period and downloads the CSV; an agent sees only their own row", async ({ page, browser }, info) => {
  test.setTimeout(90_000);
  await signIn(page, t);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Performance" }).click();
  await expect(page).toHaveURL(/\/admin\/performance$/);
  await expect(page.getByRole("heading", { name: "Agent performance", level: 1 })).toBeVisible();

  // The charts speak their numbers; the table holds the same ones.
  await expect(page.getByRole("img", { name: /^Leads owned: / })).toHaveAccessibleName(/Meera Patil 2; Ravi Kumar 1/);
  await expect(page.getByRole("img", { name: /^Contacted within target: / })).toHaveAccessibleName(/Meera Patil 1 of 1/);
  await expect(page.getByRole("img", { name: /^Chat rating: / })).toHaveAccessibleName("Chat rating: Meera Patil 5");
  const meeraRow = page.getByTestId("performance-row").filter({ hasText: "Meera Patil" });
  await expect(meeraRow.getByRole("cell")).toHaveText(["2", "1 of 1", "10 min", "2", "0", "0", "5 (1 chat)"]);
  // Nothing is wider than the phone: the table scrolls in its own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await shot(page, info, "performance");

  // A longer period: the dates follow.
  // The choices are labels drawn as buttons over visually hidden radios: a tap lands on the label.
  await page.locator("label").filter({ hasText: "Last 30 days" }).click();
  await expect(page.getByRole("radio", { name: "Last 30 days" })).toBeChecked();
  const today = istDay(new Date());
  const first = istDay(new Date(Date.now() - 29 * 86_400_000));
  const show = (day: string) => new Date(`${day}T12:00:00+05:30`).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
  await expect(page.getByTestId("performance-range")).toHaveText(`${show(first)} to ${show(today)}, IST`);

  // The same table as a file, with dates that sort.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`agent-performance-last-30-days-to-${today}.csv`);
  const lines = readFileSync((await file.path())!, "utf8").replace(/^\uFEFF/, "").trim().split("\r\n");
  expect(lines[0]).toMatch(/^Agent,Email,First day \(IST\),Last day \(IST\),Leads owned,/);
  expect(lines).toContain(`Meera Patil,${MEERA.email},${first},${today},2,1,1,10,2,0,0,1,5`);

  // Meera sees her own figures only.
  const context = await browser.newContext({ viewport: page.viewportSize()!, isMobile: true });
  const agentPage = await context.newPage();
  await signIn(agentPage, t, MEERA);
  await agentPage.goto(`${t.url}/admin/performance`);
  await expect(agentPage.getByText("These are your own figures.")).toBeVisible();
  await expect(agentPage.getByTestId("performance-row")).toHaveCount(1);
  await expect(agentPage.getByTestId("performance-row")).toContainText("Meera Patil");
  await context.close();
});
