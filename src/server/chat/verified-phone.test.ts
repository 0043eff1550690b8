import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionsClient, signedInAgent } from "../../../tests/server/functions-client.ts";
import { startExotelPeer } from "../../../tests/server/exotel-peer.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import type { LeadDetail } from "../../shared/desk-types.ts";
import type { TelephonyConfig } from "../config.server.ts";

const account = { sid: "soildoctor1", apiKey: "key-123", apiToken: "token-456" };

describe.each(testDatabaseKinds())("a phone verified by code in the chat's lead form on %s", (kind) => {
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
      webhookSecret: "s3cret-webhook-path-0123456789",
      sms: { senderId: "SOILDR", dltEntityId: "1101000000000000001" },
    };
    t = await startTestApp(kind, { listen: true, overrides: { telephony } });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
    agent = await signedInAgent(t, "meena@verify.example");
    await db().insertInto("staff_members").values({ user_id: agent.userId, role: "agent", display_name: "Meena Agent", active: t.app.database.bool(true), created_at: new Date().toISOString() }).execute();
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  /** Asks for a code and reads it from the SMS the provider received. */
  const codeFor = async (phone: string) => {
    const before = peer.sms().length;
    const asked = await call("otp-request", { body: { phone, language: "hi" } });
    expect(asked.status, asked.text).toBe(200);
    return /\d{6}/.exec(peer.sms().slice(before)[0]!.form.Body!)![0];
  };
  const lead = (email: string) => db().selectFrom("leads").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
  const detail = async (id: string) => {
    const res = await call("lead-detail", { query: { id }, token: agent.token });
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as LeadDetail;
  };
  const form = { name: "Ramesh Yadav", location: "Sitapur", user_type: "farmer", language: "hi" };

  it("answers a signed proof (never the code) that marks the chat's lead verified, with the timeline entry", async () => {
    const code = await codeFor("98765 42424");
    const verified = await call("otp-verify", { body: { phone: "+91 98765 42424", code } });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.text).not.toContain(code);
    const proof = (verified.json as { proof: string }).proof;
    expect(proof).toMatch(/^[\w-]+\.[\w-]+$/);

    const started = await call("live-chat?action=start_chat", { body: { ...form, email: "ramesh@verify.example", phone: "098765 42424", phoneProof: proof } });
    expect(started.status, started.text).toBe(201);
    const row = await lead("ramesh@verify.example");
    expect(row.phone_verified_at).toBeTruthy();
    const d = await detail(row.id);
    expect(d.lead.phone_verified_at).toBeTruthy();
    expect(d.timeline.some((i) => i.type === "event" && i.kind === "phone_verified")).toBe(true);
    // The desk's list carries the mark too.
    const page = await call("leads-page", { query: { q: "ramesh@verify.example" }, token: agent.token });
    expect(page.status, page.text).toBe(200);
    expect(JSON.stringify(page.json)).toContain("phone_verified_at");
  });

  it("marks nothing for a proof of another number, an altered proof or none, and the farmer still chats", async () => {
    const code = await codeFor("98765 43434");
    const proof = ((await call("otp-verify", { body: { phone: "98765 43434", code } })).json as { proof: string }).proof;
    const [payload, mac] = proof.split(".");
    const altered = `${Buffer.from(`+919876543535|${Date.now() + 600_000}`).toString("base64url")}.${mac}`;
    const cases = [
      { email: "other@verify.example", phone: "98765 43535", phoneProof: proof },
      { email: "forged@verify.example", phone: "98765 43535", phoneProof: altered },
      { email: "garbage@verify.example", phone: "98765 43535", phoneProof: `${payload}.x` },
      { email: "none@verify.example", phone: "98765 43636" },
    ];
    for (const c of cases) {
      const started = await call("live-chat?action=start_chat", { body: { ...form, ...c } });
      expect(started.status, started.text).toBe(201);
      const row = await lead(c.email);
      expect(row.phone_verified_at ?? null, c.email).toBeNull();
      expect((await db().selectFrom("lead_events").select("kind").where("lead_id", "=", row.id).where("kind", "=", "phone_verified").execute()).length).toBe(0);
    }
  });

  it("refuses an expired proof and answers a wrong code in plain words", async () => {
    const code = await codeFor("98765 45454");
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await call("otp-verify", { body: { phone: "98765 45454", code: wrong } });
    expect(refused.status).toBe(400);
    expect((refused.json as { message?: string; msg?: string }).message ?? refused.text).toMatch(/not right/);
    const ok = await call("otp-verify", { body: { phone: "98765 45454", code } });
    const proof = (ok.json as { proof: string }).proof;
    expect(t.app.telephony.phoneCheck.provedPhone(proof, "98765 45454")).not.toBeNull();
    expect(t.app.telephony.phoneCheck.provedPhone(proof, "98765 45454", new Date(Date.now() + 31 * 60_000))).toBeNull();
  });
});
