/**
 * Every site language's knowledge for the Soil Doctor Assistant. The type
 * requires one entry per language in content/i18n.ts: a language added there
 * fails the type check until its content/knowledge/<code>.ts is written and
 * listed here (README.md in this folder says how).
 */
import type { Locale } from "../i18n.ts";
import type { KnowledgeLanguage } from "./types.ts";
import { knowledgeEn } from "./en.ts";
import { knowledgeHi } from "./hi.ts";
import { knowledgeMr } from "./mr.ts";
import { knowledgeGu } from "./gu.ts";
import { knowledgeKn } from "./kn.ts";
import { knowledgeTe } from "./te.ts";
import { knowledgePa } from "./pa.ts";

export type { AssistantReplies, EntryWords, KnowledgeLanguage, Lexicon } from "./types.ts";
export type { EntryId, KnowledgePath } from "./entries.ts";
export { entryIds, entrySpecs } from "./entries.ts";
export { knowledgeEn, knowledgeHi, knowledgeMr, knowledgeGu, knowledgeKn, knowledgeTe, knowledgePa };

export const knowledgeByLocale: { readonly [L in Locale]: KnowledgeLanguage } = {
  en: knowledgeEn,
  hi: knowledgeHi,
  mr: knowledgeMr,
  gu: knowledgeGu,
  kn: knowledgeKn,
  te: knowledgeTe,
  pa: knowledgePa,
};
