import { test, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { hydrated } from "./helpers";
import { tilePng } from "./tile-png";
import { ensureStaff, staffApi } from "./staff";

const TILES = /tile\.openstreetmap\.org/;
const png = tilePng();
const STAFF = { email: "finder-staff@example.in", password: "finder-staff-pass" };

const count = (page: Page) => page.locator("#clinic-count");
const cards = (page: Page) => page.getByRole("list", { name: "Clinics" }).getByRole("article");
const map = (page: Page) => page.locator("[data-map-status]");
const markers = (page: Page) => page.locator(".leaflet-marker-icon");

/** Opens the finder with tiles answered locally and waits for the map. */
async function openWithMap(page: Page, path = "/find-clinic") {
  await page.route(TILES, (r) => r.fulfill({ body: png, contentType: "image/png" }));
  await page.goto(path);
  await hydrated(page);
  await map(page).scrollIntoViewIfNeeded();
  await expect(map(page)).toHaveAttribute("data-map-status", "ready");
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
}

test("the HTML carries the clinic list, the count and LocalBusiness data before any script runs", async ({ request }) => {
  const html = await (await request.get("/find-clinic")).text();
  expect(html).toContain("12 Clinics Found");
  expect(html).toContain("Soil Doctor Clinic Tumakuru");
  // The map area holds a still picture and the clinics' names, not an endless 'Loading maps...'
  // (which shows only while the map loads; tests/e2e/no-js.spec.ts sees it hidden without scripts).
  expect(html).toMatch(/data-map-status="waiting"[^>]*>[\s\S]*data-map-still/);
  const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as { "@graph": Array<Record<string, unknown>> };
  expect(ld["@graph"]).toHaveLength(12);
  expect(ld["@graph"][0]).toMatchObject({ "@type": "LocalBusiness", address: { addressCountry: "IN" }, geo: { "@type": "GeoCoordinates" } });
  // Filters in the address work without scripts too.
  const filtered = await (await request.get("/find-clinic?q=TUMAKURU")).text();
  expect(filtered).toContain("1 Clinic Found");
});

test("search matches name, district and state in any case; the count reads 1 Clinic / N Clinics Found", async ({ page }) => {
  await page.goto("/find-clinic");
  await hydrated(page);
  const search = page.getByLabel("Search by clinic name, district or state");
  await expect(count(page)).toHaveText("12 Clinics Found");

  await search.fill("sOiL dIdI cEnTrE"); // name
  await expect(count(page)).toHaveText("6 Clinics Found");
  await expect(cards(page)).toHaveCount(6);

  await search.fill("pUNE"); // district of the Baramati centre
  await expect(count(page)).toHaveText("1 Clinic Found");
  await expect(cards(page).first()).toContainText("Soil Didi Centre Baramati");

  await search.fill("uttar PRADESH"); // state
  await expect(count(page)).toHaveText("2 Clinics Found");
  await expect(cards(page)).toHaveCount(2);

  await search.fill("atlantis");
  await expect(count(page)).toHaveText("0 Clinics Found");
  await expect(page.getByText("No clinics found matching your criteria. Try adjusting your filters.")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(search).toHaveValue("");
  await expect(count(page)).toHaveText("12 Clinics Found");
});

test("what a visitor types before the finder's script arrives still filters the list", async ({ page }) => {
  // The finder's script comes after the first paint; on a slow link a visitor may type first.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/clinic-finder-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/find-clinic");
  await page.getByLabel("Search by clinic name, district or state").fill("pUNE");
  await page.getByRole("group", { name: "Services" }).getByLabel("Advisory Services").check();
  await expect(count(page)).toHaveText("12 Clinics Found");
  release();
  await expect(count(page)).toHaveText("1 Clinic Found");
  await expect(cards(page)).toHaveCount(1);
  await expect(page).toHaveURL(/q=pUNE/);
});

test("state filter lists All States and the sorted states present; services combine with AND; Clear Filters resets all", async ({ page }) => {
  await page.goto("/find-clinic");
  await hydrated(page);
  const state = page.getByLabel("State", { exact: true });
  const options = await state.locator("option").allTextContents();
  expect(options[0]).toBe("All States");
  const states = options.slice(1);
  expect(states).toEqual([...states].sort((a, b) => a.localeCompare(b)));
  expect(states).toEqual(expect.arrayContaining(["Andhra Pradesh", "Bihar", "Gujarat", "Karnataka", "Madhya Pradesh", "Maharashtra", "Punjab", "Tamil Nadu", "Uttar Pradesh"]));
  expect(new Set(states).size).toBe(states.length);

  await state.selectOption("Karnataka");
  await expect(count(page)).toHaveText("2 Clinics Found");
  await state.selectOption("");
  await expect(count(page)).toHaveText("12 Clinics Found");

  const services = page.getByRole("group", { name: "Services" });
  await services.getByLabel("Satellite Analysis").check();
  await expect(count(page)).toHaveText("5 Clinics Found");
  await services.getByLabel("Advisory Services").check();
  await expect(count(page)).toHaveText("3 Clinics Found");
  await services.getByLabel("7-Parameter Test").check();
  await expect(count(page)).toHaveText("2 Clinics Found");
  for (const card of await cards(page).all()) {
    await expect(card).toContainText("Satellite Analysis");
    await expect(card).toContainText("Advisory Services");
    await expect(card).toContainText("7-Parameter Test");
  }
  await state.selectOption("Punjab");
  await expect(count(page)).toHaveText("1 Clinic Found");

  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(count(page)).toHaveText("12 Clinics Found");
  await expect(state).toHaveValue("");
  await expect(services.getByRole("checkbox", { checked: true })).toHaveCount(0);
});

/**
 * The map's first view (and Reset View's): India at zoom 5 if every listed
 * clinic is then in the box, else (a phone, or clinics near the edges) every
 * marker fitted inside it.
 */
async function expectFirstView(page: Page) {
  await expect
    .poll(async () => {
      const box = (await map(page).boundingBox())!;
      const icons = await markers(page).evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ x: r.x + r.width / 2, y: r.y + r.height })));
      return icons.filter((p) => p.x < box.x || p.x > box.x + box.width || p.y < box.y || p.y > box.y + box.height).length;
    })
    .toBe(0);
}

