import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionsClient, signedInAgent } from "../../../tests/server/functions-client.ts";
import { RECORDING_BYTES, startExotelPeer } from "../../../tests/server/exotel-peer.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { smsTexts } from "../../../content/sms-texts.ts";
import { site } from "../../../content/site.ts";
import type { LeadDetail } from "../../shared/desk-types.ts";
import type { CallFigures } from "../../shared/telephony-types.ts";
import { loadConfig, type TelephonyConfig } from "../config.server.ts";
import { captureLead } from "../leads/commands.ts";
import { webhookPath } from "./service.ts";
import { renderTemplate } from "./sms.ts";
import { formatSlotIst, isValidSlot, nextSlots } from "../../shared/working-hours.ts";

const account = { sid: "soildoctor1", apiKey: "key-123", apiToken: "token-456" };
const SECRET = "s3cret-webhook-path-0123456789";

describe.each(testDatabaseKinds())("phone calls and SMS through Exotel on %s", (kind) => {
  let t: TestApp;
  let peer: Awaited<ReturnType<typeof startExotelPeer>>;
  let call: ReturnType<typeof functionsClient>;
  let agent: { userId: string; token: string };
  const db = () => t.app.database.db;

  beforeAll(async () => {
    peer = await startExotelPeer(account);
    const telephony: TelephonyConfig = {
      apiUrl: peer.url,
      ...account,
      callerId: "08047112233",
      webhookSecret: SECRET,
      sms: { senderId: "SOILDR", dltEntityId: "1101000000000000001" },
    };
    t = await startTestApp(kind, { listen: true, overrides: { telephony } });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
    agent = await signedInAgent(t, "ravi@calls.example");
    await db().insertInto("staff_members").values({ user_id: agent.userId, role: "agent", display_name: "Ravi Agent", active: t.app.database.bool(true), created_at: new Date().toISOString() }).execute();
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  const missedCall = (from: string, sid: string, secret = SECRET) =>
    fetch(`${t.url}${webhookPath(secret, "missed-call")}?${new URLSearchParams({ CallSid: sid, CallFrom: from, CallTo: "08047112233", Direction: "incoming", Created: "Sat, 28 Nov 2026 10:00:00", DialCallDuration: "0", StartTime: "2026-11-28 10:00:00", CurrentTime: "2026-11-28 10:00:02", CallType: "call-attempt" })}`);
  const leadsWithPhone = (e164: string) => db().selectFrom("leads").select(["id", "source", "language", "status"]).where("phone_e164", "=", e164).execute();
  const detail = async (id: string) => {
    const res = await call("lead-detail", { query: { id }, token: agent.token });
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as LeadDetail;
  };
  const callEvents = (d: LeadDetail) => d.timeline.filter((i) => i.type === "event" && i.kind === "call") as Array<{ data: Record<string, unknown>; actor: string | null }>;

  it("makes one lead of a missed call that a chat with the same number joins, with a call-back due in working hours and an SMS", async () => {
    const before = peer.sms().length;
    const res = await missedCall("09876511111", "missed-0001");
    expect(res.status).toBe(200);
    await t.app.telephony.idle();
    const [lead, ...others] = await leadsWithPhone("+919876511111");
    expect(others).toHaveLength(0);
    expect(lead!.source).toBe("missed_call");
    const callbacks = await db().selectFrom("callback_requests").selectAll().where("lead_id", "=", lead!.id).execute();
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0]!.status).toBe("requested");
    expect(isValidSlot(site.openingHoursIst, new Date(callbacks[0]!.slot_start))).toBe(true);
    // The chat's form writes the number another way: the capture joins the same lead.
    const chat = await call("live-chat?action=start_chat", { body: { name: "Suresh Patil", email: "suresh@farm.example", phone: "+91 98765 11111", location: "Nashik", user_type: "farmer" } });
    expect(chat.status, chat.text).toBe(201);
    expect(await leadsWithPhone("+919876511111")).toHaveLength(1);
    const sms = peer.sms().slice(before);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.form).toMatchObject({ To: "+919876511111", From: "SOILDR", DltEntityId: "1101000000000000001", DltTemplateId: smsTexts.en.missed_call_reply.dltTemplateId, EncodingType: "plain" });
    expect(sms[0]!.form.StatusCallback).toBe(`${t.config.siteUrl}${webhookPath(SECRET, "sms-status")}`);
    const d = await detail(lead!.id);
    expect(callEvents(d)[0]!.data).toMatchObject({ direction: "missed", outcome: "missed" });
    const smsEvent = d.timeline.find((i) => i.type === "event" && i.kind === "sms");
    expect(smsEvent && smsEvent.type === "event" ? smsEvent.data : null).toMatchObject({ template: "missed_call_reply", status: "queued", providerId: sms[0]!.sid });
    // The delivery report updates the SMS on the timeline.
    const dlr = await fetch(`${t.url}${webhookPath(SECRET, "sms-status")}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ SmsSid: sms[0]!.sid!, Status: "delivered", DetailedStatus: "DELIVERED_TO_HANDSET", DetailedStatusCode: "20005", DateSent: "2026-11-28 10:00:09" }) });
    expect(dlr.status).toBe(200);
    const after = (await detail(lead!.id)).timeline.find((i) => i.type === "event" && i.kind === "sms");
    expect(after && after.type === "event" ? after.data?.status : null).toBe("delivered");
  });

  it("answers a Hindi lead in Hindi, and a repeat from the same number the same day joins the same call-back without a second SMS", async () => {
    const lead = await captureLead(
      { database: t.app.database, mailer: t.app.mailer, adminUrl: "http://x/admin/leads" },
      { name: "रामेश्वर", email: "", phone: "98765 22222", location: "Indore", user_type: "farmer", source: "live_chat", language: "hi" },
    );
    const before = peer.sms().length;
    expect((await missedCall("09876522222", "missed-0002")).status).toBe(200);
    expect((await missedCall("+919876522222", "missed-0003")).status).toBe(200);
    // The provider retries a passthru it did not see answered: the same call is taken once.
    expect((await missedCall("09876522222", "missed-0003")).status).toBe(200);
    await t.app.telephony.idle();
    expect(await leadsWithPhone("+919876522222")).toHaveLength(1);
    const callbacks = await db().selectFrom("callback_requests").select("id").where("lead_id", "=", lead.id).execute();
    expect(callbacks).toHaveLength(1);
    expect(await db().selectFrom("calls").select("callback_id").where("lead_id", "=", lead.id).execute()).toEqual([{ callback_id: callbacks[0]!.id }, { callback_id: callbacks[0]!.id }]);
    const sms = peer.sms().slice(before);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.form.DltTemplateId).toBe(smsTexts.hi.missed_call_reply.dltTemplateId);
    expect(sms[0]!.form.EncodingType).toBe("unicode");
    expect(sms[0]!.form.Body).toContain("मिस्ड कॉल");
  });

  it("confirms a call-back booked in the chat by SMS in the farmer's language, with the slot in India time, on the lead's timeline", async () => {
    const started = await call("live-chat?action=start_chat", { body: { name: "सविता", phone: "98765 37373", user_type: "farmer", language: "hi" } });
    expect(started.status, started.text).toBe(201);
    const slot = nextSlots(site.openingHoursIst, new Date(Date.now() + 3600_000), 1)[0]!;
    const before = peer.sms().length;
    const booked = await call("live-chat?action=request_callback", { body: { sessionId: started.json.sessionId, phone: "+91 98765 37373", slot: slot.toISOString(), language: "hi" } });
    expect(booked.status, booked.text).toBe(201);
    await t.app.telephony.idle();
    const sms = peer.sms().slice(before);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.form.To).toContain("9876537373");
    expect(sms[0]!.form.DltTemplateId).toBe(smsTexts.hi.callback_confirmation.dltTemplateId);
    expect(sms[0]!.form.Body).toContain("कॉल-बैक");
    expect(sms[0]!.form.Body).toContain(formatSlotIst(slot, "hi"));
    const row = await db().selectFrom("sms_messages").select(["lead_id", "template", "language"]).where("to_number", "=", "+919876537373").executeTakeFirstOrThrow();
    expect(row).toEqual({ lead_id: started.json.leadId, template: "callback_confirmation", language: "hi" });
  });

  it("stores nothing and answers 404 when the secret in the path is wrong", async () => {
    const count = async () => ({
      leads: (await db().selectFrom("leads").select("id").execute()).length,
      calls: (await db().selectFrom("calls").select("id").execute()).length,
    });
    const before = await count();
    const res = await missedCall("09876533333", "missed-0004", "not-the-secret-0000000000000");
    expect(res.status).toBe(404);
    const status = await fetch(`${t.url}${webhookPath("not-the-secret-0000000000000", "call-status")}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ CallSid: "x", Status: "completed" }) });
    expect(status.status).toBe(404);
    expect(await count()).toEqual(before);
    expect(await leadsWithPhone("+919876533333")).toHaveLength(0);
  });

  /** A lead with a phone and an open call-back, as a missed call leaves it. */
  const leadWithCallback = async (from: string, sid: string) => {
    await missedCall(from, sid);
    await t.app.telephony.idle();
    const lead = (await db().selectFrom("leads").select("id").where("phone_e164", "=", `+91${from.slice(-10)}`).executeTakeFirstOrThrow()).id;
    const cb = (await db().selectFrom("callback_requests").select("id").where("lead_id", "=", lead).executeTakeFirstOrThrow()).id;
    return { lead, cb };
  };

  it("asks the agent's phone to be set before calling, then connects the agent first and the farmer second as documented", async () => {
    const { lead, cb } = await leadWithCallback("09876544444", "missed-0005");
    const refused = await call("call-start", { body: { leadId: lead, callbackId: cb }, token: agent.token });
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe("no_agent_phone");
    const bad = await call("my-phone", { body: { phone: "12" }, token: agent.token });
    expect(bad.status).toBe(400);
    const mine = await call("my-phone", { body: { phone: "98110 22334" }, token: agent.token });
    expect(mine.json).toEqual({ phone: "+91 98110 22334", calls: true, sms: true });

    const started = await call("call-start", { body: { leadId: lead, callbackId: cb }, token: agent.token });
    expect(started.status, started.text).toBe(200);
    const sent = peer.calls().at(-1)!;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe(`/v1/Accounts/${account.sid}/Calls/connect.json`);
    expect(sent.auth).toBe(`${account.apiKey}:${account.apiToken}`);
    expect(sent.form).toMatchObject({ From: "+919811022334", To: "+919876544444", CallerId: "08047112233", StatusCallback: `${t.config.siteUrl}${webhookPath(SECRET, "call-status")}`, "StatusCallbackEvents[0]": "terminal" });

    // Nothing is on the timeline or done until the provider reports the end of the call.
    expect(callEvents(await detail(lead)).filter((e) => e.data.direction === "outbound")).toHaveLength(0);
    const fired = await peer.fireCallStatus(sent, { Status: "completed", ConversationDuration: 125 }, t.url);
    expect(fired.status).toBe(200);
    // A repeated report changes nothing.
    await peer.fireCallStatus(sent, { Status: "completed", ConversationDuration: 125 }, t.url);
    const d = await detail(lead);
    const outbound = callEvents(d).filter((e) => e.data.direction === "outbound");
    expect(outbound).toHaveLength(1);
    expect(outbound[0]!.actor).toBe("Ravi Agent");
    expect(outbound[0]!.data).toMatchObject({ outcome: "completed", talkSeconds: 125, recording: true, to: "+919876544444" });
    const callback = d.timeline.find((i) => i.type === "callback" && i.id === cb);
    expect(callback && callback.type === "callback" ? callback.status : null).toBe("done");
    expect(d.lead.status).toBe("contacted");
    // The recording's address stays on the server.
    expect(JSON.stringify(d)).not.toContain("/recordings/");

    const callId = String(outbound[0]!.data.callId);
    const anon = await call("call-recording", { query: { id: callId } });
    expect(anon.status).toBe(401);
    const audio = await fetch(`${t.url}/functions/v1/call-recording?id=${callId}`, { headers: { apikey: await t.app.tokens.anonKey, authorization: `Bearer ${agent.token}` } });
    expect(audio.status).toBe(200);
    expect(audio.headers.get("content-type")).toBe("audio/mpeg");
    expect(Buffer.from(await audio.arrayBuffer())).toEqual(RECORDING_BYTES);
  });

  it("marks nothing when the farmer was busy, and shows a provider error in plain words", async () => {
    const { lead, cb } = await leadWithCallback("09876555555", "missed-0006");
    const started = await call("call-start", { body: { leadId: lead, callbackId: cb }, token: agent.token });
    expect(started.status, started.text).toBe(200);
    await peer.fireCallStatus(peer.calls().at(-1)!, { Status: "busy" }, t.url);
    const d = await detail(lead);
    expect(callEvents(d).find((e) => e.data.direction === "outbound")!.data).toMatchObject({ outcome: "busy", talkSeconds: 0, recording: false });
    const callback = d.timeline.find((i) => i.type === "callback" && i.id === cb);
    expect(callback && callback.type === "callback" ? callback.status : null).toBe("requested");
    expect(d.lead.status).toBe("new");

    peer.failNext(403, "Your account is out of balance");
    const failed = await call("call-start", { body: { leadId: lead, callbackId: cb }, token: agent.token });
    expect(failed.status).toBe(502);
    expect(failed.json.error).toMatch(/refused our account details/);
    expect((await db().selectFrom("callback_requests").select("status").where("id", "=", cb).executeTakeFirstOrThrow()).status).toBe("requested");
  });

  it("counts a call from the lead's own Call button against its open call-back", async () => {
    const { lead, cb } = await leadWithCallback("09876599990", "missed-0008");
    const started = await call("call-start", { body: { leadId: lead }, token: agent.token });
    expect(started.status, started.text).toBe(200);
    expect(peer.calls().at(-1)!.form.To).toBe("+919876599990");
    await peer.fireCallStatus(peer.calls().at(-1)!, { Status: "completed", ConversationDuration: 40 }, t.url);
    expect((await db().selectFrom("callback_requests").select("status").where("id", "=", cb).executeTakeFirstOrThrow()).status).toBe("done");
  });

  it("sends only registered templates", async () => {
    const { lead } = await leadWithCallback("09876566666", "missed-0007");
    const free = await call("sms-send", { body: { leadId: lead, template: "free_text", variables: { text: "Hello" } }, token: agent.token });
    expect(free.status).toBe(400);
    expect(free.json.code).toBe("unregistered_template");
    const proto = await call("sms-send", { body: { leadId: lead, template: "__proto__" }, token: agent.token });
    expect(proto.status).toBe(400);
    const extra = await call("sms-send", { body: { leadId: lead, template: "sample_received", variables: { sample: "S-1", text: "anything" } }, token: agent.token });
    expect(extra.status).toBe(400);
    const before = peer.sms().length;
    const ok = await call("sms-send", { body: { leadId: lead, template: "sample_received", variables: { sample: "S-1042" } }, token: agent.token });
    expect(ok.status, ok.text).toBe(200);
    expect(peer.sms().slice(before).map((r) => r.form.Body)).toEqual([renderTemplate("sample_received", "en", { sample: "S-1042" }).body]);
    // The timeline says who sent it.
    const sent = (await detail(lead)).timeline.find((i) => i.type === "event" && i.kind === "sms" && i.data?.template === "sample_received");
    expect(sent && sent.type === "event" ? sent.actor : null).toBe("Ravi Agent");
    expect(() => renderTemplate("free_text", "en", {})).toThrow(/not a registered SMS template/);
  });

  it("holds the phone check's rules: the code by SMS only, five minutes, three tries, five a day", async () => {
    const phone = "98765 77777";
    const before = peer.sms().length;
    const asked = await call("otp-request", { body: { phone, language: "hi" } });
    expect(asked.status, asked.text).toBe(200);
    const code = /\d{6}/.exec(peer.sms().slice(before)[0]!.form.Body!)![0];
    expect(asked.text).not.toContain(code);
    const stored = await db().selectFrom("phone_otps").selectAll().where("phone_e164", "=", "+919876577777").execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(JSON.stringify(await db().selectFrom("sms_messages").select("body").where("template", "=", "otp").execute())).not.toContain(code);

    const wrong = code === "000000" ? "000001" : "000000";
    for (const left of ["2 tries", "1 try"]) {
      const r = await call("otp-verify", { body: { phone, code: wrong } });
      expect(r.status).toBe(400);
      expect(r.json.error).toContain(left);
    }
    expect((await call("otp-verify", { body: { phone, code: wrong } })).json.code).toBe("wrong_code");
    // Three tries used: even the right code no longer works.
    expect((await call("otp-verify", { body: { phone, code } })).json.code).toBe("too_many_tries");

    const fresh = async () => {
      const n = peer.sms().length;
      const r = await call("otp-request", { body: { phone } });
      return { r, code: r.status === 200 ? /\d{6}/.exec(peer.sms()[n]!.form.Body!)![0] : null };
    };
    const second = await fresh();
    await db().updateTable("phone_otps").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("phone_e164", "=", "+919876577777").where("verified_at", "is", null).execute();
    expect((await call("otp-verify", { body: { phone, code: second.code! } })).json.code).toBe("code_expired");
    const third = await fresh();
    const ok = await call("otp-verify", { body: { phone, code: third.code! } });
    expect(ok.status, ok.text).toBe(200);
    // The answer carries a signed proof of the phone for the chat's form, never the code itself.
    expect(ok.json).toMatchObject({ verified: true, phone: "+919876577777", proof: expect.any(String), proofExpiresAt: expect.any(String) });
    expect(ok.text).not.toContain(third.code!);
    expect((await fresh()).r.status).toBe(200);
    expect((await fresh()).r.status).toBe(200);
    const sixth = await fresh();
    expect(sixth.r.status).toBe(429);
    expect(sixth.r.json.code).toBe("too_many_codes");
  });

  it("sends an SMS a stopped process left queued, once, from the sweep", async () => {
    const lead = await captureLead(
      { database: t.app.database, mailer: t.app.mailer, adminUrl: "http://x/admin/leads" },
      { name: "Meena", email: "", phone: "98765 88888", location: null, user_type: "farmer", source: "website", language: "en" },
    );
    const { sms } = t.app.telephony;
    // Written with its lead's timeline entry, then never handed to the provider: as if the process stopped there.
    const row = await db().transaction().execute((trx) => sms.draftIn(trx, { leadId: lead.id, template: "sample_received", language: "en", to: "+919876588888", values: { sample: "S-7" } }));
    expect(await sms.resendStale()).toBe(0);
    await db().updateTable("sms_messages").set({ updated_at: new Date(Date.now() - 120_000).toISOString() }).where("id", "=", row.id).execute();
    const before = peer.sms().length;
    const [a, b] = await Promise.all([sms.resendStale(), sms.resendStale()]);
    expect(a + b).toBe(1);
    expect(peer.sms().slice(before).map((r) => r.form.Body)).toEqual([row.body]);
    const stored = await db().selectFrom("sms_messages").select(["status", "provider_sid"]).where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: "queued", provider_sid: peer.sms().at(-1)!.sid });
    expect(await sms.resendStale(new Date(Date.now() + 3600_000))).toBe(0);
  });

  it("counts calls per agent, the answered rate and the time from a missed call to the call back", async () => {
    const res = await call("call-figures", { token: agent.token });
    expect(res.status, res.text).toBe(200);
    const f = res.json as unknown as CallFigures;
    // Two answered, one busy; the call the provider refused never rang and is not counted.
    expect(f.calls).toBe(3);
    expect(f.answered).toBe(2);
    expect(f.answeredRate).toBe(66.7);
    expect(f.perAgent).toEqual([{ agentId: agent.userId, name: "Ravi Agent", calls: 3, answered: 2 }]);
    expect(f.calledBack).toBe(3);
    expect(f.callBackMinutesMedian).not.toBeNull();
  });
});

