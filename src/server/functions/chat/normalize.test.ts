import { describe, expect, it } from "vitest";
import { knowledgeByLocale } from "../../../../content/knowledge/index.ts";
import { Understanding } from "./normalize.ts";

describe("postpositions joined to the word (Marathi)", () => {
  const understanding = new Understanding(Object.values(knowledgeByLocale).map((k) => k.lexicon));
  const terms = (word: string) => understanding.processTerm(word);

  it.each([
    ["राज्यांमध्ये", "राज्य"],
    ["राज्यात", "राज्य"],
    ["गावात", "गाव"],
    ["शेतकऱ्यांना", "शेतकऱ्यांची"],
    ["महिन्याला", "महिन्यात"],
    ["tapasnicha", "tapasni"],
  ])("reads %s as %s is read", (joined, plain) => {
    expect(terms(joined)).toEqual(terms(plain));
  });

  it("keeps a short word whole: too little would be left without the ending", () => {
    expect(terms("खत")).toEqual(["खत", "fertilizer"]);
    expect(terms("बात")).toEqual(["बात"]);
  });

  it("gives an inflection the lexicon does not list its word's topic, by the stem", () => {
    expect(terms("रुपयात")).toContain("price");
    expect(terms("रुपयांना")).toContain("price");
  });

  it("drops a word that is a stop word once its ending is gone", () => {
    expect(terms("तुमच्याशी")).toBeNull();
  });
});
