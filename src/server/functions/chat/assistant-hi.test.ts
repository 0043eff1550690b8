import { describe, expect, it } from "vitest";
import { knowledgeByLocale, knowledgeHi } from "../../../../content/knowledge/index.ts";
import { buildAssistant, type Assistant } from "./assistant.server.ts";
import { canonical } from "./normalize.ts";
import { TEST_CONTACTS } from "../../../../tests/server/assistant-fixtures.ts";

/**
 * The assistant for Hindi readers: a question in Devanagari (on any page) or
 * in romanised Hindi on a Hindi page gets the Hindi answer, with the same
 * figures as the English one and a link to the Hindi page.
 */

interface Case {
  q: string;
  /** Every string must appear in the answer. */
  facts: readonly string[];
  /** The Hindi page the answer must link to. */
  path: string;
  /** Romanised questions are asked from a Hindi page. */
  page?: "hi" | "en";
}

const CASES: readonly Case[] = [
  // The widget's starter questions on Hindi pages (content/hi/chat-widget.ts).
  { q: "मेरी मिट्टी की जाँच कैसे होगी?", facts: ["मिट्टी जाँच बुक करें", "₹300-₹500", "45-60 मिनट"], path: "/hi/find-clinic" },
  { q: "आप कौन-कौन सी सेवाएँ देते हैं?", facts: ["खरीदने या किराये पर", "Soil Didi", "अपना क्लिनिक खोलने"], path: "/hi/solutions" },
  { q: "मैं Soil Didi कैसे बन सकती हूँ?", facts: ["महिला", "आवेदन"], path: "/hi/solutions" },
  { q: "जाँच के कितने पैसे लगते हैं?", facts: ["₹300-₹500", "एक नमूने"], path: "/hi/find-clinic" },
  { q: "मिट्टी की जाँच कैसे कराएँ?", facts: ["क्लिनिक खोजें", "₹300-₹500", "45-60 मिनट"], path: "/hi/find-clinic" },
  { q: "सॉइल दीदी कैसे बनें?", facts: ["महिला", "आवेदन"], path: "/hi/solutions" },
  { q: "मिट्टी जाँच का दाम क्या है?", facts: ["₹300-₹500", "एक नमूने"], path: "/hi/find-clinic" },
  // Prices and time.
  { q: "मिट्टी की जांच की कीमत क्या है?", facts: ["₹300-₹500"], path: "/hi/find-clinic" },
  { q: "जांच कितने की है", facts: ["₹300-₹500"], path: "/hi/find-clinic" },
  { q: "जाँच में कितना समय लगता है?", facts: ["45-60 मिनट"], path: "/hi/for-farmers" },
  { q: "रिपोर्ट कितनी देर में मिलेगी?", facts: ["45-60 मिनट"], path: "/hi/for-farmers" },
  { q: "मशीन कितनी चीज़ें जाँचती है?", facts: ["13+"], path: "/hi/solutions" },
  // Sample.
  { q: "मिट्टी का नमूना कैसे लें?", facts: ["5-10 जगहें", "6 इंच", "500 ग्राम"], path: "/hi/resources" },
  { q: "नमूने के लिए कितनी गहराई तक खोदें?", facts: ["6 इंच (15 सेमी)"], path: "/hi/resources" },
  { q: "कितनी मिट्टी ले जानी है?", facts: ["500 ग्राम"], path: "/hi/resources" },
  // Clinics.
  { q: "मेरे पास मिट्टी क्लिनिक कहाँ है?", facts: ["70+ मिट्टी क्लिनिक", "ज़िले या राज्य"], path: "/hi/find-clinic" },
  { q: "नज़दीकी केंद्र कहां मिलेगा", facts: ["70+"], path: "/hi/find-clinic" },
  // Device and kit.
  { q: "क्या मशीन किराये पर मिलती है?", facts: ["किराये पर ले सकते हैं"], path: "/hi/solutions" },
  { q: "मशीन खरीदनी है", facts: ["खरीद सकते हैं"], path: "/hi/solutions" },
  { q: "क्लिनिक किट में क्या मिलता है?", facts: ["1,000 जाँच पाउच", "ऐप लॉगिन", "बक्सा", "छानने"], path: "/hi/start-clinic" },
  // Start a clinic, income.
  { q: "क्लिनिक कैसे शुरू करें?", facts: ["₹75,000 + GST", "3-5 महीने"], path: "/hi/start-clinic" },
  { q: "अपना क्लिनिक खोलने में कितना खर्च है?", facts: ["₹75,000 + GST", "₹65,000"], path: "/hi/start-clinic" },
  { q: "क्लिनिक से कितनी कमाई होगी?", facts: ["₹30,000-₹50,000", "₹15,000-₹25,000", "₹100-₹150"], path: "/hi/start-clinic" },
  { q: "क्लिनिक में हर महीने कितनी जाँच होती हैं?", facts: ["100 नमूने"], path: "/hi/start-clinic" },
  { q: "लागत कितने महीने में निकलेगी?", facts: ["3-5 महीने"], path: "/hi/start-clinic" },
  // Benefits, advice, stories.
  { q: "मिट्टी जाँच से क्या फ़ायदा है?", facts: ["10-30%", "₹1,000"], path: "/hi/for-farmers" },
  { q: "पैदावार कितनी बढ़ेगी?", facts: ["10-30%"], path: "/hi/for-farmers" },
  { q: "कौन सी खाद डालूँ?", facts: ["कौन-सी खाद, कितनी और कब"], path: "/hi/soil-intelligence" },
  { q: "किसानों की कामयाबी की कहानियाँ", facts: ["₹784", "7 से 9 क्विंटल"], path: "/hi/for-farmers" },
  { q: "सैटेलाइट से जाँच क्या है?", facts: ["सैटेलाइट", "नमी"], path: "/hi/soil-intelligence" },
  // Partners, CSR, impact.
  { q: "हमारी संस्था आपके साथ साझेदारी कैसे करे?", facts: ["NGO", "निवेशकों", "/hi/for-partners"], path: "/hi/for-partners" },
  { q: "CSR पायलट का खर्च कितना है?", facts: ["₹5-10 लाख", "1-2 क्लिनिक", "300-600 किसान", "3-6 महीने"], path: "/hi/csr" },
  { q: "CSR के कौन से स्तर हैं?", facts: ["₹25-50 लाख", "₹1-2 करोड़", "20-50 क्लिनिक", "24-36 महीने"], path: "/hi/csr" },
  { q: "अब तक कितने किसानों तक पहुँचे?", facts: ["50,000+ किसानों", "7 राज्यों"], path: "/hi/for-partners" },
  // Contact, hours, offices.
  { q: "आपका फोन नंबर क्या है?", facts: ["+91 11 2222 3333", "hello@soil.test"], path: "/hi/contact" },
  { q: "दफ़्तर कब खुलता है?", facts: ["सोमवार-शुक्रवार 9:00-18:00", "रविवार बंद"], path: "/hi/contact" },
  { q: "क्या रविवार को ऑफिस खुला है?", facts: ["रविवार बंद"], path: "/hi/contact" },
  { q: "आपका ऑफिस कहाँ है?", facts: ["बेंगलुरु", "दिल्ली", "1 एमजी रोड"], path: "/hi/contact" },
  { q: "क्या हिंदी में वीडियो हैं?", facts: ["वीडियो", "हिंदी"], path: "/hi/resources" },
  // Spelling variants: nukta, chandrabindu, Devanagari digits, ये/ए, न्/ं.
  { q: "जाँच का दाम क्या है?", facts: ["₹300-₹500"], path: "/hi/find-clinic" },
  { q: "नजदीक क्लिनिक कहा है", facts: ["70+"], path: "/hi/find-clinic" },
  { q: "मिटटी की जांच कैसे कराये", facts: ["45-60 मिनट"], path: "/hi/find-clinic" },
  { q: "सम्पर्क कैसे करें", facts: ["+91 11 2222 3333"], path: "/hi/contact" },
  { q: "१३ चीज़ों वाली किट का दाम", facts: ["₹75,000 + GST"], path: "/hi/start-clinic" },
  // Romanised Hindi asked from a Hindi page.
  { q: "mitti jaanch ki keemat kya hai", facts: ["₹300-₹500"], path: "/hi/find-clinic", page: "hi" },
  { q: "mitti ki jaanch kaise karaye", facts: ["क्लिनिक खोजें", "45-60 मिनट"], path: "/hi/find-clinic", page: "hi" },
  { q: "soil didi kaise bane", facts: ["महिला"], path: "/hi/solutions", page: "hi" },
  { q: "clinic kholne ka kharcha kitna hai", facts: ["₹75,000 + GST", "₹65,000"], path: "/hi/start-clinic", page: "hi" },
  { q: "clinic se kitna kama sakte hain", facts: ["₹15,000-₹25,000"], path: "/hi/start-clinic", page: "hi" },
  { q: "CSR ke liye kitna paisa lagega", facts: ["₹5-10 लाख"], path: "/hi/csr", page: "hi" },
  { q: "office kab khulta hai", facts: ["सोमवार-शुक्रवार 9:00-18:00"], path: "/hi/contact", page: "hi" },
  { q: "namuna kaise le", facts: ["6 इंच", "500 ग्राम"], path: "/hi/resources", page: "hi" },
  { q: "aapki sevayen kya hain", facts: ["Soil Didi"], path: "/hi/solutions", page: "hi" },
];

