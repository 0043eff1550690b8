import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveChatText, liveChatTexts } from "../../../content/live-chat.ts";
import { site } from "../../../content/site.ts";
import { CHAT } from "../../shared/constants.ts";
import { nextSlots } from "../../shared/working-hours.ts";
import { loadConfig } from "../config.server.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { functionsClient, signedInAgent, type Agent } from "../../../tests/server/functions-client.ts";
import { startSmtpPeer } from "../../../tests/server/smtp-peer.ts";
import { mailLinks } from "../../../tests/server/mail-text.ts";
import { transcriptsOf } from "./transcript.ts";
import { transcriptPageActions } from "../web/transcript-action.server.ts";
import { solveDeviceProof } from "./device-proof.ts";

type Msg = { id: string; message: string; sender_type: string; created_at: string; client_id?: string };

describe("the wait for an agent", () => {
  it("is 60 s unless the setting says otherwise", () => {
    expect(CHAT.waitForAgentMs).toBe(60_000);
    expect(loadConfig({ NODE_ENV: "test", JWT_SECRET: "x".repeat(40) }).chatWaitForAgentMs).toBe(60_000);
    expect(loadConfig({ NODE_ENV: "test", JWT_SECRET: "x".repeat(40), CHAT_WAIT_FOR_AGENT_MS: "5000" }).chatWaitForAgentMs).toBe(5000);
  });
});