describe.each(testDatabaseKinds())("without the provider's settings on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("has no webhooks, refuses desk calls plainly, and puts a phone check code in the log and the outbox", async () => {
    const hook = await fetch(`${t.url}/webhooks/exotel/anything-at-all-000000000000/missed-call?CallSid=a&CallFrom=09876588888`);
    expect(hook.status).toBe(404);
    const call = functionsClient(t.url, await t.app.tokens.anonKey);
    const agent = await signedInAgent(t, "asha@calls.example");
    const lead = await t.app.leads.capture({ name: "Asha", email: "asha@farm.example", phone: "9876599999", location: null, user_type: "farmer", source: "website" });
    const refused = await call("call-start", { body: { leadId: lead.id }, token: agent.token });
    expect(refused.status).toBe(409);
    expect((await call("my-phone", { token: agent.token })).json).toEqual({ phone: null, calls: false, sms: false });
    const asked = await call("otp-request", { body: { phone: "9876599999" } });
    expect(asked.status).toBe(200);
    const outbox = await t.app.database.db.selectFrom("sms_messages").select(["body", "status"]).where("to_number", "=", "+919876599999").executeTakeFirstOrThrow();
    expect(outbox.status).toBe("logged");
    const code = /\d{6}/.exec(outbox.body)![0];
    expect(asked.text).not.toContain(code);
  });
});

