import { test, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { hydrated, revealAll } from "./helpers";
import { tilePng } from "./tile-png";
import { ensureStaff, staffApi } from "./staff";

const STAFF = { email: "contact-staff@example.in", password: "contact-staff-pass" };
const png = tilePng();

async function fill(page: Page, v: { name: string; email: string; who: string; phone?: string; message: string }) {
  await page.getByLabel("Full Name").fill(v.name);
  await page.getByLabel("Email").fill(v.email);
  await page.getByLabel("Who Are You?").selectOption({ label: v.who });
  if (v.phone) await page.getByLabel("Phone", { exact: true }).fill(v.phone);
  await page.getByRole("textbox", { name: "Message" }).fill(v.message);
}

test("the contact page shows the offices, two phones, the e-mail, working hours and the side cards", async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (r) => r.fulfill({ body: png, contentType: "image/png" }));
  await page.goto("/contact");
  await hydrated(page);
  const aside = page.getByRole("complementary", { name: "Get in touch" });
  await expect(aside).toContainText("Bangalore office");
  await expect(aside).toContainText("Delhi office");
  await expect(aside.getByRole("link", { name: "+91 11 4050 6070" })).toHaveAttribute("href", "tel:+911140506070");
  await expect(aside.getByRole("link", { name: "+91 98110 23456", exact: true })).toHaveAttribute("href", "tel:+919811023456");
  await expect(aside.getByRole("link", { name: "info@soildoctor.example" })).toHaveAttribute("href", "mailto:info@soildoctor.example");
  await expect(aside).toContainText("9:00 – 18:00");
  await expect(aside).toContainText("9:00 – 13:00");
  await expect(aside).toContainText("Closed");
  await expect(aside.getByRole("heading", { name: "Become a Soil Didi" })).toBeVisible();
  await expect(aside.getByRole("link", { name: "Start a Clinic" })).toHaveAttribute("href", "/start-clinic");
  await expect(aside.getByRole("link", { name: "For Partners" })).toHaveAttribute("href", "/for-partners");
  // Media & Press leads to the form on this page, not to the page itself again.
  await expect(aside.getByRole("link", { name: "Contact the Team" })).toHaveAttribute("href", "/contact#contact-form");
  await expect(aside.getByRole("link", { name: "Message us on WhatsApp: +91 98110 23456" })).toHaveAttribute("href", "https://wa.me/919811023456");
  const options = await page.getByLabel("Who Are You?").locator("option").allTextContents();
  expect(options.slice(1)).toEqual(["Farmer", "Farmer Producer Organisation (FPO)", "CSR/NGO/Foundation", "Agri-Input/Output Company", "Press/Media", "Student/Researcher", "Other"]);

});