/** Share of letters that are Devanagari, leaving out what stays in Latin letters (brand, e-mail, acronyms). */
function devanagariShare(text: string): number {
  const rest = text
    .replace(/[\w.+-]+@[\w.-]+/g, " ")
    .replace(new RegExp([TEST_CONTACTS.site.brandName, TEST_CONTACTS.site.programmeName, TEST_CONTACTS.site.assistantName].join("|"), "g"), " ")
    .replace(/\b(?:CSR|NGO|FPO|GST|AI|Soil Intelligence Platform|WhatsApp)\b/g, " ");
  const hi = (rest.match(/[\u0900-\u097F]/g) ?? []).length;
  const latin = (rest.match(/[A-Za-z]/g) ?? []).length;
  return hi / Math.max(1, hi + latin);
}

function problems(assistant: Assistant, c: Case): string[] {
  const a = assistant.answer(c.q, { name: "Asha Devi" }, { pageLanguage: c.page ?? "hi" });
  const out: string[] = [];
  if (!a.matched || a.kind !== "answer") out.push(`not matched (${a.kind})`);
  if (a.language !== "hi") out.push("not answered in Hindi");
  for (const fact of c.facts) if (!a.text.includes(fact)) out.push(`missing fact ${JSON.stringify(fact)}`);
  if (!a.text.includes(c.path)) out.push(`no link to ${c.path}`);
  if (!a.sources.some((s) => s.path === c.path)) out.push(`sources lack ${c.path}`);
  if (/(?<![\w/])\/(?!hi\b)[a-z-]+/.test(a.text)) out.push("links to an English page");
  if (devanagariShare(a.text) < 0.8) out.push(`only ${Math.round(devanagariShare(a.text) * 100)} % Devanagari`);
  return out;
}

