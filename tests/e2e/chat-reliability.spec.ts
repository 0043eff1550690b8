import { expect, test, type Page } from "@playwright/test";
import type { FastifyInstance } from "fastify";
import { startTestApp, type TestApp } from "../server/test-app.ts";
import { testDatabaseKinds } from "../server/test-db.ts";
import { buildApp } from "../../src/server/app.ts";
import { liveChatText, transcriptCopy } from "../../content/live-chat.ts";
import { chatWidgetEn } from "../../content/chat-widget.ts";
import { site } from "../../content/site.ts";
import { agentFor, hydratedPage, openChat, startChat } from "./chat-helpers.ts";
import { openEventStream } from "../server/functions-client.ts";
import { startSmtpPeer } from "../server/smtp-peer.ts";
import { mailLinks } from "../server/mail-text.ts";

/**
 * A visitor on a weak network with a busy team: never left waiting without a
 * way on, and every message arrives once, in order. The wait for an agent is
 * shortened through its setting (the default, 60 s, is checked by a unit test).
 *
 * Every test runs twice when PostgreSQL is there (TEST_DATABASE_URL): on
 * SQLite with one server, and on PostgreSQL with two servers on one database,
 * the visitor's browser on one and the agent on the other, so every message,
 * notice and receipt crosses between them (LISTEN/NOTIFY). The two servers are
 * two app instances in this test's process, each with its own database pool,
 * listener and timers, as two processes would have.
 */
let t: TestApp;
/** Where the agent's calls go: the visitor's server, or the second one. */
let agentUrl: string;
let second: FastifyInstance | undefined;
let agent: Awaited<ReturnType<typeof agentFor>>;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

const setups = testDatabaseKinds().map((kind) => ({ kind, servers: kind === "postgres" ? 2 : 1 }));

// Everything here is about the visitor's phone-sized screen; the width plays no part in the rules.
test.skip(({ viewport }) => (viewport?.width ?? 0) > 500, "runs at 390 px");

const userBubbles = (page: Page) => page.getByRole("dialog").locator('[data-sender="user"] [data-text]');
const sessionOf = async (email: string) =>
  (await t.app.database.db.selectFrom("chat_sessions").select("id").where("user_email", "=", email).orderBy("created_at", "desc").executeTakeFirstOrThrow()).id;
const userTexts = async (sessionId: string) =>
  (await t.app.database.db.selectFrom("chat_session_messages").select("message").where("session_id", "=", sessionId).where("sender_type", "=", "user").orderBy("created_at").execute()).map(
    (m) => m.message,
  );

async function liveChatFor(page: Page, email: string, phone?: string) {
  expect((await agent.call("live-chat?action=agent_online", { userId: agent.userId })).status).toBe(200);
  await hydratedPage(page, `${t.url}/`);
  await openChat(page);
  const panel = await startChat(page, { email, phone });
  await expect(panel.getByRole("heading", { name: "Soil Doctor Agent" })).toBeVisible();
  return { panel, sessionId: await sessionOf(email) };
}

async function type(page: Page, text: string) {
  const box = page.getByRole("dialog").getByLabel("Type your message");
  await box.fill(text);
  await box.press("Enter");
}

