import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../../tests/server/test-db.ts";
import { site } from "../../../../content/site.ts";
import { functionsClient } from "../../../../tests/server/functions-client.ts";
import { assistantReplies } from "../../../../content/knowledge/replies.ts";
import { nextSlots } from "../../../shared/working-hours.ts";

/**
 * The assistant through HTTP. The question tables (English and Hindi) run against the
 * module in assistant.test.ts; this checks the wiring with the real site
 * configuration, the log and the errors.
 */
const CASES: ReadonlyArray<{ q: string; facts: string[] }> = [
  { q: "How do I get my soil tested?", facts: ["₹300-₹500", "45-60 minutes", "/find-clinic"] },
  { q: "What services do you offer?", facts: ["Soil Didi", "/solutions"] },
  { q: "How can I become a Soil Didi?", facts: ["rural woman", "/contact"] },
  { q: "What are your testing prices?", facts: ["₹300", "₹500", "per sample"] },
  { q: "How much does it cost to start a clinic?", facts: ["₹75,000 plus GST", "₹65,000", "3-5 months"] },
  { q: "What does the CSR pilot cost?", facts: ["₹5-10 lakhs", "/csr"] },
  { q: "What are your working hours?", facts: [`${site.workingHours[0]!.days} ${site.workingHours[0]!.hours}`, "/contact"] },
  { q: "What is your phone number?", facts: [site.phones[0].display, site.emails.info] },
  { q: "मिट्टी की जांच की कीमत क्या है?", facts: ["₹300-₹500", "/hi/find-clinic", site.phones[0].display] },
  { q: "clinic kholne ka kharcha kitna hai", facts: ["₹75,000", "/hi/start-clinic"] },
  { q: "Can you fix my tractor's gearbox?", facts: [site.phones[0].display, site.emails.info, "/contact"] },
];

