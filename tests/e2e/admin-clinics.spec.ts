import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { hydrated } from "./helpers";
import { ensureStaff, signIn } from "./staff";

const STAFF = { email: "clinic-staff@example.in", password: "clinic-staff-pass" };

test.beforeAll(() => ensureStaff(STAFF.email, STAFF.password));

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

  await page.getByLabel("Clinic name").fill(name);
  await page.getByLabel("Address").fill("Near Collectorate, K.K. Road, Kottayam 686002");
  await page.getByLabel("District").fill("Kottayam");
  await page.getByLabel("State").fill("Kerala");
  await page.getByLabel("Phone").fill("+91 94470 12345");
  // The Hindi texts: the name and address are written; the empty state shows Kerala's Hindi name.
  await page.getByLabel("क्लिनिक का नाम").fill(`Soil Didi केंद्र कोट्टायम ${info.project.name}`);
  await page.getByLabel("पता").fill("कलेक्टरेट के पास, के.के. रोड, कोट्टायम 686002");
  await page.getByLabel("ज़िला").fill("कोट्टायम");
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
  await expect(page.getByLabel("State").locator("option", { hasText: "Kerala" })).toHaveCount(1);

  // Edit: add a service.
  await page.goto("/admin/clinics");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(page.getByLabel("Clinic name")).toHaveValue(name);
  await expect(page.getByLabel("ज़िला")).toHaveValue("कोट्टायम");
  // A Hindi text cleared again: the Hindi finder falls back to the English one.
  await page.getByLabel("पता").fill("");
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
