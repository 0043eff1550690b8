import { test, expect, type Page } from "@playwright/test";
import { hydrated } from "./helpers";
import { locatePlace } from "../../src/server/clinics/nearest.ts";

/**
 * "Use my location" on the Hindi clinic finder at a phone's width: the
 * phone's position goes to the page's own action, and the answer is the same
 * list with the same distances as typing the place; without a position the
 * farmer is told, in Hindi, to type the place, and the field takes focus.
 */
const BUTTON = "मेरी लोकेशन से खोजें";
const LOCATING = "आपकी लोकेशन पता की जा रही है…";
const HERE_TITLE = "आप जहाँ हैं, उसके सबसे पास के क्लिनिक";
const FAILED = "आपकी लोकेशन नहीं मिल पाई। इसकी जगह अपना ज़िला, शहर या पिन कोड लिखें।";
const REFUSED = "आपकी लोकेशन भारत से बाहर की लग रही है। अपना ज़िला, शहर या पिन कोड लिखें।";
const FIELD = "आपका ज़िला, शहर या पिन कोड";

/** Nashik district where the server places a typed "नाशिक" (read from the same table, so a regenerated table moves both). */
const nashik = locatePlace("नाशिक")!;
const NASHIK = { latitude: nashik.lat, longitude: nashik.lng };

const nearest = (page: Page) => page.getByTestId("nearest-clinics").getByRole("listitem");

test.describe("with the position allowed", () => {
  test.use({ geolocation: NASHIK, permissions: ["geolocation"] });

  test("the button finds the clinics nearest to the phone, the same list and distances as the typed place", async ({ page }) => {
    // What typing the place answers (a plain form post: it works without scripts).
    await page.goto("/hi/find-clinic");
    await page.getByLabel(FIELD).fill("नाशिक");
    await page.getByRole("button", { name: "पास के क्लिनिक खोजें" }).click();
    await expect(nearest(page).first()).toContainText("Soil Didi केंद्र निफाड");
    const typed = await nearest(page).allInnerTexts();
    expect(typed.length).toBeGreaterThan(1);

    await page.goto("/hi/find-clinic");
    await hydrated(page);
    const button = page.getByRole("button", { name: BUTTON });
    await expect(button).toBeVisible();
    // The answer is held back a moment, so the status while locating can be read.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let posted = "";
    await page.route("**/hi/find-clinic", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posted = route.request().postData() ?? "";
      await held;
      await route.continue();
    });
    await button.click();
    await expect(page.getByRole("status").filter({ hasText: LOCATING })).toBeVisible();
    await expect.poll(() => posted).toContain("intent=near-me");
    expect(posted).toContain(`lat=${NASHIK.latitude.toFixed(4)}`);
    expect(posted).toContain(`lon=${NASHIK.longitude.toFixed(4)}`);
    release();

    const heading = page.getByRole("heading", { name: HERE_TITLE });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(nearest(page).first()).toContainText("Soil Didi केंद्र निफाड");
    expect(await nearest(page).allInnerTexts()).toEqual(typed);
    await expect(nearest(page).first()).toContainText(/लगभग \d+ किमी दूर/);
    await expect(page.getByText(LOCATING)).toHaveCount(0);
    // Still the same page: the answer came in place.
    await expect(page).toHaveURL(/\/hi\/find-clinic$/);
  });

  test("a position outside India is refused by the server with a 400 and a line in Hindi", async ({ page, request }) => {
    const refused = await request.post("/hi/find-clinic", { form: { intent: "near-me", lat: "51.5074", lon: "-0.1278" } });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain(REFUSED);
    const bad: Array<Record<string, string>> = [{ intent: "near-me", lat: "abc", lon: "73" }, { intent: "near-me" }, { intent: "near-me", lat: "1e999", lon: "NaN" }];
    for (const form of bad) {
      const answer = await request.post("/hi/find-clinic", { form });
      expect(answer.status(), JSON.stringify(form)).toBe(400);
    }

    await page.context().setGeolocation({ latitude: 51.5074, longitude: -0.1278 });
    await page.goto("/hi/find-clinic");
    await hydrated(page);
    await page.getByRole("button", { name: BUTTON }).click();
    await expect(page.getByRole("alert")).toHaveText(REFUSED);
    await expect(page.getByLabel(FIELD)).toBeFocused();
  });
});

test("without the permission, the farmer is told in Hindi to type the place, and the field takes focus", async ({ page }) => {
  await page.goto("/hi/find-clinic");
  await hydrated(page);
  await page.getByRole("button", { name: BUTTON }).click();
  const line = page.locator("#near-me-status");
  await expect(line).toHaveText(FAILED);
  await expect(line).toHaveAttribute("aria-live", "polite");
  const field = page.getByLabel(FIELD);
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(new RegExp(FAILED.slice(0, 20)));
  await expect(page.getByTestId("nearest-clinics")).toHaveCount(0);
});

test("the button appears only where the phone can tell its position", async ({ page }) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { geolocation?: unknown }).geolocation;
  });
  await page.goto("/hi/find-clinic");
  await hydrated(page);
  await expect(page.getByRole("button", { name: "पास के क्लिनिक खोजें" })).toBeVisible();
  await expect(page.getByRole("button", { name: BUTTON })).toHaveCount(0);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the typed search is there and the button is not", async ({ page }) => {
    await page.goto("/hi/find-clinic");
    await expect(page.getByRole("button", { name: "पास के क्लिनिक खोजें" })).toBeVisible();
    await expect(page.getByRole("button", { name: BUTTON })).toHaveCount(0);
  });
});