describe.each(testDatabaseKinds())("chat function on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof functionsClient>;
  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true, overrides: { publicWriteLimitPerMinute: 1000 } });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
  });
  afterAll(async () => t?.close());

  it.each(CASES)("answers $q", async ({ q, facts }) => {
    const r = await call("chat", { body: { message: q, userInfo: { name: "Asha", userType: "farmer", location: "India" } } });
    expect(r.status).toBe(200);
    expect(Object.keys(r.json)).toEqual(["response"]);
    for (const f of facts) expect(r.json.response).toContain(f);
  });

  it("names the clinics in a place the visitor asks about, from the clinic list, in the question's language", async () => {
    const punjab = await call("chat", { body: { message: "is there any clinic in punjab?", userInfo: null, language: "en" } });
    expect(punjab.json.response).toContain("Soil Doctor Clinic Ludhiana");
    expect(punjab.json.response).toContain("Ferozepur Road");
    expect(punjab.json.response).toContain("/find-clinic");
    const nashik = await call("chat", { body: { message: "नासिक में जांच केंद्र है क्या", userInfo: null, language: "hi" } });
    expect(nashik.json.response).toContain("निफाड");
    expect(nashik.json.response).toContain("/hi/find-clinic");
    const assam = await call("chat", { body: { message: "any soil clinic in Assam?", userInfo: null, language: "en" } });
    expect(assam.json.response).toContain("no clinic in Assam yet");
    expect(assam.json.response).toContain("/start-clinic");
    const price = await call("chat", { body: { message: "soil test price in Ludhiana", userInfo: null, language: "en" } });
    expect(price.json.response).toContain("₹300-₹500");
    expect(price.json.response).toContain("Soil Doctor Clinic Ludhiana");
    // A district without a clinic: the nearest clinics from the seeded list, nearest first, with their distance.
    const lucknow = await call("chat", { body: { message: "लखनऊ में मिट्टी जाँच केंद्र है?", userInfo: null, language: "hi" } });
    expect(lucknow.json.response).toMatch(/^लखनऊ में अभी हमारा कोई क्लिनिक नहीं है। सबसे पास के क्लिनिक: [^(]*सीतापुर[^(]*\(लगभग \d{2} किमी दूर\)/);
    expect(lucknow.json.response).toContain("/hi/find-clinic");
  });

  it("answers romanised Hindi in Hindi from any page, and refuses an unknown page language", async () => {
    for (const language of ["hi", "en"]) {
      const r = await call("chat", { body: { message: "mitti jaanch ki keemat kya hai", userInfo: null, language } });
      expect(r.status).toBe(200);
      expect(r.json.response).toContain("₹300-₹500");
      expect(r.json.response).toContain("/hi/find-clinic");
    }
    const en = await call("chat", { body: { message: "How much is one soil test?", userInfo: null, language: "hi" } });
    expect(en.json.response).toContain("₹300-₹500 per sample");
    expect((await call("chat", { body: { message: "price?", language: "fr" } })).status).toBe(400);
  });

    it("logs the question and the reply, linked to the session when given", async () => {
    const s = await call("live-chat?action=create_session", { body: { userName: "Asha", userEmail: "asha@example.in", userType: "farmer" } });
    const sessionId = s.json.sessionId as string;
    const r = await call("chat", { body: { message: "What are your testing prices?", userInfo: null, sessionId } });
    const log = await t.app.database.db.selectFrom("chat_messages").select(["sender", "message"]).where("session_id", "=", sessionId).orderBy("created_at").orderBy("sender", "desc").execute();
    expect(log).toEqual([
      { sender: "user", message: "What are your testing prices?" },
      { sender: "bot", message: r.json.response },
    ]);
  });

  describe("a call back after two questions it could not answer", () => {
    const session = async (email: string) => {
      const s = await call("live-chat?action=create_session", { body: { userName: "Ramesh", userEmail: email, userType: "farmer" } });
      return s.json.sessionId as string;
    };
    const ask = (sessionId: string | undefined, message: string, language: "en" | "hi" = "en") =>
      call("chat", { body: { message, userInfo: { name: "Ramesh" }, sessionId, language } });
    const unknownEn = ["Can you fix my tractor's gearbox?", "Who won the cricket match yesterday?", "What is the capital of Peru?"];

    it("offers it in the second unanswered reply of a conversation, not before, and answered questions do not count", async () => {
      const id = await session("misses-en@example.in");
      const first = await ask(id, unknownEn[0]!);
      expect(first.json).toEqual({ response: expect.stringContaining("Sorry") });
      expect(first.json.response).not.toContain(assistantReplies.en.callbackOffer);
      // Answers and greetings in between do not count.
      expect((await ask(id, "What are your testing prices?")).json).toEqual({ response: expect.stringContaining("₹300") });
      expect((await ask(id, "hello")).json.offer).toBeUndefined();
      const second = await ask(id, unknownEn[1]!);
      expect(second.status).toBe(200);
      expect(second.json.offer).toBe("callback");
      expect(second.json.response).toContain("Sorry");
      expect(String(second.json.response).endsWith(assistantReplies.en.callbackOffer)).toBe(true);
      // The offer is what the log keeps too, and it stays on later misses.
      const logged = await t.app.database.db.selectFrom("chat_messages").select("message").where("session_id", "=", id).where("sender", "=", "bot").execute();
      expect(logged.map((r) => r.message)).toContain(second.json.response);
      expect((await ask(id, unknownEn[2]!)).json.offer).toBe("callback");
    });

    it("offers it in the visitor's language", async () => {
      const id = await session("misses-hi@example.in");
      expect((await ask(id, "क्या आप मेरा ट्रैक्टर ठीक कर सकते हैं?", "hi")).json.offer).toBeUndefined();
      const second = await ask(id, "कल क्रिकेट मैच कौन जीता?", "hi");
      expect(second.json.offer).toBe("callback");
      expect(second.json.response).toContain(assistantReplies.hi.callbackOffer);
      expect(second.json.response).toContain("मुझे फ़ोन करें");
    });

    it("counts per conversation, never without one, and stops once a call back is booked", async () => {
      for (const q of unknownEn) expect((await ask(undefined, q)).json.offer).toBeUndefined();
      const a = await session("misses-a@example.in");
      const b = await session("misses-b@example.in");
      await ask(a, unknownEn[0]!);
      expect((await ask(b, unknownEn[0]!)).json.offer).toBeUndefined();
      expect((await ask(a, unknownEn[1]!)).json.offer).toBe("callback");
      const [slot] = nextSlots(site.openingHoursIst, new Date(), 1);
      const booked = await call("live-chat?action=request_callback", { body: { sessionId: a, phone: "+91 98765 43210", slot: slot!.toISOString() } });
      expect(booked.status).toBe(201);
      const after = await ask(a, unknownEn[2]!);
      expect(after.json).toEqual({ response: expect.stringContaining("Sorry") });
    });

    it("counts concurrent misses once each", async () => {
      const id = await session("misses-race@example.in");
      const replies = await Promise.all(unknownEn.map((q) => ask(id, q)));
      expect(replies.filter((r) => r.json.offer === "callback")).toHaveLength(2);
      const row = await t.app.database.db.selectFrom("chat_sessions").select("assistant_misses").where("id", "=", id).executeTakeFirstOrThrow();
      expect(Number(row.assistant_misses)).toBe(3);
    });
  });

  it("rejects empty, oversized and malformed requests", async () => {
    expect((await call("chat", { body: { message: "" } })).status).toBe(400);
    expect((await call("chat", { body: {} })).status).toBe(400);
    const long = await call("chat", { body: { message: "a".repeat(2001) } });
    expect(long.status).toBe(400);
    expect(long.json.error).toMatch(/at most 2000 characters/);
    expect((await call("chat", { method: "GET" })).status).toBe(405);
  });
});
