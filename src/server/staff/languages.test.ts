import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionsClient, openEventStream, signedInAgent } from "../../../tests/server/functions-client.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import type { NewLead } from "../leads/schema.ts";

type Json = Record<string, unknown>;
/** The desk's wait in this test: short, so the chat reaches everyone within the test. */
const WAIT_MS = 1500;

describe.each(testDatabaseKinds())("staff languages and the waiting lists on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof functionsClient>;
  let anonKey: string;
  let admin: { userId: string; token: string };
  let telugu: { userId: string; token: string };
  let hindi: { userId: string; token: string };
  const db = () => t.app.database.db;

  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true, overrides: { chatWaitForAgentMs: WAIT_MS } });
    anonKey = await t.app.tokens.anonKey;
    call = functionsClient(t.url, anonKey);
    admin = await signedInAgent(t, "admin@languages.example");
    telugu = await signedInAgent(t, "telugu@languages.example");
    hindi = await signedInAgent(t, "hindi@languages.example");
    const now = new Date().toISOString();
    await db()
      .insertInto("staff_members")
      .values([
        { user_id: admin.userId, role: "admin", display_name: "Asha", active: t.app.database.bool(true), created_at: now },
        { user_id: telugu.userId, role: "agent", display_name: "Lakshmi", active: t.app.database.bool(true), created_at: now },
        { user_id: hindi.userId, role: "agent", display_name: "Ravi", active: t.app.database.bool(true), created_at: now },
      ])
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("staff set their own languages, admins anyone's; any of the seven codes and nothing else", async () => {
    const mine = await call("staff-languages", { body: { languages: ["te", "en"] }, token: telugu.token });
    expect(mine.status, mine.text).toBe(200);
    // Stored in the desk's order, whatever order they were picked in.
    expect(mine.json).toEqual({ userId: telugu.userId, languages: ["en", "te"] });
    expect((await call("staff-languages", { token: telugu.token })).json).toMatchObject({ languages: ["en", "te"] });
    expect((await call("staff-languages", { body: { userId: hindi.userId, languages: ["hi"] }, token: telugu.token })).status).toBe(403);
    const bad = await call("staff-languages", { body: { languages: ["fr"] }, token: telugu.token });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/en, hi, mr, te, kn, gu, pa/);
    expect((await call("staff-languages", { body: { userId: hindi.userId, languages: ["hi", "en", "mr", "kn", "gu", "pa", "te"] }, token: admin.token })).json).toMatchObject({
      languages: ["en", "hi", "mr", "te", "kn", "gu", "pa"],
    });
    expect((await call("staff-languages", { body: { userId: hindi.userId, languages: ["hi", "en"] }, token: admin.token })).status).toBe(200);
    expect((await call("staff-languages", { query: { userId: hindi.userId }, token: admin.token })).json).toMatchObject({ languages: ["en", "hi"] });
    expect((await call("staff-languages", { body: { languages: ["hi"] } })).status).toBe(401);
    // Routing's overview lists them for the team page.
    const overview = (await call("desk-routing", { token: admin.token })).json as { staff: Array<{ id: string; languages: string[] }> };
    expect(overview.staff.find((s) => s.id === telugu.userId)?.languages).toEqual(["en", "te"]);
  });

  it("a Telugu chat is offered first to the Telugu-speaking agent, then to everyone after the desk's wait", async () => {
    await call("live-chat?action=agent_online", { body: {}, token: telugu.token });
    await call("live-chat?action=agent_online", { body: {}, token: hindi.token });
    const streamOf = (token: string) => openEventStream(`${t.url}/functions/v1/live-chat?action=agent_stream`, { apikey: anonKey, authorization: `Bearer ${token}` });
    const ts = await streamOf(telugu.token);
    const hs = await streamOf(hindi.token);
    await ts.waitFor((e) => e.event === "ready");
    await hs.waitFor((e) => e.event === "ready");

    const visitor = (name: string, language: string | null): NewLead =>
      ({ name, email: `${name.toLowerCase()}@visitor.example`, user_type: "farmer", source: "live_chat", location: "Guntur", language, metadata: null }) as NewLead;
    // A chat nobody's language decides, older than the Telugu one.
    const plain = await t.app.chat.startChat(visitor("Plain", null));
    const te = await t.app.chat.startChat(visitor("Srinivas", "te"));
    expect(te.mode).toBe("live");

    const waitingFor = async (token: string) => ((await call("live-chat?action=get_waiting_sessions", { token })).json.sessions as Json[]).map((s) => s.id);
    // The Telugu speaker sees it, first; the other agent does not, yet.
    expect(await waitingFor(telugu.token)).toEqual([te.sessionId, plain.sessionId]);
    expect(await waitingFor(hindi.token)).toEqual([plain.sessionId]);
    await ts.waitFor((e) => e.event === "session_created" && (e.data as Json).id === te.sessionId);
    await hs.waitFor((e) => e.event === "session_created" && (e.data as Json).id === plain.sessionId);

    // A call-back in Telugu is held back the same way.
    await t.app.chat.requestCallback((await t.app.chat.store.getSession(te.sessionId))!, { sessionId: te.sessionId, phone: "+919876500001", slot: new Date(Date.now() + 86_400_000), note: null });
    const callbacksFor = async (token: string) => ((await call("live-chat?action=get_callbacks", { token })).json.callbacks as Json[]).map((c) => c.session_id);
    expect(await callbacksFor(telugu.token)).toContain(te.sessionId);
    expect(await callbacksFor(hindi.token)).not.toContain(te.sessionId);

    // Nobody took it within the desk's wait: the sweep offers it to everyone, the stream included.
    await new Promise((r) => setTimeout(r, WAIT_MS + 100));
    await t.app.chat.sweep();
    const late = await hs.waitFor((e) => e.event === "session_created" && (e.data as Json).id === te.sessionId);
    expect(late.data).toMatchObject({ lead: { language: "te" }, unanswered: true });
    expect(await waitingFor(hindi.token)).toContain(te.sessionId);
    expect(await callbacksFor(hindi.token)).toContain(te.sessionId);
    expect(hs.events.filter((e) => e.event === "session_created" && (e.data as Json).id === te.sessionId)).toHaveLength(1);

    // With the Telugu speaker offline, a new Telugu chat goes to everyone at once.
    await call("live-chat?action=agent_offline", { body: {}, token: telugu.token });
    const te2 = await t.app.chat.startChat(visitor("Padma", "te"));
    expect(await waitingFor(hindi.token)).toContain(te2.sessionId);
    await ts.close();
    await hs.close();
    await call("live-chat?action=agent_offline", { body: {}, token: hindi.token });
  });
});
