import { expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { mkdirSync } from "node:fs";
import type { TestApp } from "../server/test-app.ts";
import { upsertConfirmedUser } from "../../src/server/auth/users.server.ts";
import { functionsClient, signedInAgent } from "../server/functions-client.ts";
import { liveChatText } from "../../content/live-chat.ts";
import { liveChatConsoleCopy as copy } from "../../content/live-chat-console.ts";
import { hydratedPage, openChat, startChat, startChatServer } from "./chat-helpers.ts";

/**
 * The agent console (/admin/chat) against a visitor in a second browser
 * context, on a server of its own (fresh SQLite database) in this process.
 */
test.describe.configure({ timeout: 60_000 });

let t: TestApp;
const AGENTS = [
  { email: "agent-one@soil.example", password: "agent-password-1" },
  { email: "agent-two@soil.example", password: "agent-password-2" },
];

test.beforeAll(async () => {
  t = await startChatServer();
  for (const a of AGENTS) await upsertConfirmedUser(t.app.database, a.email, a.password);
});
test.afterAll(async () => t?.close());

const SHOTS = "/tmp/shots-console";
async function shot(page: Page, info: TestInfo, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${info.project.name}.png`, fullPage: true });
}

async function available(): Promise<boolean> {
  const call = functionsClient(t.url, await t.app.tokens.anonKey);
  return (await call("live-chat?action=check_agent_availability")).json.hasAvailableAgent as boolean;
}

/** Signs an agent in and opens the console; the agent starts offline. */
async function openConsole(page: Page, who = AGENTS[0]!) {
  await page.goto(`${t.url}/admin/login`);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((u) => !u.pathname.endsWith("/login"));
  await page.goto(`${t.url}/admin/chat`);
  await expect(page.getByRole("heading", { name: copy.title, level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: copy.offlineBanner })).toBeVisible();
}

async function goOnline(page: Page) {
  await page.getByRole("button", { name: copy.goOnline }).click();
  await expect(page.getByRole("button", { name: copy.goOffline })).toBeVisible();
  await expect(page.getByText(copy.offlineBanner)).toHaveCount(0);
}

/** A visitor in a browser context of their own who fills the lead form and starts a live chat. */
async function visitorChat(browser: Browser, info: TestInfo, lead: { name: string; email: string; location: string; type?: string }) {
  const context = await browser.newContext({ viewport: info.project.use.viewport ?? undefined });
  const page = await context.newPage();
  await hydratedPage(page, `${t.url}/`);
  await openChat(page);
  const panel = await startChat(page, lead);
  await expect(panel.getByRole("heading", { name: liveChatText.agentName })).toBeVisible();
  return { context, page, panel };
}

const waitingEntry = (page: Page, name: string) => page.getByRole("list", { name: copy.waitingTitle }).getByRole("listitem").filter({ hasText: name });
const chatPanel = (page: Page, name: string) => page.getByRole("article", { name: `Chat with ${name}` });
const visitorBubbles = (page: Page, sender: string) => page.getByRole("dialog").locator(`[data-sender="${sender}"] [data-text]`);

/** Counts the page's live-chat calls by action. */
function watchActions(page: Page) {
  const seen: Array<{ action: string; at: number }> = [];
  page.on("request", (r) => {
    const m = /live-chat\?action=([a-z_]+)/.exec(r.url());
    if (m) seen.push({ action: m[1]!, at: Date.now() });
  });
  return seen;
}

test("an agent goes online, takes a waiting visitor and chats by the stream; minimise, end, go offline", async ({ page, browser }, info) => {
  await openConsole(page);
  await expect(page.getByText(copy.noWaiting, { exact: true })).toBeVisible();
  await expect(page.getByText(copy.noActive, { exact: true })).toBeVisible();
  await expect(page.getByText(copy.noActiveHint, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: copy.goOnline })).toHaveText("Go Online");
  await shot(page, info, "offline");

  await goOnline(page);
  await expect(page.getByTestId("console-transport")).toHaveAttribute("data-transport", "stream");
  expect(await available()).toBe(true);
  const actions = watchActions(page);

  const name = `Meena ${info.project.name}`;
  const visitor = await visitorChat(browser, info, { name, email: `meena-${info.project.name}@example.in`, location: "Nagpur, Maharashtra" });
  // Arrives by the stream: with the lead's type and location and how long they have waited.
  const entry = waitingEntry(page, name);
  await expect(entry).toBeVisible();
  await expect(entry).toContainText("Farmer");
  await expect(entry).toContainText("Nagpur, Maharashtra");
  await expect(entry.getByTestId("waiting-time")).toHaveText(/^Waiting \d+ s$/);
  await shot(page, info, "waiting");

  await entry.getByRole("button", { name: `Take ${name}` }).click();
  const chat = chatPanel(page, name);
  await expect(chat).toBeVisible();
  await expect(page.getByText(copy.noWaiting, { exact: true })).toBeVisible();
  await expect(chat.getByLabel("Lead details")).toContainText("Nagpur, Maharashtra");
  await expect(chat.locator('[data-sender="system"]')).toContainText(liveChatText.agentJoined);
  await expect(visitor.panel.locator('[data-sender="system"]').filter({ hasText: liveChatText.agentJoined })).toBeVisible();

  // Visitor to agent, by the stream.
  const pollsBefore = actions.filter((a) => a.action === "get_messages").length;
  await visitor.panel.getByLabel("Type your message").fill("Which crop suits black soil?");
  await visitor.panel.getByLabel("Type your message").press("Enter");
  await expect(chat.locator('[data-sender="user"] [data-text]')).toHaveText(["Which crop suits black soil?"], { timeout: 2000 });
  expect(actions.filter((a) => a.action === "get_messages").length).toBe(pollsBefore);

  // Empty and whitespace-only replies are not sent: the button stays disabled.
  const reply = chat.getByLabel(copy.messageLabel);
  const send = chat.getByRole("button", { name: copy.send });
  await expect(send).toBeDisabled();
  await reply.fill("   ");
  await expect(send).toBeDisabled();
  await reply.press("Enter");
  await expect(chat.locator('[data-sender="agent"]')).toHaveCount(0);

  // Agent to visitor, under the configured agent name.
  await reply.fill("Cotton and soybean do well; let us test it first.");
  await send.click();
  await expect(reply).toHaveValue("");
  await expect(chat.locator('[data-sender="agent"]')).toContainText(liveChatText.agentName);
  await expect(visitorBubbles(visitor.page, "agent")).toHaveText(["Cotton and soybean do well; let us test it first."]);
  await expect(chat.locator('[data-sender="agent"] [data-text]')).toHaveCount(1);

  // Minimise and expand.
  await chat.getByRole("button", { name: copy.minimise }).click();
  await expect(chat.getByRole("log")).toHaveCount(0);
  await expect(chat.getByRole("button", { name: copy.expand })).toHaveAttribute("aria-expanded", "false");
  await chat.getByRole("button", { name: copy.expand }).click();
  await expect(chat.getByRole("log")).toBeVisible();
  await expect(chat.locator('[data-sender="user"] [data-text]')).toHaveText(["Which crop suits black soil?"]);

  // Ending the chat removes it; the visitor sees it ended.
  await chat.getByRole("button", { name: copy.endChat }).click();
  await expect(chat).toHaveCount(0);
  await expect(page.getByText(copy.noActive, { exact: true })).toBeVisible();
  await expect(visitor.panel.getByText("This chat has ended.")).toBeVisible();

  // Going offline: the banner, Take disabled, visitors no longer told an agent is there.
  await page.getByRole("button", { name: copy.goOffline }).click();
  await expect(page.getByRole("status").filter({ hasText: copy.offlineBanner })).toBeVisible();
  expect(await available()).toBe(false);
  await visitor.context.close();

  // While offline the list still shows who waits (here for a colleague who is online), but Take is disabled.
  const colleague = await signedInAgent(t, AGENTS[1]!.email, AGENTS[1]!.password);
  const call = functionsClient(t.url, await t.app.tokens.anonKey);
  await call("live-chat?action=agent_online", { body: {}, token: colleague.token });
  const waitingName = `Offline view ${info.project.name}`;
  const s = await call("live-chat?action=create_session", { body: { userName: waitingName, userEmail: `offline-view-${info.project.name}@example.in`, userType: "fpo" } });
  await expect(waitingEntry(page, waitingName)).toBeVisible();
  await expect(waitingEntry(page, waitingName).getByRole("button", { name: `Take ${waitingName}` })).toBeDisabled();
  await call("live-chat?action=end_session", { body: { sessionId: s.json.sessionId }, token: colleague.token });
  await expect(waitingEntry(page, waitingName)).toHaveCount(0);
  await call("live-chat?action=agent_offline", { body: {}, token: colleague.token });
});

test("with the stream blocked the console polls every 3 s, and messages still flow both ways", async ({ page, browser }, info) => {
  await page.route(/action=agent_stream/, (route) => route.abort());
  const actions = watchActions(page);
  await openConsole(page);
  await goOnline(page);
  await expect(page.getByTestId("console-transport")).toHaveAttribute("data-transport", "polling");

  const name = `Polling ${info.project.name}`;
  const visitor = await visitorChat(browser, info, { name, email: `poll-console-${info.project.name}@example.in`, location: "Hisar, Haryana" });
  await expect(waitingEntry(page, name)).toBeVisible({ timeout: 5000 });
  await waitingEntry(page, name).getByRole("button", { name: `Take ${name}` }).click();
  const chat = chatPanel(page, name);
  await expect(chat).toBeVisible();

  await visitor.panel.getByLabel("Type your message").fill("Sent while the agent polls");
  await visitor.panel.getByLabel("Type your message").press("Enter");
  await expect(chat.locator('[data-sender="user"] [data-text]')).toHaveText(["Sent while the agent polls"], { timeout: 5000 });
  await chat.getByLabel(copy.messageLabel).fill("Reply from a polling console");
  await chat.getByLabel(copy.messageLabel).press("Enter");
  await expect(visitorBubbles(visitor.page, "agent")).toHaveText(["Reply from a polling console"]);

  const polls = actions.filter((a) => a.action === "get_waiting_sessions").map((a) => a.at);
  expect(polls.length).toBeGreaterThanOrEqual(3);
  const gaps = polls.slice(-3).map((p, i, xs) => (i ? p - xs[i - 1]! : 3000)).slice(1);
  for (const g of gaps) expect(g).toBeGreaterThan(2500);
  await chat.getByRole("button", { name: copy.endChat }).click();
  await expect(visitor.panel.getByText("This chat has ended.")).toBeVisible({ timeout: 6000 });
  await page.getByRole("button", { name: copy.goOffline }).click();
  await visitor.context.close();
});

test("in a background tab a new visitor shows a count in the title and a desktop notification", async ({ browser }, info) => {
  const context = await browser.newContext({ viewport: info.project.use.viewport ?? undefined });
  await context.grantPermissions(["notifications"], { origin: t.url });
  // Headless pages count as focused; let the test say when the agent looks elsewhere, and record notifications.
  await context.addInitScript(() => {
    const w = window as unknown as { __away: boolean; __notes: string[] };
    w.__away = false;
    w.__notes = [];
    document.hasFocus = () => !w.__away;
    class FakeNotification {
      static permission = "granted";
      static requestPermission = async () => "granted";
      onclick: (() => void) | null = null;
      constructor(_title: string, options?: { body?: string }) {
        w.__notes.push(options?.body ?? "");
      }
      close() {}
    }
    (window as unknown as { Notification: unknown }).Notification = FakeNotification;
  });
  const page = await context.newPage();
  await openConsole(page);
  await goOnline(page);
  const title = await page.title();
  await page.evaluate(() => ((window as unknown as { __away: boolean }).__away = true));
  const name = `Away ${info.project.name}`;
  const visitor = await visitorChat(browser, info, { name, email: `away-${info.project.name}@example.in`, location: "Indore" });
  await expect(waitingEntry(page, name)).toBeVisible();
  await expect(page).toHaveTitle(`(1) ${title}`);
  expect(await page.evaluate(() => (window as unknown as { __notes: string[] }).__notes)).toEqual([copy.notifyNewVisitor(name)]);
  await page.evaluate(() => {
    (window as unknown as { __away: boolean }).__away = false;
    window.dispatchEvent(new Event("focus"));
  });
  await expect(page).toHaveTitle(title);
  // Take it and end it, so it waits in no later test's list.
  await waitingEntry(page, name).getByRole("button", { name: `Take ${name}` }).click();
  await chatPanel(page, name).getByRole("button", { name: copy.endChat }).click();
  await expect(chatPanel(page, name)).toHaveCount(0);
  await page.getByRole("button", { name: copy.goOffline }).click();
  await visitor.context.close();
  await context.close();
});

test("closing the agent's tab, or leaving the console, sets the agent offline", async ({ browser }, info) => {
  const context = await browser.newContext({ viewport: info.project.use.viewport ?? undefined });
  const page = await context.newPage();
  await openConsole(page);
  await goOnline(page);
  expect(await available()).toBe(true);
  await page.close({ runBeforeUnload: true });
  await expect.poll(available, { timeout: 5000 }).toBe(false);

  // Leaving for another admin screen does the same.
  const again = await context.newPage();
  await again.goto(`${t.url}/admin/chat`);
  await goOnline(again);
  expect(await available()).toBe(true);
  await again.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Leads" }).click();
  await expect.poll(available, { timeout: 5000 }).toBe(false);
  await context.close();
});

test("two agents see the same waiting visitor; only one take succeeds and the other's list updates", async ({ browser }, info) => {
  // Four browsers (two agents, two visitors) and two chats: 20-45 s while another spec runs beside it.
  test.setTimeout(90_000);
  const contexts: BrowserContext[] = [];
  const pages: Page[] = [];
  for (const who of AGENTS) {
    const c = await browser.newContext({ viewport: info.project.use.viewport ?? undefined });
    contexts.push(c);
    const p = await c.newPage();
    await openConsole(p, who);
    await goOnline(p);
    pages.push(p);
  }
  const [one, two] = pages as [Page, Page];
  const name = `Both ${info.project.name}`;
  const visitor = await visitorChat(browser, info, { name, email: `both-${info.project.name}@example.in`, location: "Ludhiana, Punjab" });
  await expect(waitingEntry(one, name)).toBeVisible();
  await expect(waitingEntry(two, name)).toBeVisible();

  const takes: number[] = [];
  for (const p of pages) p.on("response", (r) => void (/action=take_session/.test(r.url()) && takes.push(r.status())));
  // Both press Take at the same moment (a normal click would wait for the button, which the first take removes).
  const buttons = await Promise.all([one, two].map((p) => waitingEntry(p, name).getByRole("button", { name: `Take ${name}` }).elementHandle()));
  await Promise.all(buttons.map((b) => b!.evaluate((el: HTMLElement) => el.click())));
  // Exactly one console holds the chat; in both it has left the waiting list.
  await expect.poll(async () => (await chatPanel(one, name).count()) + (await chatPanel(two, name).count())).toBe(1);
  await expect(waitingEntry(one, name)).toHaveCount(0);
  await expect(waitingEntry(two, name)).toHaveCount(0);
  // When both requests reached the server, exactly one won and the other got 409.
  await expect.poll(() => takes.length).toBeGreaterThanOrEqual(1);
  expect([[200], [200, 409]]).toContainEqual([...takes].sort());
  const winner = (await chatPanel(one, name).count()) ? one : two;
  const loser = winner === one ? two : one;
  await expect(loser.getByText(copy.noActive, { exact: true })).toBeVisible();

  // A second visitor taken by one agent leaves the other's list at once (by the stream).
  const name2 = `Second ${info.project.name}`;
  const visitor2 = await visitorChat(browser, info, { name: name2, email: `second-${info.project.name}@example.in`, location: "Karnal, Haryana" });
  await expect(waitingEntry(loser, name2)).toBeVisible();
  await expect(waitingEntry(winner, name2)).toBeVisible();
  await waitingEntry(winner, name2).getByRole("button", { name: `Take ${name2}` }).click();
  await expect(waitingEntry(loser, name2)).toHaveCount(0, { timeout: 1000 });

  // Two active chats with messages, for the record.
  await visitor.panel.getByLabel("Type your message").fill("Can you test for zinc?");
  await visitor.panel.getByLabel("Type your message").press("Enter");
  await visitor2.panel.getByLabel("Type your message").fill("What does a test cost?");
  await visitor2.panel.getByLabel("Type your message").press("Enter");
  await expect(chatPanel(winner, name).locator('[data-sender="user"]')).toHaveCount(1);
  await expect(chatPanel(winner, name2).locator('[data-sender="user"]')).toHaveCount(1);
  await chatPanel(winner, name).getByLabel(copy.messageLabel).fill("Yes, zinc is one of the 13 parameters.");
  await chatPanel(winner, name).getByLabel(copy.messageLabel).press("Enter");
  await chatPanel(winner, name2).getByLabel(copy.messageLabel).fill("Between ₹300 and ₹500 per test at a clinic near you.");
  await chatPanel(winner, name2).getByLabel(copy.messageLabel).press("Enter");
  await expect(visitorBubbles(visitor2.page, "agent")).toHaveCount(1);
  await shot(winner, info, "two-chats");

  for (const p of pages) await p.getByRole("button", { name: copy.goOffline }).click();
  await visitor.context.close();
  await visitor2.context.close();
  for (const c of contexts) await c.close();
});
