import { expect, type Page } from "@playwright/test";
import { startTestApp, type TestApp } from "../server/test-app.ts";
import { functionsClient, signedInAgent } from "../server/functions-client.ts";

/**
 * Chat specs run their own server on a fresh database in this process, so
 * they can put agents online and read what the widget stored.
 */
export async function startChatServer(): Promise<TestApp> {
  // The build folder comes from E2E_BUILD_DIR or BUILD_DIR (see startTestApp), so a run can use a
  // copy of the site build that a concurrent rebuild cannot replace.
  return startTestApp("sqlite", { web: true, listen: true, overrides: { publicWriteLimitPerMinute: 1000 } });
}

export async function agentFor(t: TestApp, email = "agent@soil.example") {
  const agent = await signedInAgent(t, email);
  const call = functionsClient(t.url, await t.app.tokens.anonKey);
  const as = (path: string, body?: unknown, query?: Record<string, string>) => call(path, { body, token: agent.token, query });
  return { ...agent, call: as };
}

export const VISITOR = { name: "Asha Devi", email: "asha@example.in", type: "farmer", typeLabel: "Farmer" };

/** Opens the panel from the floating button. */
export async function openChat(page: Page) {
  await page.getByRole("button", { name: "Open chat" }).click();
  const panel = page.getByRole("dialog");
  await expect(panel).toBeVisible();
  return panel;
}

/** Fills the lead form and starts the chat. */
export async function startChat(page: Page, lead: Partial<{ name: string; email: string; phone: string; location: string; type: string }> = {}) {
  const panel = page.getByRole("dialog");
  await panel.getByLabel("Full Name *").fill(lead.name ?? VISITOR.name);
  await panel.getByLabel("Email Address *").fill(lead.email ?? VISITOR.email);
  if (lead.phone) await panel.getByLabel("Phone Number").fill(lead.phone);
  if (lead.location) await panel.getByLabel("Location").fill(lead.location);
  await panel.getByLabel("I am a *").selectOption(lead.type ?? VISITOR.type);
  await panel.getByRole("button", { name: "Start Chat" }).click();
  await expect(panel.getByRole("log")).toBeVisible();
  return panel;
}

/** Waits until the page is live (islands running; React hydrated where a page hydrates), so the button's handler is attached. */
export async function hydratedPage(page: Page, url: string) {
  await page.goto(url);
  // A public page marks itself live once its islands run; on a page React
  // Router hydrates, that happens after hydration (see src/web/islands).
  await page.waitForFunction(() => document.documentElement.dataset.live !== undefined);
}