describe.each(testDatabaseKinds())("a chat that strands nobody and loses nothing on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let call: ReturnType<typeof functionsClient>;
  let agent: Agent;
  const db = () => t.app.database.db;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestApp(kind, { listen: true, overrides: { smtpUrl: smtp.url, mailRetryBaseMs: 50, publicWriteLimitPerMinute: 1000 } });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
    agent = await signedInAgent(t, `reliable-${kind}@soil.example`);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function liveChat(email: string, language: "en" | "hi" = "en") {
    await call("live-chat?action=agent_online", { body: {}, token: agent.token });
    const r = await call("live-chat?action=start_chat", { body: { name: "Meena Kumari", email, phone: "098765 43210", user_type: "farmer", language } });
    expect(r.status).toBe(201);
    expect(r.json.mode).toBe("live");
    return r.json as { sessionId: string; leadId: string };
  }
  const messages = async (sessionId: string) => (await call("live-chat?action=get_messages", { query: { sessionId } })).json as { messages: Msg[]; status: string };
  const waitingIds = async () => ((await call("live-chat?action=get_waiting_sessions", { token: agent.token })).json.sessions as Array<{ id: string }>).map((s) => s.id);

  it("stores the phone in E.164 and refuses a number that is not one, saying which field", async () => {
    const s = await liveChat("phone.ok@example.in");
    const lead = await db().selectFrom("leads").select("phone").where("id", "=", s.leadId).executeTakeFirstOrThrow();
    expect(lead.phone).toBe("+919876543210");
    const bad = await call("live-chat?action=start_chat", { body: { name: "Meena", email: "phone.bad@example.in", phone: "12345", user_type: "farmer" } });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/phone/);
    expect(await db().selectFrom("leads").select("id").where("email", "=", "phone.bad@example.in").execute()).toHaveLength(0);
  });

  it("accepts each client id once: retries, even at the same moment, store and show one message", async () => {
    const s = await liveChat("dedupe@example.in");
    const send = (clientId: string, message: string) => call("live-chat?action=send_message", { body: { sessionId: s.sessionId, message, clientId } });
    const [a, b, c] = await Promise.all([send("c-0001-abcdef", "first"), send("c-0001-abcdef", "first"), send("c-0001-abcdef", "first")]);
    for (const r of [a, b, c]) expect(r.status).toBe(200);
    const ids = new Set([a, b, c].map((r) => (r.json.message as Msg).id));
    expect(ids.size).toBe(1);
    expect((await send("c-0002-abcdef", "second")).status).toBe(200);
    expect((await send("c-0001-abcdef", "first")).json.duplicate).toBe(true);
    const users = (await messages(s.sessionId)).messages.filter((m) => m.sender_type === "user");
    expect(users.map((m) => [m.message, m.client_id])).toEqual([
      ["first", "c-0001-abcdef"],
      ["second", "c-0002-abcdef"],
    ]);
    const logged = await db().selectFrom("chat_messages").select("message").where("session_id", "=", s.sessionId).execute();
    expect(logged).toHaveLength(2);
  });

  it("tells a visitor nobody answered once the wait is over, once, however many processes sweep; an agent can still take it", async () => {
    const s = await liveChat("unanswered@example.in", "hi");
    await t.app.chat.sweep();
    expect((await messages(s.sessionId)).status).toBe("waiting");
    // Time passes: the chat has waited longer than the setting.
    await db()
      .updateTable("chat_sessions")
      .set({ created_at: new Date(Date.now() - CHAT.waitForAgentMs - 1000).toISOString() })
      .where("id", "=", s.sessionId)
      .execute();
    await Promise.all([t.app.chat.sweep(), t.app.chat.sweep(), t.app.chat.sweep()]);
    const after = await messages(s.sessionId);
    expect(after.status).toBe("unanswered");
    expect(after.messages.filter((m) => m.sender_type === "system").map((m) => m.message)).toEqual([liveChatTexts.hi.noAgent]);
    // Still on the agents' list; taking it shows the whole thread.
    expect(await waitingIds()).toContain(s.sessionId);
    expect((await call("live-chat?action=take_session", { body: { sessionId: s.sessionId }, token: agent.token })).status).toBe(200);
    expect((await messages(s.sessionId)).status).toBe("active");
    await call("live-chat?action=end_session", { body: { sessionId: s.sessionId }, token: agent.token });
  });

  it("tells the visitor when the agent goes offline, and puts the chat back on the list with its history", async () => {
    const s = await liveChat("agent.left@example.in");
    await call("live-chat?action=take_session", { body: { sessionId: s.sessionId }, token: agent.token });
    await call("live-chat?action=send_message", { body: { sessionId: s.sessionId, message: "my soil is salty", clientId: "left-000001" } });
    await call("live-chat?action=agent_offline", { body: {}, token: agent.token });
    const after = await messages(s.sessionId);
    expect(after.status).toBe("unanswered");
    expect(after.messages.at(-1)?.message).toBe(liveChatText.agentLeft);
    expect(after.messages.map((m) => m.message)).toContain("my soil is salty");
    await call("live-chat?action=agent_online", { body: {}, token: agent.token });
    expect(await waitingIds()).toContain(s.sessionId);
    expect((await call("live-chat?action=take_session", { body: { sessionId: s.sessionId }, token: agent.token })).status).toBe(200);
    await call("live-chat?action=end_session", { body: { sessionId: s.sessionId }, token: agent.token });
  });

  it("releases a chat whose agent fell silent for the presence window", async () => {
    const s = await liveChat("agent.silent@example.in");
    await call("live-chat?action=take_session", { body: { sessionId: s.sessionId }, token: agent.token });
    await db().updateTable("agent_presence").set({ last_seen_at: new Date(Date.now() - CHAT.agentSeenWindowMs - 1000).toISOString() }).execute();
    await t.app.chat.sweep();
    expect((await messages(s.sessionId)).status).toBe("unanswered");
  });

  it("drops a waiting chat from the list when its visitor sent no sign of life for 2 minutes, and brings it back when they return", async () => {
    const s = await liveChat("gone@example.in");
    expect(await waitingIds()).toContain(s.sessionId);
    await db()
      .updateTable("chat_sessions")
      .set({ visitor_seen_at: new Date(Date.now() - CHAT.visitorGoneMs - 1000).toISOString() })
      .where("id", "=", s.sessionId)
      .execute();
    expect(await waitingIds()).not.toContain(s.sessionId);
    expect((await call("live-chat?action=visitor_ping", { body: { sessionId: s.sessionId } })).json.status).toBe("waiting");
    expect(await waitingIds()).toContain(s.sessionId);
  });

  it("stores a call back with its slot and lead, mails staff at once, and refuses slots outside working hours", async () => {
    const s = await liveChat("callback@example.in");
    const [slot] = nextSlots(site.openingHoursIst, new Date(), 1);
    const ok = await call("live-chat?action=request_callback", {
      body: { sessionId: s.sessionId, phone: "+91 98765 43210", slot: slot!.toISOString(), note: "After milking, please" },
    });
    expect(ok.status).toBe(201);
    const rows = await db().selectFrom("callback_requests").selectAll().where("lead_id", "=", s.leadId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: "+919876543210", note: "After milking, please", session_id: s.sessionId });
    expect(Date.parse(rows[0]!.slot_start)).toBe(slot!.getTime());
    const mail = await smtp.find((m) => m.raw.includes("After milking, please"));
    expect(mail?.to).toEqual([site.emails.sales]);
    expect(mail?.raw).toContain("+91 98765 43210");
    const due = (await call("live-chat?action=get_callbacks", { token: agent.token })).json.callbacks as Array<{ lead_id: string; slot_start: string }>;
    expect(due.find((c) => c.lead_id === s.leadId)).toBeTruthy();
    expect((await call("live-chat?action=get_callbacks")).status).toBe(401);

    // Sunday is closed; 20:00 IST is after hours; a bad phone is refused.
    const sunday = new Date(Date.UTC(2030, 0, 6, 5, 30));
    const evening = new Date(Date.UTC(2030, 0, 7, 14, 30));
    for (const bad of [sunday, evening]) {
      const r = await call("live-chat?action=request_callback", { body: { sessionId: s.sessionId, phone: "9876543210", slot: bad.toISOString() } });
      expect(r.status).toBe(400);
    }
    const badPhone = await call("live-chat?action=request_callback", { body: { sessionId: s.sessionId, phone: "42", slot: slot!.toISOString() } });
    expect(badPhone.status).toBe(400);
    expect(await db().selectFrom("callback_requests").select("id").where("lead_id", "=", s.leadId).execute()).toHaveLength(1);
  });

  it("takes a 1-5 rating for an ended chat, shows it to staff per chat and per agent, and mails the transcript once the visitor proved the address", async () => {
    const s = await liveChat("rating@example.in");
    await call("live-chat?action=take_session", { body: { sessionId: s.sessionId }, token: agent.token });
    await call("live-chat?action=send_message", { body: { sessionId: s.sessionId, message: "Which test for paddy?", clientId: "rate-000001" } });
    const rate = (rating: unknown) => call("live-chat?action=rate_chat", { body: { sessionId: s.sessionId, rating } });
    expect((await rate(5)).status).toBe(409);
    await call("live-chat?action=end_session", { body: { sessionId: s.sessionId }, token: agent.token });
    for (const bad of [0, 6, 2.5, "5"]) expect((await rate(bad)).status).toBe(400);
    expect((await rate(4)).status).toBe(200);
    const ratings = (await call("live-chat?action=get_ratings", { token: agent.token })).json as {
      agents: Array<{ agentId: string; count: number; average: number }>;
      chats: Array<{ sessionId: string; rating: number }>;
    };
    expect(ratings.chats.find((c) => c.sessionId === s.sessionId)?.rating).toBe(4);
    expect(ratings.agents.find((a) => a.agentId === agent.userId)).toMatchObject({ count: 1, average: 4 });
    expect((await call("live-chat?action=get_ratings")).status).toBe(401);

    const sent = await call("live-chat?action=send_transcript", { body: { sessionId: s.sessionId } });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ status: "verify", to: "rating@example.in" });
    const link = await smtp.find((m) => m.to.includes("rating@example.in") && m.raw.includes("/chat/transcript?token="));
    const token = new URL(mailLinks(link!).find((l) => l.includes("/chat/transcript"))!).searchParams.get("token")!;
    const form = new URLSearchParams({ token }).toString();
    const pressed = await transcriptPageActions(transcriptsOf(t.app)).confirm(
      new Request(`${t.url}/chat/transcript`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form }),
    );
    expect(pressed.data).toEqual({ outcome: "done" });
    const mail = await smtp.find((m) => m.to.includes("rating@example.in") && m.raw.includes("Which test for paddy?"));
    expect(mail?.raw).toContain(liveChatText.agentJoined);
  });
});

describe.each(testDatabaseKinds())("limits that fit shared mobile addresses on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof functionsClient>;
  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true, overrides: { publicWriteLimitPerMinute: 2 } });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
  });
  afterAll(async () => t?.close());

  it("counts each proven device first, so one busy phone does not lock out its neighbours on the same address", async () => {
    const tokens: Record<string, string> = {};
    for (const device of ["a", "b"]) {
      const { challenge, bits } = (await call("live-chat?action=device_challenge")).json as { challenge: string; bits: number };
      tokens[device] = (await call("live-chat?action=device_token", { body: { challenge, solution: solveDeviceProof(challenge, bits) } })).json.deviceToken as string;
    }
    const start = (device: string, i: number) =>
      call("live-chat?action=start_chat", {
        body: { name: "Gita", email: `gita${device}${i}@example.in`, user_type: "farmer" },
        headers: { "x-chat-device": tokens[device]! },
      });
    expect((await start("a", 1)).status).toBe(201);
    expect((await start("a", 2)).status).toBe(201);
    const limited = await start("a", 3);
    expect(limited.status).toBe(429);
    expect(limited.text).toMatch(/try again in \d+ s/);
    // Another phone behind the same address is not affected.
    expect((await start("b", 1)).status).toBe(201);
  });
});
