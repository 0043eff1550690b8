/**
 * The Soil Doctor Assistant's retrieval brain: answers a visitor's question
 * from the knowledge base, deterministically, in plain sentences with a link
 * to the right page — or says honestly that it does not know and how to reach
 * the team.
 */
import { knowledgeEn, knowledgeHi, type KnowledgeEntry } from "../../../../content/knowledge/index.ts";
import { assistantReplies, hindiPointer } from "../../../../content/knowledge/replies.ts";
import { contentTerms, isDevanagari, isGreeting, isHindi, isThanks } from "./normalize.ts";
import { createRetriever, type Hit, type Passage, type Retriever } from "./retrieval.ts";
import { siteIn, type AssistantSite } from "./site.ts";

export type { AssistantSite } from "./site.ts";
export type { Hit, Passage } from "./retrieval.ts";

/** What the widget sends as `userInfo`; every field is optional and untrusted. */
export interface AssistantUserInfo {
  name?: unknown;
  email?: unknown;
  userType?: unknown;
  location?: unknown;
}

export interface AnswerSource {
  title: string;
  path: string;
}

export type Language = "en" | "hi";

/** How the widget asks: the language of the page the visitor is on. */
export interface AnswerOptions {
  pageLanguage?: Language | null;
}

export type AnswerKind = "answer" | "fallback" | "greeting" | "thanks" | "empty";

export interface AssistantAnswer {
  text: string;
  sources: AnswerSource[];
  /** True when the text comes from the knowledge base. */
  matched: boolean;
  kind: AnswerKind;
  language: Language;
}

export interface Assistant {
  answer(question: string, userInfo?: AssistantUserInfo | null, options?: AnswerOptions): AssistantAnswer;
  /** The language an answer to this question is written in. */
  languageOf(question: string, options?: AnswerOptions): Language;
  /** The best passages for a question in one answer language, strongest first, without a threshold. */
  retrieve(question: string, limit?: number, language?: Language): Hit[];
  readonly site: AssistantSite;
  readonly passages: readonly Passage[];
}

export interface BuildAssistantOptions {
  site: AssistantSite;
  knowledge?: readonly KnowledgeEntry[];
  /** The same entries (same ids) in Hindi, pointing to Hindi pages. */
  knowledgeHi?: readonly KnowledgeEntry<string>[];
}

/**
 * Acceptance rule for the best hit. A hit counts when its score reaches
 * MIN_SCORE and it matched enough of the question's content words: more than
 * half in English; at least a third in Hindi, where more words go unmapped.
 * A very strong hit (STRONG_SCORE) is accepted on coverage alone of ≥ 1/3.
 */
export const MIN_SCORE = 6;
export const STRONG_SCORE = 40;
const MIN_COVERAGE_EN = 0.5;
const MIN_COVERAGE_HI = 1 / 3;

/** A second passage is added when it covers words the first missed and scores at least this share of it. */
const SECOND_PASSAGE_RATIO = 0.3;

const MAX_MESSAGE_CHARS = 2000;

export function formatPhones(site: AssistantSite, language: Language = "en"): string {
  return site.phones.join(language === "hi" ? " या " : " or ");
}

export function formatHours(site: AssistantSite): string {
  return site.hours.join(", ");
}

export function formatOffices(site: AssistantSite): string {
  return site.offices.map((o) => `${o.label}: ${o.address}`).join("; ");
}