test("the map: 'Loading maps...', then every clinic in view, 400 px high, a marker per listed clinic that follows the filters", async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/leaflet-map-[^/]*\.js$/, async (r) => {
    await gate;
    await r.continue();
  });
  await page.route(TILES, (r) => r.fulfill({ body: png, contentType: "image/png" }));
  await page.goto("/find-clinic");
  await hydrated(page);
  await map(page).scrollIntoViewIfNeeded();
  await expect(map(page).getByRole("status")).toHaveText("Loading maps...");
  release();
  await expect(map(page)).toHaveAttribute("data-map-status", "ready");
  await expect(page.getByText("Loading maps...")).toBeHidden();
  await expect(markers(page)).toHaveCount(12);
  await expectFirstView(page);
  expect((await map(page).boundingBox())!.height).toBe(400);

  await page.getByLabel("Search by clinic name, district or state").fill("maharashtra");
  await expect(markers(page)).toHaveCount(2);
  await page.getByRole("group", { name: "Services" }).getByLabel("Satellite Analysis").check();
  await expect(markers(page)).toHaveCount(1);
  await expect(markers(page).first()).toHaveAttribute("aria-label", /Soil Didi Centre Niphad/);
  await page.getByLabel("Search by clinic name, district or state").fill("atlantis");
  await expect(markers(page)).toHaveCount(0);
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(markers(page)).toHaveCount(12);
  await expectFirstView(page);

  // Clearing the filters while the map is still zooming to them (a quick tap after typing)
  // still returns it to the first view: Leaflet ignores a new view asked for mid-zoom.
  await page.getByLabel("Search by clinic name, district or state").fill("maharashtra");
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(markers(page)).toHaveCount(12);
  await expectFirstView(page);
});

test("selecting a clinic opens the detail modal and the map popup; Reset View clears both and recentres", async ({ page }) => {
  await openWithMap(page);
  await expectFirstView(page);
  const first = { center: await map(page).getAttribute("data-center"), zoom: await map(page).getAttribute("data-zoom") };
  const popup = page.locator(".leaflet-popup");

  // A marker selects.
  await page.locator(".leaflet-marker-icon[aria-label^='Soil Didi Centre Guntur']").click();
  await expect(page.getByRole("dialog", { name: "Soil Didi Centre Guntur" })).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("link", { name: "+91 94400 11223" })).toHaveAttribute("href", "tel:+919440011223");
  await expect(popup).toContainText("Soil Didi Centre Guntur");
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(popup).toBeVisible(); // the selection stays until Reset View

  // So does the list.
  const card = cards(page).filter({ hasText: "Soil Doctor Clinic Tumakuru" });
  await card.getByRole("button", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog", { name: "Soil Doctor Clinic Tumakuru" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Near APMC Yard, B.H. Road, Tumakuru 572101");
  await expect(dialog).toContainText("Tumakuru, Karnataka");
  for (const s of ["7-Parameter Test", "13-Parameter Test", "Advisory Services", "Satellite Analysis"]) await expect(dialog).toContainText(s);
  await expect(dialog.getByRole("link", { name: "+91 98450 12345" })).toHaveAttribute("href", "tel:+919845012345");
  await expect(dialog.getByRole("link", { name: "tumakuru@soildoctor.example" })).toHaveAttribute("href", "mailto:tumakuru@soildoctor.example");
  const directions = dialog.getByRole("link", { name: "Get Directions" });
  await expect(directions).toHaveAttribute("href", "https://www.google.com/maps/dir/?api=1&destination=13.3409,77.101");
  await expect(directions).toHaveAttribute("target", "_blank");
  await expect(card.getByRole("link", { name: "Get Directions" })).toHaveAttribute("href", "https://www.google.com/maps/dir/?api=1&destination=13.3409,77.101");
  await expect(dialog).not.toContainText("Not listed");

  await expect(popup).toContainText("Soil Doctor Clinic Tumakuru");
  await expect(popup).toContainText("Near APMC Yard, B.H. Road, Tumakuru 572101");
  await expect(popup.getByRole("link", { name: "+91 98450 12345" })).toHaveAttribute("href", "tel:+919845012345");
  await expect(map(page)).not.toHaveAttribute("data-zoom", "5");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // The chosen card stays marked (a ring) until Reset View.
  await expect(card).toHaveAttribute("data-selected", "");

  await page.getByRole("button", { name: "Reset View" }).click();
  await expect(popup).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectFirstView(page);
  await expect(map(page)).toHaveAttribute("data-center", first.center!);
  await expect(map(page)).toHaveAttribute("data-zoom", first.zoom!);
  await expect(card).not.toHaveAttribute("data-selected");
});

