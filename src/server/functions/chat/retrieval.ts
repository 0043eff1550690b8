/**
 * Full-text retrieval over the knowledge base with MiniSearch: BM25 scoring,
 * fuzzy and prefix matching, title and keywords boosted over the text.
 */
import MiniSearch from "minisearch";
import type { KnowledgeEntry } from "../../../../content/knowledge/index.ts";
import { contentTerms, processTerm, queryTerms, tokenize } from "./normalize.ts";

/** A knowledge entry with its placeholders filled in. */
export interface Passage {
  id: string;
  title: string;
  titleHi: string;
  text: string;
  path: string;
}

export interface Hit {
  passage: Passage;
  score: number;
  /** Share (0–1) of the question's content words this passage matched. */
  coverage: number;
  /** Indexes of the question's content words this passage matched. */
  matchedWords: readonly number[];
}

interface IndexedDoc {
  id: string;
  title: string;
  keywords: string;
  text: string;
}

export interface Retriever {
  search(question: string, limit?: number): Hit[];
}

/** Longest question text that is searched; the rest is ignored. */
export const MAX_QUERY_CHARS = 500;

export function createRetriever(passages: readonly Passage[], entries: readonly KnowledgeEntry<string>[], fill: (s: string) => string): Retriever {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const order = new Map(passages.map((p, i) => [p.id, i]));
  const index = new MiniSearch<IndexedDoc>({
    fields: ["title", "keywords", "text"],
    idField: "id",
    tokenize: (text) => tokenize(text),
    processTerm: (term) => processTerm(term),
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
      title: fill(e.title),
      keywords: e.keywords.map(fill).join(" ; "),
      text: byId.get(e.id)?.text ?? "",
    })),
  );

  return {
    search(question: string, limit = 4): Hit[] {
      const q = question.slice(0, MAX_QUERY_CHARS);
      const words = contentTerms(q);
      if (words.length === 0) return [];
      // Terms are processed here once and de-duplicated, so a word and its
      // Hindi synonym in the same question do not count twice.
      const results = index.search(queryTerms(q).join(" "), {
        tokenize: (text) => text.split(" "),
        processTerm: (term) => term,
      });
      const hits: Hit[] = [];
      for (const r of results) {
        const passage = byId.get(String(r.id));
        if (!passage) continue;
        const matchedTerms = new Set(r.queryTerms);
        const matchedWords: number[] = [];
        words.forEach((expansions, i) => {
          if (expansions.some((t) => matchedTerms.has(t))) matchedWords.push(i);
        });
        hits.push({ passage, score: r.score, coverage: matchedWords.length / words.length, matchedWords });
      }
      // Rank by score weighted by coverage, so a passage that answers the whole
      // question beats one that matches a single word strongly; ties keep the
      // knowledge base's own order (deterministic).
      hits.sort(
        (a, b) =>
          b.score * b.coverage - a.score * a.coverage || (order.get(a.passage.id) ?? 0) - (order.get(b.passage.id) ?? 0),
      );
      return hits.slice(0, limit);
    },
  };
}
