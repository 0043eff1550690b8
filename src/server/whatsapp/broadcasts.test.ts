import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionsClient, signedInAgent } from "../../../tests/server/functions-client.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { startWhatsAppPeer, whatsappSettingsFor, type WhatsAppPeer } from "../../../tests/server/whatsapp-peer.ts";
import { whatsappConsentCopy } from "../../../content/whatsapp-consent.ts";
import type { BroadcastOut } from "../../shared/whatsapp-types.ts";

const RATE = 60;
const LEASE_MS = 1500;
const UNCONFIRMED_MS = 5000;
/** Consenting numbers that wrote to us (consent recorded from their message). */
const CONTACTS = 950;
/** Farmers who ticked the consent box in the chat's form. */
const FORM_LEADS = 50;
const contactWa = (i: number) => `91900000${String(i).padStart(4, "0")}`;
const formPhone = (i: number) => `98800000${String(i).padStart(2, "0")}`;
const formWa = (i: number) => `91${formPhone(i)}`;

/** The most messages the stand-in received within any one second. */
function peakPerSecond(arrivals: number[]): number {
  const times = [...arrivals].sort((a, b) => a - b);
  let peak = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i]! - times[j]! >= 1000) j++;
    peak = Math.max(peak, i - j + 1);
  }
  return peak;
}

