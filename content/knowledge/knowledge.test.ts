import { describe, expect, it } from "vitest";
import { defaultLocale, languageOf, type Locale } from "../i18n.ts";
import { judgeLanguage } from "../../tests/assistant/judge.ts";
import { entryIds, entrySpecs, knowledgeByLocale } from "./index.ts";
import { factNames, figures, renderFacts, renderFigure, siteContacts } from "./facts.ts";
import type { KnowledgeLanguage } from "./types.ts";

/**
 * Every language's knowledge for the assistant: each entry worded, each of
 * its facts mentioned as a placeholder and none written out, the text in the
 * language's own script, its paths the site's pages.
 */

const languages = Object.entries(knowledgeByLocale) as [Locale, KnowledgeLanguage][];
const known = new Set<string>(factNames);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
const pagePaths = new Set<string>(Object.values(entrySpecs).map((e) => e.path));

describe("the facts", () => {
  it("write figures as the pages do", () => {
    expect(renderFigure(figures.testPrice)).toBe("₹300-₹500");
    expect(renderFigure(figures.pilotInvestment)).toBe("₹5-10");
    expect(renderFigure(figures.yieldGain)).toBe("10-30%");
    expect(renderFigure(figures.farmersReached)).toBe("50,000+");
    expect(renderFigure(figures.kitPrice)).toBe("₹75,000");
  });

  it("are each said by some entry (the assistant's name and first phone by its own sentences)", () => {
    const used = new Set(["assistant", "phone", ...Object.values(knowledgeByLocale[defaultLocale].entries).flatMap((e) => placeholders(e.text))]);
    expect(factNames.filter((f) => !used.has(f))).toEqual([]);
  });

  it("come from the site configuration in every language, never falling back to English", () => {
    for (const [code] of languages) {
      expect(siteContacts.text[code], `content/${code}/site.ts has no office and hours text`).toBeDefined();
      const facts = renderFacts(code);
      expect(facts.email).toBe(siteContacts.site.emails.info);
      if (code !== defaultLocale) expect(facts.hours, code).not.toBe(renderFacts(defaultLocale).hours);
    }
  });
});

describe.each(languages)("the assistant's knowledge in %s", (code, k) => {
  const script = languageOf(code).script;

  it("is written in the language's script", () => {
    expect(k.script).toBe(script);
  });

  it("words every entry, mentioning each of its facts and only known ones", () => {
    expect(Object.keys(k.entries).sort()).toEqual([...entryIds].sort());
    for (const id of entryIds) {
      const { text, title } = k.entries[id];
      const used = placeholders(text);
      for (const fact of entrySpecs[id].facts) expect(used, `${id} must mention {${fact}}`).toContain(fact);
      for (const p of [...used, ...placeholders(title)]) expect(known.has(p), `${id}: unknown fact {${p}}`).toBe(true);
    }
  });

  it("writes no figure, phone, e-mail or brand itself: each comes from the facts", () => {
    const brands = [siteContacts.site.brandName, siteContacts.site.programmeName];
    for (const id of entryIds) {
      const { text, title } = k.entries[id];
      for (const t of [text, title]) {
        const bare = t.replace(/\{\w+\}/g, " ");
        expect(bare, `${id} writes a figure`).not.toMatch(/\p{Nd}/u);
        expect(bare, `${id} writes an address`).not.toMatch(/@/);
        for (const b of brands) expect(bare, `${id} writes "${b}" instead of a placeholder`).not.toContain(b);
      }
    }
  });

  it("answers in its own language", () => {
    const facts = renderFacts(code);
    for (const id of entryIds) {
      const text = k.entries[id].text.replace(/\{(\w+)\}/g, (_, f: string) => facts[f as keyof typeof facts] ?? "");
      const verdict = judgeLanguage(text, code);
      expect(verdict.ok, `${id}: ${verdict.reason}`).toBe(true);
    }
    const replies = k.replies;
    const topics = replies.topics(facts.programme);
    for (const [name, text] of [
      ["topics", topics],
      ["greeting", replies.greeting("Asha", facts.assistant, topics)],
      ["fallback", replies.fallback({ phones: facts.phones, email: facts.email, hours: facts.hours, topics, contactPath: "/contact" })],
      ["thanks", replies.thanks(undefined, facts.phone, facts.email)],
      ["callbackOffer", replies.callbackOffer],
      ["noClinicIn", replies.noClinicIn("Assam")],
      ["nearestTo", replies.nearestTo("Guntur", [{ line: "Soil Doctor Clinic Tumakuru, +91 98450 12345", km: 412 }])],
    ] as const) {
      expect(judgeLanguage(text, code).ok, `${name}: ${judgeLanguage(text, code).reason}`).toBe(true);
    }
  });

  it("links only the site's pages, written as the English path (the assistant adds the language)", () => {
    for (const id of entryIds) {
      for (const p of k.entries[id].text.match(/(?<=^|[\s("'])\/[a-z][a-z-]*/g) ?? []) expect(pagePaths.has(p as never), `${id}: ${p}`).toBe(true);
    }
  });

  it("gives every entry words to be found by", () => {
    for (const id of entryIds) expect(k.entries[id].keywords.length, id).toBeGreaterThan(0);
    if (k.lexicon.romanisedMarkers) {
      const latin = entryIds.filter((id) => k.entries[id].keywords.some((w) => /^[a-z ]+$/.test(w)));
      expect(latin.length / entryIds.length, "romanised keywords on most entries").toBeGreaterThan(0.8);
    }
  });

  it("has the words that tell its questions apart", () => {
    expect(k.lexicon.stopWords.length).toBeGreaterThan(10);
    const sameScript = languages.filter(([, other]) => other.script === k.script);
    if (sameScript.length > 1) expect(k.lexicon.markers.length, "markers to tell it from the other languages in its script").toBeGreaterThan(5);
  });
});
