import { describe, expect, it } from "vitest";
import { knowledgeByLocale, knowledgeEn } from "../../../../content/knowledge/index.ts";
import { buildAssistant, firstName, type Assistant } from "./assistant.server.ts";
import { TEST_CONTACTS } from "../../../../tests/server/assistant-fixtures.ts";

interface Case {
  q: string;
  /** Every string must appear in the answer. */
  facts: readonly string[];
  /** The page the answer must link to ("See …" and in sources). */
  path: string;
  /** Romanised Hindi: answered in Hindi, from the Hindi page. */
  hindi?: boolean;
}

const CASES: readonly Case[] = [
  // The widget's four starter questions.
  { q: "How do I get my soil tested?", facts: ["Book a Soil Test", "₹300-₹500", "45-60 minutes"], path: "/find-clinic" },
  { q: "What services do you offer?", facts: ["buy or rent", "Soil Didi", "Soil Intelligence Platform", "start your own clinic"], path: "/solutions" },
  { q: "How can I become a Soil Didi?", facts: ["rural woman", "apply"], path: "/solutions" },
  { q: "What are your testing prices?", facts: ["₹300", "₹500", "per sample"], path: "/find-clinic" },
  // English.
  { q: "How much does a soil test cost?", facts: ["₹300-₹500"], path: "/find-clinic" },
  { q: "How long does the test take?", facts: ["45-60 minutes"], path: "/for-farmers" },
  { q: "How many parameters does the device test?", facts: ["13+", "7-parameter", "13-parameter"], path: "/solutions" },
  { q: "How should I collect a soil sample?", facts: ["5-10 spots", "6 inches", "500 g"], path: "/resources" },
  { q: "How deep should I dig for sampling?", facts: ["6 inches (15 cm)"], path: "/resources" },
  { q: "Where is the nearest soil clinic?", facts: ["district or state", "70+ soil clinics"], path: "/find-clinic" },
  { q: "Can I buy or rent the testing machine?", facts: ["buy it outright or rent it"], path: "/solutions" },
  { q: "How much does it cost to start a clinic?", facts: ["₹75,000 plus GST", "₹65,000", "3-5 months"], path: "/start-clinic" },
  { q: "What comes in the clinic kit?", facts: ["1,000 test sachets", "app login with cloud sync", "carry case", "shaker and filtration unit"], path: "/start-clinic" },
  { q: "How much can I earn running a clinic?", facts: ["₹30,000-₹50,000", "₹15,000-₹25,000", "₹100-₹150", "about 100 samples a month"], path: "/start-clinic" },
  { q: "When does a clinic break even?", facts: ["3-5 months", "600-1,200 farmers"], path: "/start-clinic" },
  { q: "Why should farmers test their soil?", facts: ["10-30%", "₹1,000 per acre"], path: "/for-farmers" },
  { q: "What is the Soil Intelligence Platform?", facts: ["satellite", "AI"], path: "/soil-intelligence" },
  { q: "Which fertilizer should I use?", facts: ["which fertiliser, how much and when"], path: "/soil-intelligence" },
  { q: "How can my NGO partner with you?", facts: ["NGOs", "government", "investors", "2 working days"], path: "/for-partners" },
  { q: "What does the CSR pilot cost?", facts: ["₹5-10 lakhs", "1-2 clinics", "300-600 farmers", "3-6 months"], path: "/csr" },
  { q: "What are your CSR partnership tiers?", facts: ["₹25-50 lakhs", "₹1-2 crores", "20-50 clinics", "6,000-15,000 farmers", "24-36 months"], path: "/csr" },
  { q: "What impact have you had?", facts: ["5,500+ farmers", "95%"], path: "/csr" },
  { q: "What is your phone number?", facts: ["+91 11 2222 3333", "+91 98765 43210", "hello@soil.test"], path: "/contact" },
  { q: "What are your working hours?", facts: ["Mon-Fri 9:00-18:00", "Sat 9:00-13:00", "Sun closed"], path: "/contact" },
  { q: "Are you open on Sunday?", facts: ["Sun closed"], path: "/contact" },
  { q: "Where are your offices?", facts: ["Bangalore office", "Delhi office", "1 MG Road", "2 Janpath", "Bengaluru and New Delhi"], path: "/contact" },
  { q: "Farmer success stories?", facts: ["₹784 on every bigha", "7 to 9 quintals"], path: "/for-farmers" },
  { q: "Do you have videos in Hindi?", facts: ["videos", "Hindi"], path: "/resources" },
  { q: "What are the benefits of soil testing?", facts: ["10-30%", "up to ₹1,000 per acre"], path: "/for-farmers" },
  { q: "How much money can farmers save per acre?", facts: ["₹1,000 per acre"], path: "/for-farmers" },
  { q: "How much does yield increase after testing?", facts: ["10-30%"], path: "/for-farmers" },
  { q: "How many farmers have you reached with partners?", facts: ["50,000+ farmers", "4,000+ soil tests", "25+ Soil Didis", "7 states"], path: "/for-partners" },
  { q: "How many Soil Didis are there?", facts: ["25+"], path: "/solutions" },
  { q: "How many clinics are running?", facts: ["70+"], path: "/find-clinic" },
  { q: "What does the regional CSR tier include?", facts: ["₹25-50 lakhs", "5-10 clinics", "1,500-3,000 farmers", "12-18 months"], path: "/csr" },
  { q: "What is the state level CSR tier?", facts: ["₹1-2 crores", "20-50 clinics", "6,000-15,000 farmers", "24-36 months"], path: "/csr" },
  { q: "How satisfied are farmers in your CSR programmes?", facts: ["95% farmer satisfaction", "5,500+ farmers", "6,000+ soil tests"], path: "/csr" },
  { q: "How many soil samples spots should I take?", facts: ["5-10 spots"], path: "/resources" },
  { q: "How much soil should I bring to the clinic?", facts: ["500 g"], path: "/resources" },
  { q: "How many tests does a clinic run per month?", facts: ["about 100 samples a month"], path: "/start-clinic" },
  { q: "What is the monthly revenue of a clinic?", facts: ["₹30,000-₹50,000"], path: "/start-clinic" },
  { q: "What do test sachets cost per test?", facts: ["₹100-₹150 per test"], path: "/start-clinic" },
  { q: "How many farmers does one clinic serve per year?", facts: ["600-1,200 farmers a year"], path: "/start-clinic" },
  { q: "Who can start a soil clinic?", facts: ["Agri-graduates", "FPOs", "self-help groups"], path: "/start-clinic" },
  { q: "What is the price of the 7-parameter kit?", facts: ["₹65,000"], path: "/start-clinic" },
  { q: "How quickly do you reply to the contact form?", facts: ["within 48 hours"], path: "/contact" },
  { q: "What is your e-mail address?", facts: ["hello@soil.test"], path: "/contact" },
  { q: "Are you open on Saturday?", facts: ["Sat 9:00-13:00"], path: "/contact" },
  { q: "Who are you? Tell me about the company", facts: ["Soil Doctor", "technology, training and trust"], path: "/about" },
  { q: "I am a journalist, who handles press enquiries?", facts: ["Press/Media"], path: "/contact" },
  { q: "Where is your privacy policy?", facts: ["/privacy-policy", "12 months"], path: "/privacy-policy" },
  { q: "What do satellite data and AI do on your platform?", facts: ["satellite", "AI"], path: "/soil-intelligence" },
  { q: "Can clinics filter by services in the finder?", facts: ["7-parameter test", "13-parameter test", "advisory services", "satellite analysis"], path: "/find-clinic" },
  // Romanised Hindi on an English page: answered in Hindi, linking the Hindi page.
  { q: "mitti jaanch ki keemat kya hai", facts: ["₹300-₹500"], path: "/hi/find-clinic", hindi: true },
  { q: "mitti ki jaanch kitne ki hai", facts: ["₹300-₹500"], path: "/hi/find-clinic", hindi: true },
  { q: "soil didi kaise bane", facts: ["महिला"], path: "/hi/solutions", hindi: true },
  { q: "clinic kholne ka kharcha kitna hai", facts: ["₹75,000", "₹65,000"], path: "/hi/start-clinic", hindi: true },
  { q: "clinic se kitna kama sakte hain", facts: ["₹15,000-₹25,000"], path: "/hi/start-clinic", hindi: true },
  { q: "CSR ke liye kitna paisa lagega", facts: ["₹5-10 लाख"], path: "/hi/csr", hindi: true },
  { q: "office kab khulta hai", facts: ["सोमवार-शुक्रवार 9:00-18:00"], path: "/hi/contact", hindi: true },
];

