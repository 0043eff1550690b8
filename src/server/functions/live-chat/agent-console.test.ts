import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app.ts";
import type { TestApp } from "../../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../../tests/server/test-db.ts";
import { liveChatText } from "../../../../content/live-chat.ts";
import { functionsClient, liveChatApp, openEventStream, type Agent } from "../../../../tests/server/functions-client.ts";

type Json = Record<string, unknown>;
type Msg = { id: string; message: string; sender_type: string; created_at: string };

/** What the agent console needs from live-chat beyond the visitor's side. */
describe.each(testDatabaseKinds())("live-chat for the agent console on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof functionsClient>;
  let anonKey: string;
  let agentA: Agent;
  let agentB: Agent;
  beforeAll(async () => ({ t, call, anonKey, agentA, agentB } = await liveChatApp(kind, ["console-a@soil.example", "console-b@soil.example"])));
  afterAll(async () => t?.close());

  const available = async () => (await call("live-chat?action=check_agent_availability")).json.hasAvailableAgent;
  const agentStream = (base: string, token: string) =>
    openEventStream(`${base}/functions/v1/live-chat?action=agent_stream`, { apikey: anonKey, authorization: `Bearer ${token}` });

  /** The widget's 'Start Chat': the lead and its session in one request. */
  async function leadAndSession(email: string, location = "Nashik, Maharashtra", phone = "+91 98220 00000") {
    const s = await call("live-chat?action=start_chat", { body: { name: "Ravi Patil", email, phone, location, user_type: "farmer" } });
    expect(s.status).toBe(201);
    return s.json as { sessionId: string; hasAgent: boolean };
  }

  it("lists waiting and active sessions with the lead's details", async () => {
    await call("live-chat?action=agent_online", { body: {}, token: agentA.token });
    const s = await leadAndSession("ravi@example.in");
    expect(s.hasAgent).toBe(true);
    const waiting = (await call("live-chat?action=get_waiting_sessions", { token: agentA.token })).json.sessions as Json[];
    expect(waiting.find((x) => x.id === s.sessionId)).toMatchObject({
      user_name: "Ravi Patil",
      user_type: "farmer",
      lead: { location: "Nashik, Maharashtra", phone: "+919822000000", source: "live_chat" },
    });
    expect((await call("live-chat?action=get_active_sessions")).status).toBe(401);
    await call("live-chat?action=take_session", { body: { sessionId: s.sessionId }, token: agentA.token });
    const mine = (await call("live-chat?action=get_active_sessions", { token: agentA.token })).json.sessions as Json[];
    expect(mine.map((x) => x.id)).toContain(s.sessionId);
    expect(mine.find((x) => x.id === s.sessionId)).toMatchObject({ status: "active", lead: { location: "Nashik, Maharashtra" } });
    const theirs = (await call("live-chat?action=get_active_sessions", { token: agentB.token })).json.sessions as Json[];
    expect(theirs.map((x) => x.id)).not.toContain(s.sessionId);
    await call("live-chat?action=end_session", { body: { sessionId: s.sessionId }, token: agentA.token });
    await call("live-chat?action=agent_offline", { body: {}, token: agentA.token });
  });

  it("heartbeats keep an agent available; 30 s without one and they are not", async () => {
    const before = await call("live-chat?action=heartbeat", { body: {}, token: agentA.token });
    expect(before.json).toMatchObject({ success: true, online: false, offlineToken: null });
    await call("live-chat?action=agent_online", { body: {}, token: agentA.token });
    await t.app.database.db.updateTable("agent_presence").set({ last_seen_at: new Date(Date.now() - 31_000).toISOString() }).execute();
    expect(await available()).toBe(false);
    const hb = await call("live-chat?action=heartbeat", { body: {}, token: agentA.token });
    expect(hb.json).toMatchObject({ success: true, online: true });
    expect(await available()).toBe(true);
    expect((await call("live-chat?action=heartbeat", { body: {} })).status).toBe(401);
    await call("live-chat?action=agent_offline", { body: {}, token: agentA.token });
  });

  it("a closing page's beacon sets the agent offline with the offline token, and that token does nothing else", async () => {
    const online = await call("live-chat?action=agent_online", { body: {}, token: agentA.token });
    const offlineToken = online.json.offlineToken as string;
    expect(offlineToken).toMatch(/^ey/);
    expect(await available()).toBe(true);

    // The token is no access token.
    expect((await call("live-chat?action=get_waiting_sessions", { token: offlineToken })).status).toBe(401);
    // A forged one is refused.
    const forged = await fetch(`${t.url}/functions/v1/live-chat?action=agent_offline&apikey=${anonKey}`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8" },
      body: JSON.stringify({ offlineToken: `${offlineToken.slice(0, -4)}AAAA` }),
    });
    expect(forged.status).toBe(401);
    expect(await available()).toBe(true);
    // Without the anonymous key in the query, nothing gets in.
    const noKey = await fetch(`${t.url}/functions/v1/live-chat?action=agent_offline`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8" },
      body: JSON.stringify({ offlineToken }),
    });
    expect(noKey.status).toBe(401);

    // What navigator.sendBeacon sends: no Authorization header, a text/plain body.
    const beacon = await fetch(`${t.url}/functions/v1/live-chat?action=agent_offline&apikey=${anonKey}`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8" },
      body: JSON.stringify({ offlineToken }),
    });
    expect(beacon.status).toBe(200);
    expect(await available()).toBe(false);
  });

  it("the agent stream carries the agent's own chats both ways, and a take by another agent at once", async () => {
    await call("live-chat?action=agent_online", { body: {}, token: agentA.token });
    await call("live-chat?action=agent_online", { body: {}, token: agentB.token });
    const a = await agentStream(t.url, agentA.token);
    const b = await agentStream(t.url, agentB.token);
    await a.waitFor((e) => e.event === "ready");
    await b.waitFor((e) => e.event === "ready");

    const s = await leadAndSession("both@example.in", "Guntur, Andhra Pradesh", "+91 98220 11111");
    for (const stream of [a, b]) {
      const created = await stream.waitFor((e) => e.event === "session_created" && (e.data as Json).id === s.sessionId);
      expect(created.data).toMatchObject({ lead: { location: "Guntur, Andhra Pradesh" } });
    }
    const [ta, tb] = await Promise.all([
      call("live-chat?action=take_session", { body: { sessionId: s.sessionId }, token: agentA.token }),
      call("live-chat?action=take_session", { body: { sessionId: s.sessionId }, token: agentB.token }),
    ]);
    expect([ta.status, tb.status].sort()).toEqual([200, 409]);
    const [winner, winStream, loseStream] = ta.status === 200 ? [agentA, a, b] : [agentB, b, a];
    await loseStream.waitFor((e) => e.event === "session_taken" && (e.data as Json).sessionId === s.sessionId);
    await winStream.waitFor((e) => e.event === "following" && (e.data as Json).sessionId === s.sessionId);

    await call("live-chat?action=send_message", { body: { sessionId: s.sessionId, message: "My soil is very hard after rain" } });
    const got = await winStream.waitFor((e) => e.event === "message" && ((e.data as Json).message as Msg).message === "My soil is very hard after rain");
    expect((got.data as Json).sessionId).toBe(s.sessionId);
    await call("live-chat?action=send_message", { body: { sessionId: s.sessionId, message: "Add organic matter", senderType: "agent" }, token: winner.token });
    await winStream.waitFor((e) => e.event === "message" && ((e.data as Json).message as Msg).message === "Add organic matter");
    // The other agent never sees this conversation.
    expect(JSON.stringify(loseStream.events)).not.toContain("My soil is very hard");

    await call("live-chat?action=end_session", { body: { sessionId: s.sessionId }, token: winner.token });
    await winStream.waitFor((e) => e.event === "status" && (e.data as Json).status === "ended");
    await winStream.waitFor((e) => e.event === "message" && ((e.data as Json).message as Msg).message === liveChatText.chatEnded);
    await a.close();
    await b.close();

    // A stream opened later follows the chats the agent already holds.
    const s2 = await leadAndSession("later@example.in");
    await call("live-chat?action=take_session", { body: { sessionId: s2.sessionId }, token: agentA.token });
    const again = await agentStream(t.url, agentA.token);
    const ready = await again.waitFor((e) => e.event === "ready");
    expect((ready.data as { following: string[] }).following).toContain(s2.sessionId);
    await call("live-chat?action=send_message", { body: { sessionId: s2.sessionId, message: "still there?" } });
    await again.waitFor((e) => e.event === "message" && ((e.data as Json).message as Msg).message === "still there?");
    await again.close();
    await call("live-chat?action=end_session", { body: { sessionId: s2.sessionId }, token: agentA.token });
    await call("live-chat?action=agent_offline", { body: {}, token: agentA.token });
    await call("live-chat?action=agent_offline", { body: {}, token: agentB.token });
  });

  if (kind === "postgres") {
    it("two processes on one database behave as one: presence, waiting list, a message each way within 1 s", async () => {
      const second: FastifyInstance = await buildApp(t.config, { web: false, logger: false });
      await second.listen({ port: 0, host: "127.0.0.1" });
      try {
        const urlB = `http://127.0.0.1:${(second.server.address() as { port: number }).port}`;
        const callB = functionsClient(urlB, anonKey);
        await Promise.all([t.app.realtime.ready(), second.realtime.ready()]);
        // The agent works on process B; the visitor talks to process A.
        await callB("live-chat?action=agent_online", { body: {}, token: agentA.token });
        expect(await available()).toBe(true);
        const stream = await agentStream(urlB, agentA.token);
        await stream.waitFor((e) => e.event === "ready");
        const s = await leadAndSession("two-processes@example.in");
        expect(s.hasAgent).toBe(true);
        await stream.waitFor((e) => e.event === "session_created" && (e.data as Json).id === s.sessionId);
        const waitingB = (await callB("live-chat?action=get_waiting_sessions", { token: agentA.token })).json.sessions as Json[];
        expect(waitingB.map((x) => x.id)).toContain(s.sessionId);
        expect((await callB("live-chat?action=take_session", { body: { sessionId: s.sessionId }, token: agentA.token })).status).toBe(200);
        await stream.waitFor((e) => e.event === "following");

        const visitor = await openEventStream(`${t.url}/functions/v1/live-chat?action=stream&sessionId=${s.sessionId}&apikey=${anonKey}`);
        await visitor.waitFor((e) => e.event === "status" && (e.data as Json).status === "active");

        let t0 = performance.now();
        await call("live-chat?action=send_message", { body: { sessionId: s.sessionId, message: "visitor on A" } });
        const toAgent = await stream.waitFor((e) => e.event === "message" && ((e.data as Json).message as Msg).message === "visitor on A", 1000);
        expect(toAgent.at - t0).toBeLessThan(1000);

        t0 = performance.now();
        await callB("live-chat?action=send_message", { body: { sessionId: s.sessionId, message: "agent on B", senderType: "agent" }, token: agentA.token });
        const toVisitor = await visitor.waitFor((e) => e.event === "message" && (e.data as Msg).message === "agent on B", 1000);
        expect(toVisitor.at - t0).toBeLessThan(1000);

        await callB("live-chat?action=end_session", { body: { sessionId: s.sessionId }, token: agentA.token });
        await visitor.waitFor((e) => e.event === "status" && (e.data as Json).status === "ended", 1000);
        await visitor.close();
        await stream.close();
        await call("live-chat?action=agent_offline", { body: {}, token: agentA.token });
        expect(await available()).toBe(false);
      } finally {
        await second.close();
      }
    });
  }
});
