import { describe, expect, it } from "vitest";
import { knowledgeEn, knowledgeHi, type KnowledgeLanguage } from "../../../../content/knowledge/index.ts";
import { createLanguageDetector, dominantScript } from "./language.ts";

/**
 * Which language a question is answered in. A stand-in Marathi (Hindi's
 * words with Marathi's grammar markers) and Telugu show how languages that
 * share a script, or none, are told apart, whatever the site has registered.
 */
const marathi: KnowledgeLanguage = {
  ...knowledgeHi,
  lexicon: { ...knowledgeHi.lexicon, markers: ["आहे", "आहेत", "आणि", "मध्ये", "नाही", "काय", "कसे", "किती", "कुठे", "तुम्ही", "मला", "साठी"], romanisedMarkers: ["ahe", "kay", "kiti", "kuthe"] },
};
const telugu: KnowledgeLanguage = { ...knowledgeHi, script: "Telugu", lexicon: { ...knowledgeHi.lexicon, markers: [], romanisedMarkers: undefined } };
const detector = createLanguageDetector({ en: knowledgeEn, hi: knowledgeHi, mr: marathi, te: telugu }, "en");

describe("the language of a question", () => {
  it.each([
    ["How much does a soil test cost?", "hi", "en"],
    ["how much mitti should i bring for the test", "hi", "en"],
    ["yield increase after test", "en", "en"],
    ["yield increase after test", "hi", "hi"],
    ["mitti ki jaanch kitne ki hai", "en", "hi"],
    ["soil test ka price kya hai", "en", "hi"],
    ["karnataka me kendra", "en", "hi"],
    ["मिट्टी की जांच कितने की है", "en", "hi"],
    ["मातीची चाचणी किती रुपयांना आहे", "en", "mr"],
    ["मातीची चाचणी किती रुपयांना आहे", "hi", "mr"],
    ["माती परीक्षण कुठे होते आणि किती वेळ लागतो", "hi", "mr"],
    ["जांच कहां होती है और कितना समय लगता है", "mr", "hi"],
    ["mati parikshan kiti la ahe", "en", "mr"],
    ["మట్టి పరీక్ష ధర ఎంత", "en", "te"],
  ])("%s (asked on the %s page) → %s", (question, page, expected) => {
    expect(detector.detect(question, page)).toBe(expected);
  });

  it("answers in the page's language when nothing in the question decides", () => {
    expect(detector.detect("CSR?", "hi")).toBe("hi");
    expect(detector.detect("75000", "mr")).toBe("mr");
    expect(detector.detect("whatsapp number do", "hi")).toBe("hi");
    expect(detector.detect("whatsapp number do", "en")).toBe("en");
    // Devanagari with no grammar word either way: the page's language if it is written so, else the first registered.
    expect(detector.detect("मिट्टी जांच", "mr")).toBe("mr");
    expect(detector.detect("मिट्टी जांच", "en")).toBe("hi");
  });

  it("answers a script no site language is written in in the page's language", () => {
    expect(detector.detect("মাটি পরীক্ষা", "hi")).toBe("hi");
    expect(dominantScript("মাটি পরীক্ষা")).toBeUndefined();
  });
});
