import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../server/test-db.ts";
import { knowledgeByLocale } from "../../content/knowledge/index.ts";
import { chatFunctionAsker, describeMiss, loadSets, scoreSet, type Asker } from "./question-sets.ts";

/**
 * The frozen held-out sets, asked through the chat function of an app on a
 * fresh database (each database the server tests use) without a model endpoint. Each language must stay at or above its
 * floor: what it honestly reaches, never more than the frozen set supports.
 * A language whose floor is not set yet must reach DEFAULT_FLOOR; a frozen set
 * whose language the site does not have yet (no content/knowledge/<code>.ts in
 * the registry) is skipped until it does.
 */
const floors: Record<string, number> = {
  en: 0.95,
  hi: 0.9,
  gu: 0.9,
  kn: 0.9,
  mr: 0.9,
  te: 0.9,
  pa: 0.9,
};
const DEFAULT_FLOOR = 0.5;

const sets = loadSets("frozen");

describe("the frozen question sets", () => {
  it("have English and Hindi", () => {
    expect(sets.map((s) => s.language)).toEqual(expect.arrayContaining(["en", "hi"]));
  });

  it("ask at least 30 questions in every language", () => {
    for (const set of sets) expect(set.questions.length, set.language).toBeGreaterThanOrEqual(30);
  });
});

describe.each(testDatabaseKinds())("the assistant on questions it was not tuned on, on %s", (kind) => {
  let asker: Asker;
  beforeAll(async () => {
    asker = await chatFunctionAsker(kind);
  });
  afterAll(async () => asker?.close());

  for (const set of sets) {
    const registered = set.language in knowledgeByLocale;
    it.skipIf(!registered)(`answers the frozen ${set.language} set at or above its floor`, async () => {
      const result = await scoreSet(set, asker);
      const floor = floors[set.language] ?? DEFAULT_FLOOR;
      const misses = result.outcomes.filter((o) => !o.verdict.pass).map(describeMiss).join("\n");
      expect(result.score, `${set.language}: ${result.passed}/${result.asked}\n${misses}`).toBeGreaterThanOrEqual(floor);
    }, 60_000);
  }
});
