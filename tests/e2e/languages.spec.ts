import { test, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { defaultLocale, languages, scripts } from "../../content/i18n";
import { packs } from "../../content/packs";
import { hydrated, revealAll, settled } from "./helpers";

/**
 * Each registered language other than English and Hindi (hindi.spec.ts goes
 * through Hindi page by page), compactly: its home page on a phone, whole
 * and accessible, set in its script's own font, with the chat panel speaking
 * it; and its clinic finder answering the filters in it. Page-level facts of
 * every page (lang, alternates, the share of letters in the script) are
 * checked over HTTP for every route (src/server/web/every-language.test.ts).
 */
const checked = languages.filter((l) => l.code !== defaultLocale && l.code !== "hi");

async function seriousViolations(page: Page) {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
}

for (const { code, name, script } of checked) {
  const t = packs[code];
  const family = `${scripts[script].font} Variable`;

  test.describe(`${name} (${code})`, () => {
    // A phone's width is where a language's longer words would overflow: one project checks it.
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook uses from its first parameter.
    test.beforeEach(({}, info) => test.skip(info.project.name !== "mobile", "checked once, at 390 px"));

    test(`/${code}: the home page fits the phone, is set in ${family}, passes axe, and its chat speaks ${name}`, async ({ page }) => {
      // Axe over a whole home page takes a while on a busy machine.
      test.setTimeout(180_000);
      const res = await page.goto(`/${code}`);
      expect(res?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", code);
      await expect(page.locator("h1")).toHaveText(t.home.hero.title);
      await hydrated(page);
      await revealAll(page);
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The site's own font for the script, not boxes or the phone's fallback.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const loaded = await page.evaluate(() => Array.from(document.fonts).filter((f) => f.status === "loaded").map((f) => f.family));
      expect(loaded).toContain(family);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`home-${code}.png`), fullPage: false });

      // The chat panel, with its copy in this language only.
      await page.getByRole("button", { name: t.chatLauncher.open }).click();
      const panel = page.getByRole("dialog");
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("button", { name: t.chatWidget.start })).toBeVisible();
      await expect(panel.getByLabel(t.chatWidget.labels.userType)).toContainText(t.optionLabels.userType.farmer);
      await page.screenshot({ path: test.info().outputPath(`chat-${code}.png`), fullPage: false });
    });

    test(`/${code}/find-clinic: the finder counts in ${name}`, async ({ page }) => {
      const res = await page.goto(`/${code}/find-clinic`);
      expect(res?.status()).toBe(200);
      await hydrated(page);
      const search = page.getByLabel(t.clinicFinder.filters.searchLabel);
      await search.fill("zzz-no-such-clinic");
      // The count comes from the island's copy module for this language.
      await expect(page.locator("#clinic-count")).toHaveText(t.clinicFinder.count(0));
      await search.fill("");
      await expect(page.locator("#clinic-count")).not.toHaveText(t.clinicFinder.count(0));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
}
