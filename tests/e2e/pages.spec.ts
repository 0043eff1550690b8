import { test, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { hydrated, revealAll } from "./helpers";

/** Each inner page with the headings of its key sections. */
const pages: Array<{ path: string; h1: string; sections: string[] }> = [
  { path: "/about", h1: "Building a nationwide movement", sections: ["Every farm decision backed by soil intelligence", "Put a soil lab within reach of every village", "The problems we set out to solve", "Technology, training and trust", "The team behind the movement", "Awards and recognition"] },
  { path: "/solutions", h1: "Everything you need to know your soil", sections: ["Portable Soil Testing Device", "Soil Doctor and Soil Didi Centres", "Soil Didi: women-led soil testing", "Soil Intelligence Platform"] },
  { path: "/for-farmers", h1: "Spend less on inputs", sections: ["Six reasons to test before you sow", "What farmers say after their first test", "“Test first, then invest.”", "Your soil test in three simple steps"] },
  { path: "/for-partners", h1: "Partner with us", sections: ["Partners who share our goal", "Collaboration models", "Numbers our partners helped build", "What partnership looks like", "Choose how deep to go", "We work alongside", "Let's work together"] },
  { path: "/csr", h1: "CSR that grows farm incomes", sections: ["Measured on farmers' fields", "Funding that keeps working after the programme ends", "Change you can see in the field", "See your impact as it happens", "Investment calculator", "Start a CSR partnership"] },
  { path: "/start-clinic", h1: "Start a soil clinic in your village", sections: ["Built for people rooted in their villages", "One kit, everything you need", "What a clinic earns", "A business that pays back fast and does good", "You are never on your own"] },
  { path: "/soil-intelligence", h1: "Understand your soil as a living system", sections: ["Beyond the report card", "See a field through soil intelligence", "Four steps from soil to decision", "Soil intelligence on real farms", "Put soil intelligence to work"] },
  { path: "/resources", h1: "Learn more about your soil", sections: ["Articles, videos and stories", "Guides to keep and share", "Frequently asked questions", "New guides, straight to you"] },
  { path: "/privacy-policy", h1: "Privacy Policy", sections: ["1. Information we collect", "5. Cookies and tracking", "8. Your rights", "11. Contact and grievances"] },
  { path: "/terms-of-service", h1: "Terms of Service", sections: ["1. Our services", "2. Advice and results", "3. The chat and the automated assistant", "10. Contact"] },
  { path: "/sitemap", h1: "Sitemap", sections: ["Main Pages", "Solutions", "For Users", "Legal"] },
];

async function noHorizontalScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, "page is wider than the viewport").toBeLessThanOrEqual(width);
}

// One visit per page checks its content, its head and axe: loading, running and scrolling through a
// page took longer than either check, and doing it twice per page cost CI a minute.
for (const p of pages) {
  test(`${p.path} renders its key sections without horizontal scrolling and has no serious or critical axe violations`, async ({ page }) => {
    test.setTimeout(60_000);
    const res = await page.goto(p.path);
    expect(res?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toContainText(p.h1);
    for (const s of p.sections) await expect(page.getByRole("heading", { name: s, exact: true }).first()).toBeAttached();
    // Findable: title, description, canonical and Open Graph tags.
    await expect(page).toHaveTitle(/\| Soil Doctor$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `https://www.soildoctor.example${p.path}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `https://www.soildoctor.example${p.path}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Soil Doctor/);
    await hydrated(page);
    await revealAll(page);
    await noHorizontalScroll(page);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    const bad = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
    expect(bad).toEqual([]);
  });
}

test("the numbers of the specification appear on their pages", async ({ page }) => {
  const expectText = async (path: string, texts: string[]) => {
    await page.goto(path);
    const body = (await page.locator("main").textContent()) ?? "";
    for (const t of texts) expect(body, `${path} shows ${t}`).toContain(t);
  };
  await expectText("/for-partners", ["50,000+", "4,000+", "25+", "Soil Didis trained", "7", "states"]);
  await expectText("/csr", ["5,500+", "70+", "6,000+", "95%", "₹1,200", "Pilot", "₹5-10 lakhs", "1-2", "300-600", "3-6 months", "Regional", "₹25-50 lakhs", "5-10", "1,500-3,000", "12-18 months", "State", "₹1-2 crores", "20-50", "6,000-15,000", "24-36 months"]);
  await expectText("/start-clinic", ["₹75,000 plus GST", "₹65,000", "1,000 test sachets", "App login with cloud sync", "Carry case", "Shaker and filtration unit", "₹300-₹500 per test", "About 100", "₹30,000-₹50,000", "₹100-₹150 per test", "₹15,000-₹25,000", "3-5 months", "600-1200", "10-30%", "₹800-₹1200"]);
  await expectText("/for-farmers", ["45-60 minutes", "₹1000 per acre", "₹950", "10-30%", "₹300-₹500", "5-10 spots", "6 inches", "500 g"]);
  await expectText("/solutions", ["13+", "45-60 min", "₹300-₹500"]);
});

test("the awards strip has six awards on a 40 s loop that pauses on hover", async ({ page }) => {
  await page.goto("/about");
  await hydrated(page);
  const strip = page.getByTestId("awards-strip");
  await expect(strip.locator("li[data-award]")).toHaveCount(6);
  const track = strip.locator(".marquee-track");
  const duration = await track.evaluate((el) => getComputedStyle(el).animationDuration);
  expect(duration).toBe("40s");
  await strip.scrollIntoViewIfNeeded();
  await strip.hover();
  await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("paused");
  await page.mouse.move(0, 0);
  await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("running");
  await expect(page.getByTestId("team").locator("li")).toHaveCount(4);
});

test("the awards strip stands still for visitors who prefer reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/about");
  const name = await page.getByTestId("awards-strip").locator(".marquee-track").evaluate((el) => getComputedStyle(el).animationName);
  expect(name).toBe("none");
});

