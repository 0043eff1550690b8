import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { hydrated } from "./helpers";
import path from "node:path";
import Database from "better-sqlite3";
import { ensureStaff, signIn } from "./staff";

const STAFF = { email: "clinic-staff@example.in", password: "clinic-staff-pass" };
const AGENT = { email: "clinic-agent@example.in", password: "clinic-agent-pass" };

test.beforeAll(() => {
  ensureStaff(STAFF.email, STAFF.password);
  ensureStaff(AGENT.email, AGENT.password);
  // The agent's role, as an accepted invitation records it.
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "site.db"));
  try {
    const user = db.prepare("select id from auth_users where email = ?").get(AGENT.email) as { id: string };
    db.prepare("delete from staff_members where user_id = ?").run(user.id);
    db.prepare("insert into staff_members (user_id, role, display_name, active, created_at) values (?, 'agent', 'Clinic Agent', 1, ?)").run(user.id, new Date().toISOString());
  } finally {
    db.close();
  }
});

test("an agent sees the clinics read-only, with nothing to fill in and be refused on save", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, AGENT.email, AGENT.password);
  await page.goto("/admin/clinics");
  await expect(page.getByRole("row").filter({ hasText: "Soil Doctor Clinic Tumakuru" })).toBeVisible();
  await expect(page.getByText("Only an admin can add, change or delete them")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Clinic" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await expect(page.getByRole("columnheader", { name: "Actions" })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("agent-clinics-390.png"), fullPage: true });
});

