import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { mkdirSync } from "node:fs";
import type { TestApp } from "../server/test-app.ts";
import { startTestApp } from "../server/test-app.ts";
import { upsertConfirmedUser } from "../../src/server/auth/users.server.ts";
import { startWhatsAppPeer, whatsappSettingsFor, type WhatsAppPeer } from "../server/whatsapp-peer.ts";
import { liveChatConsoleCopy as copy } from "../../content/live-chat-console.ts";
import { whatsappConsoleCopy as wa } from "../../content/whatsapp-console.ts";

/**
 * The agent console (/admin/chat) with WhatsApp conversations: a farmer's
 * messages come from a local stand-in for the Cloud API as signed webhooks,
 * and the agent's reply and template arrive at the stand-in in WhatsApp's
 * documented request shape. Own server and fresh database, in this process.
 */
test.describe.configure({ timeout: 60_000 });

let t: TestApp;
let peer: WhatsAppPeer;
const AGENT = { email: "wa-agent@soil.example", password: "agent-password-1" };
let seq = 0;
const farmerNumber = (info: TestInfo) => `91987653${info.project.name === "mobile" ? 1 : 2}${String(++seq).padStart(3, "0")}`;

test.beforeAll(async () => {
  // The first start loads the whole site build, slow on a busy machine.
  test.setTimeout(120_000);
  peer = await startWhatsAppPeer();
  t = await startTestApp("sqlite", { web: true, listen: true, overrides: { whatsapp: whatsappSettingsFor(peer) } });
  await upsertConfirmedUser(t.app.database, AGENT.email, AGENT.password);
});
test.afterAll(async () => {
  await t?.close();
  await peer?.close();
});