test("the demo dashboard tabs work by mouse and keyboard", async ({ page }) => {
  await page.goto("/soil-intelligence");
  await hydrated(page);
  const tabs = page.getByRole("tablist", { name: "Soil health layers" }).getByRole("tab");
  await expect(tabs).toHaveText(["Biological", "Structure", "Carbon"]);
  const biological = page.getByRole("tab", { name: "Biological" });
  const structure = page.getByRole("tab", { name: "Structure" });
  const carbon = page.getByRole("tab", { name: "Carbon" });
  await expect(biological).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Biological" })).toContainText("Microbial activity");
  for (const panel of ["Biological"]) {
    const items = page.getByRole("tabpanel", { name: panel }).locator("[data-metric]");
    await expect(items).toHaveCount(4);
    await expect(items.first()).toContainText(/Excellent|Good|Moderate/);
    await expect(items.first()).toContainText(/Improving|Declining|Steady/);
  }

  // The selected tab is underlined in green; the others are not.
  const underline = (tab: typeof biological) => tab.evaluate((el) => getComputedStyle(el).borderBottomColor);
  const green = await underline(biological);
  expect(green).not.toBe("rgba(0, 0, 0, 0)");

  // Mouse.
  await structure.click();
  await expect(structure).toHaveAttribute("aria-selected", "true");
  await expect(biological).toHaveAttribute("aria-selected", "false");
  await expect(page.getByRole("tabpanel", { name: "Structure" })).toContainText("Aggregate stability");
  await expect(page.locator("#panel-biological")).toBeHidden();
  await expect.poll(() => underline(structure)).toBe(green);
  await expect.poll(() => underline(biological)).toBe("rgba(0, 0, 0, 0)");

  // Keyboard: arrows wrap, Home and End jump; only the selected tab is tabbable.
  await structure.focus();
  await page.keyboard.press("ArrowRight");
  await expect(carbon).toBeFocused();
  await expect(carbon).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Carbon" })).toContainText("Soil organic carbon");
  await page.keyboard.press("ArrowRight");
  await expect(biological).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(carbon).toBeFocused();
  await page.keyboard.press("Home");
  await expect(biological).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(carbon).toHaveAttribute("aria-selected", "true");
  await expect(biological).toHaveAttribute("tabindex", "-1");
  await expect(carbon).toHaveAttribute("tabindex", "0");
  await page.keyboard.press("Tab");
  await expect(page.locator("#panel-carbon")).toBeFocused();

  for (const [name, to] of [["More stories and guides in Resources", "/resources"], ["Find a Clinic", "/find-clinic"], ["For Partners", "/for-partners"], ["Contact Us", "/contact"], ["Our Solutions", "/solutions"]] as const) {
    await expect(page.locator("main").getByRole("link", { name }).last()).toHaveAttribute("href", to);
  }
});