/** Fills {brand}, {programme}, {phones}, {email}, {hours}, {offices}. */
export function fillTemplate(text: string, site: AssistantSite, language: Language = "en"): string {
  const values: Record<string, string> = {
    brand: site.brand,
    programme: site.programme,
    phones: formatPhones(site, language),
    phone: site.phones[0] ?? "",
    email: site.email,
    hours: formatHours(site),
    offices: formatOffices(site),
  };
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** First name from the lead form, cleaned; undefined when there is none worth using. */
export function firstName(userInfo: AssistantUserInfo | null | undefined): string | undefined {
  const raw = userInfo?.name;
  if (typeof raw !== "string" || raw.includes("@")) return undefined;
  const first = raw.trim().split(/\s+/)[0] ?? "";
  const clean = first.replace(/[^\p{L}\p{M}'.-]/gu, "").slice(0, 40);
  if (!/\p{L}/u.test(clean)) return undefined;
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}

/**
 * The answer's language: Devanagari → Hindi; romanised Hindi (Hinglish) →
 * Hindi on a Hindi page; anything else → English.
 */
export function answerLanguage(question: string, options?: AnswerOptions): Language {
  if (isDevanagari(question)) return "hi";
  return options?.pageLanguage === "hi" && isHindi(question) ? "hi" : "en";
}

interface Corpus {
  passages: Passage[];
  byId: Map<string, Passage>;
  retriever: Retriever;
}

function corpus(entries: readonly KnowledgeEntry<string>[], site: AssistantSite, language: Language): Corpus {
  const fill = (text: string) => fillTemplate(text, site, language);
  const passages: Passage[] = entries.map((e) => ({
    id: e.id,
    title: fill(e.title),
    titleHi: fill(e.titleHi),
    text: fill(e.text),
    path: e.path,
  }));
  return { passages, byId: new Map(passages.map((p) => [p.id, p])), retriever: createRetriever(passages, entries, fill) };
}

export function buildAssistant(options: BuildAssistantOptions): Assistant {
  const site = options.site;
  const siteHi = siteIn(site, "hi");
  const en = corpus(options.knowledge ?? knowledgeEn, site, "en");
  const hi = corpus(options.knowledgeHi ?? knowledgeHi, siteHi, "hi");
  const phone = site.phones[0] ?? "";
  const replies = assistantReplies;

  function accepted(hit: Hit | undefined, hindi: boolean): hit is Hit {
    if (!hit || hit.score < MIN_SCORE) return false;
    if (hit.score >= STRONG_SCORE) return hit.coverage >= 1 / 3;
    return hindi ? hit.coverage >= MIN_COVERAGE_HI : hit.coverage > MIN_COVERAGE_EN || (hit.coverage === MIN_COVERAGE_EN && hit.matchedWords.length >= 2);
  }

  /** The top hit plus, for a two-part question, a second passage covering what the first missed. */
  function choose(hits: readonly Hit[], question: string): Hit[] {
    const top = hits[0]!;
    const chosen: Hit[] = [top];
    const covered = new Set(top.matchedWords);
    const second = hits.slice(1).find(
      (h) =>
        h.score >= top.score * SECOND_PASSAGE_RATIO &&
        h.passage.id !== top.passage.id &&
        h.matchedWords.some((i) => !covered.has(i)),
    );
    if (second && contentTerms(question).length > 1) chosen.push(second);
    return chosen;
  }

  /**
   * Passages for a Hindi answer: the Hindi index first; when it finds nothing
   * sure, the English index (romanised or English words in a Hindi question),
   * answered with the Hindi entry of the same id.
   */
  function hindiPassages(q: string): Passage[] | undefined {
    const own = hi.retriever.search(q, 4);
    if (accepted(own[0], true)) return choose(own, q).map((h) => h.passage);
    const other = en.retriever.search(q, 4);
    if (!accepted(other[0], true)) return undefined;
    return choose(other, q).map((h) => hi.byId.get(h.passage.id)).filter((p): p is Passage => p !== undefined);
  }

  function answer(question: string, userInfo?: AssistantUserInfo | null, options?: AnswerOptions): AssistantAnswer {
    const q = typeof question === "string" ? question.slice(0, MAX_MESSAGE_CHARS) : "";
    const name = firstName(userInfo);
    const language = answerLanguage(q, options);
    // Romanised Hindi on an English page: English facts plus a Hindi pointer line.
    const pointer = language === "en" && isHindi(q);
    const t = replies[language];
    const s = language === "hi" ? siteHi : site;
    const topics = t.topics(site.programme);

    if (q.trim() === "") {
      // Nothing to read the language from: the page's language decides.
      const pageLanguage: Language = options?.pageLanguage === "hi" ? "hi" : "en";
      return { text: replies[pageLanguage].empty(name), sources: [], matched: false, kind: "empty", language: pageLanguage };
    }

    if (isGreeting(q)) {
      const text = t.greeting(name, site.assistantName, topics);
      return { text: pointer ? `${text}\n${hindiPointer.greeting}` : text, sources: [], matched: true, kind: "greeting", language: pointer ? "hi" : language };
    }

    if (isThanks(q)) {
      const text = t.thanks(name, phone, site.email);
      return { text: pointer ? `${text}\n${hindiPointer.thanks}` : text, sources: [], matched: true, kind: "thanks", language: pointer ? "hi" : language };
    }

    const chosen = language === "hi" ? hindiPassages(q) : undefined;
    const hits = language === "en" ? en.retriever.search(q, 4) : [];
    const passages = chosen ?? (accepted(hits[0], pointer) ? choose(hits, q).map((h) => h.passage) : undefined);

    if (!passages || passages.length === 0) {
      const text = t.fallback({ name, phones: formatPhones(s, language), email: site.email, hours: formatHours(s), topics, contactPath: t.contactPath });
      return {
        text: pointer ? `${text}\n${hindiPointer.fallback(phone, site.email)}` : text,
        sources: [{ title: t.contactTitle, path: t.contactPath }],
        matched: false,
        kind: "fallback",
        language: pointer ? "hi" : language,
      };
    }

    const paths = [...new Set(passages.map((p) => p.path))];
    const body = passages.map((p) => p.text).join(" ");
    let text = language === "hi" ? `${body}\n${t.more(paths, phone)}` : `${body} ${t.more(paths, phone)}`;
    if (pointer) text += `\n${hindiPointer.answer(passages[0]!.titleHi, paths, phone, site.email)}`;
    return {
      text,
      sources: passages.map((p) => ({ title: p.title, path: p.path })),
      matched: true,
      kind: "answer",
      language: pointer ? "hi" : language,
    };
  }

  return {
    answer,
    languageOf: answerLanguage,
    retrieve: (question, limit = 4, language = "en") => (language === "hi" ? hi : en).retriever.search(question, limit),
    site,
    passages: en.passages,
  };
}
