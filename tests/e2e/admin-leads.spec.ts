import { test, expect, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { formatIstDateTime } from "../../src/shared/ist.ts";
import type { TestApp } from "../server/test-app.ts";
import { createStaff, shot, signIn, startAdminServer } from "./admin-helpers";

test.use({ timezoneId: "Asia/Kolkata" });
const NOW = new Date("2025-03-15T10:00:00+05:30");
const MIDNIGHT = Date.parse("2025-03-15T00:00:00+05:30");
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const ist = (ms: number) => formatIstDateTime(iso(ms));

const TRICKY = '=Rao, "Asha"';

async function rows(page: Page) {
  return page.locator("tbody tr");
}

test.describe("leads page with no leads", () => {
  let t: TestApp;
  test.beforeAll(async () => {
    t = await startAdminServer();
    await createStaff(t);
  });
  test.afterAll(async () => t?.close());

  test("says 'No leads collected yet'", async ({ page }) => {
    await signIn(page, t);
    await page.goto(`${t.url}/admin/leads`);
    await expect(page.getByText("No leads collected yet")).toBeVisible();
    await expect(page.getByRole("button", { name: "Export CSV" })).toBeDisabled();
  });
});

test.describe("leads page", () => {
  let t: TestApp;
  test.beforeAll(async () => {
    t = await startAdminServer();
    await createStaff(t);
    const base = (name: string, at: number, extra: Record<string, unknown> = {}) => ({
      id: randomUUID(),
      name,
      email: `${name.toLowerCase().replace(/\W+/g, "")}@farm.example`,
      phone: null as string | null,
      location: null as string | null,
      user_type: "farmer",
      source: "website",
      metadata: null as string | null,
      created_at: iso(at),
      ...extra,
    });
    const list = [
      base(TRICKY, MIDNIGHT + 3_600_000, { user_type: "fpo", source: "live_chat", phone: "+91 98450 00001", location: "Pune, Maharashtra", email: "asha@farm.example" }),
      base("Kiran Patil", MIDNIGHT - 3 * DAY, { user_type: "student", source: "chatbot", phone: "080-2222", location: "Dharwad" }),
      base("Meera Nair", MIDNIGHT - 20 * DAY, {
        user_type: "ngo",
        source: "manual",
        location: "Kochi",
        metadata: JSON.stringify({ timestamp: "2025-02-23T10:00:00.000Z", userAgent: "Mozilla/5.0 test" }),
      }),
      ...Array.from({ length: 56 }, (_, i) => base(`Bulk Farmer ${String(i).padStart(2, "0")}`, MIDNIGHT - 40 * DAY - i * 60_000, { location: "Patna" })),
    ];
    await t.app.database.db.insertInto("leads").values(list).execute();
  });
  test.afterAll(async () => t?.close());

  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await signIn(page, t);
    await page.goto(`${t.url}/admin/leads`);
    await expect(page.getByTestId("lead-total")).toHaveText("59 leads");
  });

  test("pages of 50, counts by user type and source with percentage bars", async ({ page }, info) => {
    await expect(await rows(page)).toHaveCount(50);
    await expect(page.getByText("Showing 1-50 of 59")).toBeVisible();
    await shot(page, info, "leads");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(await rows(page)).toHaveCount(9);
    await expect(page.getByText("Showing 51-59 of 59")).toBeVisible();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(await rows(page)).toHaveCount(50);

    const farmer = page.getByTestId("by-user-type").locator('li[data-value="farmer"]');
    await expect(farmer.getByTestId("count")).toHaveText("56 (94.9%)");
    await expect(farmer.getByTestId("bar")).toHaveAttribute("style", "width: 94.9%;");
    await expect(page.getByTestId("by-user-type").locator('li[data-value="ngo"]').getByTestId("count")).toHaveText("1 (1.7%)");
    await expect(page.getByTestId("by-user-type").locator('li[data-value="other"]').getByTestId("count")).toHaveText("0 (0%)");
    await expect(page.getByTestId("by-source").locator('li[data-value="website"]').getByTestId("count")).toHaveText("56 (94.9%)");
    await expect(page.getByTestId("by-source").locator('li[data-value="manual"]').getByTestId("count")).toHaveText("1 (1.7%)");

    // The counts follow the filters.
    await page.getByLabel("Date").selectOption("30d");
    await expect(page.getByTestId("lead-total")).toHaveText("3 leads");
    await expect(page.getByTestId("by-user-type").locator('li[data-value="farmer"]').getByTestId("count")).toHaveText("0 (0%)");
    await expect(page.getByTestId("by-user-type").locator('li[data-value="fpo"]').getByTestId("count")).toHaveText("1 (33.3%)");
    await expect(page.getByTestId("by-source").locator('li[data-value="chatbot"]').getByTestId("bar")).toHaveAttribute("style", "width: 33.3%;");
  });

  test("every filter: search on name, email, phone and location; user type; source; date", async ({ page }) => {
    const search = page.getByLabel("Search");
    const expectNames = async (names: string[]) => {
      await expect(page.getByTestId("lead-total")).toHaveText(names.length === 1 ? "1 lead" : `${names.length} leads`);
      await expect(page.locator("tbody tr td:nth-child(2)")).toHaveText(names);
    };
    await search.fill("rao, \"ASHA");
    await expectNames([TRICKY]);
    await search.fill("asha@farm");
    await expectNames([TRICKY]);
    await search.fill("080-2222");
    await expectNames(["Kiran Patil"]);
    await search.fill("kochi");
    await expectNames(["Meera Nair"]);
    await search.fill("");
    await expect(page.getByTestId("lead-total")).toHaveText("59 leads");

    await page.getByLabel("User type", { exact: true }).selectOption("student");
    await expectNames(["Kiran Patil"]);
    await page.getByLabel("User type", { exact: true }).selectOption("");
    await page.getByLabel("Source", { exact: true }).selectOption("manual");
    await expectNames(["Meera Nair"]);
    await page.getByLabel("Source", { exact: true }).selectOption("");

    await page.getByLabel("Date").selectOption("today");
    await expectNames([TRICKY]);
    await page.getByLabel("Date").selectOption("7d");
    await expectNames([TRICKY, "Kiran Patil"]);
    await page.getByLabel("Date").selectOption("30d");
    await expectNames([TRICKY, "Kiran Patil", "Meera Nair"]);
    // Filters combine, and survive a reload (they live in the address).
    await page.getByLabel("Source", { exact: true }).selectOption("chatbot");
    await expectNames(["Kiran Patil"]);
    await page.reload();
    await expectNames(["Kiran Patil"]);
    await page.getByLabel("User type", { exact: true }).selectOption("farmer");
    await expect(page.getByText("No leads found")).toBeVisible();
    await expect(page.getByText("Try adjusting your filters or check back later.")).toBeVisible();
  });

  test("the details modal opens, shows the lead and closes", async ({ page }, info) => {
    await page.getByLabel("Search").fill("meera");
    await expect(page.getByTestId("lead-total")).toHaveText("1 lead");
    await page.getByRole("button", { name: "View Meera Nair" }).click();
    const dialog = page.getByRole("dialog", { name: "Lead details" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("meeranair@farm.example");
    await expect(dialog).toContainText("NGO/CSR Representative");
    await expect(dialog).toContainText("Manual");
    await expect(dialog).toContainText("Mozilla/5.0 test");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await shot(page, info, "lead-modal");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "View Meera Nair" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("the CSV export holds the whole filtered list, safely quoted, named with today's date", async ({ page }) => {
    await page.getByLabel("Date").selectOption("30d");
    await expect(page.getByTestId("lead-total")).toHaveText("3 leads");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toBe("leads-2025-03-15.csv");
    const text = readFileSync((await download.path())!, "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    // The specification's columns, the desk's pipeline and the language (fields added later follow);
    // times in IST as the desk writes them.
    const expected = [
      "Name,Email,Phone,Location,User Type,Source,Created At,Status,Owner,Next Follow-up,Language",
      `"'=Rao, ""Asha""",asha@farm.example,+91 98450 00001,"Pune, Maharashtra",FPO Representative,Live Chat,"${ist(MIDNIGHT + 3_600_000)}",New,,,`,
      `Kiran Patil,kiranpatil@farm.example,080-2222,Dharwad,Student/Researcher,Chatbot,"${ist(MIDNIGHT - 3 * DAY)}",New,,,`,
      `Meera Nair,meeranair@farm.example,,Kochi,NGO/CSR Representative,Manual,"${ist(MIDNIGHT - 20 * DAY)}",New,,,`,
    ];
    expect(lines).toHaveLength(expected.length + 1);
    expected.forEach((line, i) => expect(lines[i]!.startsWith(line), `${lines[i]} starts with ${line}`).toBe(true));
    expect(lines[expected.length]).toBe("");

    // Without filters the export has every lead, not only the 50 on screen.
    await page.getByLabel("Date").selectOption("all");
    await expect(page.getByTestId("lead-total")).toHaveText("59 leads");
    const [all] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    const allLines = readFileSync((await all.path())!, "utf8").trim().split("\r\n");
    expect(allLines).toHaveLength(60);
  });
});
