/**
 * The Soil Doctor Assistant's retrieval brain: answers a visitor's question
 * from the knowledge (content/knowledge/), deterministically, in the
 * question's language, in plain sentences with a link to the right page — or
 * says honestly that it does not know and how to reach the team.
 */
import { defaultLocale, type Locale } from "../../../../content/i18n.ts";
import { entryIds, entrySpecs, knowledgeByLocale, type EntryId, type KnowledgeLanguage } from "../../../../content/knowledge/index.ts";
import { fillFacts, renderFacts, siteContacts, type ContactSource, type FactName } from "../../../../content/knowledge/facts.ts";
import { pathIn } from "../../../../content/knowledge/types.ts";
import { localized } from "../../../../content/packs.ts";
import { publicRoutes } from "../../../../content/routes.ts";
import { createLanguageDetector } from "./language.ts";
import { createPlaceFinder, type ClinicListing } from "./places.ts";
import { locatePlaceIn, nearestTo } from "../../clinics/nearest.ts";
import { Understanding } from "./normalize.ts";
import { createRetriever, type Hit, type Passage } from "./retrieval.ts";

export type { Hit, Passage } from "./retrieval.ts";
export type { ClinicListing } from "./places.ts";

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

/** A language code of content/i18n.ts. */
export type Language = Locale;

/** How the widget asks: the language of the page the visitor is on. */
export interface AnswerOptions {
  pageLanguage?: string | null;
  /**
   * The clinic list, in English and in the answer's language, so a question
   * naming a place is answered with the clinics there. Without it, the
   * assistant points to the clinic finder.
   */
  clinics?: { en: readonly ClinicListing[]; local: readonly ClinicListing[] };
}

/** "clinics": the clinics in a place the visitor named, from the clinic list. */
export type AnswerKind = "answer" | "clinics" | "fallback" | "greeting" | "thanks" | "empty";

export interface AssistantAnswer {
  text: string;
  sources: AnswerSource[];
  /** True when the text comes from the knowledge. */
  matched: boolean;
  kind: AnswerKind;
  language: Language;
}

/** A retrieved entry in one language, for the model path. */
export interface RetrievedPassage extends Hit {
  passage: Passage;
}

export interface Assistant {
  answer(question: string, userInfo?: AssistantUserInfo | null, options?: AnswerOptions): AssistantAnswer;
  /** The language an answer to this question is written in. */
  languageOf(question: string, options?: AnswerOptions): Language;
  /** The best entries for a question, strongest first, without a threshold, in one language. */
  retrieve(question: string, limit?: number, language?: Language): RetrievedPassage[];
  /** Every fact as one language shows it. */
  factsIn(language: Language): Readonly<Record<FactName, string>>;
}

export interface BuildAssistantOptions {
  /** Where contact details, offices and hours come from; the site configuration by default. */
  contacts?: ContactSource;
  /** Every language's knowledge; content/knowledge's by default. */
  knowledge?: Readonly<Record<Language, KnowledgeLanguage>>;
}

/**
 * Acceptance rule for the best hit. It must score at least MIN_SCORE. When it
 * matched two or more of the question's content words, they must be at least
 * half of them in English, a third in other languages (where more words go
 * unmapped). A hit on one word only must be the question's only word, or be
 * very strong (STRONG_SCORE) and a third of it: one shared word ("season" in
 * a question about the weather) is not an answer.
 */
export const MIN_SCORE = 6;
export const STRONG_SCORE = 40;
const MIN_COVERAGE_EN = 0.5;
const MIN_COVERAGE_OTHER = 1 / 3;

/** A second passage is added when it covers words the first missed and scores at least this share of it. */
const SECOND_PASSAGE_RATIO = 0.25;

const MAX_MESSAGE_CHARS = 2000;

/** Words that may stand beside a greeting or thanks: the names people address the assistant by. */
const COURTESY = ["soil", "doctor", "didi", "assistant", "team", "bot", "sir", "madam", "maam", "there", "everyone", "very", "much", "so", "good", "nice", "great"];

