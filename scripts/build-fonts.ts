/**
 * Cuts the Noto Sans family of each script the site's languages are written
 * in (content/i18n.ts: Devanagari, Gurmukhi, Gujarati, Telugu, Kannada) down
 * to what the site's pages use, and makes the stylesheet that declares them
 * and sets each language's pages in its script's family (the build writes it
 * as src/web/styles/languages.css, see scripts/build-language-css.ts). For
 * Devanagari, so a
 * farmer's phone on a slow network waits for about half the bytes before the
 * first screen's text appears in it:
 *
 * - only the weights the site sets (400 to 700: body, medium, semibold, bold)
 *   stay on the variable axis; the thin and black ends are dropped;
 * - the Vedic accents and the Kashmiri vowel signs are dropped (a visitor who
 *   types one still sees it, in the phone's own Devanagari font); the letters
 *   after the digits (U+0971-097F) stay: Marathi writes ॲ and ऑ-like loanword
 *   vowels with them, so Marathi pages must draw them in the site's font.
 *
 * The other scripts keep their whole block (one each), at the same weights.
 * Each family's own Latin (letters, digits, punctuation) is cut too: a
 * language's pages set the figures and names between their words in it,
 * drawn to sit with their script, instead of Inter.
 *
 * Every conjunct and matra of the letters kept stays, because the subsetter
 * keeps all the glyphs the font's shaping rules reach from them. The results are
 * committed; a test checks the files hold what the stylesheet claims and that
 * every word of each script's copy shapes whole in its cut. Run after
 * upgrading a font package, after adding a script (its line in content/i18n.ts)
 * or when that test says so:
 *   npx tsx scripts/build-fonts.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { convert } from "fontverter";
import * as hb from "harfbuzzjs";
import { defaultLocale, languages, scripts, type ScriptName } from "../content/i18n.ts";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);

/** A file of a Noto Sans family's @fontsource-variable package: `fontFile("Noto Sans Telugu", "telugu")`. */
const fontFile = (family: string, subset: string) => {
  const id = family.toLowerCase().replaceAll(" ", "-");
  return require.resolve(`@fontsource-variable/${id}/files/${id}-${subset}-wght-normal.woff2`);
};
const outFile = (name: string) => path.join(root, "src/web/styles/fonts", name);
/** The stylesheet the build writes from `languagesCss()` (git-ignored: it follows content/i18n.ts). */
export const LANGUAGES_CSS = path.join(root, "src/web/styles/languages.css");

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

const DEVANAGARI = "Noto Sans Devanagari";
/** The Latin a family's own Latin cut holds (a source lacks a few Latin-1 signs, such as ½ and ±; the next font draws those). */
const LATIN = [...range(0x0020, 0x007e), ...range(0x00a0, 0x00ff), 0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026, 0x2122];

const DEVANAGARI_CUTS = {
  /**
   * U+0900-0950: signs, vowels, consonants, matras, virama, OM.
   * U+0958-097F: nukta letters, vocalic L/LL matras, dandas, digits, abbreviation
   * sign, and the letters after them (U+0971-097F: the high spacing dot, Marathi's
   * ॲ (U+0972) and the Sindhi, Kashmiri and other letters of that row).
   * Left out: U+0951-0957 (Vedic stress marks, Kashmiri vowel signs) and the Vedic
   * extension blocks.
   * Also kept: ZWNJ and ZWJ (they steer conjuncts), the dotted circle.
   */
  devanagari: {
    source: fontFile(DEVANAGARI, "devanagari"),
    output: outFile("noto-sans-devanagari-hindi-wght.woff2"),
    codepoints: [...range(0x0900, 0x0950), ...range(0x0958, 0x097f), 0x200c, 0x200d, 0x25cc],
  },
  /**
   * The same family's Latin letters, digits and punctuation, drawn to sit with
   * its Devanagari: Hindi pages set their Latin (prices, phone numbers, names)
   * in it instead of Inter, 15 KB instead of 48 KB. (The source lacks a few
   * Latin-1 signs, such as ½ and ±; those come from the next font in the stack.)
   */
  latin: {
    source: fontFile(DEVANAGARI, "latin"),
    output: outFile("noto-sans-devanagari-latin-wght.woff2"),
    codepoints: LATIN,
  },
  /** The rupee sign alone, for every page: prices in either language. */
  rupee: {
    source: fontFile(DEVANAGARI, "latin-ext"),
    output: outFile("noto-sans-devanagari-rupee-wght.woff2"),
    codepoints: [0x20b9],
  },
} satisfies Record<string, FontCut>;