describe("the provider's settings", () => {
  const full = { EXOTEL_SID: "sid", EXOTEL_API_KEY: "k", EXOTEL_API_TOKEN: "t", EXOTEL_CALLER_ID: "08047112233", EXOTEL_WEBHOOK_SECRET: SECRET };
  const load = (env: Record<string, string>) => loadConfig({ LOG_LEVEL: "silent", ...env }, { jwtSecret: "x".repeat(40), dataDir: "/tmp" });

  it("are all or none, and a half-set account names what is missing", () => {
    expect(load({}).telephony).toBeUndefined();
    expect(load(full).telephony).toMatchObject({ apiUrl: "https://api.exotel.com", callerId: "08047112233", sms: undefined });
    const { EXOTEL_CALLER_ID: _c, ...noCaller } = full;
    expect(() => load(noCaller)).toThrow(/EXOTEL_CALLER_ID: set it too/);
    expect(() => load({ ...full, SMS_SENDER_ID: "SOILDR" })).toThrow(/DLT_ENTITY_ID: set it too/);
    expect(() => load({ SMS_SENDER_ID: "SOILDR", DLT_ENTITY_ID: "1" })).toThrow(/EXOTEL_SID/);
    expect(() => load({ ...full, EXOTEL_WEBHOOK_SECRET: "short" })).toThrow(/EXOTEL_WEBHOOK_SECRET/);
    expect(load({ ...full, SMS_SENDER_ID: "SOILDR", DLT_ENTITY_ID: "1101" }).telephony?.sms).toEqual({ senderId: "SOILDR", dltEntityId: "1101" });
  });
});
