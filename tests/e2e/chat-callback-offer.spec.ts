import { expect, test } from "@playwright/test";
import type { TestApp } from "../server/test-app.ts";
import { chatWidgetEn, chatWidgetHi } from "../../content/chat-widget.ts";
import { assistantReplies } from "../../content/knowledge/replies.ts";
import { agentFor, hydratedPage, openChat, startChat, startChatServer } from "./chat-helpers.ts";

/**
 * The assistant that cannot answer twice offers a call back: the second
 * unanswered reply says so in the visitor's language, and the widget shows the
 * call-back button; the request reaches the team with its slot.
 */
let t: TestApp;
let agent: Awaited<ReturnType<typeof agentFor>>;
test.beforeAll(async () => {
  t = await startChatServer();
  agent = await agentFor(t, "callback-offer-agent@soil.example");
  // Nobody online: the widget talks to the assistant.
  await agent.call("live-chat?action=agent_offline", { userId: agent.userId });
});
test.afterAll(async () => t?.close());

test("after two questions the assistant could not answer, it offers a call back that staff then see", async ({ page }, info) => {
  test.setTimeout(60_000);
  await hydratedPage(page, `${t.url}/`);
  await openChat(page);
  const email = `offer-${info.project.name}@example.in`;
  const panel = await startChat(page, { email, phone: "98765 43210" });
  const bot = panel.locator('[data-sender="bot"]');
  const offers = panel.getByTestId("chat-offers");
  const ask = async (q: string, count: number) => {
    await panel.getByLabel(chatWidgetEn.messageLabel).fill(q);
    await panel.getByLabel(chatWidgetEn.messageLabel).press("Enter");
    await expect(bot).toHaveCount(count);
  };
  const before = await bot.count();

  await ask("Can you fix my tractor's gearbox?", before + 1);
  await expect(bot.last()).toContainText("Sorry");
  await expect(offers).toHaveCount(0);
  await ask("What are your testing prices?", before + 2);
  await expect(offers).toHaveCount(0);
  await ask("Who won the cricket match yesterday?", before + 3);
  await expect(bot.last()).toContainText(assistantReplies.en.callbackOffer);
  await expect(offers.getByRole("button", { name: chatWidgetEn.callMeBack })).toBeVisible();
  // In a chat with the assistant there is no "ask the assistant" choice.
  await expect(offers.getByRole("button", { name: chatWidgetEn.askAssistant })).toHaveCount(0);
  await expect(offers.getByRole("link", { name: chatWidgetEn.whatsapp })).toBeVisible();

  await offers.getByRole("button", { name: chatWidgetEn.callMeBack }).click();
  const form = panel.getByTestId("chat-callback");
  await expect(form.getByLabel(chatWidgetEn.callback.phone)).toHaveValue("+919876543210");
  const slot = await form.getByLabel(chatWidgetEn.callback.slot).inputValue();
  await form.getByRole("button", { name: chatWidgetEn.callback.send }).click();
  await expect(panel.getByTestId("chat-network")).toContainText("Thank you. We will call you on");
  await expect(offers).toHaveCount(0);

  const lead = await t.app.database.db.selectFrom("leads").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  const callbacks = (await agent.call("live-chat?action=get_callbacks")).json.callbacks as Array<{ lead_id: string; slot_start: string }>;
  const mine = callbacks.find((c) => c.lead_id === lead.id);
  expect(mine).toBeTruthy();
  expect(Date.parse(mine!.slot_start)).toBe(Date.parse(slot));
  await page.screenshot({ path: info.outputPath(`callback-offer-${info.project.name}.png`) });
});

test("on a Hindi page the offer comes in Hindi", async ({ page }, info) => {
  test.setTimeout(60_000);
  await hydratedPage(page, `${t.url}/hi`);
  await page.getByRole("button", { name: "चैट खोलें" }).click();
  const panel = page.getByRole("dialog");
  await panel.getByLabel("पूरा नाम *").fill("सुनीता देवी");
  await panel.getByLabel("ईमेल *").fill(`offer-hi-${info.project.name}@example.in`);
  await panel.getByLabel("मैं हूँ *").selectOption("farmer");
  await panel.getByRole("button", { name: "चैट शुरू करें" }).click();
  await expect(panel.getByRole("log")).toBeVisible();
  const bot = panel.locator('[data-sender="bot"]');
  const before = await bot.count();
  for (const [i, q] of ["क्या आप मेरा ट्रैक्टर ठीक कर सकते हैं?", "कल क्रिकेट मैच कौन जीता?"].entries()) {
    await panel.getByLabel(chatWidgetHi.messageLabel).fill(q);
    await panel.getByLabel(chatWidgetHi.messageLabel).press("Enter");
    await expect(bot).toHaveCount(before + i + 1);
  }
  await expect(bot.last()).toContainText(assistantReplies.hi.callbackOffer);
  await expect(panel.getByTestId("chat-offers").getByRole("button", { name: chatWidgetHi.callMeBack })).toBeVisible();
  await expect(panel.getByTestId("chat-offers")).toContainText(chatWidgetHi.offersHeading);
});
