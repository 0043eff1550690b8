import { test, expect } from "@playwright/test";
import type { TestApp } from "../server/test-app.ts";
import { startTestApp } from "../server/test-app.ts";
import { startSmtpPeer } from "../server/smtp-peer.ts";
import { createStaff, signIn } from "./admin-helpers";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

test.beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await startTestApp("sqlite", { web: true, listen: true, overrides: { smtpUrl: smtp.url, mailRetryBaseMs: 50 } });
  await createStaff(t);
});
test.afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

test("an admin invites an agent, who sets a password from the e-mailed link, signs in and is refused the team page", async ({ page }) => {
  await signIn(page, t);
  await expect(page.getByRole("link", { name: "Clinics" })).toBeVisible();
  await page.getByRole("link", { name: "Team" }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await page.getByLabel("E-mail").fill("ravi@soil.example");
  await page.getByLabel("Role").selectOption("agent");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status")).toHaveText("Invitation sent to ravi@soil.example.");
  await expect(page.getByRole("cell", { name: "ravi@soil.example" })).toBeVisible();

  // The invitation as the real SMTP peer received it (quoted-printable: "=" travels as "=3D").
  const mail = await smtp.find((m) => m.to.includes("ravi@soil.example"), 20_000);
  expect(mail).toBeDefined();
  const token = /\/admin\/accept-invite\?token=([A-Za-z0-9_-]+)/.exec(mail!.raw.replace(/=3D/g, "="))?.[1];
  expect(token).toBeTruthy();

  // The agent opens the link in a fresh browser.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${t.url}/admin/accept-invite?token=${token}`);
  await page.getByLabel("Your name").fill("Ravi Kumar");
  await page.getByLabel("Password", { exact: true }).fill("ravi-password-1");
  await page.getByLabel("Confirm password").fill("ravi-password-1");
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });

  // Signed in as an agent: no Team link, and the page says only admins may manage the team.
  await expect(page.getByRole("link", { name: "My account" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Team" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Clinics" })).toHaveCount(0);
  await page.goto(`${t.url}/admin/team`);
  await expect(page.getByText("Only admins can manage the team.")).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveCount(0);

  // The link works once.
  await page.goto(`${t.url}/admin/accept-invite?token=${token}`);
  await page.getByLabel("Your name").fill("Someone");
  await page.getByLabel("Password", { exact: true }).fill("other-password-1");
  await page.getByLabel("Confirm password").fill("other-password-1");
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByText("This invitation has already been used. Sign in instead.")).toBeVisible();
});