describe("Soil Doctor Assistant in Hindi", () => {
  const assistant = buildAssistant({ contacts: TEST_CONTACTS });

  it("has a table of at least 40 Hindi questions", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it("answers at least 90 % of the Hindi table", () => {
    const failed = CASES.map((c) => [c.q, problems(assistant, c)] as const).filter(([, p]) => p.length > 0);
    const passed = CASES.length - failed.length;
    console.info(`Hindi question table: ${passed}/${CASES.length} pass (${Math.round((100 * passed) / CASES.length)} %)`, failed);
    expect(passed / CASES.length).toBeGreaterThanOrEqual(0.9);
  });

  it.each(CASES.map((c) => [c.q, c] as const))("%s", (_q, c) => {
    expect(problems(assistant, c)).toEqual([]);
  });

  it("answers romanised Hindi in Hindi on an English page too", () => {
    const a = assistant.answer("mitti jaanch ki keemat kya hai", null, { pageLanguage: "en" });
    expect(a.language).toBe("hi");
    expect(a.text).toContain("₹300-₹500");
    expect(a.text).toContain("/hi/find-clinic");
  });

  it("answers English with a Hindi word in English", () => {
    const a = assistant.answer("how much mitti should I bring for the test", null, { pageLanguage: "hi" });
    expect(a.language).toBe("en");
    expect(a.text).toContain("500 g");
  });

  it("answers an English question in English on a Hindi page", () => {
    const a = assistant.answer("What are your testing prices?", null, { pageLanguage: "hi" });
    expect(a.language).toBe("en");
    expect(a.text).toContain("₹300-₹500 per sample");
  });

  it("greets, thanks and admits not knowing in Hindi, with the contact details", () => {
    const hello = assistant.answer("नमस्ते जी", { name: "ravi kumar" }, { pageLanguage: "hi" });
    expect(hello.kind).toBe("greeting");
    expect(hello.text).toContain("नमस्ते Ravi जी!");
    expect(hello.text).toContain("Soil Didi बनना");
    expect(assistant.answer("धन्यवाद", null, { pageLanguage: "hi" }).text).toContain("कोई और सवाल हो तो पूछिए");
    const unknown = assistant.answer("कल मौसम कैसा रहेगा?", null, { pageLanguage: "hi" });
    expect(unknown.kind).toBe("fallback");
    expect(unknown.text).toContain("माफ़ कीजिए");
    expect(unknown.text).toContain("+91 11 2222 3333 या +91 98765 43210");
    expect(unknown.text).toContain("रविवार बंद");
    expect(unknown.sources).toEqual([{ title: "हमसे संपर्क करें", path: "/hi/contact" }]);
    expect(devanagariShare(unknown.text)).toBeGreaterThan(0.8);
    expect(assistant.answer("   ", null, { pageLanguage: "hi" }).text).toContain("कृपया अपना सवाल लिखिए");
  });

  it("catches a dropped Hindi word (the table can fail)", () => {
    const entries = { ...knowledgeHi.entries, "test-price": { ...knowledgeHi.entries["test-price"], text: "जाँच {testPrice} में, {testMinutes} मिनट में।" } };
    const broken = buildAssistant({ contacts: TEST_CONTACTS, knowledge: { ...knowledgeByLocale, hi: { ...knowledgeHi, entries } } as typeof knowledgeByLocale });
    expect(problems(assistant, CASES[6]!)).toEqual([]);
    expect(problems(broken, CASES[6]!)).toContain('missing fact "एक नमूने"');
  });
});

describe("Devanagari normalisation", () => {
  it.each([
    ["जाँच", "जांच"],
    ["नज़दीक", "नजदीक"],
    ["फ़ायदा", "फायदा"],
    ["हिन्दी", "हिंदी"],
    ["सम्पर्क", "संपर्क"],
    ["ऑफिस", "ओफिस"],
    ["किराये", "किराए"],
    ["कराएँ", "कराएं"],
    ["कराये", "कराए"],
    ["धन्यवाद", "धन्यवाद"],
    ["मिटटी", "मिट्टी"],
    ["मातिचि", "मातीची"],
    ["तपासनि", "तपासणी"],
    ["परिक्षन", "परीक्षण"],
    ["पुर्ण", "पूर्ण"],
    ["इमेल", "ईमेल"],
    ["१३", "13"],
    ["₹७५,०००", "₹75,000"],
  ])("%s = %s", (a, b) => {
    expect(canonical(a)).toBe(canonical(b));
  });
});
