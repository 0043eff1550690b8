import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { allGuideSources, guideSource } from "./guide-html.ts";
import { downloadsDir, manifestPath, type Manifest } from "./build-pdfs.ts";
import { guides } from "../content/downloads.ts";
import { resources } from "../content/resources.ts";
import { forPartners } from "../content/for-partners.ts";
import { site } from "../content/site.ts";
import { defaultLocale, inScript, languageOf, locales, type ScriptName } from "../content/i18n.ts";

/**
 * The guides are printed by hand (npx tsx scripts/build-pdfs.ts) and
 * committed. Printing here would be slow and not byte-stable, so the build
 * records a hash of each guide's source and these tests compare it, then read
 * the committed PDFs back with poppler's tools as a reader's app would.
 */
const sources = allGuideSources();
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
const pdf = (file: string) => path.join(downloadsDir, file);
const pdftotext = (file: string) => execFileSync("pdftotext", ["-enc", "UTF-8", pdf(file), "-"], { encoding: "utf8" });
const pdfinfo = (file: string) => {
  const out = execFileSync("pdfinfo", ["-enc", "UTF-8", pdf(file)], { encoding: "utf8" });
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(out)?.[1]), title: /^Title:\s+(.*)$/m.exec(out)?.[1], size: /^Page size:.*\((\w+)\)/m.exec(out)?.[1] };
};
const letters = (text: string) => ({ devanagari: (text.match(/[\u0900-\u0963\u0971-\u097F]/g) ?? []).length, latin: (text.match(/[A-Za-z]/g) ?? []).length });
/** A text's letters in a script and in any other (a letter's vowel signs count with it). */
const scriptShare = (text: string, script: ScriptName) => {
  const all = [...text].filter((c) => /[\p{L}\p{M}]/u.test(c));
  return all.filter((c) => inScript(c, script)).length / Math.max(1, all.length);
};

describe("downloadable guides", () => {
  it("exist for every guide in every language and were printed from the current copy", () => {
    expect(Object.keys(manifest).sort()).toEqual(sources.map((s) => s.file).sort());
    expect(sources).toHaveLength(Object.keys(guides.en.guides).length * locales.length);
    for (const s of sources) {
      expect(existsSync(pdf(s.file)), `${s.file} is missing: run npx tsx scripts/build-pdfs.ts`).toBe(true);
      expect(manifest[s.file]?.sourceSha256, `${s.file} is out of date: run npx tsx scripts/build-pdfs.ts`).toBe(s.hash);
    }
  });

  it("notices a change of copy", () => {
    const before = guideSource("soil-health-booklet", "hi").hash;
    const doc = guides.hi.guides["soil-health-booklet"];
    const original = doc.subtitle;
    try {
      (doc as { subtitle: string }).subtitle = `${original}।`;
      expect(guideSource("soil-health-booklet", "hi").hash).not.toBe(before);
    } finally {
      (doc as { subtitle: string }).subtitle = original;
    }
  });

  it("are A4, titled, and as long as the pages that offer them say", () => {
    const offers = locales.flatMap((l) => [
      ...resources[l].downloads.items.map((d) => ({ href: d.href, details: d.details })),
      { href: forPartners[l].hero.proposal.to, details: forPartners[l].hero.proposal.note },
    ]);
    for (const o of offers) expect(sources.map((x) => `/downloads/${x.file}`)).toContain(o.href);
    for (const s of sources) {
      const info = pdfinfo(s.file);
      expect(info.size, s.file).toBe("A4");
      expect(info.title, s.file).toBe(s.title);
      expect(info.pages, s.file).toBeGreaterThanOrEqual(2);
      const offer = offers.find((o) => o.href === `/downloads/${s.file}`);
      expect(offer, `${s.file} is offered on its language's pages`).toBeDefined();
      // "PDF · 4 pages", "PDF · 4 पेज", "PDF · 3 పేజీలు": the count before the word for pages, in any language.
      expect(offer!.details, s.file).toMatch(new RegExp(`(?<!\\d)${info.pages} \\p{L}`, "u"));
    }
  });

  it("read back in English as their English text, with the company's details", () => {
    for (const s of sources.filter((x) => x.locale === "en")) {
      const text = pdftotext(s.file);
      const doc = guides.en.guides[s.id];
      for (const expected of [doc.title, doc.blocks[0]!.heading, site.legalName, site.emails.info, site.phones[0].display, site.offices.bangalore.postalCode, site.offices.delhi.postalCode]) {
        expect(text, s.file).toContain(expected);
      }
      const pages = pdfinfo(s.file).pages;
      expect(text, s.file).toContain(`Page ${pages} of ${pages}`);
    }
  });

  it("read back in Hindi as Devanagari, conjuncts and matras included", () => {
    for (const s of sources.filter((x) => x.locale === "hi")) {
      const text = pdftotext(s.file);
      const { devanagari, latin } = letters(text);
      expect(devanagari / (devanagari + latin), s.file).toBeGreaterThanOrEqual(0.8);
      const doc = guides.hi.guides[s.id];
      for (const expected of [doc.title, site.legalName, site.emails.info, site.phones[0].display]) expect(text, s.file).toContain(expected);
      // poppler sometimes reads the gap after a wide vowel sign as a space (कै से); the words are whole in the PDF, so compare without spaces here.
      expect(text.replace(/\s+/g, ""), s.file).toContain(doc.blocks[0]!.heading.replace(/\s+/g, ""));
      const pages = pdfinfo(s.file).pages;
      expect(text, s.file).toContain(`पेज ${pages} / ${pages}`);
    }
    // ट्ट and स्त are conjuncts, ि a vowel sign printed before its consonant: a writer without shaping breaks all three.
    const booklet = pdftotext("soil-health-booklet.hi.pdf");
    for (const word of ["मिट्टी", "पुस्तिका", "ज़्यादा", "₹300-₹500", "45-60 मिनट"]) expect(booklet).toContain(word);
  });

  it("read back in every other language in its own script, with the company's details", () => {
    for (const s of sources.filter((x) => x.locale !== defaultLocale)) {
      const text = pdftotext(s.file);
      expect(scriptShare(text, languageOf(s.locale).script), s.file).toBeGreaterThanOrEqual(0.8);
      const doc = guides[s.locale].guides[s.id];
      for (const expected of [site.legalName, site.emails.info, site.phones[0].display]) expect(text, s.file).toContain(expected);
      // poppler may read the gap after a wide vowel sign as a space; the words are whole in the PDF, so compare without spaces.
      expect(text.replace(/\s+/g, ""), s.file).toContain(doc.title.replace(/\s+/g, ""));
    }
  });
});
