import { test, expect } from "@playwright/test";
import type { TestApp } from "../server/test-app.ts";
import { functionsClient, signedInAgent } from "../server/functions-client.ts";
import { upsertConfirmedUser } from "../../src/server/auth/users.server.ts";
import { createStaff, shot, STAFF, startAdminServer } from "./admin-helpers";

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: "allow" });

// The desk in an agent's pocket: installed, used without a signal, and synced once each, in order.
test.describe("the field desk", () => {
  let t: TestApp;
  const ids: string[] = [];

  test.beforeAll(async () => {
    t = await startAdminServer();
    await createStaff(t);
    const { user } = await upsertConfirmedUser(t.app.database, STAFF.email, STAFF.password);
    await t.app.database.db
      .insertInto("staff_members")
      .values({ user_id: user.id, role: "agent", display_name: "Ravi Field", active: t.app.database.bool(true), created_at: new Date().toISOString() })
      .execute();
    for (const [name, phone] of [["Sunita Pawar", "98220 10001"], ["Manoj Patil", "98220 10002"], ["Kavita Shinde", "98220 10003"]] as const) {
      const lead = await t.app.leads.capture({ name, email: `${name.split(" ")[0]!.toLowerCase()}@farm.example`, phone, location: "Nashik", user_type: "farmer", source: "website", metadata: {} });
      await t.app.leads.change(user.id, lead.id, { action: "owner", ownerId: user.id });
      ids.push(lead.id);
    }
  });
  test.afterAll(async () => {
    await t?.close();
  });

  test("offline changes survive a reload and land once each, in order, with a conflict shown", async ({ page, context }, info) => {
    await page.goto(`${t.url}/admin/login`);
    await page.getByLabel("Email").fill(STAFF.email);
    await page.getByLabel("Password").fill(STAFF.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\//);
    await page.goto(`${t.url}/admin/field`);
    await expect(page.getByRole("heading", { name: "Sunita Pawar" })).toBeVisible();

    // Installable: the manifest is linked and names its icons; the worker controls the desk.
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = await (await page.request.get(`${t.url}${manifestHref}`)).json();
    expect(manifest).toMatchObject({ start_url: "/admin/field", display: "standalone" });
    expect((await page.request.get(`${t.url}${manifest.icons[0].src}`)).status()).toBe(200);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "")).toContain("/admin/sw.js");
    await expect(page.getByRole("heading", { name: "Kavita Shinde" })).toBeVisible();

    await context.setOffline(true);
    const card = (name: string) => page.getByRole("region", { name });
    await card("Sunita Pawar").getByLabel("Status").selectOption("contacted");
    await card("Sunita Pawar").getByRole("button", { name: "Set status" }).click();
    await card("Manoj Patil").getByLabel("Note").fill("Visited, wants a test before sowing");
    await card("Manoj Patil").getByRole("button", { name: "Add note" }).click();
    await card("Kavita Shinde").getByLabel("Status").selectOption("qualified");
    await card("Kavita Shinde").getByRole("button", { name: "Set status" }).click();
    const banner = page.getByTestId("field-banner");
    await expect(banner).toContainText("Offline");
    await expect(banner).toContainText("3 changes waiting to be sent");

    // Meanwhile someone in the office changes Kavita's lead, after the agent did.
    const office = await signedInAgent(t, "office@soil.example");
    await t.app.database.db
      .insertInto("staff_members")
      .values({ user_id: office.userId, role: "agent", display_name: "Meena Office", active: t.app.database.bool(true), created_at: new Date().toISOString() })
      .execute();
    const call = functionsClient(t.url, await t.app.tokens.anonKey);
    const res = await call("lead-update", { body: { id: ids[2], action: "status", status: "lost", reason: "Sold the land" }, token: office.token });
    expect(res.status).toBe(200);

    // The phone's browser restarts without a signal: the desk and its queue are still there.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Sunita Pawar" })).toBeVisible();
    await expect(banner).toContainText("3 changes waiting to be sent");
    await shot(page, info, "field-desk-offline");

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect(banner).toContainText("All changes sent", { timeout: 15_000 });
    await expect(page.getByRole("region", { name: "What happened to your changes" })).toContainText("Meena Office changed this lead after you did");
    await expect(card("Kavita Shinde").getByTestId("field-status")).toHaveText("Lost");
    await expect(card("Sunita Pawar").getByTestId("field-status")).toHaveText("Contacted");
    await shot(page, info, "field-desk-synced");

    // Once each, in the order made.
    const rows = await t.app.database.db.selectFrom("field_changes").select(["lead_id", "action", "outcome", "made_at"]).orderBy("applied_at").execute();
    expect(rows.map((r) => [r.lead_id, r.action, r.outcome])).toEqual([
      [ids[0], "status", "applied"],
      [ids[1], "note", "applied"],
      [ids[2], "status", "superseded"],
    ]);
    const notes = await t.app.database.db.selectFrom("lead_events").select("data").where("lead_id", "=", ids[1]!).where("kind", "=", "note").execute();
    expect(notes).toHaveLength(1);
    const kavita = await t.app.database.db.selectFrom("lead_events").select(["kind", "data"]).where("lead_id", "=", ids[2]!).execute();
    expect(kavita.some((e) => e.kind === "status" && String(e.data).includes("lost"))).toBe(true);
    expect(kavita.some((e) => e.kind === "note" && String(e.data).includes("Meena Office"))).toBe(true);
  });
});