/** The scripts set in a family of their own: every one but Latin. */
type FamilyScript = Exclude<ScriptName, "Latin">;
export const FAMILY_SCRIPTS = (Object.keys(scripts) as ScriptName[]).filter((s): s is FamilyScript => scripts[s].font !== null);

/** A script's cuts: its letters (the whole block, joiners and the dotted circle) and its family's Latin. */
function scriptCuts(script: FamilyScript): { text: FontCut; latin: FontCut } {
  if (script === "Devanagari") return { text: DEVANAGARI_CUTS.devanagari, latin: DEVANAGARI_CUTS.latin };
  const family = scripts[script].font;
  const id = family.toLowerCase().replaceAll(" ", "-");
  const subset = script.toLowerCase();
  return {
    text: {
      source: fontFile(family, subset),
      output: outFile(`${id}-wght.woff2`),
      codepoints: [...scripts[script].ranges.flatMap(([from, to]) => range(from, to)), 0x0964, 0x0965, 0x200c, 0x200d, 0x25cc],
    },
    latin: { source: fontFile(family, "latin"), output: outFile(`${id}-latin-wght.woff2`), codepoints: LATIN },
  };
}

/** Every cut, by name: `devanagari`, `latin`, `rupee` (Devanagari's family), then `telugu`, `telugu-latin`, ... */
export const FONT_CUTS: Record<string, FontCut> & typeof DEVANAGARI_CUTS = {
  ...DEVANAGARI_CUTS,
  ...Object.fromEntries(
    FAMILY_SCRIPTS.filter((s) => s !== "Devanagari").flatMap((s) => {
      const { text, latin } = scriptCuts(s);
      return [
        [s.toLowerCase(), text],
        [`${s.toLowerCase()}-latin`, latin],
      ];
    }),
  ),
};

/** A script's cuts (its letters and its family's Latin), for the first-screen fonts. */
export function cutsOf(script: FamilyScript) {
  return scriptCuts(script);
}

/** The characters a font file maps. */
export async function fontCodepoints(file: string): Promise<Set<number>> {
  const face = new hb.Face(new hb.Blob(await convert(readFileSync(file), "truetype")));
  return new Set(face.collectUnicodes());
}

/** The cut's characters that its source has: a block's unassigned points and the signs a family leaves to others are not asked of it. */
export async function cutCodepoints(cut: FontCut): Promise<number[]> {
  const held = await fontCodepoints(cut.source);
  return cut.codepoints.filter((c) => held.has(c));
}

export async function makeCut(cut: FontCut): Promise<Buffer> {
  return subsetFont(readFileSync(cut.source), String.fromCodePoint(...(await cutCodepoints(cut))), {
    targetFormat: "woff2",
    variationAxes: { wght: { min: WEIGHTS.min, max: WEIGHTS.max } },
  });
}

/** `U+0900-0950, U+0958-0970`: the code points as a unicode-range. */
export function unicodeRange(codepoints: readonly number[]): string {
  const sorted = [...new Set(codepoints)].sort((a, b) => a - b);
  const spans: string[] = [];
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    spans.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return spans.join(", ");
}

const fontFace = (family: string, cut: FontCut, range: string) => `@font-face {
  font-family: "${family}";
  font-style: normal;
  font-display: swap;
  font-weight: 400 700;
  src: url("./fonts/${path.basename(cut.output)}") format("woff2-variations");
  unicode-range: ${range};
}`;

const quoted = (names: readonly string[]) => names.map((n) => `"${n}"`).join(", ");
const SANS_TAIL = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';
const SERIF_TAIL = '"Fraunces Fallback", Georgia, "Noto Serif", "Times New Roman", serif';

/**
 * The stylesheet for the languages in other scripts than Latin: each
 * family's faces (the unicode-range of each lists exactly what its file
 * holds), and for each such language its pages' font stacks and the room its
 * script needs between lines. Comes first in app.css, so `html[data-fonts]`
 * there (the site's fonts join after the first paint) wins over these stacks.
 */
