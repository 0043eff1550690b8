/**
 * Cuts Noto Sans Devanagari down to what the site's pages use, so a farmer's
 * phone on a slow network waits for about half the bytes before the first
 * screen's text appears in it:
 *
 * - only the weights the site sets (400 to 700: body, medium, semibold, bold)
 *   stay on the variable axis; the thin and black ends are dropped;
 * - the Vedic accents and the letters of Marathi, Sindhi and Kashmiri that
 *   Hindi never writes are dropped (a visitor who types one still sees it, in
 *   the phone's own Devanagari font).
 *
 * Every conjunct and matra of the letters kept stays, because the subsetter
 * keeps all the glyphs the font's shaping rules reach from them. The results are
 * committed; a test checks the files are what this script makes and that
 * every Devanagari character in content/ is inside the Devanagari cut. Run after upgrading the font
 * package or when that test says so:
 *   npx tsx scripts/build-fonts.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);

const fontFile = (name: string) => require.resolve(`@fontsource-variable/noto-sans-devanagari/files/${name}`);
const outFile = (name: string) => path.join(root, "src/web/styles/fonts", name);

/** The weights the site's CSS uses, the ends of the variable axis kept. */
export const WEIGHTS = { min: 400, max: 700 } as const;

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export interface FontCut {
  source: string;
  output: string;
  codepoints: readonly number[];
}

export const FONT_CUTS: Record<"devanagari" | "latin" | "rupee", FontCut> = {
  /**
   * U+0900-0950: signs, vowels, consonants, matras, virama, OM.
   * U+0958-0970: nukta letters, vocalic L/LL matras, dandas, digits, abbreviation sign.
   * Left out: U+0951-0957 (Vedic stress marks, Kashmiri vowel signs), U+0971-097F
   * (Marathi, Sindhi and other letters) and the Vedic extension blocks.
   * Also kept: ZWNJ and ZWJ (they steer conjuncts), the dotted circle.
   */
  devanagari: {
    source: fontFile("noto-sans-devanagari-devanagari-wght-normal.woff2"),
    output: outFile("noto-sans-devanagari-hindi-wght.woff2"),
    codepoints: [...range(0x0900, 0x0950), ...range(0x0958, 0x0970), 0x200c, 0x200d, 0x25cc],
  },
  /**
   * The same family's Latin letters, digits and punctuation, drawn to sit with
   * its Devanagari: Hindi pages set their Latin (prices, phone numbers, names)
   * in it instead of Inter, 15 KB instead of 48 KB. (The source lacks a few
   * Latin-1 signs, such as ½ and ±; those come from the next font in the stack.)
   */
  latin: {
    source: fontFile("noto-sans-devanagari-latin-wght-normal.woff2"),
    output: outFile("noto-sans-devanagari-latin-wght.woff2"),
    codepoints: [...range(0x0020, 0x007e), ...range(0x00a0, 0x00ff), 0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026, 0x2122],
  },
  /** The rupee sign alone, for every page: prices in either language. */
  rupee: {
    source: fontFile("noto-sans-devanagari-latin-ext-wght-normal.woff2"),
    output: outFile("noto-sans-devanagari-rupee-wght.woff2"),
    codepoints: [0x20b9],
  },
};

export async function makeCut(cut: FontCut): Promise<Buffer> {
  return subsetFont(readFileSync(cut.source), String.fromCodePoint(...cut.codepoints), {
    targetFormat: "woff2",
    variationAxes: { wght: { min: WEIGHTS.min, max: WEIGHTS.max } },
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const cut of Object.values(FONT_CUTS)) {
    const font = await makeCut(cut);
    writeFileSync(cut.output, font);
    console.log(`${path.relative(root, cut.output)}: ${font.length} bytes (source ${readFileSync(cut.source).length})`);
  }
}
