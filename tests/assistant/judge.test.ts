import { describe, expect, it } from "vitest";
import { containsSpelling, judge, judgeLanguage, normalise } from "./judge.ts";

describe("fact matching", () => {
  it("reads figures the way pages write them", () => {
    expect(normalise("₹300 – ₹500")).toBe("300-500");
    expect(normalise("₹75,000 + GST")).toBe("75000 + gst");
    expect(normalise("जाँच  ज़मीन")).toBe("जांच जमीन");
    expect(normalise("४५-६० मिनट")).toBe("45-60 मिनट");
  });

  it("does not take a number for a longer one", () => {
    expect(containsSpelling("costs ₹3000 a season", "300")).toBe(false);
    expect(containsSpelling("costs ₹300-₹500", "300")).toBe(true);
    expect(containsSpelling("costs ₹300-₹500", "500")).toBe(true);
    expect(containsSpelling("in 13-15 days", "3-5")).toBe(false);
    expect(containsSpelling("in 3 – 5 months", "3-5")).toBe(true);
    expect(containsSpelling("sachets cost ₹100-₹150 per test", "100-150")).toBe(true);
    expect(containsSpelling("sachets cost ₹100-₹150 per test", "₹100")).toBe(true);
  });

  it("finds a phone number in any layout", () => {
    expect(containsSpelling("call +91 98110 23456", "digits:9811023456")).toBe(true);
    expect(containsSpelling("call 098110-23456", "digits:9811023456")).toBe(true);
    expect(containsSpelling("call +91 98110 2345", "digits:9811023456")).toBe(false);
  });
});

describe("language of an answer", () => {
  it("takes English with a brand, an address and a path as English", () => {
    expect(judgeLanguage("Soil Didi centres test soil for ₹300-₹500. See /find-clinic or write to info@soildoctor.example.", "en").ok).toBe(true);
  });

  it("refuses English with a Hindi line appended", () => {
    const v = judgeLanguage("A test costs ₹300-₹500. See /find-clinic.\nमिट्टी जांच की कीमत: पूरी जानकारी /find-clinic पेज पर है।", "en");
    expect(v.ok).toBe(false);
  });

  it("refuses a Hindi answer carrying English addresses", () => {
    const v = judgeLanguage(
      "हमारे दफ़्तर: बेंगलुरु दफ़्तर: 2nd Floor, 14 Agri Innovation Park, Hebbal, Bellary Road, Bengaluru, Karnataka 560024; काम का समय: सोमवार – शुक्रवार 9:00 – 18:00, रविवार बंद।",
      "hi",
    );
    expect(v.ok).toBe(false);
  });

  it("tells Hindi from Marathi by their words", () => {
    const hindi = "एक नमूने की जाँच ₹300-₹500 में होती है और नतीजा 45-60 मिनट में मिलता है।";
    const marathi = "एका नमुन्याची चाचणी ₹300-₹500 मध्ये होते आणि निकाल 45-60 मिनिटांत मिळतो. तुम्ही जवळच्या केंद्रात या.";
    expect(judgeLanguage(hindi, "hi").ok).toBe(true);
    expect(judgeLanguage(hindi, "mr").ok).toBe(false);
    expect(judgeLanguage(marathi, "mr").ok).toBe(true);
    expect(judgeLanguage(marathi, "hi").ok).toBe(false);
  });

  it("knows the other scripts", () => {
    expect(judgeLanguage("ఒక నమూనా పరీక్ష ధర ₹300-₹500.", "te").ok).toBe(true);
    expect(judgeLanguage("ಒಂದು ಮಾದರಿ ಪರೀಕ್ಷೆಗೆ ₹300-₹500.", "kn").ok).toBe(true);
    expect(judgeLanguage("એક નમૂનાની તપાસ ₹300-₹500 માં.", "gu").ok).toBe(true);
    expect(judgeLanguage("ਇੱਕ ਨਮੂਨੇ ਦੀ ਜਾਂਚ ₹300-₹500 ਵਿੱਚ।", "pa").ok).toBe(true);
    expect(judgeLanguage("ఒక నమూనా పరీక్ష ధర ₹300-₹500.", "kn").ok).toBe(false);
  });
});

describe("a question's verdict", () => {
  const question = { id: "x", q: "office hours?", lang: "hi", facts: [["9:00", "9 बजे"], ["बंद"]], forbid: ["Okhla Industrial"] };

  it("passes with every fact, the right language and nothing forbidden", () => {
    expect(judge(question, "सोमवार से शुक्रवार 9:00 से 18:00 तक, रविवार को दफ़्तर बंद रहता है।").pass).toBe(true);
  });

  it("fails on a missing fact, a forbidden string or the wrong language", () => {
    expect(judge(question, "सोमवार से शुक्रवार 9:00 से 18:00 तक खुला है।").missingFacts).toEqual([["बंद"]]);
    expect(judge(question, "रविवार बंद, बाकी दिन 9:00 से; दफ़्तर B-42, Okhla Industrial Area में है।").forbidden).toEqual(["Okhla Industrial"]);
    expect(judge(question, "Open 9:00 to 18:00, closed (बंद) on Sunday.").pass).toBe(false);
  });
});
