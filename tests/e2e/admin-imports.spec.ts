import { test, expect } from "@playwright/test";
import type { TestApp } from "../server/test-app.ts";
import { startTestApp } from "../server/test-app.ts";
import { createStaff, shot, signIn } from "./admin-helpers";

let t: TestApp;

test.beforeAll(async () => {
  // Starting the site takes longer than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  t = await startTestApp("sqlite", { web: true, listen: true });
  await createStaff(t);
});
test.afterAll(async () => {
  await t?.close();
});

/** A fair's sign-up sheet: two people, one of them again in another format, and a row without a phone or an e-mail. */
const SHEET = [
  "Farmer Name,Mobile No,Email,District,Remarks",
  "Gopal Jadhav,98220 11111,,Nashik,Onion",
  "Kamala Reddy,,kamala.reddy@fair.example,Guntur,Chilli",
  "Gopal J,+91-9822011111,,Nashik,Came back",
  "Nobody Known,,,Pune,",
].join("\n");

test("an admin imports a fair's sheet on a phone: previews it, imports it, finds the leads, and undoes it", async ({ page }, info) => {
  test.setTimeout(120_000);
  await signIn(page, t);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Imports" }).click();
  await expect(page).toHaveURL(/\/admin\/imports$/);
  await expect(page.getByRole("heading", { name: "Import leads", level: 1 })).toBeVisible();

  await page.getByLabel("CSV or Excel file").setInputFiles({ name: "fair.csv", mimeType: "text/csv", buffer: Buffer.from(SHEET) });
  // The columns are guessed from their names; the preview says what will happen before anything is saved.
  await expect(page.getByLabel('Column "Mobile No"')).toHaveValue("phone");
  await expect(page.getByLabel('Column "Remarks"')).toHaveValue("notes");
  await expect(page.getByTestId("preview-new-count")).toHaveText("2");
  await expect(page.getByTestId("preview-joined-count")).toHaveText("1");
  await expect(page.getByTestId("preview-refused-count")).toHaveText("1");
  await expect(page.getByTestId("preview-joined")).toContainText("Same person as row 2");
  await expect(page.getByTestId("preview-refused")).toContainText("No phone or e-mail");

  // A changed mapping must be checked again before the import can start.
  await page.getByLabel('Column "Remarks"').selectOption("ignore");
  await expect(page.getByText("The mapping changed: check the rows again before importing.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Import \d+ rows$/ })).toHaveCount(0);
  await page.getByLabel('Column "Remarks"').selectOption("notes");
  await page.getByRole("button", { name: "Check the rows again" }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await shot(page, info, "imports-preview");

  await page.getByRole("button", { name: "Import 4 rows" }).click();
  await expect(page.getByTestId("import-notice")).toContainText("The import has started");
  const item = page.getByTestId("import-item").first();
  await expect(item).toContainText("Imported");
  await expect(item.getByTestId("import-counts")).toHaveText("2 new · 1 joined · 1 refused");
  await shot(page, info, "imports-done");

  // The leads are in the desk's list.
  await item.getByRole("link", { name: "See the leads" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByText("Gopal Jadhav").first()).toBeVisible();
  await expect(page.getByText("Kamala Reddy").first()).toBeVisible();
  await expect(page.getByText("Nobody Known")).toHaveCount(0);

  // Undo takes the whole import back.
  await page.goto(`${t.url}/admin/imports`);
  page.once("dialog", (d) => void d.accept());
  await page.getByTestId("import-item").first().getByRole("button", { name: "Undo this import" }).click();
  await expect(page.getByTestId("import-item").first()).toContainText("Undone");
  await page.goto(`${t.url}/admin/leads`);
  await expect(page.getByText("No leads collected yet").first()).toBeVisible();
  await expect(page.getByText("Gopal Jadhav")).toHaveCount(0);
  await expect(page.getByText("Kamala Reddy")).toHaveCount(0);
});
