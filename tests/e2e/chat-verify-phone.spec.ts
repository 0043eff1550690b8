import { test, expect } from "@playwright/test";
import type { TestApp } from "../server/test-app.ts";
import { startTestApp } from "../server/test-app.ts";
import { startExotelPeer } from "../server/exotel-peer.ts";
import { hydratedPage, openChat, VISITOR } from "./chat-helpers";

const account = { sid: "soildoctor1", apiKey: "key-123", apiToken: "token-456" };

test.describe("verifying the phone in the chat's form", () => {
  let t: TestApp;
  let peer: Awaited<ReturnType<typeof startExotelPeer>>;

  test.beforeAll(async () => {
    peer = await startExotelPeer(account);
    t = await startTestApp("sqlite", {
      web: true,
      listen: true,
      overrides: { telephony: { apiUrl: peer.url, ...account, callerId: "08047112233", webhookSecret: "e2e-verify-secret-0123456789", sms: { senderId: "SOILDR", dltEntityId: "1101000000000000001" } } },
    });
  });
  test.afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  test("a farmer at 390 px gets a code by SMS, a wrong one is refused in plain words, the right one marks the lead's phone verified", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await hydratedPage(page, `${t.url}/`);
    const panel = await openChat(page);
    await panel.getByLabel("Full Name *").fill(VISITOR.name);
    await panel.getByLabel("Phone Number").fill("98765 42424");
    await panel.getByLabel("I am a *").selectOption(VISITOR.type);
    const before = peer.sms().length;
    await panel.getByRole("button", { name: "Verify with a code" }).click();
    const code = panel.getByLabel("6-digit code from the SMS");
    await expect(code).toBeVisible();
    await expect(code).toHaveAttribute("inputmode", "numeric");
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await expect.poll(() => peer.sms().length).toBe(before + 1);
    const sent = /\d{6}/.exec(peer.sms()[before]!.form.Body!)![0];

    await code.fill(sent === "000000" ? "111111" : "000000");
    await panel.getByRole("button", { name: "Check code" }).click();
    await expect(panel.getByTestId("chat-verify-problem")).toHaveText("That code is not right. You can try 2 more times.");
    await code.fill(sent);
    await panel.getByRole("button", { name: "Check code" }).click();
    await expect(panel.getByTestId("chat-phone-verified")).toContainText("Phone verified");
    // The page never shows the code it was sent.
    expect(await page.content()).not.toContain(`>${sent}<`);

    await panel.getByRole("button", { name: "Start Chat" }).click();
    await expect(panel.getByRole("log")).toBeVisible();
    const lead = await t.app.database.db.selectFrom("leads").selectAll().where("phone_e164", "=", "+919876542424").executeTakeFirstOrThrow();
    expect(lead.phone_verified_at).toBeTruthy();
  });
});
