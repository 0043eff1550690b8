import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { functionsClient, signedInAgent } from "../../../tests/server/functions-client.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { startWhatsAppPeer, whatsappSettingsFor, type WhatsAppPeer } from "../../../tests/server/whatsapp-peer.ts";
import { site } from "../../../content/site.ts";
import { whatsappFarmerLines } from "../../../content/whatsapp.ts";
import type { ChatMessage, ChatSessionOut } from "../../shared/api-types.ts";
import { loadConfig } from "../config.server.ts";

type Json = Record<string, unknown>;

/** A farmer's number as WhatsApp writes it, unique per test. */
let seq = 0;
const farmer = () => `9198765${String(40000 + ++seq).padStart(5, "0")}`;

describe.each(testDatabaseKinds())("WhatsApp in the chat desk on %s", (kind) => {
  let t: TestApp;
  let peer: WhatsAppPeer;
  let call: ReturnType<typeof functionsClient>;
  let agent: { userId: string; token: string };
  const db = () => t.app.database.db;

  beforeAll(async () => {
    peer = await startWhatsAppPeer();
    t = await startTestApp(kind, { listen: true, overrides: { whatsapp: whatsappSettingsFor(peer), publicWriteLimitPerMinute: 1000 } });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
    agent = await signedInAgent(t, "meena@whatsapp.example");
    await db().insertInto("staff_members").values({ user_id: agent.userId, role: "agent", display_name: "Meena Agent", active: t.app.database.bool(true), created_at: new Date().toISOString() }).execute();
    // Quick retries, so the tests need not wait minutes for what production waits for.
    Object.assign(t.app.whatsapp.timing, { retryBaseMs: 20, unconfirmedMs: 300 });
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  /** Delivers a webhook as Meta does and waits until the app has worked it through. */
  async function deliver(payload: unknown, opts: Parameters<WhatsAppPeer["deliver"]>[2] = {}) {
    const res = await peer.deliver(t.url, payload, opts);
    await t.app.whatsapp.idle();
    return res;
  }
  const online = () => call("live-chat?action=agent_online", { body: {}, token: agent.token });
  const offline = () => call("live-chat?action=agent_offline", { body: {}, token: agent.token });
  const waiting = async () => (await call("live-chat?action=get_waiting_sessions", { token: agent.token })).json.sessions as ChatSessionOut[];
  const messages = async (sessionId: string) => {
    const r = await call("live-chat?action=get_messages", { query: { sessionId }, token: agent.token });
    expect(r.status, r.text).toBe(200);
    return r.json.messages as ChatMessage[];
  };
  const sessionOf = async (waId: string) => (await db().selectFrom("whatsapp_contacts").select(["session_id", "lead_id"]).where("wa_id", "=", waId).executeTakeFirstOrThrow());
  const reply = (sessionId: string, message: string) => call("live-chat?action=send_message", { body: { sessionId, message, senderType: "agent" }, token: agent.token });
  const counts = async () => ({
    inbox: (await db().selectFrom("whatsapp_inbox").select("id").execute()).length,
    messages: (await db().selectFrom("whatsapp_messages").select("id").execute()).length,
    leads: (await db().selectFrom("leads").select("id").execute()).length,
  });
  const sentTo = (waId: string) => peer.sent().filter((r) => r.body?.to === waId);

  it("answers Meta's verification handshake only with our verify token", async () => {
    const ok = await peer.handshake(t.url);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    expect((await peer.handshake(t.url, "not-our-token-0000000000")).status).toBe(403);
    const wrongMode = await fetch(`${t.url}/webhooks/whatsapp?hub.mode=unsubscribe&hub.verify_token=${peer.account.verifyToken}&hub.challenge=1`);
    expect(wrongMode.status).toBe(403);
  });

  it("stores nothing from a forged, missing or stale signature (401), and refuses a body that is not Meta's (400)", async () => {
    const before = await counts();
    const { payload } = peer.messagePayload(farmer(), "Forger", { text: "hello" });
    expect((await deliver(payload, { secret: "someone-elses-app-secret" })).status).toBe(401);
    expect((await deliver(payload, { signature: null })).status).toBe(401);
    expect((await deliver(payload, { signature: "sha256=zz" })).status).toBe(401);
    // Signed over other bytes than sent.
    expect((await deliver(payload, { signature: peer.sign(JSON.stringify({ other: 1 })) })).status).toBe(401);
    expect(await counts()).toEqual(before);
    const notJson = "{not json";
    expect((await deliver(null, { raw: notJson, signature: peer.sign(notJson) })).status).toBe(400);
    const notMeta = JSON.stringify({ object: "page", entry: [] });
    expect((await deliver(null, { raw: notMeta, signature: peer.sign(notMeta) })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it("makes one lead of a first message that a web capture with the same number joins; the agent takes it, replies, and the ticks follow WhatsApp's reports", async () => {
    await online();
    const { payload } = peer.messagePayload("919876511111", "Suresh Patil", { text: "Namaste, I want to test the soil of my 3 acre farm" });
    expect((await deliver(payload)).status).toBe(200);
    const leads = await db().selectFrom("leads").select(["id", "name", "source", "phone_e164", "language"]).where("phone_e164", "=", "+919876511111").execute();
    expect(leads).toEqual([expect.objectContaining({ name: "Suresh Patil", source: "whatsapp", phone_e164: "+919876511111", language: "en" })]);
    // The widget's form writes the number another way: it joins the same lead.
    const web = await call("live-chat?action=start_chat", { body: { name: "Suresh Patil", email: "suresh@farm.example", phone: "+91 98765 11111", location: "Nashik", user_type: "farmer" } });
    expect(web.status, web.text).toBe(201);
    expect(await db().selectFrom("leads").select("id").where("phone_e164", "=", "+919876511111").execute()).toHaveLength(1);

    const { session_id } = await sessionOf("919876511111");
    const listed = (await waiting()).find((s) => s.id === session_id);
    expect(listed).toMatchObject({ channel: "whatsapp", user_name: "Suresh Patil", lead: { source: "whatsapp", phone: "+919876511111" }, whatsapp: { phone: "+91 98765 11111", optedOut: false } });
    expect(Date.parse(listed!.whatsapp!.windowClosesAt!)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const take = await call("live-chat?action=take_session", { body: { sessionId: session_id }, token: agent.token });
    expect(take.status, take.text).toBe(200);

    const res = await reply(session_id!, "Namaste Suresh ji, a soil test costs ₹500. Which village are you in?");
    expect(res.status, res.text).toBe(200);
    expect((res.json.message as ChatMessage).whatsapp).toMatchObject({ direction: "out", kind: "text" });
    await t.app.whatsapp.idle();
    const [sent, ...more] = sentTo("919876511111");
    expect(more).toHaveLength(0);
    expect(sent!.auth).toBe(peer.account.accessToken);
    expect(sent!.path).toBe(`/v23.0/${peer.account.phoneNumberId}/messages`);
    expect(sent!.body).toMatchObject({ messaging_product: "whatsapp", recipient_type: "individual", to: "919876511111", type: "text", text: { preview_url: false, body: "Namaste Suresh ji, a soil test costs ₹500. Which village are you in?" } });
    const lineId = (res.json.message as ChatMessage).id;
    const tick = async () => (await messages(session_id!)).find((m) => m.id === lineId)!.whatsapp!.status;
    expect(await tick()).toBe("sent");
    await deliver(peer.statusPayload(sent!, "delivered"));
    expect(await tick()).toBe("delivered");
    await deliver(peer.statusPayload(sent!, "read"));
    expect(await tick()).toBe("read");
    // A late "sent" never moves a read message back.
    await deliver(peer.statusPayload(sent!, "sent"));
    expect(await tick()).toBe("read");
    // The console's read receipt gives the farmer blue ticks.
    const farmerLine = (await messages(session_id!)).find((m) => m.sender_type === "user")!;
    const reads = peer.reads().length;
    expect((await call("live-chat?action=mark_seen", { body: { sessionId: session_id, upTo: farmerLine.created_at, read: true }, token: agent.token })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(peer.reads().length).toBe(reads + 1);
    await call("live-chat?action=end_session", { body: { sessionId: session_id }, token: agent.token });
    await offline();
  });

  it("keeps one message however often Meta delivers the same webhook", async () => {
    await online();
    const waId = farmer();
    const { payload, wamid } = peer.messagePayload(waId, "Ramesh", { text: "Is the soil test free for farmers?" });
    const results = await Promise.all([peer.deliver(t.url, payload), peer.deliver(t.url, payload), peer.deliver(t.url, payload)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    await t.app.whatsapp.idle();
    expect(await db().selectFrom("whatsapp_messages").select("id").where("wamid", "=", wamid).execute()).toHaveLength(1);
    const { session_id } = await sessionOf(waId);
    expect((await messages(session_id!)).filter((m) => m.sender_type === "user")).toHaveLength(1);
    expect(await db().selectFrom("leads").select("id").where("phone_e164", "=", `+${waId}`).execute()).toHaveLength(1);
    expect(await db().selectFrom("chat_sessions").select("id").where("id", "=", session_id!).execute()).toHaveLength(1);
    await offline();
  });

  it("refuses free text 24 hours after the farmer's last message and sends an approved template instead, synced from the account", async () => {
    await online();
    const waId = farmer();
    // Meta delivers a message late: its own time, 25 hours ago, is what counts.
    const { payload } = peer.messagePayload(waId, "Kamla Devi", { text: "Please send the report" }, { timestamp: new Date(Date.now() - 25 * 3600_000) });
    await deliver(payload);
    const { session_id } = await sessionOf(waId);
    const listed = (await waiting()).find((s) => s.id === session_id)!;
    expect(Date.parse(listed.whatsapp!.windowClosesAt!)).toBeLessThan(Date.now());
    await call("live-chat?action=take_session", { body: { sessionId: session_id }, token: agent.token });
    const refused = await reply(session_id!, "Here is your report");
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: "whatsapp_window_closed" });
    expect(String(refused.json.error)).toMatch(/24 hours.*template/);
    expect(sentTo(waId)).toHaveLength(0);

    const list = await call("whatsapp-templates", { token: agent.token });
    expect(list.status, list.text).toBe(200);
    const templates = list.json.templates as Array<{ name: string; language: string; variables: number; body: string }>;
    // Approved, and fillable from the console: not the pending one, not the one with a document header.
    expect(templates.map((x) => `${x.name}/${x.language}`)).toEqual(["soil_test_followup/en", "soil_test_followup/hi"]);
    expect(templates[0]).toMatchObject({ variables: 2 });
    const wrong = await call("whatsapp-send-template", { body: { sessionId: session_id, name: "soil_test_followup", language: "en", values: ["Kamla"] }, token: agent.token });
    expect(wrong.status).toBe(400);
    expect(String(wrong.json.error)).toContain("takes 2 value(s)");
    const pending = await call("whatsapp-send-template", { body: { sessionId: session_id, name: "season_offer", language: "en", values: ["10% off"] }, token: agent.token });
    expect(pending.status).toBe(400);
    const sent = await call("whatsapp-send-template", { body: { sessionId: session_id, name: "soil_test_followup", language: "en", values: ["Kamla", "SD-1042"] }, token: agent.token });
    expect(sent.status, sent.text).toBe(201);
    expect((sent.json.message as ChatMessage).message).toContain("Hello Kamla, your soil test report for sample SD-1042 is ready.");
    await t.app.whatsapp.idle();
    const [request, ...more] = sentTo(waId);
    expect(more).toHaveLength(0);
    expect(request!.body).toMatchObject({
      messaging_product: "whatsapp",
      to: waId,
      type: "template",
      template: { name: "soil_test_followup", language: { code: "en" }, components: [{ type: "body", parameters: [{ type: "text", text: "Kamla" }, { type: "text", text: "SD-1042" }] }] },
    });
    // From the lead's page: the template joins the same conversation.
    const fromLead = await call("whatsapp-send-template", { body: { leadId: (await sessionOf(waId)).lead_id, name: "soil_test_followup", language: "hi", values: ["कमला", "SD-1042"] }, token: agent.token });
    expect(fromLead.status, fromLead.text).toBe(201);
    expect(fromLead.json.sessionId).toBe(session_id);
    await call("live-chat?action=end_session", { body: { sessionId: session_id }, token: agent.token });
    await offline();
  });

  it("keeps a photo and a voice note, shows them in the conversation and serves them to staff only", async () => {
    await online();
    const waId = farmer();
    const photo = Buffer.from("\xff\xd8\xff\xe0 stand-in jpeg bytes of a cracked field", "latin1");
    const voice = Buffer.from("OggS stand-in voice note bytes");
    await deliver(peer.messagePayload(waId, "Gopal", { image: { bytes: photo, caption: "My wheat leaves are yellow" } }).payload);
    await deliver(peer.messagePayload(waId, "Gopal", { audio: { bytes: voice, voice: true } }).payload);
    await deliver(peer.messagePayload(waId, "Gopal", { location: { latitude: 19.9975, longitude: 73.7898, name: "Gopal's farm", address: "Ozar, Nashik" } }).payload);
    await deliver(peer.messagePayload(waId, "Gopal", { unsupported: true }).payload);
    const { session_id, lead_id } = await sessionOf(waId);
    const lines = (await messages(session_id!)).filter((m) => m.sender_type === "user");
    expect(lines.map((m) => m.message)).toEqual(["[Photo] My wheat leaves are yellow", "[Voice note]", "[Location] Gopal's farm, Ozar, Nashik", "[A message WhatsApp could not show us]"]);
    const [image, audio, place] = lines.map((m) => m.whatsapp!);
    expect(image).toMatchObject({ kind: "image", media: { mime: "image/jpeg", stored: true } });
    expect(audio).toMatchObject({ kind: "audio", media: { voice: true, stored: true } });
    expect(place).toMatchObject({ kind: "location", place: { latitude: 19.9975, longitude: 73.7898, name: "Gopal's farm" } });
    // The location is the lead's place now.
    expect((await db().selectFrom("leads").select("location").where("id", "=", lead_id!).executeTakeFirstOrThrow()).location).toBe("Gopal's farm, Ozar, Nashik");

    const file = await fetch(`${t.url}/functions/v1/whatsapp-media?id=${image!.id}`, { headers: { apikey: await t.app.tokens.anonKey, authorization: `Bearer ${agent.token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/jpeg");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await file.arrayBuffer()).equals(photo)).toBe(true);
    const note = await fetch(`${t.url}/functions/v1/whatsapp-media?id=${audio!.id}`, { headers: { apikey: await t.app.tokens.anonKey, authorization: `Bearer ${agent.token}` } });
    expect(Buffer.from(await note.arrayBuffer()).equals(voice)).toBe(true);
    const anon = await call("whatsapp-media", { query: { id: image!.id } });
    expect(anon.status).toBe(401);
    await offline();
  });

  it("with no agent online, the assistant answers a Hindi question on WhatsApp in Hindi, and the agent who comes later sees the thread", async () => {
    await offline();
    const waId = farmer();
    await deliver(peer.messagePayload(waId, "रामप्रसाद", { text: "मिट्टी की जाँच कैसे करवाएँ?" }).payload);
    const [answer, ...more] = sentTo(waId);
    expect(more).toHaveLength(0);
    const text = (answer!.body!.text as { body: string }).body;
    expect(text.startsWith(whatsappFarmerLines.hi.assistantIntro)).toBe(true);
    expect(text.replace(whatsappFarmerLines.hi.assistantIntro, "")).toMatch(/[\u0900-\u097F]{4,}/);
    expect((await db().selectFrom("leads").select("language").where("phone_e164", "=", `+${waId}`).executeTakeFirstOrThrow()).language).toBe("hi");
    // A second question gets its own answer, without the introduction again.
    await deliver(peer.messagePayload(waId, "रामप्रसाद", { text: "जाँच की फीस कितनी है?" }).payload);
    const second = sentTo(waId)[1]!;
    expect((second.body!.text as { body: string }).body).not.toContain(whatsappFarmerLines.hi.assistantIntro);
    // Later an agent comes online: the conversation waits for them with the whole thread.
    await online();
    const { session_id } = await sessionOf(waId);
    expect((await waiting()).map((s) => s.id)).toContain(session_id);
    const thread = await messages(session_id!);
    expect(thread.map((m) => m.sender_type)).toEqual(["user", "bot", "user", "bot"]);
    expect(thread[1]!.sender_name).toBe(site.assistantName);
    // Replying CALL books a call back while the assistant answers.
    await offline();
    await deliver(peer.messagePayload(waId, "रामप्रसाद", { text: "कॉल" }).payload);
    expect(await db().selectFrom("callback_requests").select("id").where("session_id", "=", session_id!).execute()).toHaveLength(1);
    expect((sentTo(waId).at(-1)!.body!.text as { body: string }).body).toContain("फ़ोन करेगी");
  });

  it("when no agent takes the chat within the desk's wait, the assistant answers the farmer", async () => {
    await online();
    const waId = farmer();
    await deliver(peer.messagePayload(waId, "Anil", { text: "How do I book a soil test?" }).payload);
    expect(sentTo(waId)).toHaveLength(0);
    const { session_id } = await sessionOf(waId);
    // The wait passes (the chat's sweep marks it offered), then the WhatsApp sweep gives the assistant its turn.
    await db().updateTable("chat_sessions").set({ created_at: new Date(Date.now() - 3600_000).toISOString() }).where("id", "=", session_id!).execute();
    await t.app.chat.sweep();
    await t.app.whatsapp.sweep();
    await t.app.whatsapp.idle();
    expect(sentTo(waId)).toHaveLength(1);
    // Still on the agents' list, marked unanswered.
    expect((await waiting()).find((s) => s.id === session_id)).toMatchObject({ unanswered: true, channel: "whatsapp" });
    await offline();
  });

  it("honours STOP: one acknowledgement, then nothing (no reply, no template, no assistant) until the farmer writes again", async () => {
    await online();
    const waId = farmer();
    await deliver(peer.messagePayload(waId, "Sunita", { text: "Hello" }).payload);
    const { session_id } = await sessionOf(waId);
    await call("live-chat?action=take_session", { body: { sessionId: session_id }, token: agent.token });
    await deliver(peer.messagePayload(waId, "Sunita", { text: "STOP" }).payload);
    const [ack, ...more] = sentTo(waId);
    expect(more).toHaveLength(0);
    expect((ack!.body!.text as { body: string }).body).toBe(whatsappFarmerLines.en.optedOut);
    expect((await db().selectFrom("whatsapp_contacts").select("opted_out_at").where("wa_id", "=", waId).executeTakeFirstOrThrow()).opted_out_at).not.toBeNull();
    const refused = await reply(session_id!, "Are you sure?");
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe("whatsapp_opted_out");
    const template = await call("whatsapp-send-template", { body: { sessionId: session_id, name: "soil_test_followup", language: "en", values: ["Sunita", "SD-1"] }, token: agent.token });
    expect(template.status).toBe(409);
    await offline();
    // बंद is the same word in Hindi: nothing more goes out, not even a second acknowledgement.
    await deliver(peer.messagePayload(waId, "Sunita", { text: "बंद" }).payload);
    expect(sentTo(waId)).toHaveLength(1);
    // Writing again is consent again.
    await online();
    await deliver(peer.messagePayload(waId, "Sunita", { text: "Sorry, I want the report after all" }).payload);
    expect((await db().selectFrom("whatsapp_contacts").select(["opted_out_at", "consent_source"]).where("wa_id", "=", waId).executeTakeFirstOrThrow())).toEqual({ opted_out_at: null, consent_source: "inbound" });
    // Going offline put the chat back on the list: the agent takes it again.
    expect((await call("live-chat?action=take_session", { body: { sessionId: session_id }, token: agent.token })).status).toBe(200);
    const before = sentTo(waId).length;
    expect((await reply(session_id!, "Of course, here it comes")).status).toBe(200);
    await t.app.whatsapp.idle();
    expect(sentTo(waId)).toHaveLength(before + 1);
    await call("live-chat?action=end_session", { body: { sessionId: session_id }, token: agent.token });
    await offline();
  });

  it("sends a reply WhatsApp refused for the moment again, and one whose answer was lost only if WhatsApp never confirmed it", async () => {
    await online();
    const waId = farmer();
    await deliver(peer.messagePayload(waId, "Vijay", { text: "Hi" }).payload);
    const { session_id } = await sessionOf(waId);
    await call("live-chat?action=take_session", { body: { sessionId: session_id }, token: agent.token });

    // 1. WhatsApp is busy: the outbox waits and sends it once it can; one accepted message.
    peer.failNext({ status: 500, code: 131000, message: "Something went wrong" });
    const busy = await reply(session_id!, "First answer");
    expect(busy.status).toBe(200);
    await t.app.whatsapp.idle();
    const row = () => db().selectFrom("whatsapp_messages").select(["status", "attempts", "error"]).where("chat_message_id", "=", (busy.json.message as ChatMessage).id).executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ status: "queued", attempts: 1 });
    await new Promise((r) => setTimeout(r, 60));
    await t.app.whatsapp.sweep();
    await t.app.whatsapp.idle();
    expect(await row()).toMatchObject({ status: "sent", attempts: 2, error: null });
    const first = sentTo(waId).filter((r) => (r.body?.text as { body?: string })?.body === "First answer");
    expect(first).toHaveLength(2);
    expect(first.filter((r) => r.wamid)).toHaveLength(1);

    // 2. The answer to a send is lost, but WhatsApp's report (with our id) arrives: not sent again.
    peer.cutNext(1);
    peer.autoStatuses(["sent"], t.url, 50);
    const lost = await reply(session_id!, "Second answer");
    await t.app.whatsapp.idle();
    await new Promise((r) => setTimeout(r, 200));
    await t.app.whatsapp.idle();
    peer.stopAutoStatuses();
    await new Promise((r) => setTimeout(r, 350));
    await t.app.whatsapp.sweep();
    await t.app.whatsapp.idle();
    expect(sentTo(waId).filter((r) => (r.body?.text as { body?: string })?.body === "Second answer")).toHaveLength(1);
    expect((await db().selectFrom("whatsapp_messages").select(["status", "wamid"]).where("chat_message_id", "=", (lost.json.message as ChatMessage).id).executeTakeFirstOrThrow()).status).toBe("sent");

    // 3. The answer is lost and nothing ever confirms it: after the wait it is sent again, so it is never lost.
    peer.cutNext(1);
    const silent = await reply(session_id!, "Third answer");
    await t.app.whatsapp.idle();
    const third = () => db().selectFrom("whatsapp_messages").select(["status"]).where("chat_message_id", "=", (silent.json.message as ChatMessage).id).executeTakeFirstOrThrow();
    expect((await third()).status).toBe("sending");
    await new Promise((r) => setTimeout(r, 350));
    await t.app.whatsapp.sweep();
    await t.app.whatsapp.idle();
    expect((await third()).status).toBe("sent");
    expect(sentTo(waId).filter((r) => (r.body?.text as { body?: string })?.body === "Third answer")).toHaveLength(2);

    // 4. A refusal for good: the agent reads why.
    peer.failNext({ status: 400, code: 131026, message: "Message undeliverable" });
    const refused = await reply(session_id!, "Fourth answer");
    await t.app.whatsapp.idle();
    const failed = (await messages(session_id!)).find((m) => m.id === (refused.json.message as ChatMessage).id)!;
    expect(failed.whatsapp).toMatchObject({ status: "failed" });
    expect(failed.whatsapp!.error).toMatch(/could not deliver/);
    // A failure WhatsApp reports later reaches the agent too.
    const ok = await reply(session_id!, "Fifth answer");
    await t.app.whatsapp.idle();
    const fifth = sentTo(waId).find((r) => (r.body?.text as { body?: string })?.body === "Fifth answer")!;
    await deliver(peer.statusPayload(fifth, "failed", { code: 131047, title: "Re-engagement message" }));
    const reported = (await messages(session_id!)).find((m) => m.id === (ok.json.message as ChatMessage).id)!;
    expect(reported.whatsapp).toMatchObject({ status: "failed" });
    expect(reported.whatsapp!.error).toMatch(/24 hours/);
    await call("live-chat?action=end_session", { body: { sessionId: session_id }, token: agent.token });
    await offline();
  });

  it("joins the web chat's lead when the farmer continues on WhatsApp with the chat's reference, from another number", async () => {
    const web = await call("live-chat?action=start_chat", { body: { name: "Priya Shinde", email: "priya@farm.example", phone: "+91 98111 22233", location: "Pune", user_type: "farmer" } });
    expect(web.status, web.text).toBe(201);
    const leadId = web.json.leadId as string;
    const waId = farmer();
    const text = `Hello ${site.brandName}, I was chatting on your website. My reference code: ${leadId.slice(0, 8).toUpperCase()}`;
    await deliver(peer.messagePayload(waId, "Priya", { text }).payload);
    expect((await sessionOf(waId)).lead_id).toBe(leadId);
    const phones = await db().selectFrom("lead_contacts").select("normalized").where("lead_id", "=", leadId).where("kind", "=", "phone").execute();
    expect(phones.map((p) => p.normalized)).toContain(`+${waId}`);
    // A number that merely looks like a code joins nothing.
    const other = farmer();
    await deliver(peer.messagePayload(other, "Raju", { text: "My number is 98765432" }).payload);
    expect((await sessionOf(other)).lead_id).not.toBe(leadId);
  });

  it("works a delivery through that a stopped process left in the inbox", async () => {
    const waId = farmer();
    const { payload, wamid } = peer.messagePayload(waId, "Lakshmi", { text: "Hello from a crash" });
    // Stored and answered, then the process stopped before working it through.
    await db().insertInto("whatsapp_inbox").values({ id: crypto.randomUUID(), body: JSON.stringify(payload), status: "pending", attempts: 1, next_attempt_at: new Date(Date.now() - 1000).toISOString(), error: null, received_at: new Date(Date.now() - 61_000).toISOString(), done_at: null }).execute();
    await t.app.whatsapp.sweep();
    await t.app.whatsapp.idle();
    expect(await db().selectFrom("whatsapp_messages").select("id").where("wamid", "=", wamid).execute()).toHaveLength(1);
    expect(await db().selectFrom("leads").select("id").where("phone_e164", "=", `+${waId}`).execute()).toHaveLength(1);
  });

  if (kind === "postgres") {
    it("two processes on one database: the same delivery to both makes one message, and a reply through either is sent once", async () => {
      const second: FastifyInstance = await buildApp(t.config, { web: false, logger: false });
      await second.listen({ port: 0, host: "127.0.0.1" });
      try {
        const urlB = `http://127.0.0.1:${(second.server.address() as { port: number }).port}`;
        await Promise.all([t.app.realtime.ready(), second.realtime.ready()]);
        await online();
        const waId = farmer();
        const { payload, wamid } = peer.messagePayload(waId, "Harish", { text: "Hello from two places" });
        const [a, b] = await Promise.all([peer.deliver(t.url, payload), peer.deliver(urlB, payload)]);
        expect([a.status, b.status]).toEqual([200, 200]);
        await Promise.all([t.app.whatsapp.idle(), second.whatsapp.idle()]);
        expect(await db().selectFrom("whatsapp_messages").select("id").where("wamid", "=", wamid).execute()).toHaveLength(1);
        expect(await db().selectFrom("chat_sessions").select("id").where("channel", "=", "whatsapp").where("lead_id", "=", (await sessionOf(waId)).lead_id).execute()).toHaveLength(1);
        const { session_id } = await sessionOf(waId);
        await call("live-chat?action=take_session", { body: { sessionId: session_id }, token: agent.token });
        const callB = functionsClient(urlB, await t.app.tokens.anonKey);
        const r = await callB("live-chat?action=send_message", { body: { sessionId: session_id, message: "Answer from process B", senderType: "agent" }, token: agent.token });
        expect(r.status, r.text).toBe(200);
        // Both processes sweep at once: still one send.
        await Promise.all([second.whatsapp.idle(), t.app.whatsapp.sweep(), second.whatsapp.sweep()]);
        expect(sentTo(waId).filter((x) => (x.body?.text as { body?: string })?.body === "Answer from process B")).toHaveLength(1);
        await offline();
      } finally {
        await second.close();
      }
    });
  }
});

describe("WhatsApp settings", () => {
  const full = {
    WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
    WHATSAPP_BUSINESS_ACCOUNT_ID: "102290129340398",
    WHATSAPP_ACCESS_TOKEN: "EAAG-token",
    WHATSAPP_APP_SECRET: "app-secret",
    WHATSAPP_VERIFY_TOKEN: "a-verify-token-of-some-length",
  };
  const load = (env: Record<string, string>) => loadConfig({ LOG_LEVEL: "silent", ...env }, { jwtSecret: "x".repeat(40), dataDir: "/tmp" });

  it("is off without them, on with all of them, and names what is missing or wrong", () => {
    expect(load({}).whatsapp).toBeUndefined();
    expect(load(full).whatsapp).toMatchObject({ phoneNumberId: "106540352242922", graphUrl: "https://graph.facebook.com/v23.0" });
    expect(load({ ...full, WHATSAPP_GRAPH_URL: "http://127.0.0.1:9/v23.0/" }).whatsapp?.graphUrl).toBe("http://127.0.0.1:9/v23.0");
    const { WHATSAPP_APP_SECRET: _secret, ...noSecret } = full;
    expect(() => load(noSecret)).toThrow(/WHATSAPP_APP_SECRET: set it too/);
    expect(() => load({ ...full, WHATSAPP_VERIFY_TOKEN: "short" })).toThrow(/WHATSAPP_VERIFY_TOKEN: at least 16/);
    expect(() => load({ ...full, WHATSAPP_PHONE_NUMBER_ID: "+91 98110" })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => load({ WHATSAPP_GRAPH_URL: "https://graph.facebook.com/v23.0" })).toThrow(/other WhatsApp settings/);
  });

  it("without them, no webhook is answered and the desk works as before", async () => {
    const t = await startTestApp("sqlite", { listen: true });
    try {
      expect((await fetch(`${t.url}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1`)).status).toBe(404);
      expect((await fetch(`${t.url}/webhooks/whatsapp`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).status).toBe(404);
      expect(t.app.whatsapp.on).toBe(false);
    } finally {
      await t.close();
    }
  });
});

export type { Json };