for (const setup of setups) {
  test.describe(`${setup.kind}, ${setup.servers === 2 ? "two servers, the agent on the other" : "one server"}`, () => {
    test.beforeAll(async () => {
      smtp = await startSmtpPeer();
      t = await startTestApp(setup.kind, {
        web: true,
        listen: true,
        overrides: { publicWriteLimitPerMinute: 1000, chatWaitForAgentMs: 3000, smtpUrl: smtp.url, mailRetryBaseMs: 50 },
      });
      agentUrl = t.url;
      if (setup.servers === 2) {
        second = await buildApp(t.config, { web: true, logger: false });
        await second.listen({ port: 0, host: "127.0.0.1" });
        agentUrl = `http://127.0.0.1:${(second.server.address() as { port: number }).port}`;
        await Promise.all([t.app.realtime.ready(), second.realtime.ready()]);
      }
      agent = await agentFor({ ...t, url: agentUrl }, "reliable-agent@soil.example");
    });
    test.afterAll(async () => {
      await second?.close();
      second = undefined;
      await t?.close();
      await smtp?.close();
    });

  test("the phone field takes Indian numbers as people write them and explains anything else", async ({ page }) => {
    await hydratedPage(page, `${t.url}/`);
    const panel = await openChat(page);
    await panel.getByLabel("Full Name *").fill("Kavita Yadav");
    await panel.getByLabel("Email Address *").fill("kavita@example.in");
    await panel.getByLabel("I am a *").selectOption("farmer");
    await panel.getByLabel("Phone Number").fill("12345");
    await panel.getByRole("button", { name: "Start Chat" }).click();
    await expect(panel.getByTestId("chat-phone-error")).toHaveText(chatWidgetEn.phoneInvalid);
    await expect(panel.getByLabel("Phone Number")).toHaveAttribute("aria-invalid", "true");
    for (const typed of ["+91 98765 43210", "098765 43210"]) {
      await panel.getByLabel("Phone Number").fill(typed);
      await panel.getByRole("button", { name: "Start Chat" }).click();
      await expect(panel.getByRole("log")).toBeVisible();
      await panel.getByRole("button", { name: "Reset" }).click();
      await panel.getByLabel("Full Name *").fill("Kavita Yadav");
      await panel.getByLabel("Email Address *").fill("kavita@example.in");
      await panel.getByLabel("I am a *").selectOption("farmer");
    }
    // Both forms are one number, so the second chat joins the first lead's timeline as a second capture.
    const leads = await t.app.database.db.selectFrom("leads").select(["id", "phone"]).where("email", "=", "kavita@example.in").execute();
    expect(leads.map((l) => l.phone)).toEqual(["+919876543210"]);
    const captures = await t.app.database.db.selectFrom("lead_events").select("data").where("lead_id", "=", leads[0]!.id).where("kind", "=", "capture").execute();
    expect(captures.map((c) => (typeof c.data === "string" ? JSON.parse(c.data) : c.data).phone)).toEqual(["+919876543210", "+919876543210"]);
  });

  test("an unanswered chat offers the assistant, a call back and WhatsApp; the call back reaches staff with its slot", async ({ page }) => {
    // The wait for an agent alone may take up to 30 s; the rest of the test needs time after it.
    test.setTimeout(60_000);
    const email = "unanswered-visitor@example.in";
    const { panel, sessionId } = await liveChatFor(page, email, "9876543210");
    // Nobody takes it: the visitor is told plainly, within the wait plus a sweep.
    await expect(panel.getByText(liveChatText.noAgent)).toBeVisible({ timeout: 30_000 });
    const offers = panel.getByTestId("chat-offers");
    await expect(offers.getByRole("button", { name: "Ask the assistant now" })).toBeVisible();
    const wa = offers.getByRole("link", { name: "Continue on WhatsApp" });
    const href = await wa.getAttribute("href");
    expect(href).toMatch(new RegExp(`^https://wa\\.me/${site.whatsappNumber}\\?text=`));
    const { leadId } = await t.app.database.db.selectFrom("chat_sessions").select("lead_id as leadId").where("id", "=", sessionId).executeTakeFirstOrThrow();
    expect(decodeURIComponent(href!.split("?text=")[1]!)).toContain(leadId!.slice(0, 8).toUpperCase());

    await offers.getByRole("button", { name: "Call me back" }).click();
    const form = panel.getByTestId("chat-callback");
    await expect(form.getByLabel("Phone number *")).toHaveValue("+919876543210");
    await expect(form.getByTestId("chat-hours")).toContainText("Monday");
    const slot = await form.getByLabel("Preferred time (India time) *").inputValue();
    await form.getByLabel("Note (optional)").fill("Evening is better");
    await form.getByRole("button", { name: "Request call back" }).click();
    await expect(panel.getByTestId("chat-network")).toContainText("Thank you. We will call you on");
    const callbacks = (await agent.call("live-chat?action=get_callbacks")).json.callbacks as Array<{ lead_id: string; slot_start: string; note: string }>;
    const mine = callbacks.find((c) => c.lead_id === leadId);
    expect(mine).toMatchObject({ note: "Evening is better" });
    expect(Date.parse(mine!.slot_start)).toBe(Date.parse(slot));
    // The agent who comes later still finds the chat, with its history.
    const waiting = (await agent.call("live-chat?action=get_waiting_sessions")).json.sessions as Array<{ id: string }>;
    expect(waiting.map((s) => s.id)).toContain(sessionId);
    await agent.call("live-chat?action=agent_offline", { userId: agent.userId });
  });

  test("an agent who leaves a taken chat: the visitor is told and offered the other ways", async ({ page }) => {
    const { panel, sessionId } = await liveChatFor(page, "agent-leaves@example.in");
    expect((await agent.call("live-chat?action=take_session", { sessionId, agentId: agent.userId })).status).toBe(200);
    await expect(panel.getByText(liveChatText.agentJoined)).toBeVisible();
    await agent.call("live-chat?action=agent_offline", { userId: agent.userId });
    await expect(panel.getByText(liveChatText.agentLeft)).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByTestId("chat-offers")).toBeVisible();
  });

  test("messages typed without signal arrive once each, in order, also across a reload", async ({ page, context }) => {
    const email = "weak-signal@example.in";
    const { panel, sessionId } = await liveChatFor(page, email);
    await context.setOffline(true);
    for (const text of ["one", "two", "three"]) await type(page, text);
    await expect(userBubbles(page)).toHaveText(["one", "two", "three"]);
    await expect(panel.getByTestId("chat-network")).toHaveText(chatWidgetEn.offline);
    await expect(panel.locator('[data-state="queued"]')).toHaveCount(3);
    await context.setOffline(false);
    await expect.poll(() => userTexts(sessionId), { timeout: 30_000 }).toEqual(["one", "two", "three"]);
    await expect(panel.locator('[data-state="sent"]')).toHaveCount(3);

    // Sends that never reach the server (a tower dropping them) stay in the outbox through a reload.
    await page.route(/action=send_message/, (r) => r.abort("internetdisconnected"));
    for (const text of ["four", "five", "six"]) await type(page, text);
    await expect(panel.locator('[data-state="queued"]')).toHaveCount(3);
    await page.reload();
    await expect(page.getByRole("dialog").locator('[data-state="queued"]')).toHaveCount(3);
    await page.unroute(/action=send_message/);
    await expect.poll(() => userTexts(sessionId), { timeout: 30_000 }).toEqual(["one", "two", "three", "four", "five", "six"]);
    await expect(page.getByRole("dialog").locator('[data-state="sent"]')).toHaveCount(6);
    await expect(userBubbles(page)).toHaveText(["one", "two", "three", "four", "five", "six"]);
    await agent.call("live-chat?action=agent_offline", { userId: agent.userId });
  });

  test("typing shows both ways; at the end the visitor rates in one tap and gets the transcript by e-mail once the mailed link is opened", async ({ page, browser }) => {
    const email = "rates-the-chat@example.in";
    const { panel, sessionId } = await liveChatFor(page, email);
    // The widget proved this browser as a device before starting, and keeps the token.
    expect(await page.evaluate(() => localStorage.getItem("soil-doctor-chat:device-token"))).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await agent.call("live-chat?action=take_session", { sessionId, agentId: agent.userId })).status).toBe(200);
    await expect(panel.getByText(liveChatText.agentJoined)).toBeVisible();

    const stream = await openEventStream(`${agentUrl}/functions/v1/live-chat?action=agent_stream`, { apikey: await t.app.tokens.anonKey, authorization: `Bearer ${agent.token}` });
    await stream.waitFor((e) => e.event === "ready", 15_000);
    await page.getByRole("dialog").getByLabel("Type your message").pressSequentially("Is urea", { delay: 50 });
    await stream.waitFor((e) => e.event === "typing" && (e.data as { sender: string }).sender === "user", 15_000);
    await stream.close();
    await agent.call("live-chat?action=typing", { sessionId });
    await expect(panel.getByTestId("chat-agent-typing")).toHaveText(chatWidgetEn.agentTyping);
    await page.getByRole("dialog").getByLabel("Type your message").press("Enter");
    await expect.poll(() => userTexts(sessionId)).toEqual(["Is urea"]);
    // Receipts: the agent's console received it, then showed it.
    const sent = ((await agent.call("live-chat?action=get_messages", undefined, { sessionId })).json.messages as Array<{ sender_type: string; created_at: string }>).find(
      (m) => m.sender_type === "user",
    )!;
    await expect(panel.locator('[data-testid="chat-message-state"]')).toHaveAttribute("data-shown", "sent");
    expect((await agent.call("live-chat?action=mark_seen", { sessionId, upTo: sent.created_at, read: false })).status).toBe(200);
    await expect(panel.locator('[data-testid="chat-message-state"]')).toHaveAttribute("data-shown", "delivered");
    expect((await agent.call("live-chat?action=mark_seen", { sessionId, upTo: sent.created_at, read: true })).status).toBe(200);
    await expect(panel.locator('[data-testid="chat-message-state"]')).toHaveText(" · Read");

    await agent.call("live-chat?action=end_session", { sessionId, agentId: agent.userId });
    const end = panel.getByTestId("chat-end");
    await end.getByRole("button", { name: "4 out of 5" }).click();
    await expect(end.getByTestId("chat-end-note")).toHaveText(chatWidgetEn.rated);
    await expect
      .poll(async () => (await t.app.database.db.selectFrom("chat_sessions").select("rating").where("id", "=", sessionId).executeTakeFirstOrThrow()).rating)
      .toBe(4);
    await end.getByRole("button", { name: "Email me the transcript" }).click();
    // The address is not proven in this chat yet: a link goes to it, and the widget says to open it.
    await expect(end.getByTestId("chat-transcript-note")).toHaveText(chatWidgetEn.transcriptCheckMail(email));
    const linkMail = await smtp.find((m) => m.to.includes(email) && m.raw.includes("/chat/transcript?token="), 15_000);
    expect(linkMail?.raw).not.toContain("Is urea");
    const link = new URL(mailLinks(linkMail!).find((l) => l.includes("/chat/transcript?token="))!);
    // Opened from the mail app: a browser of its own, as the link page must work without the chat's state.
    const mailApp = await browser.newPage();
    await mailApp.goto(`${t.url}${link.pathname}${link.search}`);
    await mailApp.getByRole("button", { name: transcriptCopy.en.page.button }).click();
    await expect(mailApp.getByRole("heading", { name: transcriptCopy.en.page.doneTitle })).toBeVisible();
    await mailApp.close();
    const mail = await smtp.find((m) => m.to.includes(email) && m.raw.includes("Is urea"), 15_000);
    expect(mail?.raw).toContain("Is urea");
    await agent.call("live-chat?action=agent_offline", { userId: agent.userId });
  });
  });
}
