import { test, expect } from "@playwright/test";
import type { TestApp } from "../server/test-app.ts";
import { startTestApp } from "../server/test-app.ts";
import { startSmtpPeer } from "../server/smtp-peer.ts";
import { createStaff, signIn, STAFF } from "./admin-helpers";
import { sendDailyDigest } from "../../src/server/leads/digest.ts";

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
  await expect(page.getByRole("status").filter({ hasText: "Invitation sent" })).toHaveText("Invitation sent to ravi@soil.example.");
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

test("a follow-up set on the lead page reaches its owner in the 9:00 IST digest, through the mail server", async ({ page }, info) => {
  const name = `Digest Farmer ${info.project.name}`;
  const lead = await t.app.leads.capture({ name, email: `digest-${info.project.name}@farm.example`, phone: null, user_type: "farmer", source: "website" });
  const me = await t.app.database.db.selectFrom("auth_users").select("id").where("email", "=", STAFF.email).executeTakeFirstOrThrow();
  // Tomorrow in India, at 11:15 IST; the digest runs at 9:00 IST that day.
  const day = new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);

  await signIn(page, t);
  await page.goto(`${t.url}/admin/leads/${lead.id}`);
  await page.getByLabel("Owner").selectOption(me.id);
  await page.getByLabel("Next follow-up (IST)").fill(`${day}T11:15`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  const nineIst = new Date(`${day}T03:30:00.000Z`);
  const sent = await sendDailyDigest({ database: t.app.database, mailer: t.app.mailer, adminUrl: `${t.url}/admin/leads` }, nineIst);
  expect(sent.outcome).toBe("sent");
  const mail = await smtp.find((m) => m.to.includes(STAFF.email) && m.raw.includes(name), 20_000);
  expect(mail, "the digest as the mail server received it").toBeDefined();
  const text = mail!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  expect(text).toContain(`${day} 11:15 IST  ${name}`);
  expect(text).toContain(`/admin/leads/${lead.id}`);
});
