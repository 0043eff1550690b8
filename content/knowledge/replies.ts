import type { Localized } from "../i18n.ts";
import { knowledgeByLocale } from "./index.ts";
import type { AssistantReplies } from "./types.ts";

export type { AssistantReplies } from "./types.ts";

/**
 * The assistant's own sentences (greeting, thanks, fallback, the call-back
 * offer, …) in every language, as each language's knowledge file writes them.
 */
export const assistantReplies: Localized<AssistantReplies> = Object.fromEntries(
  Object.entries(knowledgeByLocale).map(([code, k]) => [code, k.replies]),
) as Localized<AssistantReplies>;