test("resources: search and the three filters narrow the list; clearing shows everything", async ({ page }) => {
  await page.goto("/resources");
  // What a visitor sees: the items the filters leave on screen.
  const list = page.getByTestId("resource-list").locator("[data-resource]:visible");
  // Server HTML already lists every resource.
  await expect(list).toHaveCount(3);
  await hydrated(page);
  const count = page.getByTestId("resource-count");
  await expect(count).toHaveText("3 resources");
  const clear = page.getByRole("button", { name: "Clear filters" });
  await expect(clear).toBeHidden();

  await page.getByLabel("Search resources").fill("sample");
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText("How to take a soil sample");
  await expect(count).toHaveText("1 resource");
  await page.getByLabel("Search resources").fill("");

  await page.getByLabel("Type").selectOption({ label: "Video" });
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText("Why soil testing matters");
  await page.getByLabel("Type").selectOption({ label: "All" });

  await page.getByLabel("Category").selectOption({ label: "Success Stories" });
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText("From 7 to 9 quintals");

  await page.getByLabel("Category").selectOption({ label: "Fertilizers" });
  await expect(page.getByTestId("resource-empty")).toBeVisible();
  await expect(page.getByTestId("resource-list")).toBeHidden();
  await expect(count).toHaveText("0 resources");
  await clear.click();
  await expect(list).toHaveCount(3);
  await expect(page.getByTestId("resource-empty")).toBeHidden();
  await expect(count).toHaveText("3 resources");
  await expect(page.getByLabel("Category")).toHaveValue("");
  // The button goes with the filters; the search field takes its focus.
  await expect(clear).toBeHidden();
  await expect(page.getByLabel("Search resources")).toBeFocused();

  await page.getByLabel("Language").selectOption({ label: "Hindi" });
  await expect(list).toHaveCount(1);
  await page.getByLabel("Language").selectOption({ label: "English" });
  await expect(list).toHaveCount(2);
  await expect(page.getByLabel("Category").locator("option")).toHaveText(["All", "Basics", "Soil Testing", "Fertilizers", "Success Stories", "Best Practices"]);

  // The newsletter is a form of its own now (tests/e2e/newsletter.spec.ts), beside the channel.
  await expect(page.locator("#newsletter").getByRole("button", { name: "Subscribe" })).toBeVisible();
  // The channel is a configured link (content/site.ts), not the contact form.
  await expect(page.getByRole("link", { name: "Join WhatsApp Channel" })).toHaveAttribute("href", /^https:\/\/whatsapp\.com\/channel\//);
});

test("resources: the FAQ opens and closes each of its three answers", async ({ page }) => {
  await page.goto("/resources");
  const items = page.getByTestId("faq").locator("details");
  await expect(items).toHaveCount(3);
  const first = items.first();
  const answer = first.locator("p");
  await expect(answer).toBeHidden();
  await first.locator("summary").click();
  await expect(answer).toBeVisible();
  await expect(answer).toContainText("45-60 minutes");
  await first.locator("summary").click();
  await expect(answer).toBeHidden();
  // By keyboard.
  await items.nth(1).locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(items.nth(1).locator("p")).toContainText("500 g");
});

async function download(page: Page, link: import("@playwright/test").Locator) {
  const [dl] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const file = await dl.path();
  return { name: dl.suggestedFilename(), bytes: readFileSync(file), file };
}

/** A PDF reader's view of the download: poppler reads its pages and text. */
function expectValidPdf({ bytes, file }: { bytes: Buffer; file: string }) {
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1]);
  expect(pages).toBeGreaterThanOrEqual(2);
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  expect(text).toContain("Soil Doctor Agritech Pvt. Ltd.");
  return text;
}

test("each resource PDF downloads and is a valid PDF", async ({ page }) => {
  await page.goto("/resources");
  await hydrated(page);
  for (const [title, file] of [["Soil Health Booklet", "soil-health-booklet.pdf"], ["Fertilizer Guide", "fertilizer-guide.pdf"], ["Crop Advisory", "crop-advisory.pdf"]] as const) {
    const { name, bytes, file: path } = await download(page, page.getByRole("link", { name: new RegExp(`^Download PDF\\s*: ${title}$`) }));
    expect(name).toBe(file);
    expect(expectValidPdf({ bytes, file: path })).toContain(title);
  }
});

test("the partner proposal PDF downloads from the hero; the other hero button goes to the form", async ({ page }) => {
  await page.goto("/for-partners");
  await hydrated(page);
  const pdf = await download(page, page.getByRole("link", { name: /Download Partner Proposal/ }));
  expect(pdf.name).toBe("partner-proposal.pdf");
  expect(expectValidPdf(pdf)).toContain("Partner Proposal");
  await page.getByRole("link", { name: "Become a Partner" }).click();
  await expect(page.locator("#partner-form")).toBeInViewport();
});

