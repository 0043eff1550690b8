import { expect, test } from "@playwright/test";
import { mkdirSync } from "node:fs";
import type { TestApp } from "../server/test-app.ts";
import { site } from "../../content/site.ts";
import { hydratedPage, openChat, startChat, startChatServer, VISITOR } from "./chat-helpers.ts";

let t: TestApp;
test.beforeAll(async () => {
  t = await startChatServer();
});
test.afterAll(async () => t?.close());

const APOLOGY = `I apologize, but I'm having trouble connecting right now. For immediate assistance, please contact us at ${site.phones[0].display} or email ${site.emails.info}.`;

test("the button ships with the page; the panel's code (and React) loads only on open", async ({ page, request }) => {
  const html = await (await request.get(`${t.url}/about`)).text();
  expect(html).toContain('aria-label="Open chat"');
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await hydratedPage(page, `${t.url}/about`);
  await page.waitForLoadState("networkidle");
  // A document page runs its islands script alone: no framework, no panel.
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
  await openChat(page);
  expect(scripts.filter((s) => /chat-panel-root/.test(s))).toHaveLength(1);
});

test("lead form: exact labels, options and both validation alerts", async ({ page }) => {
  await hydratedPage(page, `${t.url}/`);
  const panel = await openChat(page);
  // Focus moves into the panel.
  await expect(panel.getByLabel("Full Name *")).toBeFocused();
  await expect(panel.getByLabel("Location")).toHaveAttribute("placeholder", "City, State");
  await expect(panel.getByLabel("Phone Number")).toBeVisible();
  const options = await panel.getByLabel("I am a *").locator("option").allTextContents();
  expect(options.slice(1)).toEqual([
    "Farmer",
    "FPO Representative",
    "Agri-Business Owner",
    "NGO/CSR Representative",
    "Student/Researcher",
    "Aspiring Entrepreneur",
    "Other",
  ]);

  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await panel.getByRole("button", { name: "Start Chat" }).click();
  await panel.getByLabel("Full Name *").fill("   ");
  await panel.getByLabel("Email Address *").fill("asha@example.in");
  await panel.getByLabel("I am a *").selectOption("farmer");
  await panel.getByRole("button", { name: "Start Chat" }).click();
  await panel.getByLabel("Full Name *").fill("Asha");
  await panel.getByLabel("Email Address *").fill("asha@example");
  await panel.getByRole("button", { name: "Start Chat" }).click();
  await expect.poll(() => alerts.length).toBe(3);
  expect(alerts).toEqual([
    "Please fill in all required fields (Name, Email, and User Type)",
    "Please fill in all required fields (Name, Email, and User Type)",
    "Please enter a valid email address",
  ]);
  // Nothing was stored for the invalid attempts.
  const leads = await t.app.database.db.selectFrom("leads").select("email").where("email", "=", "asha@example").execute();
  expect(leads).toEqual([]);
});

