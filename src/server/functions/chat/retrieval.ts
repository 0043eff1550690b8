/**
 * Full-text retrieval over the knowledge with MiniSearch: BM25 scoring, fuzzy
 * and prefix matching, keywords and titles boosted over the text. One index
 * holds every language's words for each entry, so a question finds its entry
 * in whatever language or mix it is asked; the answer is then written in the
 * question's language from that language's entry.
 */
import MiniSearch from "minisearch";
import type { Understanding } from "./normalize.ts";

/** One entry in one language, its facts filled in. */
export interface Passage {
  id: string;
  title: string;
  text: string;
  /** The page that tells more, in the passage's language ("/hi/find-clinic"). */
  path: string;
}

/** What the index holds for an entry: its words in every language. */
export interface IndexedEntry {
  id: string;
  titles: readonly string[];
  keywords: readonly string[];
  texts: readonly string[];
  /** Each language's title and keywords for the entry, by language code: its own words, preferred for a question in it. */
  own?: Readonly<Record<string, string>>;
}

export interface Hit {
  id: string;
  score: number;
  /** Share (0–1) of the question's content words this entry matched. */
  coverage: number;
  /** Indexes of the question's content words this entry matched. */
  matchedWords: readonly number[];
}

export interface Retriever {
  /** The best entries; with `language`, an entry whose own title and keywords in it match the question ranks higher. */
  search(question: string, limit?: number, language?: string): Hit[];
}

/**
 * How much more an entry ranks when all of the question's words are among its
 * own language's title and keywords (in proportion when some are): languages
 * that share a script and words (Hindi and Marathi) then do not pull each
 * other's questions to the wrong entry.
 */
const OWN_WORDS_WEIGHT = 0.5;

/** Longest question text that is searched; the rest is ignored. */
export const MAX_QUERY_CHARS = 500;

export function createRetriever(entries: readonly IndexedEntry[], understanding: Understanding): Retriever {
  const order = new Map(entries.map((e, i) => [e.id, i]));
  const index = new MiniSearch<{ id: string; title: string; keywords: string; text: string }>({
    fields: ["title", "keywords", "text"],
    idField: "id",
    tokenize: (text) => understanding.tokenize(text),
    processTerm: (term) => understanding.processTerm(term),
    searchOptions: {
      boost: { title: 2, keywords: 3, text: 1 },
      fuzzy: (term) => (term.length >= 5 && /^[a-z]+$/.test(term) ? 0.2 : false),
      prefix: (term) => term.length >= 4,
      combineWith: "OR",
    },
  });
  index.addAll(
    entries.map((e) => ({
      id: e.id,
      title: e.titles.join(" ; "),
      keywords: e.keywords.join(" ; "),
      text: e.texts.join(" ; "),
    })),
  );

  /** Per entry and language, the terms of its own title and keywords. */
  const ownTerms = new Map<string, Map<string, Set<string>>>(
    entries.map((e) => [
      e.id,
      new Map(Object.entries(e.own ?? {}).map(([l, text]) => [l, new Set(understanding.contentTerms(text).flat())])),
    ]),
  );

  return {
    search(question: string, limit = 4, language?: string): Hit[] {
      const q = question.slice(0, MAX_QUERY_CHARS);
      const words = understanding.contentTerms(q);
      if (words.length === 0) return [];
      // Terms are processed here once and de-duplicated, so a word and its
      // topic word in the same question do not count twice.
      const results = index.search(understanding.queryTerms(q).join(" "), {
        tokenize: (text) => text.split(" "),
        processTerm: (term) => term,
      });
      const hits: Hit[] = [];
      for (const r of results) {
        const matchedTerms = new Set(r.queryTerms);
        const matchedWords: number[] = [];
        words.forEach((expansions, i) => {
          if (expansions.some((t) => matchedTerms.has(t))) matchedWords.push(i);
        });
        hits.push({ id: String(r.id), score: r.score, coverage: matchedWords.length / words.length, matchedWords });
      }
      // Rank by score weighted by coverage, so an entry that answers the whole
      // question beats one that matches a single word strongly, and by how many
      // of the words its own language's title and keywords hold; ties keep the
      // knowledge's own order (deterministic).
      const own = (h: Hit) => {
        const terms = language === undefined ? undefined : ownTerms.get(h.id)?.get(language);
        if (!terms) return 0;
        return words.filter((expansions) => expansions.some((t) => terms.has(t))).length / words.length;
      };
      const rank = new Map(hits.map((h) => [h, h.score * h.coverage * (1 + OWN_WORDS_WEIGHT * own(h))]));
      hits.sort((a, b) => rank.get(b)! - rank.get(a)! || (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      return hits.slice(0, limit);
    },
  };
}
