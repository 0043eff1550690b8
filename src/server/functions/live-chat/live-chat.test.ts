import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import type { TestApp } from "../../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../../tests/server/test-db.ts";
import { PgBus } from "../../realtime/bus.server.ts";
import { liveChatText } from "../../../../content/live-chat.ts";
import { functionsClient, liveChatApp, openEventStream, type Agent } from "../../../../tests/server/functions-client.ts";
import { VISITOR_MESSAGES_PER_SESSION_PER_MINUTE } from "./live-chat.server.ts";

type Json = Record<string, unknown>;
type Msg = { id: string; message: string; sender_type: string; sender_name: string | null; created_at: string };

describe.each(testDatabaseKinds())("live-chat on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof functionsClient>;
  let anonKey: string;
  let agentA: Agent;
  let agentB: Agent;
  beforeAll(async () => ({ t, call, anonKey, agentA, agentB } = await liveChatApp(kind, ["agent-a@soil.example", "agent-b@soil.example"])));
  afterAll(async () => t?.close());

  const visitor = { userName: "Asha Devi", userEmail: "asha@example.in", userType: "farmer" };
  const newSession = async () => {
    const r = await call("live-chat?action=create_session", { body: visitor });
    expect(r.status).toBe(200);
    return r.json as { sessionId: string; hasAgent: boolean; agentId: null };
  };
  const offlineAll = async () => {
    await call("live-chat?action=agent_offline", { body: {}, token: agentA.token });
    await call("live-chat?action=agent_offline", { body: {}, token: agentB.token });
  };

  it("reports an agent only while one is online and seen in the last 30 s", async () => {
    await offlineAll();
    expect((await call("live-chat?action=check_agent_availability")).json).toEqual({ hasAvailableAgent: false });
    const s = await newSession();
    expect(s).toMatchObject({ hasAgent: false, agentId: null });
    expect(s.sessionId).toMatch(/^[0-9a-f-]{36}$/);

    expect((await call("live-chat?action=agent_online", { body: { userId: agentA.userId }, token: agentA.token })).status).toBe(200);
    expect((await call("live-chat?action=check_agent_availability")).json).toEqual({ hasAvailableAgent: true });

    // Seen 31 s ago: no longer available.
    await t.app.database.db
      .updateTable("agent_presence")
      .set({ last_seen_at: new Date(Date.now() - 31_000).toISOString() })
      .execute();
    expect((await call("live-chat?action=check_agent_availability")).json).toEqual({ hasAvailableAgent: false });
    // Any agent call counts as a sign of life.
    await call("live-chat?action=get_waiting_sessions", { token: agentA.token });
    expect((await call("live-chat?action=check_agent_availability")).json).toEqual({ hasAvailableAgent: true });
    await call("live-chat?action=agent_offline", { body: {}, token: agentA.token });
    expect((await call("live-chat?action=check_agent_availability")).json).toEqual({ hasAvailableAgent: false });
  });

  it("agent actions refuse the anonymous key and other agents' ids", async () => {
    const s = await newSession();
    for (const [action, body] of [
      ["agent_online", { userId: agentA.userId }],
      ["agent_offline", { userId: agentA.userId }],
      ["take_session", { sessionId: s.sessionId, agentId: agentA.userId }],
      ["end_session", { sessionId: s.sessionId, agentId: agentA.userId }],
    ] as const) {
      const r = await call(`live-chat?action=${action}`, { body });
      expect(r.status, action).toBe(401);
      expect(r.json.code).toBe("unauthorized");
    }
    expect((await call("live-chat?action=get_waiting_sessions")).status).toBe(401);
    expect((await call("live-chat?action=agent_stream")).status).toBe(401);
    // A signed-in agent cannot act in another agent's name.
    expect((await call("live-chat?action=agent_online", { body: { userId: agentB.userId }, token: agentA.token })).status).toBe(403);
  });

  it("carries a conversation: visitor and agent messages, since, waiting list, log", async () => {
    await call("live-chat?action=agent_online", { body: {}, token: agentA.token });
    const s = await newSession();
    expect(s.hasAgent).toBe(true);
    const waiting = await call("live-chat?action=get_waiting_sessions", { token: agentA.token });
    const sessions = waiting.json.sessions as Json[];
    expect(sessions.map((x) => x.id)).toContain(s.sessionId);
    expect(sessions.find((x) => x.id === s.sessionId)).toMatchObject({ user_name: "Asha Devi", user_email: "asha@example.in", status: "waiting" });

    // An agent cannot reply before taking the session.
    const early = await call("live-chat?action=send_message", { body: { sessionId: s.sessionId, message: "hi", senderType: "agent" }, token: agentA.token });
    expect(early.status).toBe(403);

    const hello = await call("live-chat?action=send_message", {
      body: { sessionId: s.sessionId, message: "  Hello, <b>is anyone there?</b>  ", senderType: "user", senderName: "Someone Else" },
    });
    expect(hello.status).toBe(200);
    const took = await call("live-chat?action=take_session", { body: { sessionId: s.sessionId, agentId: agentA.userId }, token: agentA.token });
    expect(took.status).toBe(200);
    expect(took.json).toMatchObject({ success: true, session: { status: "active", agent_id: agentA.userId } });
    const reply = await call("live-chat?action=send_message", {
      body: { sessionId: s.sessionId, message: "Namaste! How can I help?", senderType: "agent", senderName: "Soil Doctor Agent" },
      token: agentA.token,
    });
    expect(reply.status).toBe(200);

    const all = await call("live-chat?action=get_messages", { query: { sessionId: s.sessionId } });
    expect(all.status).toBe(200);
    const msgs = all.json.messages as Msg[];
    expect(all.json.status).toBe("active");
    expect(msgs.map((m) => [m.sender_type, m.message])).toEqual([
      ["user", "Hello, <b>is anyone there?</b>"],
      ["system", liveChatText.agentJoined],
      ["agent", "Namaste! How can I help?"],
    ]);
    expect(Object.keys(msgs[0]!).sort()).toEqual(["created_at", "id", "message", "sender_name", "sender_type"]);
    // A visitor speaks under the name given at the start, whatever senderName says.
    expect(msgs[0]!.sender_name).toBe("Asha Devi");
    expect(msgs[2]!.sender_name).toBe("Soil Doctor Agent");
    // Strictly newer than `since`, oldest first.
    const since = await call("live-chat?action=get_messages", { query: { sessionId: s.sessionId, since: msgs[0]!.created_at } });
    expect((since.json.messages as Msg[]).map((m) => m.id)).toEqual([msgs[1]!.id, msgs[2]!.id]);
    const none = await call("live-chat?action=get_messages", { query: { sessionId: s.sessionId, since: msgs[2]!.created_at } });
    expect(none.json.messages).toEqual([]);

    // Every user and agent message is in the log too (system notes are not).
    const log = await t.app.database.db.selectFrom("chat_messages").select(["sender", "message"]).where("session_id", "=", s.sessionId).orderBy("created_at").execute();
    expect(log).toEqual([
      { sender: "user", message: "Hello, <b>is anyone there?</b>" },
      { sender: "agent", message: "Namaste! How can I help?" },
    ]);
    // Taken sessions leave the waiting list.
    const after = await call("live-chat?action=get_waiting_sessions", { token: agentA.token });
    expect((after.json.sessions as Json[]).map((x) => x.id)).not.toContain(s.sessionId);
    await call("live-chat?action=agent_offline", { body: {}, token: agentA.token });
  });

  it("a visitor reads and writes only their own session and only as user", async () => {
    const mine = await newSession();
    const theirs = await newSession();
    await call("live-chat?action=send_message", { body: { sessionId: theirs.sessionId, message: "private words", senderType: "user" } });
    const read = await call("live-chat?action=get_messages", { query: { sessionId: mine.sessionId } });
    expect(JSON.stringify(read.json)).not.toContain("private words");
    // Guessing is not an option: an unknown id is 404, a malformed one 400.
    expect((await call("live-chat?action=get_messages", { query: { sessionId: crypto.randomUUID() } })).status).toBe(404);
    expect((await call("live-chat?action=get_messages", { query: { sessionId: "1" } })).status).toBe(400);

    for (const senderType of ["agent", "bot"]) {
      const r = await call("live-chat?action=send_message", { body: { sessionId: mine.sessionId, message: "I am staff", senderType } });
      expect(r.status, senderType).toBe(403);
    }
    const long = await call("live-chat?action=send_message", { body: { sessionId: mine.sessionId, message: "x".repeat(2001), senderType: "user" } });
    expect(long.status).toBe(400);
    expect(long.json.error).toMatch(/at most 2000 characters/);
    expect((await call("live-chat?action=send_message", { body: { sessionId: mine.sessionId, message: "y".repeat(2000), senderType: "user" } })).status).toBe(200);
    expect((await call("live-chat?action=send_message", { body: { sessionId: mine.sessionId, message: "   ", senderType: "user" } })).status).toBe(400);
    const after = await call("live-chat?action=get_messages", { query: { sessionId: mine.sessionId } });
    expect((after.json.messages as Msg[]).map((m) => m.message.length)).toEqual([2000]);
  });

  it("rejects bad input with 4xx", async () => {
    expect((await call("live-chat")).status).toBe(400);
    expect((await call("live-chat?action=drop_tables")).status).toBe(400);
    expect((await call("live-chat?action=create_session", { method: "GET" })).status).toBe(405);
    expect((await call("live-chat?action=create_session", { body: { userName: "A" } })).status).toBe(400);
    expect((await call("live-chat?action=create_session", { body: { ...visitor, userEmail: "not-an-email" } })).status).toBe(400);
    expect((await call("live-chat?action=create_session", { body: { ...visitor, userType: "alien" } })).status).toBe(400);
    expect((await call("live-chat?action=send_message", { body: { message: "hi" } })).status).toBe(400);
    const s = await newSession();
    expect((await call("live-chat?action=get_messages", { query: { sessionId: s.sessionId, since: "yesterday" } })).status).toBe(400);
    expect((await call("live-chat?action=take_session", { body: { sessionId: "nope" }, token: agentA.token })).status).toBe(400);
    expect((await call("live-chat?action=take_session", { body: { sessionId: crypto.randomUUID() }, token: agentA.token })).status).toBe(404);
  });

  it("limits what one session may send per minute", async () => {
    const s = await newSession();
    const statuses: number[] = [];
    for (let i = 0; i <= VISITOR_MESSAGES_PER_SESSION_PER_MINUTE; i++) {
      statuses.push((await call("live-chat?action=send_message", { body: { sessionId: s.sessionId, message: `m${i}` } })).status);
    }
    expect(statuses.slice(0, -1).every((x) => x === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("concurrent take_session has exactly one winner; the other gets 409", async () => {
    for (let round = 0; round < 5; round++) {
      const s = await newSession();
      const [a, b] = await Promise.all([
        call("live-chat?action=take_session", { body: { sessionId: s.sessionId, agentId: agentA.userId }, token: agentA.token }),
        call("live-chat?action=take_session", { body: { sessionId: s.sessionId, agentId: agentB.userId }, token: agentB.token }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      expect(loser.json).toMatchObject({ code: "session_taken", error: "Another agent has already taken this chat" });
      const winner = a.status === 200 ? agentA : agentB;
      const row = await t.app.database.db.selectFrom("chat_sessions").select(["status", "agent_id"]).where("id", "=", s.sessionId).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: "active", agent_id: winner.userId });
    }
  });

  it("ending a session shows to the visitor and stops further messages", async () => {
    const s = await newSession();
    await call("live-chat?action=take_session", { body: { sessionId: s.sessionId }, token: agentA.token });
    // Another agent cannot end someone else's chat.
    expect((await call("live-chat?action=end_session", { body: { sessionId: s.sessionId }, token: agentB.token })).status).toBe(403);
    expect((await call("live-chat?action=end_session", { body: { sessionId: s.sessionId, agentId: agentA.userId }, token: agentA.token })).status).toBe(200);
    const r = await call("live-chat?action=get_messages", { query: { sessionId: s.sessionId } });
    expect(r.json.status).toBe("ended");
    expect((r.json.messages as Msg[]).at(-1)).toMatchObject({ sender_type: "system", message: liveChatText.chatEnded });
    const late = await call("live-chat?action=send_message", { body: { sessionId: s.sessionId, message: "hello?" } });
    expect(late.status).toBe(409);
    expect(late.json.code).toBe("session_ended");
    // Ending twice is harmless and adds no second note.
    await call("live-chat?action=end_session", { body: { sessionId: s.sessionId }, token: agentA.token });
    const again = await call("live-chat?action=get_messages", { query: { sessionId: s.sessionId } });
    expect((again.json.messages as Msg[]).filter((m) => m.sender_type === "system" && m.message === liveChatText.chatEnded)).toHaveLength(1);
  });

  it("streams messages and status by Server-Sent Events, resuming after Last-Event-ID", async () => {
    const s = await newSession();
    await call("live-chat?action=send_message", { body: { sessionId: s.sessionId, message: "before the stream" } });
    // EventSource cannot send headers: the anonymous key rides in the query for this action.
    const url = `${t.url}/functions/v1/live-chat?action=stream&sessionId=${s.sessionId}&apikey=${encodeURIComponent(anonKey)}`;
    const stream = await openEventStream(url);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    await stream.waitFor((e) => e.event === "message" && (e.data as Msg).message === "before the stream");
    await stream.waitFor((e) => e.event === "status" && (e.data as Json).status === "waiting");
    expect(stream.raw).toMatch(/^retry: 2000/);

    await call("live-chat?action=take_session", { body: { sessionId: s.sessionId }, token: agentA.token });
    await call("live-chat?action=send_message", { body: { sessionId: s.sessionId, message: "live reply", senderType: "agent" }, token: agentA.token });
    const live = await stream.waitFor((e) => e.event === "message" && (e.data as Msg).message === "live reply");
    expect(live.id).toBe((live.data as Msg).created_at);
    await stream.waitFor((e) => e.event === "status" && (e.data as Json).status === "active");
    const firstIds = stream.events.filter((e) => e.event === "message").map((e) => (e.data as Msg).id);
    expect(new Set(firstIds).size).toBe(firstIds.length);
    await stream.close();

    // Missed while disconnected, then resumed from the last id seen.
    await call("live-chat?action=send_message", { body: { sessionId: s.sessionId, message: "while you were away", senderType: "agent" }, token: agentA.token });
    const resumed = await openEventStream(url, { "last-event-id": live.id! });
    const got = await resumed.waitFor((e) => e.event === "message" && (e.data as Msg).message === "while you were away");
    expect(resumed.events.filter((e) => e.event === "message").map((e) => (e.data as Msg).message)).toEqual(["while you were away"]);
    expect(got).toBeTruthy();
    await call("live-chat?action=end_session", { body: { sessionId: s.sessionId }, token: agentA.token });
    await resumed.waitFor((e) => e.event === "status" && (e.data as Json).status === "ended");
    await resumed.waitFor((e) => e.event === "message" && (e.data as Msg).message === liveChatText.chatEnded);
    await resumed.close();
  });

  it("the stream takes only the anonymous key from the query, never a user's token", async () => {
    const s = await newSession();
    const base = `${t.url}/functions/v1/live-chat?action=stream&sessionId=${s.sessionId}`;
    const noKey = await fetch(base);
    expect(noKey.status).toBe(401);
    const userToken = await fetch(`${base}&apikey=${agentA.token}`);
    expect(userToken.status).toBe(401);
    const otherAction = await fetch(`${t.url}/functions/v1/live-chat?action=get_messages&sessionId=${s.sessionId}&apikey=${anonKey}`);
    expect(otherAction.status).toBe(401);
    const unknown = await fetch(`${t.url}/functions/v1/live-chat?action=stream&sessionId=${crypto.randomUUID()}&apikey=${anonKey}`);
    expect(unknown.status).toBe(404);
  });

  it("the agent stream announces new waiting sessions to a signed-in agent", async () => {
    await call("live-chat?action=agent_online", { body: {}, token: agentA.token });
    const stream = await openEventStream(`${t.url}/functions/v1/live-chat?action=agent_stream`, { apikey: anonKey, authorization: `Bearer ${agentA.token}` });
    await stream.waitFor((e) => e.event === "ready");
    const s = await newSession();
    await stream.waitFor((e) => e.event === "session_created" && (e.data as Json).id === s.sessionId);
    await stream.close();
    await call("live-chat?action=agent_offline", { body: {}, token: agentA.token });
  });

  if (kind === "postgres") {
    it("delivers across processes through LISTEN/NOTIFY, and resyncs after the listener reconnects", async () => {
      // A second process on the same database: the visitor's stream is on one, the agent on the other.
      const second = await buildApp(t.config, { web: false, logger: false });
      await second.listen({ port: 0, host: "127.0.0.1" });
      try {
        const port = (second.server.address() as { port: number }).port;
        const callB = functionsClient(`http://127.0.0.1:${port}`, anonKey);
        const s = await newSession();
        await callB("live-chat?action=take_session", { body: { sessionId: s.sessionId }, token: agentA.token });
        const stream = await openEventStream(`${t.url}/functions/v1/live-chat?action=stream&sessionId=${s.sessionId}&apikey=${anonKey}`);
        await stream.waitFor((e) => e.event === "status");
        await t.app.realtime.ready();
        await callB("live-chat?action=send_message", { body: { sessionId: s.sessionId, message: "from process two", senderType: "agent" }, token: agentA.token });
        await stream.waitFor((e) => e.event === "message" && (e.data as Msg).message === "from process two");

        // The listener drops; a message sent meanwhile still arrives after the reconnect.
        const bus = t.app.realtime as PgBus;
        await bus.simulateDisconnect();
        await callB("live-chat?action=send_message", { body: { sessionId: s.sessionId, message: "sent during the outage", senderType: "agent" }, token: agentA.token });
        await stream.waitFor((e) => e.event === "message" && (e.data as Msg).message === "sent during the outage", 10_000);
        await stream.close();
      } finally {
        await second.close();
      }
    });
  }
});
