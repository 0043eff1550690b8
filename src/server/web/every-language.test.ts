import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { defaultLocale, inScript, languages, localePrefix, type Locale } from "../../../content/i18n.ts";
import { publicRoutes } from "../../../content/routes.ts";
import { site } from "../../../content/site.ts";

/**
 * Every public route in every registered language, as the built site answers
 * it over HTTP: found at /<code>/..., `lang` set to the language, alternates
 * naming every registered language and the default, and at least 80 % of the
 * letters of the page's main content in the language's script. Registering a
 * language's line puts all of its pages under this test.
 */

const at = (code: Locale, path: string) => (path === "/" ? localePrefix(code) || "/" : `${localePrefix(code)}${path}`);
const others = languages.filter((l) => l.code !== defaultLocale);


const decode = (s: string) =>
  s.replace(/&(#x?[\da-f]+|amp|lt|gt|quot|apos|nbsp);/gi, (_, e: string) =>
    e[0] === "#" ? String.fromCodePoint(parseInt(e.slice(e[1]?.toLowerCase() === "x" ? 2 : 1), e[1]?.toLowerCase() === "x" ? 16 : 10)) : ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " } as Record<string, string>)[e.toLowerCase()]!,
  );

/**
 * The text a reader sees in <main>: without scripts, styles, templates (the
 * finder's empty details), hidden parts and the names that stay in Latin
 * letters in every language (the brand, the e-mail addresses).
 */
function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? "";
  const visible = main
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<([a-z]+)\b[^>]*\bhidden\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ");
  let text = decode(visible);
  for (const name of [site.legalName, site.brandName, site.programmeName, site.assistantName, ...Object.values(site.emails)]) text = text.replaceAll(name, " ");
  return text;
}

/** Share of a text's letters (a letter with its vowel signs) that are in the script. */
function scriptShare(text: string, script: (typeof languages)[number]["script"]): { share: number; letters: number } {
  const letters = text.match(/\p{L}\p{M}*/gu) ?? [];
  const own = letters.filter((l) => inScript(l, script)).length;
  return { share: letters.length ? own / letters.length : 0, letters: letters.length };
}

/** The hreflang alternates of a page's head, by language. */
function alternates(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf("</head>"));
  return Object.fromEntries(
    [...head.matchAll(/<link\b[^>]*>/gi)]
      .map((m) => Object.fromEntries([...m[0].matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), decode(a[2]!)])))
      .filter((a) => a.rel === "alternate" && a.hreflang)
      .map((a) => [a.hreflang!, new URL(a.href!).pathname]),
  );
}

describe("every public page in every language", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await startTestApp("sqlite", { web: true })));
  afterAll(async () => t?.close());

  it("knows the registry's languages", () => {
    expect(others.length).toBeGreaterThanOrEqual(1);
  });

  describe.each(others)("$code", ({ code, script }) => {
    it.each(publicRoutes.map((r) => r.path))(`%s answers in ${code}, names every language's twin, and reads in ${script}`, async (path) => {
      const url = at(code, path);
      const res = await t.app.inject({ method: "GET", url, headers: { "accept-language": `${code}-IN,${code};q=0.9` } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toMatch(new RegExp(`<html lang="${code}"`));
      expect(alternates(res.body), url).toEqual({ ...Object.fromEntries(languages.map((l) => [l.code, at(l.code, path)])), "x-default": path });
      const { share, letters } = scriptShare(mainText(res.body), script);
      expect(letters, url).toBeGreaterThan(20);
      const message = `${url}: ${Math.round(share * 100)} % of the main content's letters in ${script}`;
      expect(share, message).toBeGreaterThanOrEqual(0.8);
    });
  });
});