test("the solutions page links each offering where the specification says", async ({ page }) => {
  await page.goto("/solutions");
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: "Buy or Rent" })).toHaveAttribute("href", "/contact");
  await expect(main.locator("#clinics").getByRole("link", { name: "Find a Clinic" })).toHaveAttribute("href", "/find-clinic");
  await expect(main.locator("#clinics").getByRole("link", { name: "Start a Clinic" })).toHaveAttribute("href", "/start-clinic");
  await expect(main.getByRole("link", { name: "Apply to Become a Soil Didi" })).toHaveAttribute("href", "/contact");
  await expect(main.getByRole("link", { name: "Explore Soil Intelligence" })).toHaveAttribute("href", "/soil-intelligence");
  await page.goto("/start-clinic");
  await expect(page.locator("main").getByRole("link", { name: "Apply Now" }).first()).toHaveAttribute("href", "/contact");
  await expect(page.locator("main").getByRole("link", { name: "Talk to a Mentor" }).first()).toHaveAttribute("href", "/contact");
});

test("the sitemap page groups every page under Main Pages, Solutions, For Users and Legal", async ({ page }) => {
  await page.goto("/sitemap");
  const groups = page.locator("main nav");
  await expect(groups.locator("h2")).toHaveText(["Main Pages", "Solutions", "For Users", "Legal"]);
  const hrefs = await page.locator("main nav a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  for (const p of ["/", "/about", "/solutions", "/for-farmers", "/for-partners", "/csr", "/find-clinic", "/resources", "/soil-intelligence", "/start-clinic", "/contact", "/privacy-policy", "/terms-of-service", "/blog"]) expect(hrefs).toContain(p);
});

test("legal pages say when they were last updated", async ({ page }) => {
  for (const path of ["/privacy-policy", "/terms-of-service"]) {
    await page.goto(path);
    await expect(page.getByTestId("last-updated")).toHaveText("Last updated: March 2024");
  }
  await page.goto("/privacy-policy");
  await expect(page.locator("main")).toContainText("chat transcripts");
});

test("robots.txt, sitemap.xml and the organisation data are there for search engines", async ({ request, page }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toContain("text/plain");
  const text = await robots.text();
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain("Sitemap: https://www.soildoctor.example/sitemap.xml");

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  for (const p of pages.map((x) => x.path).concat(["/", "/find-clinic", "/contact", "/blog"])) {
    expect(xml).toContain(`<loc>https://www.soildoctor.example${p === "/" ? "/" : p}</loc>`);
  }
  // Published posts only: the public blog lists exactly the published ones.
  const blogSlugs = await (async () => {
    await page.goto("/blog");
    return page.locator('main a[href^="/blog/"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href")!))]);
  })();
  expect(blogSlugs.length).toBeGreaterThan(0);
  for (const href of blogSlugs) expect(xml).toContain(`<loc>https://www.soildoctor.example${href}</loc>`);
  // English posts only under the English address: Hindi posts live under /hi/blog.
  expect(xml.match(/\.example\/blog\/[^<]+<\/loc>/g)?.length).toBe(blogSlugs.length);
  // Hindi posts are listed once, at their Hindi address.
  await page.goto("/hi/blog");
  const hindiSlugs = await page.locator('main a[href^="/hi/blog/"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href")!))]);
  expect(hindiSlugs.length).toBeGreaterThan(0);
  for (const href of hindiSlugs) expect(xml).toContain(`<loc>https://www.soildoctor.example${href}</loc>`);
  expect(xml.match(/\.example\/hi\/blog\/[^<]+<\/loc>/g)?.length).toBe(hindiSlugs.length);

  await page.goto("/");
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(ld["@type"]).toBe("Organization");
  expect(ld.location.map((l: { address: { postalCode: string } }) => l.address.postalCode)).toEqual(["560024", "110020"]);
  expect(ld.email).toBe("info@soildoctor.example");
  expect(ld.contactPoint.map((c: { telephone: string }) => c.telephone)).toEqual(["+911140506070", "+919811023456"]);
  // The Hindi home page names the same organization, whose record is the English home page's.
  await page.goto("/hi");
  const hi = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(hi).toMatchObject({ "@type": "Organization", "@id": ld["@id"], url: ld.url });
  expect(ld["@id"]).toBe("https://www.soildoctor.example/#organization");
});
