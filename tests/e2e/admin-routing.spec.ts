import { test, expect } from "@playwright/test";
import type { TestApp } from "../server/test-app.ts";
import { startTestApp } from "../server/test-app.ts";
import { upsertConfirmedUser } from "../../src/server/auth/users.server.ts";
import { createStaff, shot, signIn } from "./admin-helpers";

let t: TestApp;

test.beforeAll(async () => {
  t = await startTestApp("sqlite", { web: true, listen: true });
  await createStaff(t);
  for (const [email, name] of [
    ["meera@soil.example", "Meera Patil"],
    ["lakshmi@soil.example", "Lakshmi Rao"],
    ["suresh@soil.example", "Suresh Reddy"],
  ] as const) {
    const { user } = await upsertConfirmedUser(t.app.database, email, "agent-password-1");
    await t.app.database.db
      .insertInto("staff_members")
      .values({ user_id: user.id, role: "agent", display_name: name, active: t.app.database.bool(true), created_at: new Date().toISOString() })
      .execute();
  }
});
test.afterAll(async () => {
  await t?.close();
});

test("an admin sets up a team and two rules on a phone, orders them, and a lead from Nashik shows the route it took", async ({ page }, info) => {
  // Many steps, each a round trip to the server: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await signIn(page, t);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Routing" }).click();
  await expect(page).toHaveURL(/\/admin\/routing$/);
  await expect(page.getByRole("heading", { name: "Routing rules", level: 1 })).toBeVisible();
  await expect(page.getByText("No rules yet: every new lead goes to the default.")).toBeVisible();

  // A team whose members take Telugu leads in turn.
  await page.getByRole("button", { name: "Add a team" }).click();
  await page.getByLabel("Team name").fill("Telugu team");
  await page.getByRole("checkbox", { name: "Lakshmi Rao" }).check();
  await page.getByRole("checkbox", { name: "Suresh Reddy" }).check();
  await page.getByRole("button", { name: "Save team" }).click();
  await expect(page.getByTestId("routing-notice")).toHaveText("Saved");
  await expect(page.getByText("Lakshmi Rao → Suresh Reddy")).toBeVisible();

  // Maharashtra's leads to Meera: the state picked from India's list.
  await page.getByRole("button", { name: "Add a rule" }).click();
  await page.getByLabel("Rule name").fill("Maharashtra");
  await page.getByLabel("States").fill("Maharashtra");
  await page.getByRole("button", { name: "Add", exact: true }).first().click();
  await expect(page.getByRole("button", { name: "Remove Maharashtra" })).toBeVisible();
  await page.getByLabel("Send to", { exact: true }).selectOption({ label: "Meera Patil" });
  await page.getByRole("button", { name: "Save rule" }).click();
  await expect(page.getByTestId("routing-rule")).toHaveCount(1);
  await expect(page.getByTestId("routing-rule").first()).toContainText("state Maharashtra");
  await expect(page.getByTestId("routing-rule").first()).toContainText("Goes to: Meera Patil");

  // Telugu speakers to the team.
  await page.getByRole("button", { name: "Add a rule" }).click();
  await page.getByLabel("Rule name").fill("Telugu");
  await page.getByRole("checkbox", { name: "Telugu (తెలుగు)" }).check();
  await page.getByRole("radio", { name: "Team" }).check();
  await page.getByLabel("Send to", { exact: true }).selectOption({ label: "Telugu team (team of 2, in turn)" });
  await page.getByRole("button", { name: "Save rule" }).click();
  await expect(page.getByTestId("routing-rule")).toHaveCount(2);

  // The order decides: Telugu first.
  await page.getByRole("button", { name: "Move Telugu up" }).click();
  await expect(page.getByTestId("routing-rule").first()).toContainText("Telugu");
  await expect(page.getByTestId("routing-rule").nth(1)).toContainText("Maharashtra");

  // A bad PIN prefix is refused with the server's reason, and nothing changes.
  await page.getByRole("button", { name: "Edit Maharashtra" }).click();
  await page.getByLabel("PIN codes or their first digits").fill("42x");
  await page.getByRole("button", { name: "Save rule" }).click();
  await expect(page.getByTestId("routing-notice")).toContainText("must be a PIN code or its first digits");
  await page.getByRole("button", { name: "Cancel" }).click();

  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await shot(page, info, "routing-rules");

  // A lead from Nashik: its page shows the match, the rule and the first-response clock.
  const lead = await t.app.leads.capture({ name: "Sunita Jadhav", email: "sunita@farm.example", user_type: "farmer", source: "website", location: "Niphad, Nashik", metadata: null });
  await page.goto(`${t.url}/admin/leads/${lead.id}`);
  const route = page.getByTestId("lead-routing");
  await expect(route).toContainText("Nashik, Maharashtra");
  await expect(route).toContainText('"Maharashtra" → Meera Patil');
  await expect(route).toContainText("Target: 30 min of working time");
  await expect(page.getByText('(by the rule "Maharashtra")')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await shot(page, info, "routing-lead");
});
