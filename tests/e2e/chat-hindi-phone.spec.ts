import { expect, test, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import type { TestApp } from "../server/test-app.ts";
import { chatWidgetEn, chatWidgetHi } from "../../content/chat-widget.ts";
import { liveChatTexts } from "../../content/live-chat.ts";
import { agentFor, hydratedPage, startChatServer } from "./chat-helpers.ts";
import { openEventStream } from "../server/functions-client.ts";

/**
 * The chat as a Hindi-reading farmer meets it on a phone (390 px): messages
 * typed without signal reach the assistant once the signal is back, the
 * header follows whether an agent is really there, the agent's typing line
 * goes when their message comes, and every line is in Hindi.
 */
let t: TestApp;
let agent: Awaited<ReturnType<typeof agentFor>>;
test.beforeAll(async () => {
  t = await startChatServer();
  agent = await agentFor(t, "hindi-agent@soil.example");
  // How long a closed console stream waits for its agent to come back: short here (12 s in service).
  t.app.chat.agentStreamGraceMs = 500;
});
test.afterAll(async () => t?.close());
test.skip(({ viewport }) => (viewport?.width ?? 0) > 500, "runs at 390 px");

const SHOTS = "/tmp/shots-chat";
const hi = chatWidgetHi;

async function startHindiChat(page: Page, email: string) {
  await hydratedPage(page, `${t.url}/hi`);
  await page.getByRole("button", { name: "चैट खोलें" }).click();
  const panel = page.getByRole("dialog");
  await panel.getByLabel(hi.labels.name).fill("सुनीता जाधव");
  await panel.getByLabel(hi.labels.email).fill(email);
  await panel.getByLabel(hi.labels.userType).selectOption("farmer");
  await panel.getByRole("button", { name: hi.start }).click();
  await expect(panel.getByRole("log")).toBeVisible();
  return panel;
}

async function type(page: Page, text: string) {
  const box = page.getByRole("dialog").getByLabel(hi.messageLabel);
  await box.fill(text);
  await box.press("Enter");
}

const sessionOf = async (email: string) =>
  (await t.app.database.db.selectFrom("chat_sessions").select("id").where("user_email", "=", email).orderBy("created_at", "desc").executeTakeFirstOrThrow()).id;

test("questions to the assistant typed without signal wait, then go once each, in order, when the signal returns", async ({ page, context }) => {
  await agent.call("live-chat?action=agent_offline", { userId: agent.userId });
  const email = "offline-assistant@example.in";
  const panel = await startHindiChat(page, email);
  await expect(panel.getByRole("heading", { name: hi.modeAssistant })).toBeVisible();
  const sessionId = await sessionOf(email);

  await context.setOffline(true);
  await type(page, "मिट्टी जाँच कितने की है?");
  await type(page, "रिपोर्ट कितने दिन में आएगी?");
  await expect(panel.getByTestId("chat-network")).toHaveText(hi.offline);
  // Waiting for the network, not "could not connect".
  await expect(panel.locator('[data-sender="user"] [data-state="queued"]')).toHaveCount(2);
  await expect(panel.locator('[data-sender="user"] [data-state="queued"]').first()).toHaveText(` · ${hi.messageState.queued}`);
  await expect(panel.locator('[data-sender="bot"]').filter({ hasText: hi.assistantFailed })).toHaveCount(0);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/hi-offline-queued-390.png` });

  await context.setOffline(false);
  const asked = async () =>
    (await t.app.database.db.selectFrom("chat_messages").select("message").where("session_id", "=", sessionId).where("sender", "=", "user").orderBy("created_at").execute()).map((m) => m.message);
  await expect.poll(asked, { timeout: 30_000 }).toEqual(["मिट्टी जाँच कितने की है?", "रिपोर्ट कितने दिन में आएगी?"]);
  // One reply each (the welcome line is the first bot bubble), and nothing left waiting.
  await expect(panel.locator('[data-sender="bot"]')).toHaveCount(3, { timeout: 30_000 });
  await expect(panel.locator('[data-state="queued"], [data-state="sending"]')).toHaveCount(0);
  await expect(panel.getByTestId("chat-network")).toHaveCount(0);
  // A reload sends nothing again.
  await page.reload();
  await page.waitForTimeout(1500);
  expect(await asked()).toHaveLength(2);
});

test("the header follows the agent: waiting, then connected, then not connected once the agent's console closes; the typing line goes with the agent's message", async ({ page }) => {
  expect((await agent.call("live-chat?action=agent_online", { userId: agent.userId })).status).toBe(200);
  // The agent's console: its stream is how the server knows the agent is there.
  const consoleStream = await openEventStream(`${t.url}/functions/v1/live-chat?action=agent_stream`, { apikey: await t.app.tokens.anonKey, authorization: `Bearer ${agent.token}` });
  await consoleStream.waitFor((e) => e.event === "ready", 15_000);
  const email = "agent-goes@example.in";
  const panel = await startHindiChat(page, email);
  const presence = panel.getByTestId("chat-presence");
  await expect(presence).toHaveAttribute("data-presence", "waiting");
  await expect(presence).toHaveText(hi.waitingForAgent);
  const sessionId = await sessionOf(email);
  expect((await agent.call("live-chat?action=take_session", { sessionId, agentId: agent.userId })).status).toBe(200);
  await expect(presence).toHaveText(hi.connected);
  // The system line in Hindi, not English.
  await expect(panel.locator('[data-sender="system"][data-event="agent_joined"]')).toHaveText(liveChatTexts.hi.agentJoined);

  // The agent types, then their message comes: the typing line goes at once, not seconds later.
  await agent.call("live-chat?action=typing", { sessionId });
  await expect(panel.getByTestId("chat-agent-typing")).toHaveText(hi.agentTyping);
  await agent.call("live-chat?action=send_message", { sessionId, message: "नमस्ते सुनीता जी, बताइए।", senderType: "agent", senderName: "रीना" });
  await expect(panel.locator('[data-sender="agent"] [data-text]')).toHaveText(["नमस्ते सुनीता जी, बताइए।"]);
  await expect(panel.getByTestId("chat-agent-typing")).toHaveCount(0, { timeout: 1000 });
  await expect(panel.locator('[data-sender="agent"] time')).toHaveText(/^(सुबह|दोपहर|शाम|रात)\s\d{1,2}:\d{2}/);
  await expect(panel.locator('[data-sender="agent"] time')).not.toHaveText(/am|pm|^0\d/i);
  await page.screenshot({ path: `${SHOTS}/hi-connected-390.png` });

  // The agent's console goes without a word (a phone's browser killed: no beacon): its stream just ends.
  await consoleStream.close();
  await expect(presence).toHaveAttribute("data-presence", "away", { timeout: 15_000 });
  await expect(presence).toHaveText(hi.agentAway);
  await expect(panel.getByTestId("chat-connected")).toHaveCount(0);
  await expect(panel.locator('[data-sender="system"][data-event="agent_left"]')).toHaveText(liveChatTexts.hi.agentLeft);
  await page.screenshot({ path: `${SHOTS}/hi-agent-left-390.png` });

  // The WhatsApp prefill names the reference as a code, in words that suit anyone.
  const wa = decodeURIComponent((await panel.getByTestId("chat-whatsapp").getAttribute("href")) ?? "");
  expect(wa).toContain("मेरा संदर्भ कोड:");
  expect(wa).not.toMatch(/मेरा नंबर|कर रहा था|कर रही थी/);
});

test("with an agent online, the lead form says the team can talk now, whatever the hour", async ({ page }) => {
  await hydratedPage(page, `${t.url}/hi`);
  // Online just before the panel asks: this agent has no console sending heartbeats, so their
  // presence lasts only the 30 s window, which a slow machine's page load can use up.
  expect((await agent.call("live-chat?action=agent_online", { userId: agent.userId })).status).toBe(200);
  await page.getByRole("button", { name: "चैट खोलें" }).click();
  const hours = page.getByRole("dialog").getByTestId("chat-hours");
  await expect(hours).toHaveAttribute("data-open", "true");
  await expect(hours).toContainText(hi.openNow);
  await expect(hours).not.toContainText(hi.closedNow);
  await page.screenshot({ path: `${SHOTS}/hi-form-agent-online-390.png` });
  await agent.call("live-chat?action=agent_offline", { userId: agent.userId });
});

test("the English panel at 390 px says the same things in English", async ({ page }) => {
  await hydratedPage(page, `${t.url}/`);
  expect((await agent.call("live-chat?action=agent_online", { userId: agent.userId })).status).toBe(200);
  await page.getByRole("button", { name: "Open chat" }).click();
  const panel = page.getByRole("dialog");
  await expect(panel.getByTestId("chat-hours")).toContainText(chatWidgetEn.openNow);
  await page.screenshot({ path: `${SHOTS}/en-form-agent-online-390.png` });
  await panel.getByLabel(chatWidgetEn.labels.name).fill("Asha Devi");
  await panel.getByLabel(chatWidgetEn.labels.email).fill("english-panel@example.in");
  await panel.getByLabel(chatWidgetEn.labels.userType).selectOption("farmer");
  await panel.getByRole("button", { name: chatWidgetEn.start }).click();
  await expect(panel.getByTestId("chat-presence")).toHaveText(chatWidgetEn.waitingForAgent);
  await expect(panel.locator('[data-sender="system"] + *, [data-sender="system"]').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/en-waiting-390.png` });
  const wa = decodeURIComponent((await panel.getByTestId("chat-whatsapp").getAttribute("href")) ?? "");
  expect(wa).toContain("My reference code:");
  await agent.call("live-chat?action=agent_offline", { userId: agent.userId });
});
