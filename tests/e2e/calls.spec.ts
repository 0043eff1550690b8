import { test, expect } from "@playwright/test";
import type { TestApp } from "../server/test-app.ts";
import { startTestApp } from "../server/test-app.ts";
import { startExotelPeer } from "../server/exotel-peer.ts";
import { createStaff, shot, signIn } from "./admin-helpers";

const account = { sid: "soildoctor1", apiKey: "key-123", apiToken: "token-456" };
const SECRET = "e2e-webhook-secret-0123456789";

test.describe("calls from the desk", () => {
  let t: TestApp;
  let peer: Awaited<ReturnType<typeof startExotelPeer>>;
  let leadId: string;

  test.beforeAll(async () => {
    peer = await startExotelPeer(account);
    t = await startTestApp("sqlite", {
      web: true,
      listen: true,
      overrides: { telephony: { apiUrl: peer.url, ...account, callerId: "08047112233", webhookSecret: SECRET, sms: { senderId: "SOILDR", dltEntityId: "1101000000000000001" } } },
    });
    await createStaff(t);
    // The provider's passthru: a farmer gives a missed call.
    const res = await fetch(`${t.url}/webhooks/exotel/${SECRET}/missed-call?CallSid=e2e-missed-1&CallFrom=09876511111&CallTo=08047112233&Direction=incoming`);
    expect(res.status).toBe(200);
    leadId = (await t.app.database.db.selectFrom("leads").select("id").where("phone_e164", "=", "+919876511111").executeTakeFirstOrThrow()).id;
    // The stand-in ends each call it places after a moment, as answered with 95 s of talk, and reports it.
    peer.autoAnswer({ Status: "completed", ConversationDuration: 95 }, t.url);
  });
  test.afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  test("an agent records their phone, sees the missed call's due call-back, taps Call, and the timeline shows the call", async ({ page }, info) => {
    await signIn(page, t);
    await page.goto(`${t.url}/admin/account`);
    await page.getByLabel("Your phone number").fill("98110 22334");
    await page.getByRole("button", { name: "Save phone" }).click();
    await expect(page.getByText("Phone saved")).toBeVisible();

    await page.goto(`${t.url}/admin/leads/${leadId}`);
    const timeline = page.getByTestId("timeline");
    const callback = timeline.locator('[data-kind="callback"]');
    await expect(callback.getByTestId("callback-state")).toHaveText(/open|requested|due/i);
    await expect(timeline.locator('[data-kind="call"]')).toContainText("Missed call from +91 98765 11111");
    await callback.getByRole("button", { name: "Call now" }).click();
    await expect(page.getByTestId("call-message")).toContainText("Your phone will ring first");

    const placed = peer.calls().at(-1)!;
    expect(placed.form).toMatchObject({ From: "+919811022334", To: "+919876511111", CallerId: "08047112233" });
    const call = timeline.locator('[data-kind="call"]').filter({ hasText: "Call to +91 98765 11111" });
    await expect(call).toBeVisible({ timeout: 15_000 });
    await expect(call.getByTestId("call-outcome")).toHaveText("Answered");
    await expect(call.getByTestId("call-talk-time")).toHaveText("1 min 35 s");
    await expect(callback.getByTestId("callback-state")).not.toHaveText(/open/i);
    await expect(call.getByRole("button", { name: "Play recording" })).toBeVisible();
    // What was said goes on the timeline in the same step.
    await page.getByLabel("Note about this call").fill("Wants a soil test for wheat next week");
    await page.getByRole("button", { name: "Save call note" }).click();
    await expect(page.getByTestId("call-message")).toHaveText("Note saved on the timeline");
    await expect(timeline.locator('[data-kind="note"]')).toContainText("Wants a soil test for wheat next week");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, info, "lead-call");
  });

  test("a follow-up overdue on the dashboard is called from there in one tap", async ({ page }, info) => {
    // The farmer was to be called back yesterday: the dashboard lists it as overdue.
    const yesterday = new Date(Date.now() - 24 * 3600_000).toISOString();
    await t.app.database.db.updateTable("leads").set({ next_follow_up_at: yesterday }).where("id", "=", leadId).execute();
    await signIn(page, t);
    // The agent's own phone, which the desk rings first (saved by the test before, or saved now).
    await page.goto(`${t.url}/admin/account`);
    await page.getByLabel("Your phone number").fill("98110 22334");
    await page.getByRole("button", { name: "Save phone" }).click();
    await expect(page.getByText("Phone saved")).toBeVisible();

    await page.goto(`${t.url}/admin`);
    const overdue = page.getByTestId("overdue").locator('[data-kind="follow_up"]');
    await expect(overdue).toBeVisible();
    const before = peer.calls().length;
    await overdue.getByRole("button", { name: "Call now" }).click();
    await expect(overdue.getByRole("status")).toContainText("Your phone will ring first");
    expect(peer.calls().length).toBe(before + 1);
    expect(peer.calls().at(-1)!.form).toMatchObject({ From: "+919811022334", To: "+919876511111" });
    await shot(page, info, "dashboard-call");
  });
});