const NONSENSE: readonly string[] = [
  "What is the capital of France?",
  "asdf qwerty zxcv",
  "Who won the cricket match yesterday?",
  "What is the price of gold?",
  "Tell me a joke",
  "Can you help me with my bank loan?",
];

/** Problems with one answer, empty when it is right. Kept separate so a test can show it catches wrong facts. */
function problems(assistant: Assistant, c: Case): string[] {
  const a = assistant.answer(c.q, { name: "Asha Devi" });
  const out: string[] = [];
  if (!a.matched || a.kind !== "answer") out.push(`not matched (${a.kind})`);
  for (const fact of c.facts) if (!a.text.includes(fact)) out.push(`missing fact ${JSON.stringify(fact)}`);
  if (!a.text.includes(c.path)) out.push(`no link to ${c.path}`);
  if (!a.sources.some((s) => s.path === c.path)) out.push(`sources lack ${c.path}`);
  if (c.hindi) {
    if (a.language !== "hi") out.push("not answered in Hindi");
  } else if (a.language !== "en") out.push(`answered in ${a.language}`);
  return out;
}

describe("Soil Doctor Assistant, retrieval answers", () => {
  const assistant = buildAssistant({ contacts: TEST_CONTACTS });

  it("has a table of at least 60 questions", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  it("answers at least 90 % of the table (the share is reported beside the Hindi table's)", () => {
    const passed = CASES.filter((c) => problems(assistant, c).length === 0).length;
    console.info(`English question table: ${passed}/${CASES.length} pass (${Math.round((100 * passed) / CASES.length)} %)`);
    expect(passed / CASES.length).toBeGreaterThanOrEqual(0.9);
  });

  it.each(CASES.map((c) => [c.q, c] as const))("%s", (_q, c) => {
    expect(problems(assistant, c)).toEqual([]);
  });

  it.each(NONSENSE.map((q) => [q]))("falls back honestly for %s", (q) => {
    const a = assistant.answer(q, { name: "Asha Devi" });
    expect(a.matched).toBe(false);
    expect(a.kind).toBe("fallback");
    expect(a.text).toContain("I don't know");
    expect(a.text).toContain("+91 11 2222 3333");
    expect(a.text).toContain("hello@soil.test");
    expect(a.text).toContain("Mon-Fri 9:00-18:00");
    expect(a.text).toContain("/contact");
    expect(a.text).toContain("Asha");
  });

  it("tells romanised-Hindi visitors on English pages, in Hindi, that it does not know, with the contact details", () => {
    const a = assistant.answer("kal mausam kaisa hoga?");
    expect(a.language).toBe("hi");
    expect(a.text).toMatch(/माफ़ कीजिए.*\+91 11 2222 3333.*hello@soil\.test/);
    expect(a.text).toContain("/hi/contact");
  });

  it.each([[""], ["   "], ["\n\t "]])("handles empty input %j", (q) => {
    const a = assistant.answer(q);
    expect(a.kind).toBe("empty");
    expect(a.matched).toBe(false);
    expect(a.sources).toEqual([]);
    expect(a.text).toContain("Please type your question");
  });

  it("handles a non-string message without throwing", () => {
    expect(assistant.answer(undefined as unknown as string).kind).toBe("empty");
  });

  it.each([["hi"], ["Hello!"], ["namaste"], ["Good morning, Soil Doctor"]])("greets %j with what it can help with", (q) => {
    const a = assistant.answer(q, { name: "ravi kumar" });
    expect(a.kind).toBe("greeting");
    expect(a.text).toContain("Hello Ravi!");
    expect(a.text).toContain("Soil Doctor Assistant");
    for (const topic of ["soil test prices", "finding a clinic", "starting your own soil clinic", "becoming a Soil Didi", "CSR"]) {
      expect(a.text).toContain(topic);
    }
  });

  it("answers a greeting followed by a question with the answer, not the intro", () => {
    const a = assistant.answer("Hi, what are your testing prices?");
    expect(a.kind).toBe("answer");
    expect(a.text).toContain("₹300-₹500");
  });

  it("says you're welcome to thanks", () => {
    expect(assistant.answer("Thank you!", { name: "Asha" }).text).toContain("You're welcome, Asha!");
    expect(assistant.answer("dhanyavad").kind).toBe("thanks");
  });

  it("answers a two-part question from two passages", () => {
    const a = assistant.answer("What comes in the kit, and when does a clinic break even?");
    expect(a.text).toContain("1,000 test sachets");
    expect(a.text).toContain("3-5 months");
    expect(a.sources.length).toBe(2);
  });

  it("is deterministic", () => {
    const other = buildAssistant({ contacts: TEST_CONTACTS });
    for (const c of CASES) expect(other.answer(c.q, { name: "Asha" })).toEqual(assistant.answer(c.q, { name: "Asha" }));
  });

  it("uses the site's contact values, not hard-coded ones", () => {
    const contacts = {
      ...TEST_CONTACTS,
      site: { ...TEST_CONTACTS.site, phones: [{ display: "+91 00000 11111" }], emails: { info: "x@y.test" }, programmeName: "Mitti Sakhi" },
    };
    const custom = buildAssistant({ contacts });
    expect(custom.answer("What is your phone number?").text).toContain("+91 00000 11111");
    expect(custom.answer("What is your phone number?").text).not.toContain("2222 3333");
    expect(custom.answer("How can I become a Mitti Sakhi?").text).toContain("A Mitti Sakhi is a rural woman");
  });

  it("ignores markup and very long input safely", () => {
    const a = assistant.answer("<script>alert(1)</script> price ".repeat(500));
    expect(a.text).not.toContain("<script>");
    expect(a.text.length).toBeLessThan(2000);
  });

  it("catches a wrong fact (the table can fail)", () => {
    const entries = { ...knowledgeEn.entries, "test-price": { ...knowledgeEn.entries["test-price"], text: "A soil test costs {testPrice} for each field, in {testMinutes} minutes." } };
    const wrong = { ...knowledgeByLocale, en: { ...knowledgeEn, entries } };
    const broken = buildAssistant({ contacts: TEST_CONTACTS, knowledge: wrong as typeof knowledgeByLocale });
    const priceCase = CASES.find((c) => c.q === "What are your testing prices?");
    expect(priceCase).toBeDefined();
    expect(problems(assistant, priceCase!)).toEqual([]);
    expect(problems(broken, priceCase!)).toContain('missing fact "per sample"');
  });
});

describe("clinics in a place", () => {
  const assistant = buildAssistant({ contacts: TEST_CONTACTS });
  const clinic = (id: string, name: string, district: string, state: string, otherNames = "") => ({
    id, name, address: `Main Road, ${district}`, district, state, stateKey: state, phone: "+91 90000 00000", otherNames,
  });
  const en = [clinic("a", "Soil Didi Centre Niphad", "Nashik", "Maharashtra", "Soil Didi केंद्र निफाड · नासिक · महाराष्ट्र"), clinic("b", "Soil Doctor Clinic Anand", "Anand", "Gujarat")];
  const hi = [clinic("a", "Soil Didi केंद्र निफाड", "नासिक", "महाराष्ट्र", "Soil Didi Centre Niphad · Nashik · Maharashtra"), { ...clinic("b", "Soil Doctor क्लिनिक आणंद", "आणंद", "गुजरात"), stateKey: "Gujarat" }];
  hi[0]!.stateKey = "Maharashtra";

  it("lists the clinics of a state, a district or a town the question names", () => {
    for (const q of ["clinic in maharashtra?", "soil test near nashik", "niphad centre address"]) {
      const a = assistant.answer(q, null, { pageLanguage: "en", clinics: { en, local: en } });
      expect(a.kind, q).toBe("clinics");
      expect(a.text, q).toContain("Soil Didi Centre Niphad, Main Road, Nashik, +91 90000 00000");
      expect(a.text, q).not.toContain("Anand");
    }
  });

  it("writes them in the answer's language, whatever script the place was named in", () => {
    const a = assistant.answer("gujarat me clinic kahan hai", null, { pageLanguage: "en", clinics: { en, local: hi } });
    expect(a.language).toBe("hi");
    expect(a.text).toContain("गुजरात में हमारे क्लिनिक: Soil Doctor क्लिनिक आणंद");
    expect(a.text).toContain("/hi/find-clinic");
  });

  it("says when a state has no clinic yet, and leaves places out of questions about something else", () => {
    const none = assistant.answer("is there a clinic in Kerala", null, { clinics: { en, local: en } });
    expect(none.text).toContain("We have no clinic in Kerala yet");
    expect(none.text).toContain("/start-clinic");
    const office = assistant.answer("address of your delhi office", null, { clinics: { en, local: en } });
    expect(office.kind).toBe("answer");
    expect(office.text).not.toContain("no clinic");
  });

  it("answers a district with no clinic with the nearest ones and how far they are, in the question's language", () => {
    const placed = [{ ...en[0]!, lat: 20.1, lng: 74.1 }, { ...en[1]!, lat: 22.56, lng: 72.95 }];
    const placedHi = [{ ...hi[0]!, lat: 20.1, lng: 74.1 }, { ...hi[1]!, lat: 22.56, lng: 72.95 }];
    const a = assistant.answer("is there any soil clinic near Aurangabad?", null, { pageLanguage: "en", clinics: { en: placed, local: placed } });
    expect(a.kind).toBe("clinics");
    expect(a.text).toMatch(/^We have no clinic in Aurangabad yet\. The nearest: Soil Didi Centre Niphad, Main Road, Nashik, \+91 90000 00000 \(about \d+ km away\); Soil Doctor Clinic Anand/);
    expect(a.text).toContain("/find-clinic");
    const lucknow = assistant.answer("लखनऊ में मिट्टी जाँच केंद्र है?", null, { pageLanguage: "hi", clinics: { en: placed, local: placedHi } });
    expect(lucknow.language).toBe("hi");
    expect(lucknow.text).toMatch(/^लखनऊ में अभी हमारा कोई क्लिनिक नहीं है। सबसे पास के क्लिनिक: Soil Doctor क्लिनिक आणंद, Main Road, आणंद, \+91 90000 00000 \(लगभग \d+ किमी दूर\); Soil Didi केंद्र निफाड/);
    expect(lucknow.text).toMatch(/लगभग \d+ किमी दूर/);
    // A district written in an Indian script with a joined case ending is named back as the farmer wrote it, without the ending.
    const amravati = assistant.answer("अमरावतीमध्ये माती तपासणी केंद्र आहे का?", null, { pageLanguage: "mr", clinics: { en: placed, local: placedHi } });
    expect(amravati.language).toBe("mr");
    expect(amravati.text).toMatch(/^अमरावती येथे अजून आमचे क्लिनिक नाही\./);
    expect(amravati.sources[0]!.title).toBe("अमरावती");
    // Marathi names the place with येथे, which reads right after Latin letters and after a name Marathi would inflect (पुण्यात → पुणे).
    const latin = assistant.answer("Amravati madhe mati tapasni kendra ahe ka", null, { pageLanguage: "mr", clinics: { en: placed, local: placedHi } });
    expect(latin.text).toMatch(/^Amravati येथे अजून आमचे क्लिनिक नाही\./);
    const pune = assistant.answer("पुण्यात माती तपासणी केंद्र आहे का", null, { pageLanguage: "mr", clinics: { en: placed, local: placedHi } });
    expect(pune.text).toMatch(/^पुणे येथे अजून आमचे क्लिनिक नाही\./);
    const gorakhpur = assistant.answer("गोरखपुरमें मिट्टी जाँच केंद्र है?", null, { pageLanguage: "hi", clinics: { en: placed, local: placedHi } });
    expect(gorakhpur.text).toMatch(/^गोरखपुर में अभी हमारा कोई क्लिनिक नहीं है।/);
    const guntur = assistant.answer("గుంటూరులో మట్టి పరీక్ష కేంద్రం ఉందా?", null, { pageLanguage: "te", clinics: { en: placed, local: placed } });
    expect(guntur.text).toMatch(/^గుంటూరులో ఇంకా మా క్లినిక్ లేదు\./);
    expect(guntur.text).not.toContain("Guntur");
    // A clinic within the district's reach is "in" it, even when the place was spelt another way than the clinic's record.
    const near = assistant.answer("clinic in Niphad taluka Nashik district", null, { clinics: { en: placed, local: placed } });
    expect(near.text).not.toContain("no clinic");
    // A question about something else that names a district is answered as before.
    const price = assistant.answer("what is the price of a soil test in Aurangabad", null, { clinics: { en: placed, local: placed } });
    expect(price.text).not.toContain("The nearest");
  });

  it("never says a place has no clinic when it was not given the clinic list", () => {
    const a = assistant.answer("is there a clinic in Kerala");
    expect(a.kind).not.toBe("clinics");
    expect(a.text).not.toContain("no clinic");
  });
});

describe("firstName", () => {
  it.each([
    [{ name: "asha devi" }, "Asha"],
    [{ name: "  Ravi  " }, "Ravi"],
    [{ name: "राम कुमार" }, "राम"],
    [{ name: "O'Brien Smith" }, "O'Brien"],
    [{ name: "a@b.c" }, undefined],
    [{ name: 42 }, undefined],
    [{}, undefined],
    [null, undefined],
  ] as const)("%j → %s", (info, expected) => {
    expect(firstName(info)).toBe(expected);
  });
});