describe.each(testDatabaseKinds())("WhatsApp broadcasts on %s", (kind) => {
  let t: TestApp;
  let peer: WhatsAppPeer;
  let call: ReturnType<typeof functionsClient>;
  let admin: { userId: string; token: string };
  let agent: { userId: string; token: string };
  const db = () => t.app.database.db;

  beforeAll(async () => {
    peer = await startWhatsAppPeer();
    t = await startTestApp(kind, { listen: true, logger: process.env.DEBUG_LOG ? true : false, overrides: { whatsapp: whatsappSettingsFor(peer), publicWriteLimitPerMinute: 5000 } });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
    admin = await signedInAgent(t, "asha@broadcast.example");
    agent = await signedInAgent(t, "ravi@broadcast.example");
    const at = new Date().toISOString();
    for (const [who, role] of [
      [admin, "admin"],
      [agent, "agent"],
    ] as const) {
      await db().insertInto("staff_members").values({ user_id: who.userId, role, display_name: role, active: t.app.database.bool(true), created_at: at }).execute();
    }
    // A send unconfirmed for 5 s is sent again (production: 2 minutes); far longer than a send takes even on a busy machine.
    Object.assign(t.app.whatsapp.timing, { retryBaseMs: 20, unconfirmedMs: UNCONFIRMED_MS });
    Object.assign(t.app.whatsapp.broadcasts.timing, { ratePerSecond: RATE, leaseMs: LEASE_MS });
    await t.app.whatsapp.templates.sync();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  const contact = (waId: string, over: Record<string, string | null> = {}) => ({
    wa_id: waId,
    phone_e164: `+${waId}`,
    profile_name: null,
    lead_id: null,
    session_id: null,
    language: null,
    last_inbound_at: null,
    waiting_since: null,
    opted_out_at: null,
    consent_at: null,
    consent_source: null,
    consent_text: null,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    ...over,
  });

  it("records the chat form's consent box with its time, form and words; an unticked box records nothing", async () => {
    for (let i = 0; i < FORM_LEADS; i++) {
      const language = i % 2 ? "hi" : "en";
      const r = await call("live-chat?action=start_chat", { body: { name: `Kisan ${i}`, phone: formPhone(i), user_type: "farmer", language, whatsappConsent: true } });
      expect(r.status, r.text).toBe(201);
    }
    for (let i = 0; i < 10; i++) {
      const r = await call("live-chat?action=start_chat", { body: { name: `Quiet ${i}`, phone: `98810000${String(i).padStart(2, "0")}`, user_type: "farmer", ...(i % 2 ? { whatsappConsent: false } : {}) } });
      expect(r.status, r.text).toBe(201);
    }
    const hi = await db().selectFrom("leads").select(["whatsapp_consent_at", "whatsapp_consent_source", "whatsapp_consent_text"]).where("phone_e164", "=", `+${formWa(1)}`).executeTakeFirstOrThrow();
    expect(hi).toMatchObject({ whatsapp_consent_source: "chat_form", whatsapp_consent_text: whatsappConsentCopy.hi.label });
    expect(Date.now() - Date.parse(String(hi.whatsapp_consent_at))).toBeLessThan(120_000);
    const quiet = await db().selectFrom("leads").select(["whatsapp_consent_at"]).where("phone_e164", "like", "+9198810000%").execute();
    expect(quiet).toHaveLength(10);
    expect(quiet.every((l) => l.whatsapp_consent_at === null)).toBe(true);
    // The timeline keeps what this capture brought, consent included.
    const lead = await db().selectFrom("leads").select("id").where("phone_e164", "=", `+${formWa(1)}`).executeTakeFirstOrThrow();
    const capture = await db().selectFrom("lead_events").select("data").where("lead_id", "=", lead.id).where("kind", "=", "capture").executeTakeFirstOrThrow();
    expect(JSON.stringify(capture.data)).toContain("chat_form");
    // A farmer who chatted without the box and comes back with it ticked has consented: the lead keeps it.
    const again = await call("live-chat?action=start_chat", { body: { name: "Quiet 1", phone: "9881000001", user_type: "farmer", language: "hi", whatsappConsent: true } });
    expect(again.status, again.text).toBe(201);
    const returned = await db().selectFrom("leads").select(["whatsapp_consent_source", "whatsapp_consent_text"]).where("phone_e164", "=", "+919881000001").executeTakeFirstOrThrow();
    expect(returned).toMatchObject({ whatsapp_consent_source: "chat_form", whatsapp_consent_text: whatsappConsentCopy.hi.label });
    // The broadcasts below count the consenting farmers as they were before this one came back.
    await db().updateTable("leads").set({ whatsapp_consent_at: null, whatsapp_consent_source: null, whatsapp_consent_text: null }).where("phone_e164", "=", "+919881000001").execute();
  }, 120_000);

  it("sends one template to each of 1,000 consenting contacts at the provider's rate, resumed by another process after the sender is killed (kill -9), none to those who did not agree or wrote STOP", async () => {
    const rows = [];
    for (let i = 0; i < CONTACTS; i++) rows.push(contact(contactWa(i), { consent_at: new Date().toISOString(), consent_source: "inbound", language: i % 2 ? "hi" : "en" }));
    // Never agreed, and agreed but wrote STOP: neither may get anything.
    for (let i = CONTACTS; i < CONTACTS + 40; i++) rows.push(contact(contactWa(i)));
    for (let i = CONTACTS + 40; i < CONTACTS + 70; i++) rows.push(contact(contactWa(i), { consent_at: new Date().toISOString(), consent_source: "inbound", opted_out_at: new Date().toISOString() }));
    for (let i = 0; i < rows.length; i += 200) await db().insertInto("whatsapp_contacts").values(rows.slice(i, i + 200)).execute();

    const owner = "killed-sender";
    const created = await t.app.whatsapp.broadcasts.create({
      title: "Kharif soil camp",
      templateName: "soil_test_followup",
      templateLanguage: "en",
      values: ["Kisan", "Kharif camp"],
      audience: {},
      createdBy: admin.userId,
      // Held for the child from the start, however long it takes to start on a busy machine; its first renewal shortens it.
      lease: { owner, ms: 600_000 },
    });
    expect(created.total).toBe(CONTACTS + FORM_LEADS);

    // The sending process: killed (SIGKILL) once 400 messages are in the outbox.
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "tests/server/whatsapp-broadcast-worker.ts", JSON.stringify(t.db.config), JSON.stringify(whatsappSettingsFor(peer)), created.id, owner, String(RATE), String(LEASE_MS), String(UNCONFIRMED_MS)],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let queuedByChild = 0;
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (d: Buffer) => {
        queuedByChild += d.toString().split("\n").filter(Boolean).length;
        if (queuedByChild >= 400 && child.exitCode === null && !child.killed) {
          child.kill("SIGKILL");
          resolve();
        }
      });
      child.on("exit", (code) => (code === null ? resolve() : reject(new Error(`the broadcast worker stopped with ${code} before it was killed`))));
    });
    const sentWhenKilled = peer.sent().filter((r) => r.body?.type === "template").length;
    expect(sentWhenKilled).toBeGreaterThanOrEqual(390);
    expect(sentWhenKilled).toBeLessThan(CONTACTS + FORM_LEADS);

    // A farmer whose turn has not come writes STOP meanwhile.
    const stopper = formWa(FORM_LEADS - 1);
    expect((await peer.deliver(t.url, peer.messagePayload(stopper, "Kisan 49", { text: "STOP" }).payload)).status).toBe(200);
    // Worked through after the answer (on SQLite it may wait for the killed writer's lock): its turn is hundreds of messages away.
    for (let i = 0; i < 200; i++) {
      const c = await db().selectFrom("whatsapp_contacts").select("opted_out_at").where("wa_id", "=", stopper).executeTakeFirst();
      if (c?.opted_out_at) break;
      await new Promise((r) => setTimeout(r, 100));
    }

    // This process takes the broadcast over once the killed sender's lease has run out (its own sweep).
    const deadline = Date.now() + 300_000;
    let b: BroadcastOut | undefined;
    for (;;) {
      b = await t.app.whatsapp.broadcasts.get(created.id);
      const unsettled = await db().selectFrom("whatsapp_messages").select("id").where("direction", "=", "out").where("status", "in", ["queued", "sending"]).execute();
      if (b?.status === "done" && unsettled.length === 0) break;
      if (Date.now() > deadline) throw new Error(`not finished: ${JSON.stringify(b)} ${unsettled.length} unsettled`);
      await new Promise((r) => setTimeout(r, 250));
    }

    const templates = peer.sent().filter((r) => r.body?.type === "template");
    const perNumber = new Map<string, number>();
    for (const r of templates) perNumber.set(String(r.body!.to), (perNumber.get(String(r.body!.to)) ?? 0) + 1);
    const consenting = [...Array.from({ length: CONTACTS }, (_, i) => contactWa(i)), ...Array.from({ length: FORM_LEADS - 1 }, (_, i) => formWa(i))];
    for (const wa of consenting) expect(perNumber.get(wa) ?? 0, wa).toBeGreaterThanOrEqual(1);
    const twice = [...perNumber.entries()].filter(([, n]) => n > 1);
    // Decision 0032: only a message whose answer was lost mid-send (the killed process's one in flight) may go twice.
    expect(twice.length).toBeLessThanOrEqual(1);
    expect(Math.max(...perNumber.values())).toBeLessThanOrEqual(2);
    expect(perNumber.size).toBe(consenting.length);
    for (let i = CONTACTS; i < CONTACTS + 70; i++) expect(perNumber.has(contactWa(i))).toBe(false);
    expect(perNumber.has(stopper)).toBe(false);
    expect(peer.sent().filter((r) => r.body?.to === stopper && r.body?.type === "text")).toHaveLength(1);
    // The Hindi readers get the Hindi version of the template.
    expect(templates.find((r) => r.body!.to === contactWa(1))!.body).toMatchObject({ template: { name: "soil_test_followup", language: { code: "hi" } } });
    expect(templates.find((r) => r.body!.to === contactWa(0))!.body).toMatchObject({ template: { language: { code: "en" } } });

    // Never faster than the provider's rate, in any second (as the stand-in received them: two messages'
    // arrival may be a few milliseconds closer than they were sent, so one window may hold two more).
    const peak = peakPerSecond(templates.map((r) => r.at));
    expect(peak).toBeLessThanOrEqual(RATE + 2);
    expect(b!.report).toMatchObject({ pending: 0, skipped: 1, queued: 0, failed: 0 });
    expect(b!.report.sent).toBe(consenting.length);
    console.log(`[${kind}] broadcast: ${templates.length} templates for ${consenting.length} consenting numbers; ${sentWhenKilled} sent before the kill; ${twice.length} sent twice; peak ${peak}/s`);
  }, 600_000);

  it("lets admins start one for a filtered set (and refuses agents, templates not approved, and an empty set)", async () => {
    const asAgent = await call("whatsapp-broadcasts", { body: { title: "x", templateName: "soil_test_followup", templateLanguage: "en", values: ["a", "b"] }, token: agent.token });
    expect(asAgent.status).toBe(403);
    const pending = await call("whatsapp-broadcasts", { body: { title: "Offer", templateName: "season_offer", templateLanguage: "en", values: ["10% off"] }, token: admin.token });
    expect(pending.status, pending.text).toBe(400);
    const nobody = await call("whatsapp-broadcasts", { body: { title: "None", templateName: "soil_test_followup", templateLanguage: "en", values: ["a", "b"], audience: { statuses: ["converted"] } }, token: admin.token });
    expect(nobody.status, nobody.text).toBe(400);
    const before = peer.sent().length;
    const res = await call("whatsapp-broadcasts", { body: { title: "Hindi chat leads", templateName: "soil_test_followup", templateLanguage: "en", values: ["Kisan", "SD-7"], audience: { languages: ["hi"], statuses: ["new"] } }, token: admin.token });
    expect(res.status, res.text).toBe(201);
    const started = res.json.broadcast as BroadcastOut;
    // The Hindi form leads, but the one who wrote STOP.
    const chosen = await db().selectFrom("whatsapp_broadcast_recipients").select("wa_id").where("broadcast_id", "=", started.id).orderBy("wa_id").execute();
    const hindi = Array.from({ length: FORM_LEADS }, (_, i) => i).filter((i) => i % 2 && i !== FORM_LEADS - 1);
    expect(chosen.map((r) => r.wa_id)).toEqual(hindi.map(formWa));
    expect(started.total).toBe(FORM_LEADS / 2 - 1);
    await t.app.whatsapp.idle();
    const one = await call("whatsapp-broadcasts", { query: { id: started.id }, token: admin.token });
    expect(one.status).toBe(200);
    expect((one.json.broadcast as BroadcastOut).status).toBe("done");
    expect(peer.sent().length - before).toBe(FORM_LEADS / 2 - 1);
    const list = await call("whatsapp-broadcasts", { token: admin.token });
    expect((list.json.broadcasts as BroadcastOut[]).map((x) => x.title)).toContain("Hindi chat leads");
  }, 120_000);

  it("two broadcasts started at once in two processes go one after the other: together never faster than the business number's rate", async () => {
    // Two audiences of their own: Marathi and Gujarati readers who wrote to us and agreed.
    const PER = 90;
    const at = new Date().toISOString();
    const rows = [];
    for (let i = 0; i < PER; i++) rows.push(contact(`9190100${String(i).padStart(5, "0")}`, { consent_at: at, consent_source: "inbound", language: "mr" }));
    for (let i = 0; i < PER; i++) rows.push(contact(`9190200${String(i).padStart(5, "0")}`, { consent_at: at, consent_source: "inbound", language: "gu" }));
    await db().insertInto("whatsapp_contacts").values(rows).execute();
    const start = (title: string, language: string) =>
      t.app.whatsapp.broadcasts.create({ title, templateName: "soil_test_followup", templateLanguage: "en", values: ["Kisan", title], audience: { languages: [language] }, createdBy: admin.userId });
    const [marathi, gujarati] = [await start("Rabi camp (mr)", "mr"), await start("Rabi camp (gu)", "gu")];
    expect([marathi.total, gujarati.total]).toEqual([PER, PER]);
    const before = peer.sent().length;
    // Two processes' senders, each on one broadcast, at the same moment: one sends, the other waits its turn
    // and this process's sweep (every 2 s) sends it once the first is done.
    await Promise.all([t.app.whatsapp.broadcasts.run(marathi.id, { owner: "process-a" }), t.app.whatsapp.broadcasts.run(gujarati.id, { owner: "process-b" })]);
    const deadline = Date.now() + 60_000;
    while ((await t.app.whatsapp.broadcasts.get(marathi.id))?.status !== "done" || (await t.app.whatsapp.broadcasts.get(gujarati.id))?.status !== "done") {
      if (Date.now() > deadline) throw new Error("the two broadcasts did not finish");
      await new Promise((r) => setTimeout(r, 100));
    }
    await t.app.whatsapp.idle();
    const sent = peer
      .sent()
      .slice(before)
      .filter((r) => r.body?.type === "template")
      .sort((a, b) => a.at - b.at);
    expect(sent).toHaveLength(2 * PER);
    // One after the other: every message of the first before any of the second.
    const group = sent.map((r) => String(r.body!.to).slice(0, 7));
    expect(group.findIndex((g) => g !== group[0])).toBe(PER);
    const peak = peakPerSecond(sent.map((r) => r.at));
    expect(peak).toBeLessThanOrEqual(RATE + 2);
  }, 120_000);
});
