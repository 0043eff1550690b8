import { test, expect, type Locator, type Page } from "@playwright/test";
import { hydrated } from "./helpers";
import { tilePng } from "./tile-png";
import { ensureStaff, staffApi } from "./staff";

/**
 * The clinic finder on a Hindi page: the clinics' own texts (name, address,
 * district, state) come in Hindi in the list, the state filter, the map's
 * popups, a clinic's own view and its booking form; the lead keeps the clinic
 * in English for the team.
 */
const TILES = /tile\.openstreetmap\.org/;
const png = tilePng();
const STAFF = { email: "hindi-finder-staff@example.in", password: "hindi-finder-staff-pass" };

async function devanagariShare(where: Locator) {
  const text = await where.innerText();
  const letters = text.match(/\p{L}\p{M}*/gu) ?? [];
  return letters.filter((l) => /^\p{Script=Devanagari}/u.test(l)).length / letters.length;
}

const cards = (page: Page) => page.getByRole("list", { name: "क्लिनिक" }).getByRole("article");
const map = (page: Page) => page.locator("[data-map-status]");

test("the Hindi finder lists, filters and maps the clinics in Hindi", async ({ page, request }) => {
  // Before scripts, the still map beside the list names the clinics in Hindi too.
  const html = await (await request.get("/hi/find-clinic")).text();
  expect(/data-map-still[\s\S]*Soil Didi केंद्र सीतापुर/.test(html)).toBe(true);
  await page.route(TILES, (r) => r.fulfill({ body: png, contentType: "image/png" }));
  await page.goto("/hi/find-clinic");
  await expect(page.locator("#clinic-count")).toHaveText("12 क्लिनिक मिले");
  const tumakuru = cards(page).filter({ hasText: "Soil Doctor क्लिनिक तुमकुरु" });
  await expect(tumakuru).toContainText("तुमकुरु, कर्नाटक");
  await expect(tumakuru).toContainText("एपीएमसी मंडी के पास, बी.एच. रोड, तुमकुरु 572101");
  await expect(tumakuru).toContainText("सैटेलाइट जाँच");
  expect(await devanagariShare(page.locator("main"))).toBeGreaterThanOrEqual(0.8);

  await hydrated(page);
  // States are named in Hindi; the value stays the stored one, so a filtered address works in both languages.
  const state = page.getByLabel("राज्य", { exact: true });
  await expect(state.locator('option[value="Uttar Pradesh"]')).toHaveText("उत्तर प्रदेश");
  await state.selectOption("Uttar Pradesh");
  await expect(page.locator("#clinic-count")).toHaveText("2 क्लिनिक मिले");
  await expect(page).toHaveURL(/\/hi\/find-clinic\?state=Uttar\+Pradesh$/);
  await page.getByRole("link", { name: "फ़िल्टर हटाएँ" }).click();

  // A search in Devanagari or in Latin letters finds the clinic.
  const search = page.getByLabel("क्लिनिक का नाम, ज़िला या राज्य लिखें");
  await search.fill("सीतापुर");
  await expect(page.locator("#clinic-count")).toHaveText("1 क्लिनिक मिला");
  await search.fill("Sitapur");
  await expect(page.locator("#clinic-count")).toHaveText("1 क्लिनिक मिला");
  await search.fill("वाराणसी");
  await expect(page.locator("#clinic-count")).toHaveText("1 क्लिनिक मिला");

  // The map's markers and popups speak Hindi.
  await map(page).scrollIntoViewIfNeeded();
  await expect(map(page)).toHaveAttribute("data-map-status", "ready");
  await expect(page.locator(".leaflet-marker-icon")).toHaveCount(1);
  const popup = page.locator(".leaflet-popup");
  // The map may still be gliding to the filtered clinic: a click during the glide is retried.
  await expect(async () => {
    await page.locator(".leaflet-marker-icon[aria-label^='Soil Doctor क्लिनिक वाराणसी']").click();
    await expect(popup).toContainText("Soil Doctor क्लिनिक वाराणसी", { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(popup).toContainText("कृषि विज्ञान केंद्र के पास");
  const dialog = page.getByRole("dialog", { name: "Soil Doctor क्लिनिक वाराणसी" });
  await expect(dialog).toContainText("वाराणसी, उत्तर प्रदेश");
  await expect(dialog).toContainText("सेक्टर 2, कृषि विज्ञान केंद्र के पास, कल्लीपुर, वाराणसी 221307");
  await expect(dialog).not.toContainText("Varanasi");
});

test("a clinic's own Hindi view reads in Hindi, explains a refused booking in Hindi, and the lead keeps the clinic in English", async ({ page, request }, info) => {
  const html = await (await request.get("/hi/find-clinic")).text();
  const id = /data-finder-item="([0-9a-f-]{36})"[^>]*>\s*<article[^>]*>\s*<h3[^>]*>Soil Didi केंद्र सीतापुर/.exec(html)?.[1];
  expect(id).toBeTruthy();
  await page.goto(`/hi/find-clinic?clinic=${id}`);
  const view = page.locator("#clinic-view");
  await expect(view.getByRole("heading", { level: 2 })).toHaveText("Soil Didi केंद्र सीतापुर");
  await expect(view).toContainText("लालबाग चौराहा, किसान सेवा केंद्र के पास, सीतापुर 261001");
  await expect(view).toContainText("सीतापुर, उत्तर प्रदेश");
  await expect(view).toContainText("Soil Didi केंद्र सीतापुर से आपको फ़ोन आएगा");
  expect(await devanagariShare(page.locator("main"))).toBeGreaterThanOrEqual(0.8);
  expect(await devanagariShare(view)).toBeGreaterThanOrEqual(0.8);

  await hydrated(page);
  const name = `सुरेश कुमार ${info.project.name}`;
  // Numbers no other test books with: the same phone within 90 days joins an existing lead.
  const phone = info.project.name === "mobile" ? "94150 22271" : "94150 22272";
  await view.getByLabel("आपका नाम").fill(name);
  await view.getByLabel("मोबाइल नंबर").fill("12345");
  await view.getByLabel("गाँव या कस्बा").fill("महमूदाबाद");
  await view.getByRole("button", { name: "बुकिंग भेजें" }).click();
  await expect(view.getByText("कृपया 10 अंकों का मोबाइल नंबर लिखें, जैसे 98450 12345।")).toBeVisible();
  await view.getByLabel("मोबाइल नंबर").fill(phone);
  await view.getByRole("button", { name: "बुकिंग भेजें" }).click();
  await expect(view.getByText("बुकिंग की अर्ज़ी मिल गई")).toBeVisible();
  await expect(view).toContainText("Soil Didi केंद्र सीतापुर से एक कामकाजी दिन के अंदर फ़ोन आएगा");

  ensureStaff(STAFF.email, STAFF.password);
  const api = await staffApi(request, STAFF.email, STAFF.password);
  const leads = await api.get<{ language: string | null; metadata: Record<string, unknown> }>(`leads?select=language,metadata&name=eq.${encodeURIComponent(name)}`);
  expect(leads).toHaveLength(1);
  expect(leads[0]!.language).toBe("hi");
  expect(leads[0]!.metadata).toMatchObject({ clinic_id: id, clinic_name: "Soil Didi Centre Sitapur", clinic_district: "Sitapur", clinic_state: "Uttar Pradesh" });
});
