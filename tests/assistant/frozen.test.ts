import { describe, expect, it } from "vitest";
import { knowledgeByLocale } from "../../content/knowledge/index.ts";
import { describeMiss, loadSets, retrievalAssistant, scoreSet } from "./question-sets.ts";

/**
 * The frozen held-out sets, asked through the assistant as the chat function
 * runs it without a model endpoint. Each language must stay at or above its
 * floor: what it honestly reaches, never more than the frozen set supports.
 * A language whose floor is not set yet must reach DEFAULT_FLOOR; a frozen set
 * whose language the site does not have yet (no content/knowledge/<code>.ts in
 * the registry) is skipped until it does.
 */
const floors: Record<string, number> = {
  en: 0.65,
  hi: 0.65,
};
const DEFAULT_FLOOR = 0.5;

const sets = loadSets("frozen");
const assistant = retrievalAssistant();

describe("the assistant on questions it was not tuned on", () => {
  it("has a frozen set for English and Hindi", () => {
    expect(sets.map((s) => s.language)).toEqual(expect.arrayContaining(["en", "hi"]));
  });

  it("asks at least 30 questions in every language", () => {
    for (const set of sets) expect(set.questions.length, set.language).toBeGreaterThanOrEqual(30);
  });

  for (const set of sets) {
    const registered = set.language in knowledgeByLocale;
    it.skipIf(!registered)(`answers the frozen ${set.language} set at or above its floor`, async () => {
      const result = await scoreSet(set, assistant);
      const floor = floors[set.language] ?? DEFAULT_FLOOR;
      const misses = result.outcomes.filter((o) => !o.verdict.pass).map(describeMiss).join("\n");
      expect(result.score, `${set.language}: ${result.passed}/${result.asked}\n${misses}`).toBeGreaterThanOrEqual(floor);
    });
  }
});
