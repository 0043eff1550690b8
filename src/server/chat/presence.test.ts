import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveChatTexts } from "../../../content/live-chat.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { functionsClient, openEventStream, signedInAgent, type Agent } from "../../../tests/server/functions-client.ts";

type Msg = { id: string; message: string; sender_type: string; created_at: string; event?: { key: string; slot?: string } };
type Waiting = { id: string; unanswered?: boolean };

/**
 * Whether an agent is with a chat follows the agent's real presence: the
 * server sees their console's stream close, and a visitor who writes to a
 * chat whose agent has gone puts it back on the list, marked unanswered.
 * System lines are stored as events and rendered in the chat's language.
 */
describe.each(testDatabaseKinds())("an agent's presence and the chat's system lines on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof functionsClient>;
  let agent: Agent;
  let anonKey: string;
  const db = () => t.app.database.db;

  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true, overrides: { publicWriteLimitPerMinute: 1000 } });
    anonKey = await t.app.tokens.anonKey;
    call = functionsClient(t.url, anonKey);
    agent = await signedInAgent(t, `presence-${kind}@soil.example`);
    t.app.chat.agentStreamGraceMs = 300;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function takenChat(email: string, language: "en" | "hi" = "en") {
    expect((await call("live-chat?action=agent_online", { body: {}, token: agent.token })).status).toBe(200);
    const r = await call("live-chat?action=start_chat", { body: { name: "सुनीता जाधव", email, user_type: "farmer", language } });
    expect(r.json.mode).toBe("live");
    const sessionId = r.json.sessionId as string;
    expect((await call("live-chat?action=take_session", { body: { sessionId }, token: agent.token })).status).toBe(200);
    return sessionId;
  }
  const messages = async (sessionId: string) => (await call("live-chat?action=get_messages", { query: { sessionId } })).json as { messages: Msg[]; status: string };
  const waiting = async () => (await call("live-chat?action=get_waiting_sessions", { token: agent.token })).json.sessions as Waiting[];
  const openConsole = () => openEventStream(`${t.url}/functions/v1/live-chat?action=agent_stream`, { apikey: anonKey, authorization: `Bearer ${agent.token}` });
  const online = async () => (await call("live-chat?action=check_agent_availability", {})).json.hasAvailableAgent as boolean;

  it("an agent whose console stream closes and does not come back is offline: the visitor learns it and the chat waits again, marked unanswered", async () => {
    const stream = await openConsole();
    await stream.waitFor((e) => e.event === "ready", 10_000);
    const sessionId = await takenChat("tab-closed@example.in");
    // The console's tab is gone without a word (no beacon): only the stream's end tells.
    await stream.close();
    await expect.poll(async () => (await messages(sessionId)).status, { timeout: 10_000 }).toBe("unanswered");
    expect(await online()).toBe(false);
    const after = await messages(sessionId);
    expect(after.messages.at(-1)).toMatchObject({ sender_type: "system", event: { key: "agent_left" }, message: liveChatTexts.en.agentLeft });
    const listed = (await waiting()).find((s) => s.id === sessionId);
    expect(listed?.unanswered).toBe(true);
  });

  it("a console that reconnects within the grace keeps its agent online and its chats", async () => {
    const first = await openConsole();
    await first.waitFor((e) => e.event === "ready", 10_000);
    const sessionId = await takenChat("reconnects@example.in");
    await first.close();
    const again = await openConsole();
    await again.waitFor((e) => e.event === "ready", 10_000);
    await new Promise((r) => setTimeout(r, 800));
    expect((await messages(sessionId)).status).toBe("active");
    expect(await online()).toBe(true);
    await again.close();
    await call("live-chat?action=end_session", { body: { sessionId }, token: agent.token });
  });

  it("a visitor who writes after their agent went away (not yet noticed) puts the chat back on the list, unanswered, with the message", async () => {
    const sessionId = await takenChat("writes-after@example.in");
    expect((await waiting()).some((s) => s.id === sessionId)).toBe(false);
    // The agent vanished: not seen for longer than the presence window, and no sweep has run yet.
    await db().updateTable("agent_presence").set({ last_seen_at: new Date(Date.now() - 60_000).toISOString() }).where("user_id", "=", agent.userId).execute();
    const sent = await call("live-chat?action=send_message", { body: { sessionId, message: "anyone there?", clientId: "after-000001" } });
    expect(sent.status).toBe(200);
    const after = await messages(sessionId);
    expect(after.status).toBe("unanswered");
    expect(after.messages.map((m) => m.message)).toContain("anyone there?");
    const listed = (await waiting()).find((s) => s.id === sessionId);
    expect(listed).toMatchObject({ unanswered: true });
    // Taken again, it is no longer marked.
    await call("live-chat?action=agent_online", { body: {}, token: agent.token });
    const retaken = await call("live-chat?action=take_session", { body: { sessionId }, token: agent.token });
    expect((retaken.json.session as Waiting).unanswered).toBe(false);
    await call("live-chat?action=end_session", { body: { sessionId }, token: agent.token });
  });

  it("system lines are stored as events, not English sentences, and read in the chat's language", async () => {
    const sessionId = await takenChat("hindi-lines@example.in", "hi");
    await call("live-chat?action=end_session", { body: { sessionId }, token: agent.token });
    const stored = await db().selectFrom("chat_session_messages").select(["message", "event"]).where("session_id", "=", sessionId).where("sender_type", "=", "system").orderBy("created_at").execute();
    expect(stored.map((m) => JSON.parse(m.event ?? "null")?.key)).toEqual(["agent_joined", "chat_ended"]);
    expect(stored.map((m) => m.message)).toEqual([liveChatTexts.hi.agentJoined, liveChatTexts.hi.chatEnded]);
    expect(stored.some((m) => /agent|chat/i.test(m.message))).toBe(false);
    const read = await messages(sessionId);
    expect(read.messages.filter((m) => m.sender_type === "system").map((m) => m.event?.key)).toEqual(["agent_joined", "chat_ended"]);
  });
});