test("the dialog is not in the finder's first response: it is fetched once the page is in, in the page's language", async ({ page, request }) => {
  const html = await (await request.get("/find-clinic")).text();
  expect(html).not.toContain("<dialog");
  expect(html).toContain('data-finder-dialog-src="/find-clinic/dialog"');
  const asked: string[] = [];
  page.on("request", (r) => void (r.url().includes("/dialog") && asked.push(new URL(r.url()).pathname)));
  await page.goto("/hi/find-clinic");
  await hydrated(page);
  await expect.poll(() => asked).toEqual(["/hi/find-clinic/dialog"]);
  await expect(page.locator("dialog[data-finder-dialog]")).toHaveCount(1);
  const card = page.locator("li[data-finder-item] article").filter({ hasText: "तुमकुरु" });
  await card.getByRole("button", { name: "पूरी जानकारी" }).click();
  await expect(page.getByRole("dialog", { name: "Soil Doctor क्लिनिक तुमकुरु" })).toBeVisible();
  expect(asked).toHaveLength(1);
});

test("with no signal for the dialog, View Details and Book a Soil Test open the clinic's own view instead", async ({ page }) => {
  await page.route("**/find-clinic/dialog", (r) => r.abort("internetdisconnected"));
  await page.goto("/find-clinic");
  await hydrated(page);
  const card = cards(page).filter({ hasText: "Soil Doctor Clinic Tumakuru" });
  await card.getByRole("button", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/find-clinic\?clinic=[0-9a-f-]{36}#clinic-view$/);
  await expect(page.locator("#clinic-view")).toContainText("+91 98450 12345");
  await page.goBack();
  await hydrated(page);
  await cards(page).filter({ hasText: "Soil Doctor Clinic Tumakuru" }).getByRole("button", { name: "Book a Soil Test" }).click();
  await expect(page).toHaveURL(/#clinic-booking$/);
  await expect(page.getByRole("button", { name: "Request Booking" })).toBeVisible();
});

test("'Error loading maps' when Leaflet cannot load; the list and filters still work", async ({ page }) => {
  await page.route(/\/assets\/leaflet-map-[^/]*\.js$/, (r) => r.abort());
  await page.goto("/find-clinic");
  await hydrated(page);
  await map(page).scrollIntoViewIfNeeded();
  await expect(map(page).getByRole("alert")).toContainText("Error loading maps");
  await page.getByLabel("Search by clinic name, district or state").fill("Ludhiana");
  await expect(count(page)).toHaveText("1 Clinic Found");
  await cards(page).first().getByRole("button", { name: "View Details" }).click();
  await expect(page.getByRole("dialog", { name: "Soil Doctor Clinic Ludhiana" })).toBeVisible();
});

test("offline tiles: the markers, popup and list still work", async ({ page }) => {
  await page.route(TILES, (r) => r.abort("internetdisconnected"));
  await page.goto("/find-clinic");
  await hydrated(page);
  await map(page).scrollIntoViewIfNeeded();
  await expect(map(page)).toHaveAttribute("data-map-status", "ready");
  await expect(page.getByText("The map background could not load. Clinic markers still work.")).toBeVisible();
  await expect(markers(page)).toHaveCount(12);
  await page.locator(".leaflet-marker-icon[aria-label^='Soil Doctor Clinic Anand']").click();
  await expect(page.locator(".leaflet-popup")).toContainText("Soil Doctor Clinic Anand");
});

test("Book a Soil Test creates a website lead with the clinic in its metadata that staff can read", async ({ page, request }, info) => {
  await openWithMap(page);
  const card = cards(page).filter({ hasText: "Soil Didi Centre Sitapur" });
  await card.getByRole("button", { name: "View Details" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Book a Soil Test" }).click();
  const dialog = page.getByRole("dialog", { name: "Book a Soil Test" });
  await expect(dialog).toContainText("Soil Didi Centre Sitapur will call you");

  const name = `Ramesh Yadav ${info.project.name}`;
  // One number per run: the same number again would join the first booking's lead.
  const phone = info.project.name === "mobile" ? "94150 11122" : "94150 11133";
  await dialog.getByLabel("Your name").fill(name);
  await dialog.getByLabel("Mobile number").fill("12345");
  await dialog.getByLabel("Village or town").fill("Mahmudabad");
  await dialog.getByRole("button", { name: "Request Booking" }).click();
  await expect(dialog.getByText("Please enter a 10-digit mobile number, for example 98450 12345.")).toBeVisible();
  await expect(dialog.getByLabel("Your name")).toHaveValue(name);

  await dialog.getByLabel("Mobile number").fill(phone);
  const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel("Preferred date").fill(date);
  await dialog.getByLabel("Advisory Services").check();
  // The form posts in place to the page's own address.
  await page.route(/\/find-clinic(\?[^#]*)?$/, async (r) => {
    if (r.request().method() !== "POST") return r.continue();
    await new Promise((res) => setTimeout(res, 600));
    await r.continue();
  });
  await dialog.getByRole("button", { name: "Request Booking" }).click();
  await expect(dialog.getByRole("button", { name: "Sending..." })).toBeVisible();
  await expect(dialog.getByText("Booking request received")).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Another booking starts with a fresh form.
  await cards(page).filter({ hasText: "Soil Doctor Clinic Anand" }).getByRole("button", { name: "Book a Soil Test" }).click();
  await expect(page.getByRole("dialog", { name: "Book a Soil Test" }).getByLabel("Your name")).toHaveValue("");

  ensureStaff(STAFF.email, STAFF.password);
  const api = await staffApi(request, STAFF.email, STAFF.password);
  const leads = await api.get<{ name: string; phone: string; location: string; source: string; user_type: string; metadata: Record<string, unknown> }>(
    `leads?select=*&name=eq.${encodeURIComponent(name)}`,
  );
  expect(leads).toHaveLength(1);
  // Every form stores a phone in its one canonical form, however it was typed.
  expect(leads[0]).toMatchObject({ phone: `+91${phone.replace(/\s/g, "")}`, location: "Mahmudabad", source: "website", user_type: "farmer" });
  expect(leads[0]!.metadata).toMatchObject({ form: "booking", clinic_name: "Soil Didi Centre Sitapur", clinic_district: "Sitapur", clinic_state: "Uttar Pradesh", preferred_date: date, services: ["Advisory Services"] });
});

test("the finder has no serious or critical axe violations (map loaded, then with the modal open)", async ({ page }) => {
  await openWithMap(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(900);
  expect(await seriousViolations(page)).toEqual([]);
  await cards(page).first().getByRole("button", { name: "View Details" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the call to action leads to /start-clinic", async ({ page }) => {
  await page.goto("/find-clinic");
  await expect(page.locator("#start-clinic-cta").getByRole("link", { name: "Start a Clinic" })).toHaveAttribute("href", "/start-clinic");
});

test("Leaflet is fetched only by pages with a map, and only once the map is near the screen", async ({ page }, info) => {
  test.skip(info.project.name !== "mobile", "same bundles at both widths");
  const leaflet: string[] = [];
  page.on("request", (r) => {
    if (/leaflet/i.test(r.url())) leaflet.push(r.url());
  });
  for (const path of ["/", "/about", "/start-clinic", "/blog"]) {
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
  }
  expect(leaflet).toEqual([]);
  const html = await (await page.request.get("/find-clinic")).text();
  expect(html).not.toMatch(/leaflet/i);
});

test("on a phone the map's script and tiles wait until the map is on screen, in both languages", async ({ page }, info) => {
  test.skip(info.project.name !== "mobile", "the map starts below the first screen on a phone");
  for (const path of ["/find-clinic", "/hi/find-clinic"]) {
    const fetched: string[] = [];
    const listen = (r: { url(): string }) => {
      if (/leaflet|tile/i.test(r.url())) fetched.push(r.url());
    };
    page.on("request", listen);
    await page.goto(path);
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(fetched, path).toEqual([]);
    await map(page).scrollIntoViewIfNeeded();
    await expect(markers(page).first()).toBeVisible();
    expect(fetched.some((u) => /leaflet-map/.test(u)), path).toBe(true);
    page.off("request", listen);
  }
});
