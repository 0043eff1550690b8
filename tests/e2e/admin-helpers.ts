import { expect, type Page, type TestInfo } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { upsertConfirmedUser } from "../../src/server/auth/users.server.ts";
import { startTestApp, type TestApp } from "../server/test-app.ts";

/**
 * Admin specs run their own server on a fresh database (in this process), so
 * they control every row the screens count and can run the one-time setup.
 */
export async function startAdminServer(): Promise<TestApp> {
  return startTestApp("sqlite", { web: true, listen: true });
}

export const STAFF = { email: "desk@soil.example", password: "desk-password-1" };

export async function createStaff(t: TestApp, who = STAFF) {
  await upsertConfirmedUser(t.app.database, who.email, who.password);
}

export async function signIn(page: Page, t: TestApp, who = STAFF) {
  await page.goto(`${t.url}/admin/login`);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
}

/** Full-page screenshots for review, one folder for all admin screens. */
export async function shot(page: Page, info: TestInfo, name: string) {
  const dir = "/tmp/shots-admin";
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}-${info.project.name}.png`, fullPage: true });
}
