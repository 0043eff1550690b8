import { test, expect, type Page } from "@playwright/test";
import { newsletterPages } from "../../content/newsletter.ts";
import type { TestApp } from "../server/test-app.ts";
import { startTestApp } from "../server/test-app.ts";
import { startSmtpPeer } from "../server/smtp-peer.ts";
import { mailLinks } from "../server/mail-text.ts";
import { createStaff, signIn } from "./admin-helpers";
import { hydrated } from "./helpers";

/**
 * The newsletter as a visitor meets it: the form on the Hindi Resources page,
 * the confirmation mail through a real SMTP peer, the confirm and unsubscribe
 * buttons, and the admin list; and the form without JavaScript.
 */
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

const hi = newsletterPages.hi;
const en = newsletterPages.en;

/** The links of the newest mail to `email`, opened on this test's server (the mail points at the public address). */
async function linksFor(email: string, count: number) {
  await smtp.find(() => smtp.inbox.filter((m) => m.to.includes(email)).length >= count, 20_000);
  const mail = smtp.inbox.filter((m) => m.to.includes(email))[count - 1];
  expect(mail, `mail ${count} to ${email}`).toBeDefined();
  const [confirm, unsubscribe] = mailLinks(mail!).map((l) => {
    const u = new URL(l);
    return `${t.url}${u.pathname}${u.search}`;
  });
  return { confirm: confirm!, unsubscribe: unsubscribe! };
}

async function subscribe(page: Page, path: string, email: string, copy: typeof hi.form) {
  await page.goto(`${t.url}${path}`);
  const form = page.locator("#newsletter");
  await form.getByLabel(new RegExp(`^${copy.label}`)).fill(email);
  await form.getByRole("button", { name: copy.submit }).click();
  await expect(form.getByRole("status")).toContainText(copy.thanksTitle);
}

test("a visitor subscribes on the Hindi Resources page, confirms from the e-mail, shows up confirmed for the admin, and unsubscribes", async ({ page }, info) => {
  const email = `kisan-${info.project.name}@example.in`;
  await subscribe(page, "/hi/resources", email, hi.form);
  // The WhatsApp channel button stays beside the form.
  await expect(page.getByRole("link", { name: "WhatsApp चैनल से जुड़ें" })).toBeVisible();

  const links = await linksFor(email, 1);
  expect(links.confirm).toContain("/hi/newsletter/confirm?token=");

  // Opening the link changes nothing (mail scanners open links); the button does.
  await page.goto(links.confirm);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.confirm.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const before = await t.app.database.db.selectFrom("newsletter_subscriptions").select("status").where("email", "=", email).executeTakeFirstOrThrow();
  expect(before.status).toBe("pending");
  await page.getByRole("button", { name: hi.confirm.button }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.confirm.doneTitle);
  await expect(page.getByRole("status")).toContainText(hi.confirm.doneBody);

  // The admin sees the address as confirmed, with the counts.
  await signIn(page, t);
  await page.getByRole("link", { name: "Newsletter" }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter$/);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Confirmed");
  await expect(row).toContainText("Hindi");
  await expect(page.getByTestId("newsletter-counts")).toContainText("Confirmed");

  // Unsubscribing from the same e-mail's link.
  await page.goto(links.unsubscribe);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.unsubscribe.title);
  await page.getByRole("button", { name: hi.unsubscribe.button }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.unsubscribe.doneTitle);
  const after = await t.app.database.db.selectFrom("newsletter_subscriptions").select("status").where("email", "=", email).executeTakeFirstOrThrow();
  expect(after.status).toBe("unsubscribed");

  // The used confirm link now only says so, plainly.
  await page.goto(links.confirm);
  await page.getByRole("button", { name: hi.confirm.button }).click();
  await expect(page.getByRole("alert")).toHaveText(hi.confirm.unknown);
});

test("while the answer is on its way, the button says so and cannot be pressed twice", async ({ page }) => {
  await page.goto(`${t.url}/newsletter/confirm?token=not-sent`);
  await hydrated(page);
  // Hold the page at the moment after the press (the browser would be loading the answer).
  await page.evaluate(() => window.addEventListener("submit", (e) => e.preventDefault()));
  await page.getByRole("button", { name: en.confirm.button }).click();
  const busy = page.getByRole("button", { name: en.confirm.busy });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute("aria-disabled", "true");
  await expect(busy).toHaveCSS("opacity", "0.55");
});

test("a wrong address gets its message at the field, in the page's language", async ({ page }) => {
  await page.goto(`${t.url}/resources`);
  const form = page.locator("#newsletter");
  // The browser's own check would stop "x@y" only in some browsers; a domain-less address passes it but not ours.
  await form.getByLabel(new RegExp(`^${en.form.label}`)).fill("farmer@village");
  await form.getByRole("button", { name: en.form.submit }).click();
  await expect(form.getByText(en.form.emailInvalid)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts and the page comes back at the thank-you", async ({ page }, info) => {
    const email = `nojs-${info.project.name}@example.in`;
    await subscribe(page, "/resources", email, en.form);
    expect(new URL(page.url()).hash).toBe("#newsletter");
    const links = await linksFor(email, 1);
    expect(links.confirm).toContain("/newsletter/confirm?token=");

    // The confirm button works without scripts too.
    await page.goto(links.confirm);
    await page.getByRole("button", { name: en.confirm.button }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.confirm.doneTitle);
  });
});
