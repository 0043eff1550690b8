export type { HindiKnowledgePath, KnowledgeEntry, KnowledgePath } from "./types.ts";
export { knowledgeEn } from "./en.ts";
export { knowledgeHi } from "./hi.ts";

import { knowledgeEn } from "./en.ts";
import { knowledgeHi } from "./hi.ts";

/** The knowledge base in each page language; English stays `knowledgeEn`. */
export const knowledgeByLocale = { en: knowledgeEn, hi: knowledgeHi } as const;
