/**
 * Cuts a small font holding only what the first screen of a language's pages
 * needs (the Hindi pages' Devanagari, the Telugu pages' Telugu, ...), so a
 * farmer's phone on a slow network paints that screen in the site's own font
 * almost at once instead of waiting for the whole one (61 KB for Hindi), or
 * drawing it in the phone's font first and jumping when ours arrives. The
 * page preloads this small file; the full font follows after the first paint
 * and draws everything else.
 *
 * "Only what is needed" means glyphs, not letters. If we kept every letter of
 * the text together with all the shapes the font can build from it, each kept
 * consonant would bring every conjunct it can take part in, and the file would
 * be nearly as big as the full font. So the text is shaped here exactly as a
 * browser shapes it, and the file keeps the glyphs that shaping passed
 * through: the letters looked up, the half forms and other in-between shapes
 * that later rules join into conjuncts, and the shapes drawn in the end. The
 * font's joining rules are trimmed to those glyphs, so the text draws the same
 * as with the full font. Other words may come out letter by letter in it,
 * which is why the small font's @font-face should claim only the characters
 * firstScreenCodepoints(text) lists, and why the full font follows.
 *
 *   npx tsx scripts/first-screen-font.ts TEXT_FILE OUT.woff2
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { convert } from "fontverter";
import * as hb from "harfbuzzjs";
import { FONT_CUTS, WEIGHTS } from "./build-fonts.ts";

const require = createRequire(import.meta.url);

export interface FirstScreenFontOptions {
  /** The font file (any of ttf/woff/woff2) to cut from: the same as the script's cut's (Devanagari's by default). */
  source?: string;
  /** The characters this font may hold at most: the script's cut's, which its unicode-range names. */
  codepoints?: readonly number[];
  /** Points on the weight axis to shape at, besides the font's default. */
  weights?: readonly number[];
  /** How the page's text is shaped: its OpenType script tag and its language (`Deva`, `hi`). */
  script?: string;
  language?: string;
}

/**
 * The characters of the text inside the cut, sorted: the unicode-range for
 * the first-screen font's @font-face. The font maps all of them (and may map
 * a few more whose glyphs shaping the text needs anyway: the dotted circle, a
 * precomposed nukta letter the text spells as letter + nukta).
 */
export function firstScreenCodepoints(text: string, codepoints: readonly number[] = FONT_CUTS.devanagari.codepoints): number[] {
  const allowed = new Set(codepoints);
  const found = new Set<number>();
  for (const char of text) if (allowed.has(char.codePointAt(0)!)) found.add(char.codePointAt(0)!);
  return [...found].sort((a, b) => a - b);
}

/**
 * The runs a browser would hand this font: the longest stretches of
 * characters inside the cut. Spaces, digits and punctuation come from other
 * fonts, so they end a run (and a bad run cannot spoil the others).
 */
function runs(text: string, codepoints: readonly number[]): string[] {
  const allowed = new Set(codepoints);
  const found = new Set<string>();
  let run = "";
  for (const char of text + "\n") {
    if (allowed.has(char.codePointAt(0)!)) {
      run += char;
    } else if (run) {
      found.add(run);
      run = "";
    }
  }
  return [...found];
}

/**
 * Every glyph shaping passes through for these runs, at the default instance
 * and at each weight. The trace reports the buffer at every step of every
 * rule ("ligating glyphs at…", "ligated glyph at…"), so the in-between forms a
 * later rule consumes are seen too; the buffer after shaping adds whatever the
 * last steps left.
 */
function glyphsShapedThrough(sfnt: Uint8Array, codepoints: readonly number[], texts: readonly string[], weights: readonly number[], script: string, language: string): Set<number> {
  const source = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
  // Look characters up as the script's cut maps them: the source also maps the
  // space, whose glyph HarfBuzz would put in for a hidden joiner (ZWJ, ZWNJ),
  // and the cut, with no space, drops the joiner instead.
  const allowed = new Set(codepoints);
  const lookup = new hb.FontFuncs();
  lookup.setNominalGlyphFunc((_font, c) => (allowed.has(c) ? source.nominalGlyph(c) : undefined));
  const font = source.subFont();
  font.setFuncs(lookup);

  const glyphs = new Set<number>([0]); // .notdef: every font must start with it
  for (const weight of [undefined, ...weights]) {
    if (weight !== undefined) {
      // Both: the sub-font's rules and the source's advances read their own weight.
      for (const f of [source, font]) f.setVariations([new hb.Variation("wght", weight)]);
    }
    for (const text of texts) {
      const buffer = new hb.Buffer();
      buffer.addText(text);
      // As on the page (lang="hi"): its script, left to right, its language's system.
      buffer.setDirection(hb.Direction.LTR);
      buffer.setScript(script);
      buffer.setLanguage(language);
      for (const step of hb.shapeWithTrace(font, buffer, [], 0, hb.TracePhase.DONT_STOP)) {
        if (!step.glyphs) continue; // still characters, before the font's glyphs are looked up
        for (const item of step.t as { g: number }[]) glyphs.add(item.g);
      }
      for (const info of buffer.getGlyphInfos()) glyphs.add(info.codepoint);
    }
  }
  return glyphs;
}