test("the offices' map: their names until it is on screen, then a marker per office that opens its address and phone", async ({ page }) => {
  const leaflet: string[] = [];
  page.on("request", (r) => {
    if (/leaflet|tile\.openstreetmap/.test(r.url())) leaflet.push(r.url());
  });
  await page.route(/tile\.openstreetmap\.org/, (r) => r.fulfill({ body: png, contentType: "image/png" }));
  await page.goto("/contact");
  await hydrated(page);
  // (The section around it bears the same name.)
  const map = page.locator("#offices").getByRole("region", { name: "Map of our two offices" });
  // Below the first screen: a still picture naming both offices, and nothing of the map fetched yet.
  await expect(map.locator("[data-map-still] li")).toHaveText([/^Soil Doctor, Bangalore office, /, /^Soil Doctor, Delhi office, /]);
  await page.waitForTimeout(300);
  expect(leaflet).toEqual([]);

  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("data-map-status", "ready");
  await expect(map.locator("[data-map-still]")).toBeHidden();
  const markers = map.locator(".leaflet-marker-icon");
  await expect(markers).toHaveCount(2);
  // Each marker is named for its office (the content's pattern, "{name}"), and both are in view.
  expect((await markers.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")))).sort()).toEqual(["Soil Doctor, Bangalore office", "Soil Doctor, Delhi office"]);
  const box = (await map.boundingBox())!;
  for (const m of await markers.all()) {
    const r = (await m.boundingBox())!;
    expect(r.x >= box.x && r.x + r.width <= box.x + box.width && r.y >= box.y && r.y + r.height <= box.y + box.height).toBe(true);
  }
  await map.getByRole("button", { name: "Soil Doctor, Delhi office" }).click();
  const popup = map.locator(".leaflet-popup");
  await expect(popup).toContainText("Soil Doctor, Delhi office");
  await expect(popup.getByRole("link", { name: "+91 98110 23456" })).toHaveAttribute("href", "tel:+919811023456");
});

test("the server checks every field and keeps what was typed", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await page.getByLabel("Full Name").fill("Sunita Devi");
  await page.getByLabel("Email").fill("sunita-at-example");
  await page.getByRole("textbox", { name: "Message" }).fill("Please call me.");
  // Skip the browser's own checks to reach the server's messages.
  await page.locator("form:has(#message)").evaluate((f: HTMLFormElement) => (f.noValidate = true));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert")).toContainText("Please correct the fields marked below.");
  await expect(page.getByText("Please enter a valid e-mail address, for example name@example.com.")).toBeVisible();
  await expect(page.getByText("Please tell us who you are.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Full Name")).toHaveValue("Sunita Devi");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Please call me.");
});

test("a lost connection keeps the form and says so", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await fill(page, { name: "Offline Farmer", email: "offline@example.in", who: "Farmer", message: "Are you there?" });
  // The form posts in place to the page's own address.
  await page.route(/\/contact$/, (r) => (r.request().method() === "POST" ? r.abort("internetdisconnected") : r.continue()));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert")).toContainText("the connection was lost");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Are you there?");
  await expect(page.getByLabel("Full Name")).toHaveValue("Offline Farmer");
});

test("a valid message shows 'Sending...', then the thank-you panel, and is stored as a website lead", async ({ page, request }, info) => {
  await page.goto("/contact");
  await hydrated(page);
  const email = `fpo-${info.project.name}@example.in`;
  // One number per run: the same number again would join the first run's lead.
  const phone = info.project.name === "mobile" ? "+91 98450 11111" : "+91 98450 11112";
  await fill(page, { name: "Kisan Sangh FPO", email, who: "Farmer Producer Organisation (FPO)", phone, message: "We have 400 members and want soil tests before kharif." });
  await page.route(/\/contact$/, async (r) => {
    await new Promise((res) => setTimeout(res, 800));
    await r.continue();
  });
  // Marks this document: if the thank-you came with a new page load, the mark would be gone.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  const thanks = page.getByRole("status").filter({ hasText: "Thank you for reaching out!" });
  await expect(thanks).toBeVisible();
  await expect(thanks).toContainText("within 48 hours");
  await expect(thanks).toBeFocused();
  await expect(page.getByLabel("Full Name")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

  ensureStaff(STAFF.email, STAFF.password);
  const api = await staffApi(request, STAFF.email, STAFF.password);
  const leads = await api.get<{ name: string; phone: string; source: string; user_type: string; metadata: Record<string, unknown> }>(`leads?select=*&email=eq.${encodeURIComponent(email)}`);
  expect(leads).toHaveLength(1);
  // The phone is stored in its canonical form.
  expect(leads[0]).toMatchObject({ name: "Kisan Sangh FPO", phone: phone.replace(/\s/g, ""), source: "website", user_type: "fpo" });
  expect(leads[0]!.metadata).toMatchObject({ form: "contact", who_are_you: "Farmer Producer Organisation (FPO)", message: "We have 400 members and want soil tests before kharif." });
});

test("the contact page works before scripts: a plain form post shows the thank-you panel", async ({ browser }, info) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contact");
  await fill(page, { name: "No Script", email: `noscript-${info.project.name}@example.in`, who: "Press/Media", message: "Interview request" });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you for reaching out!")).toBeVisible();
  await context.close();
});

test("the contact page has no serious or critical axe violations", async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (r) => r.fulfill({ body: png, contentType: "image/png" }));
  await page.goto("/contact");
  await hydrated(page);
  await revealAll(page);
  await page.locator("[data-map-status]").scrollIntoViewIfNeeded();
  await expect(page.locator("[data-map-status]")).toHaveAttribute("data-map-status", "ready");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }))).toEqual([]);
});
