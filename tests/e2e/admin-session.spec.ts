import { test, expect } from "@playwright/test";
import type { TestApp } from "../server/test-app.ts";
import { supabaseFor } from "../server/supabase.ts";
import { adminCopy } from "../../content/admin.ts";
import { createStaff, signIn, STAFF, startAdminServer } from "./admin-helpers";

test.describe("a session ended on the server", () => {
  let t: TestApp;
  test.beforeAll(async () => {
    t = await startAdminServer();
    await createStaff(t);
  });
  test.afterAll(async () => t?.close());

  test("sends the tab to sign-in with the reason, and back to the page after signing in", async ({ page }) => {
    await signIn(page, t);
    await page.goto(`${t.url}/admin/leads`);
    await expect(page.getByText("No leads collected yet")).toBeVisible();

    // "Sign out everywhere" from another device, through the official client.
    const other = await supabaseFor(t);
    const { error } = await other.auth.signInWithPassword(STAFF);
    expect(error).toBeNull();
    expect((await other.auth.signOut({ scope: "global" })).error).toBeNull();

    // The next action in the tab meets a 401.
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: adminCopy.nav.dashboard }).click();
    await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 15_000 });
    await expect(page.getByRole("status")).toHaveText(adminCopy.login.sessionEnded);
    // The tab's stored session is gone (signed out through the client, not just redirected).
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes("auth-token")))).toEqual([]);

    await page.getByLabel("Email").fill(STAFF.email);
    await page.getByLabel("Password").fill(STAFF.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { name: adminCopy.dashboard.title })).toBeVisible();
  });
});
