import { randomUUID } from "node:crypto";
import { test, expect, type Page } from "@playwright/test";
import type { TestApp } from "../server/test-app.ts";
import { upsertConfirmedUser } from "../../src/server/auth/users.server.ts";
import { createStaff, shot, signIn, startAdminServer } from "./admin-helpers";

// A browser in UTC: the admin still shows India's dates and times.
test.use({ timezoneId: "UTC" });

/** 10:00 IST on 10 Jan 2026: an open call-back at this slot is overdue. */
const SLOT = "2026-01-10T04:30:00.000Z";

test.describe("call-backs, chat ratings, conversion and merging on the desk", () => {
  let t: TestApp;
  let lakshmi: string;
  let other: string;
  let agentId: string;

  test.beforeAll(async () => {
    t = await startAdminServer();
    await createStaff(t);
    const { user } = await upsertConfirmedUser(t.app.database, "ravi@soil.example", "agent-password-1");
    agentId = user.id;
    const db = t.app.database.db;
    await db
      .insertInto("staff_members")
      .values({ user_id: user.id, role: "agent", display_name: "Ravi Agent", active: t.app.database.bool(true), created_at: new Date().toISOString() })
      .execute();
    lakshmi = (await t.app.leads.capture({ name: "Lakshmi Devi", email: "lakshmi@farm.example", phone: "+91 98110 22334", location: "Karnal", user_type: "farmer", source: "live_chat" })).id;
    other = (
      await t.app.leads.capture({ name: "Lakshmi D", email: "l.devi@mail.example", phone: "+91 98110 99887", location: "Karnal", user_type: "farmer", source: "website", metadata: { form: "contact", message: "Soil test for wheat" } })
    ).id;
    await t.app.leads.change(agentId, other, { action: "note", text: "Prefers Hindi, call after 5 pm" });
    const fpo = await t.app.leads.capture({ name: "Green Valley FPO", email: "fpo@farm.example", phone: null, location: null, user_type: "fpo", source: "website" });
    await t.app.leads.change(agentId, fpo.id, { action: "status", status: "converted" });

    const session = randomUUID();
    // The chat ended earlier today in the browser's zone (UTC), whatever the
    // hour the suite runs at: halfway between midnight and now.
    const now = Date.now();
    const midnight = new Date(now).setUTCHours(0, 0, 0, 0);
    const ended = new Date(midnight + Math.floor((now - midnight) / 2));
    await db
      .insertInto("chat_sessions")
      .values({ id: session, user_name: "Lakshmi Devi", user_email: "lakshmi@farm.example", user_type: "farmer", lead_id: lakshmi, status: "ended", agent_id: agentId, created_at: new Date(ended.getTime() - 600_000).toISOString(), ended_at: ended.toISOString(), rating: 4, rated_agent_id: agentId })
      .execute();
    await db
      .insertInto("chat_session_messages")
      .values({ id: randomUUID(), session_id: session, sender_type: "user", sender_name: "Lakshmi Devi", message: "Please call me about the report", created_at: new Date(ended.getTime() - 300_000).toISOString() })
      .execute();
    await db
      .insertInto("callback_requests")
      .values({ id: randomUUID(), lead_id: lakshmi, session_id: session, phone: "+919811022334", slot_start: SLOT, note: "Morning is best", created_at: new Date(ended.getTime() - 200_000).toISOString() })
      .execute();
  });
  test.afterAll(async () => t?.close());

  const noSideScroll = async (page: Page) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  };

  test("the dashboard counts open call-backs, lists them as due, shows ratings and conversion by user type", async ({ page }, info) => {
    await signIn(page, t);
    await page.goto(`${t.url}/admin`);
    await expect(page.getByTestId("open-callbacks")).toHaveText("1");
    await expect(page.getByTestId("average-rating")).toHaveText("4 of 5 (1 rated chats)");
    await expect(page.getByTestId("rating-per-agent")).toContainText("Ravi Agent");
    await expect(page.getByTestId("rating-per-agent")).toContainText("4 of 5 (1)");
    const overdue = page.getByTestId("overdue").locator('[data-kind="callback"]');
    await expect(overdue).toContainText("Lakshmi Devi");
    await expect(overdue).toContainText("Call-back: +91 98110 22334");
    await expect(overdue).toContainText(/10 Jan 2026, 10:00/i);
    const byType = page.getByTestId("conversion-user-type");
    await expect(byType.locator('[data-key="fpo"]')).toContainText("1 of 1 (100%)");
    await expect(byType.locator('[data-key="farmer"]')).toContainText("0 of 2 (0%)");
    await expect(page.getByTestId("conversion").locator('[data-key="website"]')).toContainText("1 of 2 (50%)");
    // Today's window: the chat ended earlier today, the leads are new.
    await page.getByLabel("Window").selectOption("today");
    await expect(page.getByTestId("average-rating")).toHaveText("4 of 5 (1 rated chats)");
    await noSideScroll(page);
    await shot(page, info, "desk-dashboard");

    // The leads page's "follow-up due" filter finds the lead by its open call-back.
    await page.goto(`${t.url}/admin/leads?followUp=due`);
    await expect(page.getByRole("link", { name: "Lakshmi Devi" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Green Valley FPO" })).toHaveCount(0);
  });

  test("the lead's timeline shows the call-back and the chat's rating; staff mark the call-back done", async ({ page }, info) => {
    await signIn(page, t, { email: "ravi@soil.example", password: "agent-password-1" });
    await page.goto(`${t.url}/admin/leads/${lakshmi}`);
    const timeline = page.getByTestId("timeline");
    const cb = timeline.locator('[data-kind="callback"]');
    await expect(cb).toContainText(/Call-back requested for 10 Jan 2026, 10:00 (am|AM) IST/);
    await expect(cb.getByRole("link", { name: "+91 98110 22334" })).toHaveAttribute("href", "tel:+919811022334");
    await expect(cb).toContainText("Morning is best");
    await expect(cb.getByTestId("callback-state")).toHaveText("Open");
    await expect(timeline.locator('[data-kind="chat"]').getByTestId("chat-rating")).toHaveText("Rated 4 of 5 for Ravi Agent");
    await noSideScroll(page);
    await shot(page, info, "lead-callback");

    await cb.getByRole("button", { name: "Mark call-back done" }).click();
    await expect(cb.getByTestId("callback-state")).toContainText("Done by Ravi Agent");
    await expect(timeline.locator('[data-kind="callback_done"]')).toContainText(/Call-back for 10 Jan 2026, 10:00 (am|AM) IST marked done by Ravi Agent/);
    await page.reload();
    await expect(timeline.locator('[data-kind="callback"]').getByTestId("callback-state")).toContainText("Done by Ravi Agent");
    await expect(timeline.getByRole("button", { name: "Mark call-back done" })).toHaveCount(0);
  });

  test("staff merge another lead into this one, and undo the merge", async ({ page }, info) => {
    page.on("dialog", (d) => void d.accept());
    await signIn(page, t, { email: "ravi@soil.example", password: "agent-password-1" });
    await page.goto(`${t.url}/admin/leads/${lakshmi}`);
    const timeline = page.getByTestId("timeline");
    await expect(timeline.locator('[data-kind="chat"]')).toHaveCount(1);
    const before = await timeline.locator("li[data-kind]").count();

    await page.getByLabel("Find a lead by name, phone or e-mail").fill("99887");
    const candidates = page.getByTestId("merge-candidates");
    await expect(candidates).toContainText("Lakshmi D");
    await expect(candidates).not.toContainText("Lakshmi Devi");
    await candidates.getByRole("button", { name: "Merge Lakshmi D into this lead" }).click();
    await expect(page.getByTestId("lead-notice")).toHaveText("Lakshmi D merged into this lead.");
    // Both histories on one timeline: the other lead's capture, its note, and the merge itself.
    await expect(timeline.locator('[data-kind="merge"]')).toContainText("Merged Lakshmi D into this lead by Ravi Agent");
    await expect(timeline.getByText("Prefers Hindi, call after 5 pm")).toBeVisible();
    await expect(timeline.getByText("Soil test for wheat")).toBeVisible();
    await expect(timeline.locator('[data-kind="capture"]')).toHaveCount(2);
    await noSideScroll(page);
    await shot(page, info, "lead-merged");

    // The merged lead is hidden from the list, and its own page says where it went.
    await page.goto(`${t.url}/admin/leads?q=Lakshmi`);
    await expect(page.getByRole("link", { name: "Lakshmi Devi" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Lakshmi D", exact: true })).toHaveCount(0);
    await page.goto(`${t.url}/admin/leads/${other}`);
    await expect(page.getByText("This lead was merged into another lead.")).toBeVisible();
    await page.getByRole("link", { name: "Open that lead" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${lakshmi}$`));

    await timeline.locator('[data-kind="merge"]').getByRole("button", { name: "Undo merge" }).click();
    await expect(page.getByTestId("lead-notice")).toHaveText("Merge undone.");
    await expect(timeline.locator('[data-kind="unmerge"]')).toContainText("Merge of Lakshmi D undone by Ravi Agent");
    await expect(timeline.locator('[data-kind="merge"]')).toContainText("Undone");
    await expect(timeline.getByText("Prefers Hindi, call after 5 pm")).toHaveCount(0);
    // The same entries as before, plus the merge and its undoing.
    await expect(timeline.locator("li[data-kind]")).toHaveCount(before + 2);

    await page.goto(`${t.url}/admin/leads/${other}`);
    await expect(page.getByText("This lead was merged into another lead.")).toHaveCount(0);
    await expect(page.getByTestId("timeline").getByText("Prefers Hindi, call after 5 pm")).toBeVisible();
    await page.goto(`${t.url}/admin/leads?q=Lakshmi`);
    await expect(page.getByRole("link", { name: "Lakshmi D", exact: true })).toBeVisible();
  });

  test("an admin turns on round-robin, and a new lead goes to the active agent", async ({ page }) => {
    await signIn(page, t);
    await page.goto(`${t.url}/admin/team`);
    const toggle = page.getByLabel("Assign each new lead to the next active agent in turn");
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await expect(page.getByTestId("round-robin-message")).toHaveText("Saved.");
    await page.reload();
    await expect(toggle).toBeChecked();
    const lead = await t.app.leads.capture({ name: "Round Robin Farmer", email: "rr@farm.example", phone: null, location: null, user_type: "farmer", source: "website" });
    await page.goto(`${t.url}/admin/leads/${lead.id}`);
    await expect(page.getByLabel("Owner").locator("option:checked")).toHaveText("Ravi Agent");
    await expect(page.getByTestId("timeline").locator('[data-kind="owner"]')).toContainText("Owner: Nobody → Ravi Agent (assigned in turn)");
  });
});
