import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionsClient, signedInAgent } from "../../../tests/server/functions-client.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { PEER_ACCOUNT, startWhatsAppPeer, whatsappSettingsFor, type WhatsAppPeer } from "../../../tests/server/whatsapp-peer.ts";
import type { WhatsAppTemplateOut } from "../../shared/whatsapp-types.ts";
import type { FailedDelivery } from "./service.ts";

/** Meta's template status webhook, as documented (field `message_template_status_update`). */
const templateStatus = (event: string, name: string, language: string, extra: Record<string, unknown> = {}) => ({
  object: "whatsapp_business_account",
  entry: [
    {
      id: PEER_ACCOUNT.businessAccountId,
      time: Math.floor(Date.now() / 1000),
      changes: [{ field: "message_template_status_update", value: { event, message_template_id: 5101, message_template_name: name, message_template_language: language, reason: "NONE", ...extra } }],
    },
  ],
});

describe.each(testDatabaseKinds())("WhatsApp templates' status and failed deliveries on %s", (kind) => {
  let t: TestApp;
  let peer: WhatsAppPeer;
  let call: ReturnType<typeof functionsClient>;
  let admin: { userId: string; token: string };
  let agent: { userId: string; token: string };
  const db = () => t.app.database.db;

  beforeAll(async () => {
    peer = await startWhatsAppPeer();
    t = await startTestApp(kind, { listen: true, overrides: { whatsapp: whatsappSettingsFor(peer) } });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
    admin = await signedInAgent(t, "asha@templates.example");
    agent = await signedInAgent(t, "ravi@templates.example");
    const at = new Date().toISOString();
    for (const [who, role] of [
      [admin, "admin"],
      [agent, "agent"],
    ] as const) {
      await db().insertInto("staff_members").values({ user_id: who.userId, role, display_name: role, active: t.app.database.bool(true), created_at: at }).execute();
    }
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  const deliver = async (payload: unknown) => {
    const res = await peer.deliver(t.url, payload);
    await t.app.whatsapp.idle();
    return res;
  };
  const offered = async () => ((await call("whatsapp-templates", { token: agent.token })).json.templates as WhatsAppTemplateOut[]).map((x) => `${x.name}/${x.language}`);

  it("follows Meta's template status webhook: a paused template is no longer offered, with the reason kept, and offered again once approved", async () => {
    expect(await offered()).toContain("soil_test_followup/en");
    const paused = await deliver(templateStatus("PAUSED", "soil_test_followup", "en", { other_info: { title: "FIRST_PAUSE", description: "Paused for 3 hours: low quality" } }));
    expect(paused.status).toBe(200);
    expect(await offered()).not.toContain("soil_test_followup/en");
    expect(await offered()).toContain("soil_test_followup/hi");
    const list = await call("whatsapp-admin", { token: admin.token });
    expect(list.status, list.text).toBe(200);
    expect(list.json.templates).toContainEqual(expect.objectContaining({ name: "soil_test_followup", language: "en", status: "PAUSED", reason: "FIRST_PAUSE: Paused for 3 hours: low quality" }));

    await deliver(templateStatus("REJECTED", "soil_test_followup", "hi", { reason: "INCORRECT_CATEGORY" }));
    expect(await offered()).not.toContain("soil_test_followup/hi");
    await deliver(templateStatus("REINSTATED", "soil_test_followup", "en"));
    await deliver(templateStatus("APPROVED", "soil_test_followup", "hi"));
    expect(await offered()).toEqual(expect.arrayContaining(["soil_test_followup/en", "soil_test_followup/hi"]));
    // One approved since the last sync: the account is read again for its text.
    const before = peer.requests.filter((r) => r.path.endsWith("/message_templates")).length;
    await deliver(templateStatus("APPROVED", "brand_new_template", "en"));
    expect(peer.requests.filter((r) => r.path.endsWith("/message_templates")).length).toBe(before + 1);
    // A forged status update changes nothing.
    const forged = await peer.deliver(t.url, templateStatus("DISABLED", "soil_test_followup", "en"), { secret: "not-the-app-secret" });
    expect(forged.status).toBe(401);
    expect(await offered()).toContain("soil_test_followup/en");
  }, 60_000);

  it("lists webhook deliveries that failed for good to admins, who retry them: one that now goes through stores its message once", async () => {
    const { payload, wamid } = peer.messagePayload("919876522222", "Lakshmi", { text: "Is the soil camp on Sunday?" });
    const good = randomUUID();
    const broken = randomUUID();
    const old = new Date(Date.now() - 3600_000).toISOString();
    await db()
      .insertInto("whatsapp_inbox")
      .values([
        { id: good, body: JSON.stringify(payload), status: "failed", attempts: 8, next_attempt_at: old, error: "connection to the database was lost", received_at: old, done_at: null },
        { id: broken, body: "{not json", status: "failed", attempts: 8, next_attempt_at: old, error: "Unexpected token", received_at: old, done_at: null },
      ])
      .execute();

    expect((await call("whatsapp-admin", { token: agent.token })).status).toBe(403);
    const list = await call("whatsapp-admin", { token: admin.token });
    const failed = list.json.failed as FailedDelivery[];
    expect(failed.find((f) => f.id === good)).toMatchObject({ attempts: 8, error: "connection to the database was lost", summary: { messages: 1, from: ["+91 98765 22222"], excerpt: "Is the soil camp on Sunday?" } });
    expect(failed.find((f) => f.id === broken)).toBeTruthy();

    const retried = await call("whatsapp-admin", { body: { id: good }, token: admin.token });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.json.retried).toEqual({ status: "done", error: null });
    await t.app.whatsapp.idle();
    expect((retried.json.failed as FailedDelivery[]).map((f) => f.id)).not.toContain(good);
    expect(await db().selectFrom("whatsapp_messages").select("id").where("wamid", "=", wamid).execute()).toHaveLength(1);
    expect(await db().selectFrom("leads").select("id").where("phone_e164", "=", "+919876522222").execute()).toHaveLength(1);
    // Meta's own retry of the same message afterwards stores nothing twice.
    await deliver(payload);
    expect(await db().selectFrom("whatsapp_messages").select("id").where("wamid", "=", wamid).execute()).toHaveLength(1);
    // Retrying it again is refused; a body that still cannot be worked through stays failed with its new error.
    expect((await call("whatsapp-admin", { body: { id: good }, token: admin.token })).status).toBe(409);
    const again = await call("whatsapp-admin", { body: { id: broken }, token: admin.token });
    expect(again.status, again.text).toBe(200);
    expect(again.json.retried).toMatchObject({ status: "failed" });
    expect((again.json.failed as FailedDelivery[]).map((f) => f.id)).toContain(broken);
    expect((await call("whatsapp-admin", { body: { id: randomUUID() }, token: admin.token })).status).toBe(404);
  }, 60_000);

  it("sends a phone code by WhatsApp's authentication template when it is approved, and by SMS to a number that wrote STOP or that WhatsApp refuses", async () => {
    await db()
      .insertInto("whatsapp_templates")
      .values({
        name: "verification_code",
        language: "en",
        status: "APPROVED",
        category: "AUTHENTICATION",
        components: JSON.stringify([{ type: "BODY", text: "*{{1}}* is your verification code." }, { type: "BUTTONS", buttons: [{ type: "OTP", otp_type: "COPY_CODE", text: "Copy code" }] }]),
        synced_at: new Date().toISOString(),
        status_reason: null,
        status_at: null,
      })
      .execute();
    const before = peer.sent().length;
    const res = await call("otp-request", { body: { phone: "98765 44444", language: "hi" } });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ sent: true, channel: "whatsapp" });
    const [sent, ...more] = peer.sent().slice(before);
    expect(more).toHaveLength(0);
    // Documented shape: the code in the body and again in the copy-code button; English, as no Hindi version is approved.
    expect(sent!.body).toMatchObject({ to: "919876544444", type: "template", template: { name: "verification_code", language: { code: "en" } } });
    const components = (sent!.body!.template as { components: Array<{ type: string; sub_type?: string; parameters: Array<{ text: string }> }> }).components;
    const code = components.find((c) => c.type === "body")!.parameters[0]!.text;
    expect(code).toMatch(/^\d{6}$/);
    expect(components.find((c) => c.type === "button")).toMatchObject({ sub_type: "url", index: "0", parameters: [{ type: "text", text: code }] });
    expect(res.text).not.toContain(code);
    // The code is nowhere but in the request: no SMS, no stored message.
    expect(await db().selectFrom("sms_messages").select("id").where("to_number", "=", "+919876544444").execute()).toHaveLength(0);
    expect(JSON.stringify(await db().selectFrom("whatsapp_messages").select("body").execute())).not.toContain(code);
    const ok = await call("otp-verify", { body: { phone: "+91 98765 44444", code } });
    expect(ok.status, ok.text).toBe(200);

    // WhatsApp refuses it (not a WhatsApp number): the same request sends an SMS instead.
    peer.failNext({ status: 400, code: 131026, message: "Message undeliverable" });
    const refused = await call("otp-request", { body: { phone: "98765 44445", language: "hi" } });
    expect(refused.json).toMatchObject({ sent: true, channel: "sms" });
    expect(await db().selectFrom("sms_messages").select("template").where("to_number", "=", "+919876544445").execute()).toEqual([{ template: "otp" }]);

    // A number that wrote STOP gets its code by SMS.
    await deliver(peer.messagePayload("919876544446", "Gopal", { text: "STOP" }).payload);
    const stopped = await call("otp-request", { body: { phone: "98765 44446" } });
    expect(stopped.json).toMatchObject({ sent: true, channel: "sms" });
  }, 60_000);
});
