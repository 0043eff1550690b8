import { expect, test, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import type { TestApp } from "../server/test-app.ts";
import { liveChatText } from "../../content/live-chat.ts";
import { agentFor, hydratedPage, openChat, startChat, startChatServer } from "./chat-helpers.ts";

let t: TestApp;
let agent: Awaited<ReturnType<typeof agentFor>>;
test.beforeAll(async () => {
  t = await startChatServer();
  agent = await agentFor(t);
});
test.afterAll(async () => t?.close());

/** Counts the widget's live-chat requests by action. */
function watchActions(page: Page) {
  const seen: string[] = [];
  page.on("request", (r) => {
    const m = /live-chat\?action=([a-z_]+)/.exec(r.url());
    // The device proof (decision 0031) runs once when the panel's code loads, apart from the chat's own requests.
    if (m && !m[1]!.startsWith("device_")) seen.push(m[1]!);
  });
  return seen;
}

async function takeNewest(email: string) {
  const waiting = await agent.call("live-chat?action=get_waiting_sessions");
  const session = (waiting.json.sessions as Array<{ id: string; user_email: string }>).find((s) => s.user_email === email);
  expect(session, "the visitor waits in the agents' list").toBeTruthy();
  const took = await agent.call("live-chat?action=take_session", { sessionId: session!.id, agentId: agent.userId });
  expect(took.status).toBe(200);
  return session!.id;
}

const bubbles = (page: Page, sender: string) => page.getByRole("dialog").locator(`[data-sender="${sender}"] [data-text]`);

test("an online agent puts the widget in live mode; messages arrive by the stream; ending shows", async ({ page }, info) => {
  expect((await agent.call("live-chat?action=agent_online", { userId: agent.userId })).status).toBe(200);
  const actions = watchActions(page);
  await hydratedPage(page, `${t.url}/`);
  await openChat(page);
  const email = `live-${info.project.name}@example.in`;
  const panel = await startChat(page, { email, location: "Patna, Bihar" });
  await expect(panel.getByRole("heading", { name: "Soil Doctor Agent" })).toBeVisible();
  // Waiting for an agent to take it: not yet "Connected".
  await expect(panel.getByTestId("chat-presence")).toHaveAttribute("data-presence", "waiting");
  // One request starts the chat (lead, e-mail and session together), then the stream opens.
  // (The form's question whether an agent is online comes when the panel opens, before 'Start Chat'.)
  await expect.poll(() => actions.filter((a) => a !== "check_agent_availability").slice(0, 2)).toEqual(["start_chat", "stream"]);

  const sessionId = await takeNewest(email);
  await expect(panel.locator('[data-sender="system"]').filter({ hasText: liveChatText.agentJoined })).toBeVisible();
  await expect(panel.getByTestId("chat-presence")).toHaveAttribute("data-presence", "connected");
  await expect(panel.getByTestId("chat-presence")).toHaveText("Connected");

  // Visitor to agent.
  await panel.getByLabel("Type your message").fill("My wheat leaves are turning yellow");
  await panel.getByLabel("Type your message").press("Enter");
  await expect(bubbles(page, "user")).toHaveText(["My wheat leaves are turning yellow"]);
  await expect
    .poll(async () => ((await agent.call("live-chat?action=get_messages", undefined, { sessionId })).json.messages as Array<{ message: string }>).map((m) => m.message))
    .toContain("My wheat leaves are turning yellow");

  // Agent to visitor, by the stream (no polling while it works).
  const sentAt = Date.now();
  await agent.call("live-chat?action=send_message", { sessionId, message: "Please share a soil test report <script>x</script>", senderType: "agent", senderName: "Soil Doctor Agent" });
  await expect(bubbles(page, "agent")).toHaveText(["Please share a soil test report <script>x</script>"]);
  expect(Date.now() - sentAt).toBeLessThan(1500);
  expect(actions).toContain("stream");
  expect(actions).not.toContain("get_messages");
  // Own message once, not duplicated by the stream echo.
  await expect(bubbles(page, "user")).toHaveCount(1);

  mkdirSync("/tmp/shots-chat", { recursive: true });
  await page.screenshot({ path: `/tmp/shots-chat/live-${info.project.name}.png` });

  await agent.call("live-chat?action=end_session", { sessionId, agentId: agent.userId });
  await expect(panel.getByText("This chat has ended.")).toBeVisible();
  await expect(panel.locator('[data-sender="system"]').filter({ hasText: liveChatText.chatEnded })).toBeVisible();
  await expect(panel.getByLabel("Type your message")).toHaveCount(0);
  await page.screenshot({ path: `/tmp/shots-chat/live-ended-${info.project.name}.png` });
  await panel.getByRole("button", { name: "Start a new chat" }).click();
  await expect(panel.getByLabel("Full Name *")).toBeVisible();
});

test("when the stream is blocked the widget polls get_messages every 2 s", async ({ page }, info) => {
  await agent.call("live-chat?action=agent_online", { userId: agent.userId });
  await page.route(/live-chat\?action=stream/, (route) => route.abort());
  const polls: number[] = [];
  page.on("request", (r) => {
    if (/action=get_messages/.test(r.url())) polls.push(Date.now());
  });
  await hydratedPage(page, `${t.url}/for-farmers`);
  await openChat(page);
  const email = `poll-${info.project.name}@example.in`;
  const panel = await startChat(page, { email });
  await expect(panel.getByRole("heading", { name: "Soil Doctor Agent" })).toBeVisible();
  const sessionId = await takeNewest(email);
  await agent.call("live-chat?action=send_message", { sessionId, message: "Hello from the agent, by polling", senderType: "agent" });
  await expect(bubbles(page, "agent")).toHaveText(["Hello from the agent, by polling"], { timeout: 6000 });
  await expect.poll(() => polls.length, { timeout: 8000 }).toBeGreaterThanOrEqual(3);
  const gaps = polls.slice(1).map((p, i) => p - polls[i]!);
  for (const g of gaps.slice(1)) expect(g).toBeGreaterThan(1700);
  // The reload keeps the live conversation too.
  await page.reload();
  await expect(bubbles(page, "agent")).toHaveText(["Hello from the agent, by polling"]);
  await agent.call("live-chat?action=end_session", { sessionId });
  await expect(page.getByRole("dialog").getByText("This chat has ended.")).toBeVisible({ timeout: 6000 });
  await agent.call("live-chat?action=agent_offline", { userId: agent.userId });
});
