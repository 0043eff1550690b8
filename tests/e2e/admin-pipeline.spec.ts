import { test, expect } from "@playwright/test";
import type { TestApp } from "../server/test-app.ts";
import { upsertConfirmedUser } from "../../src/server/auth/users.server.ts";
import { createStaff, shot, signIn, startAdminServer } from "./admin-helpers";

// A browser in UTC: the admin still shows India's dates and times.
test.use({ timezoneId: "UTC" });

test.describe("a lead's pipeline and timeline", () => {
  let t: TestApp;
  let leadId: string;

  test.beforeAll(async () => {
    t = await startAdminServer();
    await createStaff(t);
    const { user } = await upsertConfirmedUser(t.app.database, "ravi@soil.example", "agent-password-1");
    await t.app.database.db
      .insertInto("staff_members")
      .values({ user_id: user.id, role: "agent", display_name: "Ravi Agent", active: t.app.database.bool(true), created_at: new Date().toISOString() })
      .execute();
    const first = await t.app.leads.capture({
      name: "Sunita Pawar",
      email: "sunita@farm.example",
      phone: "+91 98220 12345",
      location: "Satara",
      user_type: "farmer",
      source: "live_chat",
      metadata: { timestamp: "2026-11-20T05:00:00.000Z" },
    });
    // The same farmer again through the contact form, her number typed another way.
    const second = await t.app.leads.capture({
      name: "Sunita Pawar",
      email: "sunita.p@mail.example",
      phone: "098220-12345",
      location: "Satara",
      user_type: "farmer",
      source: "website",
      metadata: { form: "contact", who_are_you: "Farmer", message: "When can you test my soil?" },
    });
    expect(second.id).toBe(first.id);
    leadId = first.id;
    await t.app.leads.capture({ name: "Other Person", email: "other@farm.example", phone: "+91 98220 99999", location: null, user_type: "fpo", source: "website" });
  });
  test.afterAll(async () => t?.close());

  test("status, owner, note and follow-up persist across reload and appear on the timeline", async ({ page }, info) => {
    await signIn(page, t);
    await page.goto(`${t.url}/admin/leads`);
    // One lead for the farmer who came twice.
    await expect(page.getByRole("link", { name: "Sunita Pawar" })).toHaveCount(1);
    await page.getByRole("link", { name: "Sunita Pawar" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${leadId}$`));

    const timeline = page.getByTestId("timeline");
    await expect(timeline.locator('[data-kind="capture"]')).toHaveCount(2);
    // Form fields in plain labels, not raw keys.
    await expect(timeline.getByText("Who are you")).toBeVisible();
    await expect(timeline.getByText("When can you test my soil?")).toBeVisible();
    await expect(timeline.getByText("who_are_you")).toHaveCount(0);

    await page.getByLabel("Status").selectOption("contacted");
    await page.getByLabel("Owner").selectOption({ label: "Ravi Agent" });
    await page.getByLabel("Next follow-up (IST)").fill("2026-11-21T09:30");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
    await page.getByLabel("Add a note").fill("Called; she brings the sample on Friday");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(timeline.getByText("Called; she brings the sample on Friday")).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Status")).toHaveValue("contacted");
    await expect(page.getByLabel("Owner")).toHaveValue(/.+/);
    await expect(page.getByLabel("Owner").locator("option:checked")).toHaveText("Ravi Agent");
    await expect(page.getByLabel("Next follow-up (IST)")).toHaveValue("2026-11-21T09:30");
    await expect(timeline.getByText("Status: New → Contacted")).toBeVisible();
    await expect(timeline.getByText("Owner: Nobody → Ravi Agent")).toBeVisible();
    // 09:30 IST, shown as India's time in a UTC browser.
    await expect(timeline.getByText(/Next follow-up: 21 Nov 2026, 09:30/i)).toBeVisible();
    await expect(timeline.getByText("Called; she brings the sample on Friday")).toBeVisible();
    await shot(page, info, "lead-page");

    // The leads page filters by status and owner.
    await page.goto(`${t.url}/admin/leads`);
    await page.getByLabel("Status", { exact: true }).selectOption("contacted");
    await expect(page.getByRole("link", { name: "Sunita Pawar" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Other Person" })).toHaveCount(0);
    await page.getByLabel("Status", { exact: true }).selectOption("");
    await page.getByLabel("Owner", { exact: true }).selectOption("none");
    await expect(page.getByRole("link", { name: "Other Person" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sunita Pawar" })).toHaveCount(0);
    await shot(page, info, "leads-filtered");
  });
});
