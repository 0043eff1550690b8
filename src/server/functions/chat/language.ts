/**
 * Which language a question is in, so the answer can be written in it: by the
 * script of its letters first, then, where languages share a script (Hindi
 * and Marathi in Devanagari; English and romanised Hindi in Latin letters), by
 * their grammar words (each language's `markers` and `romanisedMarkers`).
 * What nothing decides is answered in the page's language.
 */
import type { KnowledgeLanguage } from "../../../../content/knowledge/index.ts";
import { canonical, plainWords } from "./normalize.ts";

type ScriptName = KnowledgeLanguage["script"];

const SCRIPT_OF_LETTER: readonly [RegExp, ScriptName][] = [
  [/\p{Script=Latin}/u, "Latin"],
  [/\p{Script=Devanagari}/u, "Devanagari"],
  [/\p{Script=Gurmukhi}/u, "Gurmukhi"],
  [/\p{Script=Gujarati}/u, "Gujarati"],
  [/\p{Script=Telugu}/u, "Telugu"],
  [/\p{Script=Kannada}/u, "Kannada"],
];

/** The script most of a text's letters are in, or undefined when it has no letter of a known script. */
export function dominantScript(text: string): ScriptName | undefined {
  const counts = new Map<ScriptName, number>();
  for (const ch of text) {
    if (!/\p{L}/u.test(ch)) continue;
    const found = SCRIPT_OF_LETTER.find(([re]) => re.test(ch));
    if (found) counts.set(found[1], (counts.get(found[1]) ?? 0) + 1);
  }
  let best: ScriptName | undefined;
  let most = 0;
  for (const [script, n] of counts) if (n > most) [best, most] = [script, n];
  return best;
}

interface Candidate {
  code: string;
  markers: Set<string>;
  /** Latin words of the language's own lexicon (romanised topic words such as "mitti"): a weak sign. */
  weak: Set<string>;
}

export interface LanguageDetector {
  /** The language to answer in: the question's, or the page's when the question does not say. */
  detect(question: string, pageLanguage: string): string;
}

/**
 * Built once from the registered languages (in their registry order, which
 * breaks ties). The default language answers what no other language claims.
 */
export function createLanguageDetector(languages: Readonly<Record<string, KnowledgeLanguage>>, defaultLanguage: string): LanguageDetector {
  const codes = Object.keys(languages);
  const set = (ws: readonly string[]) => new Set(ws.map((w) => canonical(w)));
  const minus = (a: Set<string>, b: Set<string>) => new Set([...a].filter((w) => !b.has(w)));

  /**
   * Every word the languages written in Latin letters use (English: its
   * knowledge's titles, texts, keywords and lexicon). A romanised word that is
   * also one of these ("test", "kit", "office") says nothing about the
   * question being romanised Hindi or Kannada.
   */
  const latinVocabulary = new Set<string>();
  for (const k of Object.values(languages)) {
    if (k.script !== "Latin") continue;
    const texts = [...Object.values(k.entries).flatMap((e) => [e.title, e.text, ...e.keywords]), ...k.lexicon.stopWords, ...k.lexicon.markers, ...Object.keys(k.lexicon.concepts)];
    for (const t of texts) for (const w of plainWords(t)) latinVocabulary.add(w);
  }

  /** Words other languages use when typed in Latin letters ("me", "do", "to" are Hindi too): they tell nothing. */
  const romanisedWords = new Set<string>();
  for (const k of Object.values(languages)) {
    if (k.script === "Latin" || !k.lexicon.romanisedMarkers) continue;
    for (const w of [...k.lexicon.romanisedMarkers, ...k.lexicon.stopWords]) if (/^[a-z]+$/i.test(w)) romanisedWords.add(canonical(w));
  }

  /** Languages written in a script, each with the words that point to it. */
  function candidatesFor(script: ScriptName): Candidate[] {
    const out: Candidate[] = [];
    for (const code of codes) {
      const k = languages[code]!;
      // A Latin-script language is also told by its grammar words (English: the, is, what …), less those romanised languages share.
      if (k.script === script) {
        const markers = script === "Latin" ? minus(set([...k.lexicon.markers, ...k.lexicon.stopWords]), romanisedWords) : set(k.lexicon.markers);
        out.push({ code, markers, weak: new Set() });
      }
      else if (script === "Latin" && k.lexicon.romanisedMarkers) {
        const latinConcepts = Object.keys(k.lexicon.concepts).filter((w) => /^[a-z]+$/i.test(w));
        out.push({ code, markers: minus(set(k.lexicon.romanisedMarkers), latinVocabulary), weak: minus(set(latinConcepts), latinVocabulary) });
      }
    }
    return out;
  }
  const byScript = new Map<ScriptName, Candidate[]>(SCRIPT_OF_LETTER.map(([, s]) => [s, candidatesFor(s)]));

  function detect(question: string, pageLanguage: string): string {
    const page = codes.includes(pageLanguage) ? pageLanguage : defaultLanguage;
    const script = dominantScript(question);
    const candidates = script ? (byScript.get(script) ?? []) : [];
    if (candidates.length === 0) return page;
    if (candidates.length === 1) return candidates[0]!.code;
    const tokens = plainWords(question);
    const scored = candidates.map((c) => ({
      code: c.code,
      score: tokens.filter((t) => c.markers.has(t)).length + 0.5 * tokens.filter((t) => c.weak.has(t)).length,
    }));
    const top = Math.max(...scored.map((s) => s.score));
    const tied = scored.filter((s) => s.score === top).map((s) => s.code);
    // A tie (nothing decides, or as much for one as for another): the page's language if it is among them,
    // else the default language if it is, else the first registered.
    if (tied.includes(page)) return page;
    if (tied.includes(defaultLanguage)) return defaultLanguage;
    return tied[0]!;
  }

  return { detect };
}
