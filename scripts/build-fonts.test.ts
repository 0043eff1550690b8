import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { convert } from "fontverter";
import * as hb from "harfbuzzjs";
import { cutCodepoints, cutsOf, FAMILY_SCRIPTS, FONT_CUTS, languagesCss, WEIGHTS, type FontCut } from "./build-fonts.ts";
import { scripts } from "../content/i18n.ts";

/**
 * The cut fonts are committed (npx tsx scripts/build-fonts.ts); the build
 * writes the stylesheet declaring them. These tests open the committed files
 * as a browser would and check they hold what the stylesheet promises, and
 * that every word of the copy in each script shapes with them.
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const css = readFileSync(path.join(root, "src/web/styles/app.css"), "utf8") + (await languagesCss());

async function openFace(cut: FontCut) {
  const sfnt = await convert(readFileSync(cut.output), "truetype");
  const face = new hb.Face(new hb.Blob(sfnt));
  return { face, font: new hb.Font(face) };
}

/** The unicode-range of the @font-face whose src is this file, as code points. */
function cssRange(file: string): number[] {
  const rule = css.split("@font-face").find((r) => r.includes(path.basename(file)));
  const range = rule && /unicode-range:([^;]+);/.exec(rule)?.[1];
  if (!range) throw new Error(`no @font-face with a unicode-range for ${path.basename(file)} in app.css`);
  return range.split(",").flatMap((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-").map((h) => parseInt(h, 16));
    return Array.from({ length: (to ?? from!) - from! + 1 }, (_, i) => from! + i);
  });
}

/** Every word in a script in the site's copy (content/: every language, the knowledge base, the blog). */
function wordsIn(script: (typeof FAMILY_SCRIPTS)[number]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(ts|md|json)$/.test(name) && !name.endsWith(".test.ts")) files.push(p);
    }
  };
  walk(path.join(root, "content"));
  const hex = (n: number) => `\\u{${n.toString(16)}}`;
  const letters = scripts[script].ranges.map(([from, to]) => `${hex(from)}-${hex(to)}`).join("");
  const pattern = new RegExp(`[${letters}\\u200C\\u200D]+`, "gu");
  const words = new Set<string>();
  for (const f of files) for (const w of readFileSync(f, "utf8").match(pattern) ?? []) words.add(w);
  return [...words];
}

describe("cut fonts", () => {
  for (const [name, cut] of Object.entries(FONT_CUTS)) {
    it(`${name}: the file holds what was asked of it, its @font-face claims all it holds, weights ${WEIGHTS.min}-${WEIGHTS.max}`, async () => {
      const { face } = await openFace(cut);
      const held = new Set(face.collectUnicodes());
      const claimed = new Set(cssRange(cut.output));
      expect([...held].filter((c) => !claimed.has(c)), "held but not in the unicode-range").toEqual([]);
      // The script's letters, the ASCII letters, digits and punctuation, and the rupee: every one asked for (that the source has) is there.
      const essential = (await cutCodepoints(cut)).filter((c) => c < 0x7f || (c >= 0x0900 && c <= 0x0cff) || c === 0x20b9);
      expect(essential.filter((c) => !held.has(c)), "asked for but missing").toEqual([]);
      expect(face.getAxisInfos().wght).toMatchObject({ min: WEIGHTS.min, max: WEIGHTS.max });
    });
  }

  it.each(FAMILY_SCRIPTS.filter((s) => s !== "Devanagari"))("every %s word in the copy is drawn whole by its cut", async (script) => {
    const { font } = await openFace(cutsOf(script).text);
    const broken: string[] = [];
    for (const word of wordsIn(script)) {
      const buffer = new hb.Buffer();
      buffer.addText(word);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      if (buffer.getGlyphInfos().some((g) => g.codepoint === 0)) broken.push(word);
    }
    expect(broken).toEqual([]);
  });

  it("every Devanagari word in the copy is drawn whole: no missing glyph, conjuncts joined", async () => {
    const { font } = await openFace(FONT_CUTS.devanagari);
    const words = wordsIn("Devanagari");
    expect(words.length).toBeGreaterThan(1000);
    const broken: string[] = [];
    for (const word of words) {
      const buffer = new hb.Buffer();
      buffer.addText(word);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      if (buffer.getGlyphInfos().some((g) => g.codepoint === 0)) broken.push(word);
    }
    expect(broken).toEqual([]);
    // Marathi's loanword vowels (ॲप, ॲग्रो: U+0972) and the rest of U+0971-097F are in the cut, not left to the phone's font.
    for (const word of ["ॲप", "ॲग्रो", "ॲसिड"]) {
      const b = new hb.Buffer();
      b.addText(word);
      b.guessSegmentProperties();
      hb.shape(font, b);
      expect(b.getGlyphInfos().some((g) => g.codepoint === 0), word).toBe(false);
    }

    // Shaping really happened: क्ष (three characters) and त्र become one glyph each.
    const buffer = new hb.Buffer();
    buffer.addText("क्षेत्र");
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    expect(buffer.getGlyphInfos().length).toBeLessThan([..."क्षेत्र"].length - 2);
  });

  it("the Devanagari a Hindi page waits for stays small", () => {
    expect(statSync(FONT_CUTS.devanagari.output).size).toBeLessThanOrEqual(64 * 1024);
    expect(statSync(FONT_CUTS.rupee.output).size).toBeLessThanOrEqual(2 * 1024);
  });
});