/** First name from the lead form, cleaned; undefined when there is none worth using. */
export function firstName(userInfo: AssistantUserInfo | null | undefined): string | undefined {
  const raw = userInfo?.name;
  if (typeof raw !== "string" || raw.includes("@")) return undefined;
  const first = raw.trim().split(/\s+/)[0] ?? "";
  const clean = first.replace(/[^\p{L}\p{M}'.-]/gu, "").slice(0, 40);
  if (!/\p{L}/u.test(clean)) return undefined;
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}

/** The site's public page paths: a path written in a knowledge text is rewritten to the answer's language. */
const PAGE_PATHS = new Set<string>([...publicRoutes.map((r) => r.path), ...Object.values(entrySpecs).map((e) => e.path)]);
const PATH_IN_TEXT = /(?<=^|[\s("'])\/[a-z][a-z-]*(?=$|[\s.,;:)!?।"'])/g;

/** Entries that a question naming a place is really asking about: where the clinics are. */
const ABOUT_CLINICS = new Set<EntryId>(["clinic-finder", "get-tested", "clinic-services", "field-visit", "reach"]);
const CLOSE_BEHIND = 0.8;
/** A clinic this close to the district a question names is "in" it (the district's point is its middle). */
const IN_DISTRICT_KM = 30;
/** How many of the nearest clinics an answer names. */
const NEAREST_COUNT = 3;
/** A clinic as an answer lists it: name, address, phone. */
const clinicLine = (c: ClinicListing) => [c.name, c.address, c.phone].filter(Boolean).join(", ");

/** India's states as each language writes them, English keys. */
const STATE_NAMES = localized((p) => p.stateNames) as Readonly<Record<string, Readonly<Record<string, string>>>>;
/** The short forms each language's speakers write for states ("AP", "ఆంధ్రా", "यूपी"). */
const STATE_SHORT_NAMES = localized((p) => p.stateShortNames) as Readonly<Record<string, Readonly<Partial<Record<string, readonly string[]>>>>>;
const findPlace = createPlaceFinder(Object.values(STATE_NAMES), Object.values(STATE_SHORT_NAMES));

/** The assistant over the site's own knowledge, built once per process (see buildAssistant). */
let siteAssistant: Assistant | undefined;

/**
 * The retrieval assistant. Building it indexes every entry in every language,
 * which costs about a second of CPU; the one over the site's own knowledge and
 * contacts is built once per process and shared, as it holds no state that
 * changes after it is built.
 */
export function buildAssistant(options: BuildAssistantOptions = {}): Assistant {
  if (!options.knowledge && !options.contacts) return (siteAssistant ??= buildAssistantFrom(options));
  return buildAssistantFrom(options);
}

function buildAssistantFrom(options: BuildAssistantOptions): Assistant {
  const knowledge = options.knowledge ?? knowledgeByLocale;
  const contacts = options.contacts ?? siteContacts;
  const languages = Object.keys(knowledge) as Language[];
  const understanding = new Understanding(
    languages.map((l) => knowledge[l].lexicon),
    COURTESY,
  );
  const detector = createLanguageDetector(knowledge, defaultLocale);

  const facts = new Map(languages.map((l) => [l, renderFacts(l, contacts)] as const));
  const localise = (language: Language, text: string) => text.replace(PATH_IN_TEXT, (p) => (PAGE_PATHS.has(p) ? pathIn(language, p, defaultLocale) : p));
  const fill = (language: Language, text: string) => localise(language, fillFacts(text, facts.get(language)!));

  /** Each entry in each language, facts filled and paths in that language. */
  const passages = new Map(
    languages.map((l) => [
      l,
      new Map(
        entryIds.map((id) => {
          const words = knowledge[l].entries[id];
          return [id, { id, title: fill(l, words.title), text: fill(l, words.text), path: pathIn(l, entrySpecs[id].path, defaultLocale) }] as const;
        }),
      ),
    ]),
  );

  const retriever = createRetriever(
    entryIds.map((id) => ({
      id,
      titles: languages.map((l) => passages.get(l)!.get(id)!.title),
      keywords: languages.flatMap((l) => knowledge[l].entries[id].keywords.map((k) => fillFacts(k, facts.get(l)!))),
      texts: languages.map((l) => passages.get(l)!.get(id)!.text),
      own: Object.fromEntries(languages.map((l) => [l, [passages.get(l)!.get(id)!.title, ...knowledge[l].entries[id].keywords].join(" ; ")])),
    })),
    understanding,
  );

  function accepted(hit: Hit | undefined, language: Language): hit is Hit {
    if (!hit || hit.score < MIN_SCORE) return false;
    if (hit.matchedWords.length >= 2) return hit.coverage >= (language === defaultLocale ? MIN_COVERAGE_EN : MIN_COVERAGE_OTHER);
    return hit.coverage === 1 || (hit.score >= STRONG_SCORE && hit.coverage >= 1 / 3);
  }

  /** The top hit plus, for a two-part question, a second entry covering what the first missed. */
  function choose(hits: readonly Hit[], question: string): Hit[] {
    const top = hits[0]!;
    const chosen: Hit[] = [top];
    const covered = new Set(top.matchedWords);
    const second = hits
      .slice(1)
      .find((h) => h.score >= top.score * SECOND_PASSAGE_RATIO && h.id !== top.id && h.matchedWords.some((i) => !covered.has(i)));
    if (second && understanding.contentTerms(question).length > 1) chosen.push(second);
    return chosen;
  }

  function languageOf(question: string, options?: AnswerOptions): Language {
    return detector.detect(typeof question === "string" ? question : "", options?.pageLanguage ?? defaultLocale) as Language;
  }

  function answer(question: string, userInfo?: AssistantUserInfo | null, options?: AnswerOptions): AssistantAnswer {
    const q = typeof question === "string" ? question.slice(0, MAX_MESSAGE_CHARS) : "";
    const name = firstName(userInfo);
    const page = (languages as string[]).includes(options?.pageLanguage ?? "") ? (options!.pageLanguage as Language) : defaultLocale;

    if (q.trim() === "") {
      // Nothing to read the language from: the page's language decides.
      return { text: knowledge[page].replies.empty(name), sources: [], matched: false, kind: "empty", language: page };
    }

    const language = languageOf(q, options);
    const t = knowledge[language].replies;
    const f = facts.get(language)!;
    const topics = t.topics(f.programme);

    if (understanding.isGreeting(q)) {
      return { text: t.greeting(name, f.assistant, topics), sources: [], matched: true, kind: "greeting", language };
    }
    if (understanding.isThanks(q)) {
      return { text: t.thanks(name, f.phone, f.email), sources: [], matched: true, kind: "thanks", language };
    }

    const hits = retriever.search(q, 4, language);
    const place = options?.clinics
      ? findPlace(q, options.clinics.en, options.clinics.local, (state) => STATE_NAMES[language]?.[state] ?? state)
      : undefined;
    // "Any clinic in Assam?" may rank "start a clinic" first: an entry about where clinics are close behind it still makes it a question about clinics.
    const rank = (h: Hit) => h.score * h.coverage;
    const topIsOther =
      accepted(hits[0], language) &&
      !hits.some((h) => ABOUT_CLINICS.has(h.id as EntryId) && rank(h) >= CLOSE_BEHIND * rank(hits[0]!));
    if (place && (place.clinics.length > 0 || !topIsOther)) {
      const finder = pathIn(language, "/find-clinic", defaultLocale);
      const lines = place.clinics.map(clinicLine);
      const clinicsText = place.clinics.length > 0 ? t.clinicsIn(place.label, lines) : localise(language, t.noClinicIn(place.label));
      // A question about something else in a place ("test price in Ludhiana") gets that answer too.
      const other = topIsOther ? passages.get(language)!.get(hits[0]!.id as EntryId)! : undefined;
      const paths = [...new Set([...(other ? [other.path] : []), finder])];
      return {
        text: `${other ? `${other.text} ` : ""}${clinicsText}\n${t.more(paths, f.phone)}`,
        sources: [...(other ? [{ title: other.title, path: other.path }] : []), { title: place.label, path: finder }],
        matched: true,
        kind: "clinics",
        language,
      };
    }
    // A district with no clinic ("any clinic near Guntur?", "लखनऊ में केंद्र है?"): the nearest clinics, with their distance.
    const nearby = !place && !topIsOther && options?.clinics ? nearestClinics(q, options.clinics.local) : undefined;
    if (nearby) {
      const finder = pathIn(language, "/find-clinic", defaultLocale);
      const text = nearby.inside.length > 0 ? t.clinicsIn(nearby.label, nearby.inside.map(clinicLine)) : t.nearestTo(nearby.label, nearby.nearest.map((n) => ({ line: clinicLine(n.clinic), km: n.km })));
      return { text: `${text}\n${t.more([finder], f.phone)}`, sources: [{ title: nearby.label, path: finder }], matched: true, kind: "clinics", language };
    }
    if (!accepted(hits[0], language)) {
      const contactPath = pathIn(language, "/contact", defaultLocale);
      const text = localise(language, t.fallback({ name, phones: f.phones, email: f.email, hours: f.hours, topics, contactPath }));
      return { text, sources: [{ title: t.contactTitle, path: contactPath }], matched: false, kind: "fallback", language };
    }

    const chosen = choose(hits, q).map((h) => passages.get(language)!.get(h.id as EntryId)!);
    const paths = [...new Set(chosen.map((p) => p.path))];
    const body = chosen.map((p) => p.text).join(" ");
    return {
      text: `${body}\n${t.more(paths, f.phone)}`,
      sources: chosen.map((p) => ({ title: p.title, path: p.path })),
      matched: true,
      kind: "answer",
      language,
    };
  }

  /** The district a question names and the clinics in it, or else the nearest ones; undefined when it names no district the tables know. */
  function nearestClinics(question: string, clinics: readonly ClinicListing[]) {
    const named = locatePlaceIn(question);
    if (!named) return undefined;
    const placed = clinics.filter((c): c is ClinicListing & { lat: number; lng: number } => typeof c.lat === "number" && typeof c.lng === "number");
    const nearest = nearestTo(named, placed, NEAREST_COUNT);
    if (nearest.length === 0) return undefined;
    const inside = nearest.filter((n) => n.km <= IN_DISTRICT_KM && n.clinic.stateKey === named.state).map((n) => n.clinic);
    return { label: named.named, nearest, inside };
  }

  return {
    answer,
    languageOf,
    retrieve: (question, limit = 4, language = defaultLocale) =>
      retriever.search(question, limit, language).map((h) => ({ ...h, passage: passages.get(language)!.get(h.id as EntryId)! })),
    factsIn: (language) => facts.get(language) ?? facts.get(defaultLocale)!,
  };
}
