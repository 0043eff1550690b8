/**
 * The shape of one language's knowledge for the Soil Doctor Assistant
 * (content/knowledge/<code>.ts). README.md in this folder says how to write one.
 */
import type { EntryId, FactsOf, KnowledgePath } from "./entries.ts";

export type { EntryId, KnowledgePath } from "./entries.ts";

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/**
 * A text that mentions each of the facts K as `{fact}`. Write it as one
 * string or template literal without `${…}` (a text glued with `+` loses its
 * words to the type checker and is refused when the entry has facts).
 */
export type MustMention<K extends string> = [K] extends [never] ? string : UnionToIntersection<K extends string ? `${string}{${K}}${string}` : never>;

/** One entry in one language. */
export interface EntryWords<E extends EntryId = EntryId> {
  /** A short title: the answer's source, and a search field. */
  title: string;
  /**
   * The answer: a few plain sentences in the language, with every fact of the
   * entry as `{fact}` (content/knowledge/facts.ts). Line breaks and runs of
   * spaces become one space.
   */
  text: MustMention<FactsOf<E>>;
  /**
   * Words and short phrases people use when they ask about this: in the
   * language's script and, where people type it so, romanised ("mitti",
   * "kitne ki"). Misspellings welcome. Not a copy of the text.
   */
  keywords: readonly string[];
}

/** How the assistant understands questions in this language. */
export interface Lexicon {
  /**
   * Grammar and question words, fillers and politeness that say nothing about
   * the topic, as people type them (in the script, and romanised where people
   * write the language in Latin letters).
   */
  stopWords: readonly string[];
  /**
   * Words and phrases mapped to one of the assistant's topic words (English:
   * "price", "time", "clinic", … see README.md): "कीमत" → "price",
   * "kitne ki" → "price". A phrase of several words is read before its words.
   */
  concepts: Readonly<Record<string, string>>;
  /**
   * Grammar words of this language that other languages in the same script do
   * not use (Marathi's आहे, आणि, मध्ये against Hindi's है, और, में): they decide
   * which language a question in a shared script is in.
   */
  markers: readonly string[];
  /**
   * For a language people also type in Latin letters: its grammar words as they
   * are typed (Hindi: kya, hai, kaise, kitna, ka, ki, ke, mein). Two or more, or
   * more than the English words in a question, make it this language.
   */
  romanisedMarkers?: readonly string[];
  /**
   * For a language that joins its postpositions to the word before (Marathi:
   * राज्यांमध्ये, महिन्यात, तपासणीचा; romanised tapasnicha, shetasathi): those
   * endings, in the script and as typed in Latin letters. A word that ends in
   * one and keeps at least three letters without it is read without it, in the
   * questions and in the knowledge alike, so राज्यांमध्ये meets राज्य.
   */
  joinedEndings?: readonly string[];
  /** Words that make a message a greeting ("namaste") or thanks ("dhanyavad") when it holds nothing else. */
  greetings: readonly string[];
  thanks: readonly string[];
}

/** The assistant's own sentences around the knowledge. Contact values come in as arguments. */
export interface AssistantReplies {
  /** What the assistant can help with, in one line. */
  topics(programme: string): string;
  empty(name?: string): string;
  greeting(name: string | undefined, assistantName: string, topics: string): string;
  thanks(name: string | undefined, phone: string, email: string): string;
  fallback(p: { name?: string; phones: string; email: string; hours: string; topics: string; contactPath: string }): string;
  /** The closing pointer to the page(s) with more, and the phone for help. */
  more(paths: readonly string[], phone: string): string;
  /** Added to the reply after the second question the assistant could not answer in a conversation. */
  callbackOffer: string;
  /** The name of the contact page, as an answer's source. */
  contactTitle: string;
  /**
   * Clinics in a place the visitor named, from the clinic list: the place as
   * this language writes it and one line per clinic (name, address, phone).
   */
  clinicsIn(place: string, clinics: readonly string[]): string;
  /** No clinic in the place the visitor named yet. */
  noClinicIn(place: string): string;
  /**
   * No clinic in the district the visitor named, and the nearest ones: one
   * line per clinic (name, address, phone) with its distance in whole kilometres.
   */
  nearestTo(place: string, clinics: ReadonlyArray<{ line: string; km: number }>): string;
}

/** One language's knowledge: its words around the shared facts, and how it reads questions. */
export interface KnowledgeLanguage {
  /** The script its answers are written in (content/i18n.ts's script names). */
  script: "Latin" | "Devanagari" | "Gurmukhi" | "Gujarati" | "Telugu" | "Kannada";
  entries: { readonly [E in EntryId]: EntryWords<E> };
  lexicon: Lexicon;
  replies: AssistantReplies;
}

/** A page path in a language: "/find-clinic" → "/hi/find-clinic", "/" → "/hi". */
export function pathIn(locale: string, path: KnowledgePath | string, defaultLocale = "en"): string {
  if (locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}