test("assistant mode: the lead is saved, e-mailed, and each starter question is answered", async ({ page }, info) => {
  // Four questions answered by the assistant, two of them slowed on purpose: 11-25 s, more while another spec runs beside it.
  test.setTimeout(60_000);
  await hydratedPage(page, `${t.url}/`);
  await openChat(page);
  // Hold the start a moment to see the busy label.
  await page.route("**/functions/v1/live-chat?action=start_chat", async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  const email = `starter-${info.project.name}@example.in`;
  const panel = page.getByRole("dialog");
  await panel.getByLabel("Full Name *").fill("  Ramesh Kumar ");
  await panel.getByLabel("Email Address *").fill(email);
  await panel.getByLabel("Phone Number").fill("+91 90000 11111");
  await panel.getByLabel("I am a *").selectOption("farmer");
  // Every API request between 'Start Chat' and the conversation (a slow network pays for each one).
  const apiCalls: string[] = [];
  const countApi = (r: { url(): string }) => {
    const u = new URL(r.url());
    // The device proof (decision 0031) starts when the panel opens, once per phone, not with 'Start Chat'.
    if (/^\/(rest|functions|auth)\/v1\/|^\/config\.json$/.test(u.pathname) && !/action=device_/.test(u.search)) apiCalls.push(`${u.pathname}${u.search}`);
  };
  page.on("request", countApi);
  await panel.getByRole("button", { name: "Start Chat" }).click();
  await expect(panel.getByRole("button", { name: "Connecting..." })).toBeDisabled();
  await expect(panel.getByRole("log")).toBeVisible();
  page.off("request", countApi);
  expect(apiCalls.length, apiCalls.join(", ")).toBeLessThanOrEqual(2);
  expect(apiCalls.filter((c) => c.includes("action=start_chat"))).toHaveLength(1);

  await expect(panel.getByRole("heading", { name: "Soil Doctor Assistant" })).toBeVisible();
  await expect(panel.getByTestId("chat-presence")).toHaveCount(0);
  await expect(panel.getByTestId("chat-chip")).toHaveText("Ramesh Kumar · Farmer · India");
  await expect(panel.getByRole("button", { name: "Reset" })).toBeVisible();

  const lead = await t.app.database.db.selectFrom("leads").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
  expect(lead).toMatchObject({ name: "Ramesh Kumar", phone: "+919000011111", location: null, user_type: "farmer", source: "live_chat" });
  const metadata = JSON.parse(String(lead.metadata)) as Record<string, string>;
  expect(Object.keys(metadata).sort()).toEqual(["page", "timestamp", "userAgent"]);
  expect(metadata.page).toBe("/");
  expect(metadata.userAgent).toMatch(/Chrome/);
  const mail = await t.app.database.db.selectFrom("mail_outbox").select(["recipient", "text"]).where("text", "like", `%${email}%`).execute();
  expect(mail).toHaveLength(1);
  expect(mail[0]!.recipient).toBe(site.emails.sales);

  const starters = panel.getByRole("listitem").getByRole("button");
  await expect(starters).toHaveText([
    "How do I get my soil tested?",
    "What services do you offer?",
    "How can I become a Soil Didi?",
    "What are your testing prices?",
  ]);

  // Slow the assistant down to see the typing indicator and the disabled send box.
  await page.route("**/functions/v1/chat", async (route) => {
    await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  await starters.first().click();
  await expect(panel.getByTestId("chat-typing")).toBeVisible();
  await expect(panel.getByLabel("Type your message")).toBeDisabled();
  const bot = panel.locator('[data-sender="bot"]');
  await expect(bot).toHaveCount(2);
  // "How do I get my soil tested?" is answered with how to book one, its price and how long it takes.
  await expect(bot.last()).toContainText("Book a Soil Test");
  await expect(bot.last()).toContainText("₹300-₹500");
  await expect(panel.getByTestId("chat-typing")).toHaveCount(0);
  await expect(panel.getByLabel("Type your message")).toBeEnabled();
  // Starter buttons give way to the conversation after the first question.
  await expect(starters).toHaveCount(0);

  const rest: Array<[string, string[]]> = [
    // Page addresses in replies show as the page's name.
    ["What services do you offer?", ["Soil Didi", "See Solutions."]],
    ["How can I become a Soil Didi?", ["rural woman", "soil-testing entrepreneur", "apply through Contact."]],
    ["What are your testing prices?", ["₹300", "₹500", "per sample"]],
  ];
  for (const [i, [q, facts]] of rest.entries()) {
    await panel.getByLabel("Type your message").fill(q);
    await panel.getByLabel("Type your message").press("Enter");
    await expect(bot).toHaveCount(3 + i);
    for (const f of facts) await expect(bot.last()).toContainText(f);
  }
  // The site's own pages named in a reply are links; the visitor's words stay plain text.
  await expect(bot.nth(3).getByRole("link", { name: "Contact" }).first()).toHaveAttribute("href", "/contact");
  await expect(panel.locator('[data-sender="user"] a')).toHaveCount(0);
  // Times on the bubbles.
  await expect(panel.locator('[data-sender="user"] time').first()).toHaveText(/\d{1,2}:\d{2}/);
  // The conversation is logged.
  const log = await t.app.database.db.selectFrom("chat_messages").select("sender").execute();
  expect(log.filter((l) => l.sender === "user").length).toBeGreaterThanOrEqual(4);

  mkdirSync("/tmp/shots-chat", { recursive: true });
  await page.screenshot({ path: `/tmp/shots-chat/assistant-${info.project.name}.png` });
});

test("text is shown as text, never as HTML; the 2,000-character limit holds", async ({ page }) => {
  await hydratedPage(page, `${t.url}/`);
  await openChat(page);
  const panel = await startChat(page, { email: "html@example.in" });
  const evil = `<img src=x onerror="window.__pwned=1"><b>bold</b>`;
  await panel.getByLabel("Type your message").fill(evil);
  await panel.getByRole("button", { name: "Send" }).click();
  await expect(panel.locator('[data-sender="user"]').last()).toContainText(evil);
  expect(await panel.locator('[data-sender] img, [data-sender] b').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(panel.getByLabel("Type your message")).toHaveAttribute("maxlength", "2000");
});

test("reload returns to the conversation; Reset starts over", async ({ page }) => {
  await hydratedPage(page, `${t.url}/solutions`);
  await openChat(page);
  const panel = await startChat(page, { email: "reload@example.in", location: "Sitapur, UP" });
  await expect(panel.getByTestId("chat-chip")).toHaveText(`${VISITOR.name} · ${VISITOR.typeLabel} · Sitapur, UP`);
  await panel.getByLabel("Type your message").fill("What are your testing prices?");
  await panel.getByLabel("Type your message").press("Enter");
  await expect(panel.locator('[data-sender="bot"]')).toHaveCount(2);

  await page.reload();
  const again = page.getByRole("dialog");
  await expect(again.getByTestId("chat-chip")).toHaveText(`${VISITOR.name} · ${VISITOR.typeLabel} · Sitapur, UP`);
  await expect(again.locator('[data-sender="user"] [data-text]')).toHaveText("What are your testing prices?");
  await expect(again.locator('[data-sender="bot"]').last()).toContainText("per sample");

  // Another page of the site, later: same conversation.
  await hydratedPage(page, `${t.url}/contact`);
  await expect(page.getByRole("dialog").locator('[data-sender="user"] [data-text]')).toHaveText("What are your testing prices?");

  await page.getByRole("dialog").getByRole("button", { name: "Reset" }).click();
  await expect(page.getByRole("dialog").getByLabel("Full Name *")).toBeVisible();
  await expect(page.getByRole("dialog").getByLabel("Full Name *")).toHaveValue("");
  await page.reload();
  await expect(page.getByRole("dialog").getByLabel("Full Name *")).toBeVisible();
});

test("panel size; minimise to 60 px, restore, close, Escape", async ({ page }, info) => {
  await hydratedPage(page, `${t.url}/`);
  const panel = await openChat(page);
  const viewport = page.viewportSize()!;
  const box = (await panel.boundingBox())!;
  if (viewport.width < 420) {
    expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  } else {
    expect(Math.round(box.width)).toBe(380);
    expect(Math.round(box.height)).toBe(600);
    expect(Math.round(box.x + box.width)).toBe(viewport.width - 16);
  }
  mkdirSync("/tmp/shots-chat", { recursive: true });
  await page.screenshot({ path: `/tmp/shots-chat/form-${info.project.name}.png` });

  await panel.getByRole("button", { name: "Minimise chat" }).click();
  await expect.poll(async () => Math.round((await panel.boundingBox())!.height)).toBe(60);
  await expect(panel.getByLabel("Full Name *")).toHaveCount(0);
  await page.screenshot({ path: `/tmp/shots-chat/minimised-${info.project.name}.png` });
  await panel.getByRole("button", { name: "Restore chat" }).click();
  await expect(panel.getByLabel("Full Name *")).toBeVisible();

  await panel.getByRole("button", { name: "Close chat" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open chat" })).toBeFocused();

  await page.getByRole("button", { name: "Open chat" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open chat" })).toBeFocused();
});

test("error catalogue: assistant failure, empty reply, lead save failure, whole flow failure", async ({ page }) => {
  await hydratedPage(page, `${t.url}/`);
  await openChat(page);

  // The start fails (nothing is stored then): the specified alert, the form stays with what was typed.
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await page.route("**/functions/v1/live-chat?action=start_chat", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"x"}' }));
  const panel = page.getByRole("dialog");
  await panel.getByLabel("Full Name *").fill("Flow Fail");
  await panel.getByLabel("Email Address *").fill("flow@example.in");
  await panel.getByLabel("I am a *").selectOption("ngo");
  await panel.getByRole("button", { name: "Start Chat" }).click();
  await expect.poll(() => alerts).toEqual(["There was an error processing your information. Please try again."]);
  await expect(panel.getByRole("button", { name: "Start Chat" })).toBeEnabled();
  await expect(panel.getByLabel("Full Name *")).toHaveValue("Flow Fail");
  await page.unroute("**/functions/v1/live-chat?action=start_chat");

  // Sent again, it starts.
  await panel.getByRole("button", { name: "Start Chat" }).click();
  await expect(panel.getByRole("log")).toBeVisible();
  expect(alerts).toHaveLength(1);
  await expect(panel.getByTestId("chat-chip")).toHaveText("Flow Fail · NGO/CSR Representative · India");

  // The assistant request fails: the apology with phone and e-mail.
  await page.route("**/functions/v1/chat", (route) => route.abort());
  await panel.getByLabel("Type your message").fill("Hello?");
  await panel.getByLabel("Type your message").press("Enter");
  await expect(panel.locator('[data-sender="bot"] [data-text]').last()).toHaveText(APOLOGY);
  await page.unroute("**/functions/v1/chat");

  // An empty reply.
  await page.route("**/functions/v1/chat", (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"response":""}' }));
  await panel.getByLabel("Type your message").fill("Anything?");
  await panel.getByLabel("Type your message").press("Enter");
  await expect(panel.locator('[data-sender="bot"] [data-text]').last()).toHaveText("Sorry, I received an empty response.");
});