// The HarfBuzz subsetter's C functions, as harfbuzzjs's subset build exports them.
interface SubsetExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_set_axis_range(input: number, face: number, tag: number, min: number, max: number, def: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
/** Keep the glyphs asked for, without adding every glyph the font's rules could make from them. */
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;
const tag = (s: string) => [...s].reduce((n, c) => n * 256 + c.charCodeAt(0), 0);

let subsetter: Promise<SubsetExports> | undefined;
function loadSubsetter(): Promise<SubsetExports> {
  subsetter ??= WebAssembly.instantiate(readFileSync(require.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm"))).then(({ instance }) => {
    const wasm = instance.exports as unknown as SubsetExports;
    wasm._initialize();
    return wasm;
  });
  return subsetter;
}

/** Cuts sfnt down to these characters and glyphs, with the weights the site uses left on the axis. */
async function subset(sfnt: Uint8Array, codepoints: Iterable<number>, glyphs: Iterable<number>): Promise<Buffer> {
  const wasm = await loadSubsetter();
  const data = wasm.malloc(sfnt.byteLength);
  new Uint8Array(wasm.memory.buffer).set(sfnt, data); // a fresh view each time: memory may grow
  const blob = wasm.hb_blob_create(data, sfnt.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = wasm.hb_face_create(blob, 0);
  wasm.hb_blob_destroy(blob);
  const input = wasm.hb_subset_input_create_or_fail();
  try {
    if (!input) throw new Error("hb_subset_input_create_or_fail failed");
    // Every layout feature: the ones kept carry only rules among the kept glyphs.
    const features = wasm.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    wasm.hb_set_clear(features);
    wasm.hb_set_invert(features);
    const unicodes = wasm.hb_subset_input_unicode_set(input);
    for (const c of codepoints) wasm.hb_set_add(unicodes, c);
    const gids = wasm.hb_subset_input_glyph_set(input);
    for (const g of glyphs) wasm.hb_set_add(gids, g);
    wasm.hb_subset_input_set_flags(input, wasm.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
    // NaN keeps the font's default weight (400, inside the range).
    if (!wasm.hb_subset_input_set_axis_range(input, face, tag("wght"), WEIGHTS.min, WEIGHTS.max, NaN)) throw new Error("the font has no wght axis");
    const result = wasm.hb_subset_or_fail(face, input);
    if (!result) throw new Error("hb_subset_or_fail failed");
    const out = wasm.hb_face_reference_blob(result);
    const start = wasm.hb_blob_get_data(out, 0);
    const bytes = Buffer.from(new Uint8Array(wasm.memory.buffer, start, wasm.hb_blob_get_length(out))); // a copy
    wasm.hb_blob_destroy(out);
    wasm.hb_face_destroy(result);
    if (bytes.length === 0) throw new Error("the subset came out empty");
    return bytes;
  } finally {
    if (input) wasm.hb_subset_input_destroy(input);
    wasm.hb_face_destroy(face);
    wasm.free(data);
  }
}

/** The first-screen font for this text, as woff2: the characters firstScreenCodepoints(text) lists and the glyphs shaping them needs. */
export async function makeFirstScreenFont(text: string, options: FirstScreenFontOptions = {}): Promise<Buffer> {
  const { source = FONT_CUTS.devanagari.source, codepoints = FONT_CUTS.devanagari.codepoints, weights = [WEIGHTS.min, 500, 600, WEIGHTS.max], script = "Deva", language = "hi" } = options;
  const sfnt = await convert(readFileSync(source), "truetype");
  const glyphs = glyphsShapedThrough(sfnt, codepoints, runs(text, codepoints), weights, script, language);
  return convert(await subset(sfnt, firstScreenCodepoints(text, codepoints), glyphs), "woff2");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [textFile, outFile] = process.argv.slice(2);
  if (!textFile || !outFile) throw new Error("usage: npx tsx scripts/first-screen-font.ts TEXT_FILE OUT.woff2");
  const started = performance.now();
  const font = await makeFirstScreenFont(readFileSync(textFile, "utf8"));
  writeFileSync(outFile, font);
  console.log(`${outFile}: ${font.length} bytes in ${Math.round(performance.now() - started)} ms`);
}
