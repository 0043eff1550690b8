export type { KnowledgeEntry, KnowledgePath } from "./types.ts";
export { knowledgeEn } from "./en.ts";
