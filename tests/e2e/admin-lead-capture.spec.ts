import { test, expect } from "@playwright/test";
import type { TestApp } from "../server/test-app.ts";
import { createStaff, shot, signIn, startAdminServer } from "./admin-helpers";

// A phone's width: the desk is used from the field too.
test.use({ viewport: { width: 390, height: 844 } });

test.describe("adding a lead by hand and its possible duplicates", () => {
  let t: TestApp;

  test.beforeAll(async () => {
    t = await startAdminServer();
    await createStaff(t);
    // She chatted once, her name written in Devanagari, with an e-mail and no phone.
    await t.app.leads.capture({ name: "सावित्री बाई", email: "savitri@farm.example", user_type: "farmer", source: "live_chat", language: "hi" });
  });
  test.afterAll(async () => t?.close());

  test("staff add a walk-in with a phone only, and her earlier chat is suggested on the lead's page", async ({ page }, info) => {
    await signIn(page, t);
    await page.goto(`${t.url}/admin/leads`);
    await page.getByTestId("add-lead").click();
    const form = page.getByRole("form", { name: "Add a lead who phoned or walked in" });
    await form.getByLabel("Name").fill("Savitri Bai");
    // Neither a phone nor an e-mail: the form says what it needs.
    await form.getByRole("button", { name: "Add lead" }).click();
    await expect(form.getByRole("alert")).toContainText("A phone number or an e-mail address, either one.");
    await form.getByLabel("Phone").fill("094150 77777");
    await form.getByLabel("Notes").fill("Came to the lab with a soil sample");
    await form.getByRole("button", { name: "Add lead" }).click();

    await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Savitri Bai" })).toBeVisible();
    const dups = page.getByTestId("possible-duplicates");
    await expect(dups).toContainText("सावित्री बाई");
    await expect(dups).toContainText("same name");
    await expect(page.getByTestId("timeline")).toContainText("Came to the lab with a soil sample");
    // Nothing wider than the phone's screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, info, "lead-added-by-hand-390");

    await dups.getByRole("link", { name: "सावित्री बाई" }).click();
    await expect(page.getByRole("heading", { name: "सावित्री बाई" })).toBeVisible();
    await expect(page.getByTestId("possible-duplicates")).toContainText("Savitri Bai");
  });
});
