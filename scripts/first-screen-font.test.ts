import { beforeAll, describe, expect, it } from "vitest";
import { readFileSync, statSync } from "node:fs";
import { convert } from "fontverter";
import * as hb from "harfbuzzjs";
import { FONT_CUTS, WEIGHTS } from "./build-fonts.ts";
import { firstScreenCodepoints, makeFirstScreenFont } from "./first-screen-font.ts";

/**
 * The first-screen font must draw its text exactly as the full Hindi font
 * does (same shapes, same places), at a fraction of its size, and map no
 * letter the text does not use.
 */

// Copy from content/: the home page's hero (content/hi/home.ts), the menu (content/hi/common.ts),
// and words with conjuncts (क्ष, त्र, ज्ञ, द्ध, द्व, ष्ट्र, ह्म), reph (र्), nukta letters, chandrabindu.
const copy = [
  "सीधे मुख्य जानकारी पर जाएँ",
  "मिट्टी की जाँच · सैटेलाइट · AI सलाह",
  "अच्छी खेती की शुरुआत मिट्टी की सही जानकारी से",
  "एक घंटे से कम में, अपने ही गाँव में अपनी मिट्टी को जानिए। हमारी छोटी लैब 13+ चीज़ें जाँचती है और साफ़ बताती है कि खेत में क्या डालें, कितना डालें और कब डालें।",
  "अपनी कामयाबी की शुरुआत करें",
  "किसानों के नतीजे देखें",
  "मुख्य मेन्यू हमारी कहानी हमारी सेवाएँ मिट्टी की समझ किसानों के लिए साझेदारों के लिए क्लिनिक खोजें जानकारी संपर्क क्लिनिक खोलें",
  "सुरक्षित सूक्ष्म लक्ष्य क्षेत्र संरक्षण मात्रा चित्र तंत्र विज्ञान वैज्ञानिक ज्ञान शुद्ध द्वीपसमूह महाराष्ट्र ब्रह्मपुरा सह्याद्रि",
  "रिपोर्ट कार्बन खर्च कार्यक्रम ज़्यादा ज़िंदा फ़ॉस्फ़ोरस प्लेटफ़ॉर्म एकड़ आँकड़े कृपया स्वास्थ्य",
].join(" ");
// Not in the copy, but Hindi: श्र, a precomposed nukta letter (U+095B), ZWJ and ZWNJ
// steering a conjunct, and a sign with no letter (drawn on a dotted circle).
const edges = "श्रम श्री \u095Bमीन क्\u200Dष क्\u200Cष ि";
const sample = `${copy} ${edges}`;

async function open(woff2: Buffer) {
  const face = new hb.Face(new hb.Blob(await convert(woff2, "truetype")));
  return { face, font: new hb.Font(face) };
}

type Opened = Awaited<ReturnType<typeof open>>;

/** What a browser draws for each word: every glyph's outline and where it goes, per cluster. */
function drawn({ font }: Opened, word: string, weight: number) {
  font.setVariations([new hb.Variation("wght", weight)]);
  const buffer = new hb.Buffer();
  buffer.addText(word);
  buffer.setDirection(hb.Direction.LTR);
  buffer.setScript("Deva");
  buffer.setLanguage("hi");
  hb.shape(font, buffer);
  return buffer.getGlyphInfosAndPositions().map((g) => ({
    cluster: g.cluster,
    advance: g.xAdvance,
    offset: [g.xOffset, g.yOffset],
    outline: font.glyphToPath(g.codepoint),
  }));
}

const inCut = new Set(FONT_CUTS.devanagari.codepoints);
/** The runs a browser sends to the Devanagari font: what lies between spaces, Latin, digits and punctuation. */
const words = (text: string) => [...new Set(text.split(/[^\u0900-\u097F\u200C\u200D]+/u).filter(Boolean))];

describe("first-screen font", () => {
  let subset: Buffer;
  let small: Opened;
  let full: Opened;
  beforeAll(async () => {
    subset = await makeFirstScreenFont(sample);
    small = await open(subset);
    full = await open(readFileSync(FONT_CUTS.devanagari.output));
  }, 60_000);

  it("draws every word of its text exactly as the full Hindi font does, from 400 to 700", () => {
    expect(small.face.getAxisInfos().wght).toMatchObject({ min: WEIGHTS.min, max: WEIGHTS.max });
    expect(words(sample).length).toBeGreaterThan(80);
    for (const weight of [WEIGHTS.min, 550, WEIGHTS.max]) {
      for (const word of words(sample)) {
        expect(drawn(small, word, weight), `${word} at ${weight}`).toEqual(drawn(full, word, weight));
      }
    }
  });

  it("is much smaller than the full Hindi font", () => {
    const fullSize = statSync(FONT_CUTS.devanagari.output).size;
    console.log(`first-screen font for the sample: ${subset.length} bytes; full Hindi font: ${fullSize} bytes`);
    expect(subset.length).toBeLessThan(0.4 * fullSize);
  });

  it("maps every character firstScreenCodepoints lists, and no letter the text does not hold", () => {
    const mapped = new Set(small.face.collectUnicodes());
    const listed = firstScreenCodepoints(sample);
    expect(listed.filter((c) => !mapped.has(c)), "listed but not in the font").toEqual([]);
    expect(listed.every((c) => inCut.has(c) && sample.includes(String.fromCodePoint(c)))).toBe(true);
    for (const absent of "ऋढठॐ९") {
      expect(sample.includes(absent)).toBe(false);
      expect(mapped.has(absent.codePointAt(0)!), `${absent} is mapped`).toBe(false);
    }
    // The only extras: characters whose glyph the text's shaping uses anyway (the
    // dotted circle; a precomposed nukta letter the text spells as letter + nukta).
    const extras = [...mapped].filter((c) => !listed.includes(c));
    for (const c of extras) {
      const ok = c === 0x25cc || [...String.fromCodePoint(c).normalize("NFD")].every((part) => sample.includes(part));
      expect(ok, `U+${c.toString(16)} is mapped though the text does not use it`).toBe(true);
    }
  });
});