async function shot(page: Page, info: TestInfo, name: string) {
  const dir = "/tmp/shots-whatsapp";
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}-${info.project.name}.png`, fullPage: true });
}

async function openConsoleOnline(page: Page) {
  await page.goto(`${t.url}/admin/login`);
  await page.getByLabel("Email").fill(AGENT.email);
  await page.getByLabel("Password").fill(AGENT.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((u) => !u.pathname.endsWith("/login"));
  await page.goto(`${t.url}/admin/chat`);
  await page.getByRole("button", { name: copy.goOnline }).click();
  await expect(page.getByRole("button", { name: copy.goOffline })).toBeVisible();
  await expect(page.getByTestId("console-transport")).toHaveAttribute("data-transport", "stream");
}

async function deliver(payload: unknown) {
  const res = await peer.deliver(t.url, payload);
  expect(res.status).toBe(200);
}

const noSideways = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

test("a WhatsApp conversation in the console: marked, taken, a photo opened, and the agent's reply reaches WhatsApp with its ticks", async ({ page }, info) => {
  await openConsoleOnline(page);
  const from = farmerNumber(info);
  await deliver(peer.messagePayload(from, "Savitri Bai", { text: "Namaste, my cotton leaves are turning red. What should I do?" }).payload);

  const waiting = page.locator("li", { hasText: "Savitri Bai" });
  await expect(waiting).toBeVisible({ timeout: 10_000 });
  await expect(waiting.getByTestId("whatsapp-badge")).toHaveText(wa.badge);
  await waiting.getByRole("button", { name: `${copy.take} Savitri Bai` }).click();

  const chat = page.getByRole("article", { name: "Chat with Savitri Bai" });
  await expect(chat.getByTestId("whatsapp-badge")).toBeVisible();
  await expect(chat.getByTestId("whatsapp-window")).toHaveAttribute("data-state", "open");
  await expect(chat.getByTestId("whatsapp-window")).toContainText(/Replies open for 2[34] h/);
  await expect(chat.getByRole("log")).toContainText("my cotton leaves are turning red");

  // A photo arrives while the agent chats: the file is fetched from the stand-in and opens from our server.
  await deliver(peer.messagePayload(from, "Savitri Bai", { image: { bytes: Buffer.from(PNG_1PX, "base64"), mime: "image/png", caption: "This is the field" } }).payload);
  await expect(chat.getByRole("log")).toContainText("[Photo] This is the field");
  await chat.getByTestId("whatsapp-open").click();
  await expect(chat.getByTestId("whatsapp-image")).toBeVisible();

  await chat.getByLabel(copy.messageLabel).fill("Namaste Savitri ji. Red leaves often mean the soil lacks magnesium; a soil test will tell.");
  await chat.getByRole("button", { name: copy.send }).click();
  const bubble = chat.locator('[data-sender="agent"]').filter({ hasText: "Red leaves often mean" });
  await expect(bubble).toBeVisible();
  await expect.poll(() => peer.sent().filter((r) => r.body?.to === from).length).toBe(1);
  const sent = peer.sent().find((r) => r.body?.to === from)!;
  expect(sent.auth).toBe(peer.account.accessToken);
  expect(sent.body).toMatchObject({ messaging_product: "whatsapp", recipient_type: "individual", to: from, type: "text", text: { body: "Namaste Savitri ji. Red leaves often mean the soil lacks magnesium; a soil test will tell." } });
  await expect(bubble.getByTestId("delivery")).toHaveAttribute("data-status", "sent");
  await deliver(peer.statusPayload(sent, "delivered"));
  await expect(bubble.getByTestId("delivery")).toHaveAttribute("data-status", "delivered");
  await deliver(peer.statusPayload(sent, "read"));
  await expect(bubble.getByTestId("delivery")).toHaveAttribute("data-status", "read");
  await noSideways(page);
  await shot(page, info, "whatsapp-conversation");
});

test("after 24 hours the console offers only approved templates, with a preview, and the template reaches WhatsApp", async ({ page }, info) => {
  await openConsoleOnline(page);
  const from = farmerNumber(info);
  await deliver(peer.messagePayload(from, "Mohan Lal", { text: "Please send my report" }, { timestamp: new Date(Date.now() - 26 * 3600_000) }).payload);
  const waiting = page.locator("li", { hasText: "Mohan Lal" });
  await waiting.getByRole("button", { name: `${copy.take} Mohan Lal` }).click();
  const chat = page.getByRole("article", { name: "Chat with Mohan Lal" });
  await expect(chat.getByTestId("whatsapp-window")).toHaveAttribute("data-state", "closed");
  await expect(chat.getByTestId("whatsapp-window")).toHaveText(wa.windowClosed);
  await expect(chat.getByLabel(copy.messageLabel)).toBeHidden();

  const picker = chat.getByTestId("template-picker");
  await picker.getByLabel(wa.templateLabel).selectOption("soil_test_followup/en");
  await picker.getByLabel(wa.valueLabel(1)).fill("Mohan");
  await picker.getByLabel(wa.valueLabel(2)).fill("SD-2207");
  await expect(picker.getByTestId("template-preview")).toContainText("Hello Mohan, your soil test report for sample SD-2207 is ready.");
  await picker.getByRole("button", { name: wa.sendTemplate }).click();
  await expect(chat.locator('[data-sender="agent"]').filter({ hasText: "your soil test report for sample SD-2207" })).toBeVisible();
  await expect.poll(() => peer.sent().filter((r) => r.body?.to === from).length).toBe(1);
  expect(peer.sent().find((r) => r.body?.to === from)!.body).toMatchObject({
    type: "template",
    template: { name: "soil_test_followup", language: { code: "en" }, components: [{ type: "body", parameters: [{ type: "text", text: "Mohan" }, { type: "text", text: "SD-2207" }] }] },
  });
  await noSideways(page);
  await shot(page, info, "whatsapp-template");
});

test("a template from the lead's page joins the farmer's WhatsApp conversation", async ({ page }, info) => {
  await openConsoleOnline(page);
  const from = farmerNumber(info);
  await deliver(peer.messagePayload(from, "Gita Devi", { text: "Thank you for the visit" }, { timestamp: new Date(Date.now() - 30 * 3600_000) }).payload);
  // The webhook is answered before it is worked through.
  await t.app.whatsapp.idle();
  const contact = await t.app.database.db.selectFrom("whatsapp_contacts").select(["lead_id", "session_id"]).where("wa_id", "=", from).executeTakeFirstOrThrow();
  // The lead in a second tab, the console still open in the first: an agent who closed the
  // console is offline, and the sweep hands a conversation they hold back to the waiting list.
  const leadTab = await page.context().newPage();
  await leadTab.goto(`${t.url}/admin/leads/${contact.lead_id}`);
  const panel = leadTab.getByRole("region", { name: wa.leadPanel.title });
  await panel.getByLabel(wa.templateLabel).selectOption("soil_test_followup/hi");
  await panel.getByLabel(wa.valueLabel(1)).fill("गीता");
  await panel.getByLabel(wa.valueLabel(2)).fill("SD-3310");
  await expect(panel.getByTestId("template-preview")).toContainText("नमस्ते गीता, नमूना SD-3310 की आपकी मिट्टी जाँच रिपोर्ट तैयार है।");
  await panel.getByRole("button", { name: wa.sendTemplate }).click();
  await expect(panel.getByTestId("lead-whatsapp-sent")).toContainText(wa.leadPanel.sent);
  await expect.poll(() => peer.sent().filter((r) => r.body?.to === from).length).toBe(1);
  expect(peer.sent().find((r) => r.body?.to === from)!.body).toMatchObject({ type: "template", template: { name: "soil_test_followup", language: { code: "hi" } } });
  // The same conversation, now held by this agent.
  const session = await t.app.database.db.selectFrom("chat_sessions").select(["id", "status"]).where("id", "=", contact.session_id!).executeTakeFirstOrThrow();
  expect(session.status).toBe("active");
  await noSideways(leadTab);
  await shot(leadTab, info, "whatsapp-lead-template");
});

/** A 1×1 PNG, so the browser has a real picture to show. */
const PNG_1PX = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
