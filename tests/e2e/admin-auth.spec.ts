import { test, expect } from "@playwright/test";
import { confirmationLinkFor } from "../server/supabase.ts";
import type { TestApp } from "../server/test-app.ts";
import { site } from "../../content/site.ts";
import { createStaff, shot, signIn, STAFF, startAdminServer } from "./admin-helpers";

test.describe("one-time setup", () => {
  let t: TestApp;
  test.beforeAll(async () => {
    t = await startAdminServer();
  });
  test.afterAll(async () => t?.close());

  test("creates the first account, confirmed through the e-mailed link; a second setup is refused", async ({ page }, info) => {
    await page.goto(`${t.url}/admin/setup`);
    const email = page.getByLabel("Admin Email");
    await expect(email).toHaveValue(site.adminEmail);
    await email.fill("owner@soil.example");
    await page.getByLabel("Password", { exact: true }).fill("secret-1");
    await page.getByLabel("Confirm Password").fill("secret-2");
    await page.getByRole("button", { name: "Create Admin Account" }).click();
    await expect(page.getByRole("alert")).toHaveText("Passwords do not match");
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByLabel("Confirm Password").fill("abc");
    // The inputs carry minlength 6 too; submit the form around the browser's own check.
    await page.locator("form").evaluate((f: HTMLFormElement) => {
      f.noValidate = true;
      f.requestSubmit();
    });
    await expect(page.getByRole("alert")).toHaveText("Password must be at least 6 characters long");

    await page.getByLabel("Password", { exact: true }).fill("owner-secret");
    await page.getByLabel("Confirm Password").fill("owner-secret");
    await page.route("**/auth/v1/signup**", async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await page.getByRole("button", { name: "Create Admin Account" }).click();
    await expect(page.getByRole("button", { name: "Creating Admin..." })).toBeDisabled();
    await expect(page.getByText("Admin user created successfully! Please check your email to confirm your account, then you can login.")).toBeVisible();
    const shown = Date.now();
    await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 6000 });
    expect(Date.now() - shown).toBeGreaterThan(2500);

    // Not confirmed yet: sign-in is refused.
    await page.getByLabel("Email").fill("owner@soil.example");
    await page.getByLabel("Password").fill("owner-secret");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Email not confirmed");

    // The link from the outbox confirms the address and signs the owner in.
    const link = await confirmationLinkFor(t, "owner@soil.example");
    await page.goto(link);
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();

    // Setup is now closed: the page says so and the server refuses another sign-up.
    await page.goto(`${t.url}/admin/setup`);
    await expect(page.getByText("An admin account already exists for this site.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to sign in" })).toHaveAttribute("href", "/admin/login");
    await shot(page, info, "setup-closed");
    const config = (await (await fetch(`${t.url}/config.json`)).json()) as { anonKey: string };
    const res = await fetch(`${t.url}/auth/v1/signup`, {
      method: "POST",
      headers: { apikey: config.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ email: "intruder@evil.example", password: "intruder-pass" }),
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { code: string }).code).toBe("signup_disabled");
  });
});

test.describe("sign-in, guard and sessions", () => {
  let t: TestApp;
  test.beforeAll(async () => {
    t = await startAdminServer();
    await createStaff(t);
  });
  test.afterAll(async () => t?.close());

  test("the server sends 'Loading...' and the guard sends signed-out visitors to sign-in", async ({ page, request }) => {
    const html = await (await request.get(`${t.url}/admin/leads`)).text();
    expect(html).toContain("Loading...");
    for (const path of ["/admin", "/admin/dashboard", "/admin/leads", "/admin/blog", "/admin/blog/new"]) {
      await page.goto(`${t.url}${path}`);
      await expect(page).toHaveURL(/\/admin\/login$/);
    }
  });

  test("a wrong password shows 'Invalid login credentials'; the right one opens the blog list", async ({ page }, info) => {
    await page.goto(`${t.url}/admin/login`);
    await shot(page, info, "login");
    await page.getByLabel("Email").fill(STAFF.email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid login credentials");
    await page.getByLabel("Password").fill(STAFF.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    const nav = page.getByRole("navigation", { name: "Admin" });
    for (const name of ["Dashboard", "Leads", "Live Chat", "Blog", "View Site"]) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Sign Out" })).toBeVisible();
  });

  test("signing out in one tab signs out the other", async ({ context }) => {
    const one = await context.newPage();
    await signIn(one, t);
    const two = await context.newPage();
    await two.goto(`${t.url}/admin/dashboard`);
    await expect(two.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await one.getByRole("button", { name: "Sign Out" }).click();
    await expect(one).toHaveURL(/\/admin\/login$/);
    await expect(two).toHaveURL(/\/admin\/login$/);
    // And the session is gone on the server too: a stored token no longer reads leads.
    const stored = await two.evaluate(() => Object.keys(localStorage).filter((k) => k.includes("auth-token")));
    expect(stored).toEqual([]);
  });
});