test("an admin sees the clinic editor's buttons and no read-only note", async ({ page }) => {
  await signIn(page, STAFF.email, STAFF.password);
  await page.goto("/admin/clinics");
  await expect(page.getByRole("button", { name: "Add Clinic" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Soil Doctor Clinic Tumakuru" })).toBeVisible();
  await expect(page.getByText("Only an admin can add, change or delete them")).toHaveCount(0);
});

test("staff add, edit and delete a clinic in /admin/clinics and the finder follows", async ({ page }, info) => {
  const name = `Soil Didi Centre Kottayam ${info.project.name}`;
  await signIn(page, STAFF.email, STAFF.password);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Clinics" }).click();
  await expect(page).toHaveURL(/\/admin\/clinics$/);
  await expect(page.getByRole("heading", { name: "Clinics", level: 1 })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Soil Doctor Clinic Tumakuru" })).toBeVisible();

  await page.getByRole("button", { name: "Add Clinic" }).click();
  await page.getByRole("button", { name: "Save Clinic" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Please correct the fields marked below.");
  await expect(page.getByText("Please enter the clinic name.")).toBeVisible();
  await expect(page.getByText("Choose at least one service.")).toBeVisible();

  await page.getByRole("textbox", { name: "Clinic name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Address", exact: true }).fill("Near Collectorate, K.K. Road, Kottayam 686002");
  await page.getByRole("textbox", { name: "District", exact: true }).fill("Kottayam");
  await page.getByRole("combobox", { name: "State", exact: true }).fill("Kerala");
  await page.getByLabel("Phone").fill("+91 94470 12345");
  // The Hindi texts: the name and address are written; the empty state shows Kerala's Hindi name.
  await page.locator("[data-clinic-language=hi] summary").click();
  await page.getByLabel("Clinic name · हिंदी").fill(`Soil Didi केंद्र कोट्टायम ${info.project.name}`);
  await page.getByLabel("Address · हिंदी").fill("कलेक्टरेट के पास, के.के. रोड, कोट्टायम 686002");
  await page.getByLabel("District · हिंदी").fill("कोट्टायम");
  await page.getByLabel("E-mail").fill("not-an-email");
  await page.getByLabel("Latitude").fill("95");
  await page.getByLabel("Longitude").fill("east");
  await page.getByLabel("13-Parameter Test").check();
  await page.getByRole("button", { name: "Save Clinic" }).click();
  await expect(page.getByText("The latitude must be between -90 and 90.")).toBeVisible();
  await expect(page.getByText(/The longitude must be a number/)).toBeVisible();
  await expect(page.getByText(/Enter a valid e-mail address/)).toBeVisible();

  await page.getByLabel("E-mail").fill("kottayam@soildoctor.example");
  await page.getByLabel("Latitude").fill("9.5916");
  await page.getByLabel("Longitude").fill("76.5222");
  await page.getByRole("button", { name: "Save Clinic" }).click();
  await expect(page.getByRole("status")).toContainText(`"${name}" was saved.`);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Kottayam, Kerala");
  await expect(row).toContainText(`Soil Didi केंद्र कोट्टायम ${info.project.name}`);

  // The Hindi finder shows the Hindi texts; a search in Latin letters finds it there too.
  await page.goto("/hi/find-clinic?q=kottayam");
  const hindiCard = page.getByRole("article").filter({ hasText: `Soil Didi केंद्र कोट्टायम ${info.project.name}` });
  await expect(hindiCard).toContainText("कोट्टायम, केरल");
  await expect(hindiCard).toContainText("कलेक्टरेट के पास, के.के. रोड, कोट्टायम 686002");

  // The finder shows it, in the new state too.
  await page.goto("/find-clinic");
  await hydrated(page);
  await page.getByLabel("Search by clinic name, district or state").fill("kottayam");
  await expect(page.locator("#clinic-count")).toHaveText("1 Clinic Found");
  await expect(page.getByRole("article").filter({ hasText: name })).toContainText("13-Parameter Test");
  await expect(page.getByRole("combobox", { name: "State", exact: true }).locator("option", { hasText: "Kerala" })).toHaveCount(1);

  // Edit: add a service.
  await page.goto("/admin/clinics");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("textbox", { name: "Clinic name", exact: true })).toHaveValue(name);
  await page.locator("[data-clinic-language=hi] summary").click();
  await expect(page.getByLabel("District · हिंदी")).toHaveValue("कोट्टायम");
  // A Hindi text cleared again: the Hindi finder falls back to the English one.
  await page.getByLabel("Address · हिंदी").fill("");
  await page.getByLabel("Advisory Services").check();
  await page.getByRole("button", { name: "Save Clinic" }).click();
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Advisory Services");

  await page.goto("/find-clinic?q=kottayam");
  await expect(page.getByRole("article").filter({ hasText: name })).toContainText("Advisory Services");
  await page.goto("/hi/find-clinic?q=kottayam");
  await expect(page.getByRole("article").filter({ hasText: "कोट्टायम" })).toContainText("Near Collectorate, K.K. Road, Kottayam 686002");

  // Delete after confirming.
  await page.goto("/admin/clinics");
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(page.getByRole("status")).toContainText(`"${name}" was deleted.`);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  await page.goto("/find-clinic?q=kottayam");
  await expect(page.locator("#clinic-count")).toHaveText("0 Clinics Found");
});

test("/admin/clinics has no serious or critical axe violations", async ({ page }) => {
  await signIn(page, STAFF.email, STAFF.password);
  await page.goto("/admin/clinics");
  await expect(page.getByRole("row").filter({ hasText: "Soil Doctor Clinic Tumakuru" })).toBeVisible();
  await page.getByRole("button", { name: "Add Clinic" }).click();
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});

test("at 390 px an admin writes a clinic's Telugu name and the Telugu finder shows it", async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const telugu = `Soil Didi కేంద్రం గుంటూరు ${info.project.name}`;
  await signIn(page, STAFF.email, STAFF.password);
  await page.goto("/admin/clinics");
  await page.getByRole("button", { name: "Edit Soil Didi Centre Guntur" }).click();
  const te = page.locator("[data-clinic-language=te]");
  await te.locator("summary").click();
  const field = page.getByLabel("Clinic name · తెలుగు");
  await expect(field).toBeVisible();
  // The field fits the phone's width.
  const box = await field.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await field.fill(telugu);
  await page.getByRole("button", { name: "Save Clinic" }).click();
  await expect(page.getByRole("status")).toContainText('"Soil Didi Centre Guntur" was saved.');
  await page.screenshot({ path: test.info().outputPath("clinic-telugu-390.png"), fullPage: true });

  await page.goto("/te/find-clinic");
  await expect(page.getByRole("article").filter({ hasText: telugu })).toContainText("గుంటూరు");
  // Another language without a text of its own still shows its seeded one, not the Telugu.
  await page.goto("/kn/find-clinic");
  await expect(page.getByRole("article").filter({ hasText: "Soil Didi ಕೇಂದ್ರ ಗುಂಟೂರು" })).toHaveCount(1);
});