export async function languagesCss(): Promise<string> {
  const out: string[] = [
    "/*",
    " * Written by the build (scripts/build-language-css.ts) from content/i18n.ts: do not edit, and do not commit.",
    " *",
    " * Each script's Noto Sans family, cut to the weights 400-700 and to what the pages use: its letters",
    " * (a page downloads them only when it has one: the pages in that script), and its Latin letters,",
    " * digits and punctuation, in which those pages set their Latin (15 KB instead of Inter's 48 KB; pages",
    " * in English never ask for it, Inter stands before it in their stack). The rupee sign alone (1 KB),",
    " * from the Devanagari family, draws every page's prices.",
    " */",
  ];
  for (const script of FAMILY_SCRIPTS) {
    const family = `${scripts[script].font} Variable`;
    const { text, latin } = scriptCuts(script);
    out.push(fontFace(family, text, unicodeRange(await cutCodepoints(text))), fontFace(family, latin, unicodeRange(await cutCodepoints(latin))));
    if (script === "Devanagari") out.push(fontFace(family, DEVANAGARI_CUTS.rupee, unicodeRange(DEVANAGARI_CUTS.rupee.codepoints)));
  }
  const others = languages.filter((l) => l.code !== defaultLocale && scripts[l.script].font !== null);
  for (const l of others) {
    const script = l.script as FamilyScript;
    const family = scripts[script].font;
    const rupee = script === "Devanagari" ? [] : [`${DEVANAGARI} Variable`];
    out.push(`
/*
 * ${l.name} (${l.code}), in ${script}. On pages in another language (the language menu, the offer of
 * ${l.code}) its words use the phone's own ${script} font, so those pages never download the site's
 * ${script} file for a word; the spaces between come from a local face too.
 */
html:not(:lang(${l.code})) [lang|="${l.code}"] {
  font-family: ${quoted(scripts[script].local)}, "Inter Fallback", sans-serif;
}
/*
 * ${l.code} pages: ${script} and the Latin between it from one family, drawn to sit together, headings
 * too (only the wordmark keeps Fraunces). The first paint uses the first screens' cut of it ("First",
 * declared with the first screen's CSS), then the whole family: the same letters and spaces, so no
 * line wraps differently when it swaps in.
 */
html:lang(${l.code}) {
  --font-sans: "${family} First", ${SANS_TAIL};
  --font-display: "${family} First", ${SERIF_TAIL};
  --site-font-sans: ${quoted([`${family} Variable`, `${family} First`, ...rupee])}, ${SANS_TAIL};
  --site-font-display: ${quoted([`${family} Variable`, `${family} First`, ...rupee, "Fraunces"])}, ${SERIF_TAIL};
}`);
  }
  for (const l of others) {
    // Each language's own rules, so a page's first-screen CSS keeps only its language's.
    out.push(`
/*
 * ${l.code}: ${l.script} needs room above the headline for its vowel signs and below it for the signs
 * and conjuncts under the letters; the Latin line heights (1.05 for the display size, 1.25 in buttons)
 * would make lines collide or clip. Unlayered, so these win over the utility classes, on its text
 * only. Letter-spacing would break the joined shapes of each word, and the script has no capitals.
 */
html:lang(${l.code}) body,
body [lang|="${l.code}"] {
  line-height: 1.7;
}
:lang(${l.code}) :is(.text-xs, .text-sm, .text-base, .text-lg, .leading-tight, .leading-snug, .leading-none, [class*="leading-["]) {
  line-height: 1.5;
}
:lang(${l.code}) :is(h1, h2, h3, h4, .text-h3) {
  line-height: 1.4;
  letter-spacing: normal;
}
:lang(${l.code}) :is(.text-display, .text-h2) {
  line-height: 1.3;
}
:lang(${l.code}) :is([class*="tracking-"], .uppercase) {
  letter-spacing: normal;
}
:lang(${l.code}) .post-body {
  line-height: 1.85;
}`);
  }
  return `${out.join("\n")}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const cut of Object.values(FONT_CUTS)) {
    const font = await makeCut(cut);
    writeFileSync(cut.output, font);
    console.log(`${path.relative(root, cut.output)}: ${font.length} bytes (source ${readFileSync(cut.source).length})`);
  }
}
