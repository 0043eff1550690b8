/**
 * A light, deterministic text normaliser shared by the index and the
 * questions. The words it knows (stop words, phrases and words standing for a
 * topic, greetings, thanks) come from every language's lexicon in
 * content/knowledge/<code>.ts; this file only knows scripts.
 */
import type { Lexicon } from "../../../../content/knowledge/index.ts";

/** Zero of each Indian script's digits (Devanagari … Malayalam); the nine after it follow in order. */
const DIGIT_ZEROS = [0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66];

/** Nukta signs (Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Telugu, Kannada), zero-width joiners. */
const DROPPED = /[\u093C\u09BC\u0A3C\u0ABC\u0B3C\u0C3C\u0CBC\u200C\u200D]/g;

/**
 * Spelling variants people type for the same Devanagari word, folded to one
 * form so index and question meet: a nasal consonant with virama before
 * a stop consonant is written as anusvara (हिन्दी = हिंदी, सम्पर्क = संपर्क);
 * ऑ (borrowed "o") as ओ (ऑफिस = ओफिस); word-final ये/यें/यी as ए/एं/ई
 * (किराये = किराए, कराएँ = कराये, गयी = गई); a doubled stop without
 * virama as the conjunct (मिटटी = मिट्टी); long and short i and u as one,
 * the vowel signs and the letters (माती = माति, किती = किति, पूर्ण = पुर्ण,
 * ई = इ), and ण as न (तपासणी = तपासनी, परीक्षण = परिक्षन): on a phone
 * keyboard people type either, and no two words the assistant tells apart
 * differ only there. Gurmukhi's tippi is read as bindi.
 */
const VARIANTS: readonly (readonly [RegExp, string])[] = [
  [/[\u0919\u091E\u0923\u0928\u092E]\u094D(?=[\u0915-\u0918\u091A-\u091D\u091F-\u0922\u0924-\u0927\u092A-\u092D])/g, "\u0902"],
  [/\u0911/g, "\u0913"],
  [/\u0949/g, "\u094B"],
  [/\u092F\u0947\u0902(?![\u0900-\u097F])/g, "\u090F\u0902"],
  [/\u092F\u0947(?![\u0900-\u097F])/g, "\u090F"],
  [/\u092F\u0940(?![\u0900-\u097F])/g, "\u0908"],
  [/([\u091F\u0920\u0921\u0922\u0924\u0925\u0926\u0927])\1/g, "$1\u094D$1"],
  [/\u0940/g, "\u093F"],
  [/\u0942/g, "\u0941"],
  [/\u0908/g, "\u0907"],
  [/\u090A/g, "\u0909"],
  [/\u0923/g, "\u0928"],
  [/\u0A70/g, "\u0A02"],
];

/**
 * Canonical form: NFC, lower case, chandrabindu → anusvara, nukta and
 * zero-width joiners dropped, Indian digits as ASCII digits (२ = 2), and the
 * common spelling variants above folded.
 */
export function canonical(text: string): string {
  // NFD splits the precomposed nukta letters (क़ U+0958 …) into letter + nukta, so dropping the nukta covers both.
  let s = text
    .normalize("NFD")
    .replace(DROPPED, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/\u0901/g, "\u0902")
    .replace(/\p{Nd}/gu, (d) => {
      const code = d.codePointAt(0)!;
      for (const zero of DIGIT_ZEROS) if (code >= zero && code <= zero + 9) return String(code - zero);
      return d;
    });
  for (const [pattern, replacement] of VARIANTS) s = s.replace(pattern, replacement);
  return s;
}

/** Letters, marks, digits and ₹ stay; everything else separates words. */
function words(text: string): string {
  return canonical(text).replace(/[^\p{L}\p{M}\p{N}₹]+/gu, " ").trim();
}

/**
 * Devanagari inflection endings (plural, oblique, feminine), longest first:
 * नतीजे and नतीजा meet as नतीज, किसानों and किसान as किसान, तत्वों and तत्व as तत्व.
 */
const DEVANAGARI_ENDINGS = ["ियों", "ियां", "ाओं", "ाएं", "ाएँ", "ों", "ें", "ीं", "ां", "ा", "ी", "े", "ो"]
  .map((e) => canonical(e))
  .filter((e, i, all) => all.indexOf(e) === i);

