import { expect, test, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import type { TestApp } from "../server/test-app.ts";
import { chatWidgetEn, chatWidgetHi } from "../../content/chat-widget.ts";
import { createStaff, signIn } from "./admin-helpers.ts";
import { hydratedPage, startChatServer } from "./chat-helpers.ts";

/**
 * A farmer with a phone and no e-mail, on a phone (390 px) in Hindi: the
 * chat's lead form says what is missing in Hindi, then starts the chat with
 * the phone alone; staff see the lead through the desk's one detail view.
 * The forms changed for phone-first capture are photographed in English and
 * Hindi at both widths for review.
 */
let t: TestApp;
test.beforeAll(async () => {
  t = await startChatServer();
  await createStaff(t);
});
test.afterAll(async () => t?.close());

const SHOTS = "/tmp/shots-phone-first";
const shot = async (page: Page, name: string, project: string, full = false) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: full });
};
const hi = chatWidgetHi;

test("a phone-only farmer starts a chat from /hi at 390 px, and the lead page shows the shared details", async ({ page, viewport }, info) => {
  test.skip((viewport?.width ?? 0) > 500, "runs at 390 px");
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await hydratedPage(page, `${t.url}/hi`);
  await page.getByRole("button", { name: "चैट खोलें" }).click();
  const panel = page.getByRole("dialog");
  await panel.getByLabel(hi.labels.name).fill("रामेश्वर पाटील");
  await panel.getByLabel(hi.labels.userType).selectOption("farmer");
  // Neither a phone nor an e-mail: the panel says so in Hindi, and nothing is stored.
  await panel.getByRole("button", { name: hi.start }).click();
  await expect.poll(() => alerts).toEqual([hi.alerts.phoneOrEmail]);
  await panel.getByLabel(hi.labels.phone).fill("98765 43210");
  await panel.getByLabel(hi.labels.village).fill("खैरा");
  await shot(page, "chat-lead-form-hi", info.project.name);
  await panel.getByRole("button", { name: hi.start }).click();
  await expect(panel.getByRole("log")).toBeVisible();
  expect(alerts).toHaveLength(1);

  const lead = await t.app.database.db.selectFrom("leads").selectAll().where("phone_e164", "=", "+919876543210").executeTakeFirstOrThrow();
  expect(lead).toMatchObject({ name: "रामेश्वर पाटील", email: "", phone: "+919876543210", village: "खैरा", language: "hi", source: "live_chat" });

  await signIn(page, t);
  await page.goto(`${t.url}/admin/leads/${lead.id}`);
  const details = page.getByTestId("lead-fields");
  await expect(details.locator('[data-field="phone"]')).toHaveText("+91 98765 43210");
  await expect(details.locator('[data-field="village"]')).toHaveText("खैरा");
  await expect(details.locator('[data-field="email"]')).toHaveText("–");
  await expect(details.locator('[data-field="language"]')).toHaveText("Hindi");
  await shot(page, "admin-lead-page", info.project.name, true);

  // The leads list's details show the same component, with the same values.
  await page.goto(`${t.url}/admin/leads`);
  await page.getByRole("row", { name: /रामेश्वर पाटील/ }).getByRole("button").last().click();
  const modal = page.getByRole("dialog").getByTestId("lead-fields");
  await expect(modal.locator('[data-field="village"]')).toHaveText("खैरा");
  await expect(modal.locator('[data-field="email"]')).toHaveText("–");
  await shot(page, "admin-lead-modal", info.project.name);
});

for (const lang of ["en", "hi"] as const) {
  test(`the phone-first forms in ${lang}, photographed for review`, async ({ page }, info) => {
    const prefix = lang === "hi" ? "/hi" : "";
    for (const [path, id] of [
      ["/contact", "contact-form"],
      ["/for-partners", "partner-form"],
      ["/csr", "csr-form"],
    ] as const) {
      await hydratedPage(page, `${t.url}${prefix}${path}`);
      const form = page.locator(`form[data-island="lead-form"]`).first();
      await form.scrollIntoViewIfNeeded();
      await expect(form.locator('input[name="phone"]')).toBeVisible();
      await expect(form.locator('input[name="email"]')).not.toHaveAttribute("required");
      await form.screenshot({ path: `${SHOTS}/${id}-${lang}-${info.project.name}.png` });
    }
    const clinic = (await t.app.clinics.list())[0]!;
    await hydratedPage(page, `${t.url}${prefix}/find-clinic?clinic=${clinic.id}`);
    const booking = page.locator(`form[data-island="lead-form"]`).first();
    await booking.scrollIntoViewIfNeeded();
    await expect(booking.locator('input[name="village"]')).toBeVisible();
    await booking.screenshot({ path: `${SHOTS}/booking-form-${lang}-${info.project.name}.png` });
    await hydratedPage(page, `${t.url}${prefix}/`);
    await page.getByRole("button", { name: lang === "hi" ? "चैट खोलें" : "Open chat" }).click();
    await expect(page.getByRole("dialog").getByLabel((lang === "hi" ? chatWidgetHi : chatWidgetEn).labels.village)).toBeVisible();
    await shot(page, `chat-form-${lang}`, info.project.name);
  });
}