/** A deliberately small stemmer: English tests/tested/testing → test; Devanagari endings dropped. */
export function stem(word: string): string {
  if (/^[\u0900-\u097F]+$/.test(word)) {
    const ending = DEVANAGARI_ENDINGS.find((e) => word.endsWith(e) && [...word].length - [...e].length >= 2);
    return ending ? word.slice(0, -ending.length) : word;
  }
  if (!/^[a-z]+$/.test(word)) return word;
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = w.slice(0, -3) + "y";
  else if (w.length > 4 && w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  return w;
}

/**
 * What the assistant understands of a text, built from every language's
 * lexicon at once: a question may mix languages ("soil test ka price").
 */
export class Understanding {
  private readonly stop = new Set<string>();
  /** A single word → its topic word. */
  private readonly concepts = new Map<string, string>();
  /** The same by the word's stem, for an inflection the lexicon does not list (रुपया → रुपय, so रुपयात is a price). */
  private readonly stemmedConcepts = new Map<string, string>();
  /** Phrases of several words → their topic word, longest first. */
  private readonly phrases: [string, string][] = [];
  private readonly greetingPhrases: string[] = [];
  private readonly thanksPhrases: string[] = [];
  /** Words that may stand beside a greeting or thanks without making it a question. */
  private readonly courtesy = new Set<string>();
  /** Postpositions some language joins to the word before, longest first. */
  private readonly endings: string[] = [];

  constructor(lexicons: readonly Lexicon[], courtesyWords: readonly string[] = []) {
    for (const lexicon of lexicons) {
      for (const w of lexicon.stopWords) this.stop.add(words(w));
      for (const [key, concept] of Object.entries(lexicon.concepts)) {
        const k = words(key);
        if (k.includes(" ")) {
          if (!this.phrases.some(([p]) => p === k)) this.phrases.push([k, concept]);
        } else {
          if (!this.concepts.has(k)) this.concepts.set(k, concept);
          if (!this.stemmedConcepts.has(stem(k))) this.stemmedConcepts.set(stem(k), concept);
        }
      }
      for (const e of lexicon.joinedEndings ?? []) {
        const w = words(e);
        if (w !== "" && !w.includes(" ") && !this.endings.includes(w)) this.endings.push(w);
      }
      this.greetingPhrases.push(...lexicon.greetings.map(words));
      this.thanksPhrases.push(...lexicon.thanks.map(words));
    }
    this.phrases.sort((a, b) => b[0].length - a[0].length);
    this.endings.sort((a, b) => [...b].length - [...a].length);
    for (const w of [...this.stop, ...courtesyWords.map(words)]) this.courtesy.add(w);
    for (const p of [...this.greetingPhrases, ...this.thanksPhrases]) for (const w of p.split(" ")) this.courtesy.add(w);
  }

  /** Raw word tokens, with a phrase's topic word added after it ("kitne ki" → "kitne ki price"). */
  tokenize(text: string): string[] {
    let s = ` ${words(text)} `;
    for (const [phrase, concept] of this.phrases) s = s.split(` ${phrase} `).join(` ${phrase} ${concept} `);
    return s.split(" ").filter((t) => t !== "");
  }

  /**
   * One token as index/query terms: null for a stop word, else the token
   * (stemmed if Latin) plus the topic word it stands for.
   */
  processTerm(token: string): string[] | null {
    const t = words(token);
    if (t === "" || t.includes(" ") || this.stop.has(t)) return null;
    const base = this.unjoined(t);
    if (this.stop.has(base)) return null;
    const own = stem(base);
    const concept =
      this.concepts.get(t) ?? this.concepts.get(stem(t)) ?? this.concepts.get(base) ?? this.concepts.get(own) ?? this.stemmedConcepts.get(own);
    if (concept === undefined) return [own];
    const c = stem(concept);
    return c === own ? [own] : [own, c];
  }

  /** A word without a joined postposition ("राज्यांमध्ये" → "राज्यां"), when at least three letters are left; else the word. */
  private unjoined(word: string): string {
    const letters = [...word];
    const ending = this.endings.find((e) => word.endsWith(e) && letters.length - [...e].length >= 3);
    return ending ? word.slice(0, -ending.length) : word;
  }

  /** The content words of a text, each with its expansions. */
  contentTerms(text: string): string[][] {
    return this.tokenize(text)
      .map((t) => this.processTerm(t))
      .filter((x): x is string[] => x !== null);
  }

  /** The distinct search terms of a text. */
  queryTerms(text: string): string[] {
    return [...new Set(this.contentTerms(text).flat())];
  }

  private only(text: string, phrases: readonly string[]): boolean {
    const s = ` ${words(text)} `;
    if (!phrases.some((p) => p !== "" && s.includes(` ${p} `))) return false;
    return s.trim().split(" ").every((w) => this.courtesy.has(w));
  }

  /** "hi", "namaste", "good morning, Soil Doctor" … but not "hi, what are your prices?" */
  isGreeting(text: string): boolean {
    return this.only(text, this.greetingPhrases);
  }

  /** "thanks", "ok thank you", "dhanyavad" … */
  isThanks(text: string): boolean {
    return this.only(text, this.thanksPhrases);
  }
}

/** Plain word tokens of a text in canonical form, for language detection. */
export function plainWords(text: string): string[] {
  const s = words(text);
  return s === "" ? [] : s.split(" ");
}
