import { describe, expect, it } from "vitest";
import { signedInAgent } from "../../../tests/server/functions-client.ts";
import { startExotelPeer } from "../../../tests/server/exotel-peer.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";

const results = { ph: 8.6, ec: 0.5, oc: 0.42, n: 210, p: 18, k: 190, s: 12, zn: 0.45, fe: 6, cu: 0.5, mn: 3, b: 0.7 };
const account = { sid: "soildidi", apiKey: "key-1", apiToken: "token-1" };

/**
 * The farmer hears of their sample by SMS, in the lead's language, through the
 * telephony topic's send: when the lab has it, and when the report is shared
 * (with the lookup page's address: the phone and a code open it). Without
 * a provider the texts stay in the outbox and the log.
 */
describe.each(testDatabaseKinds())("sample notices by SMS on %s", (kind) => {
  const run = (withProvider: boolean) => async () => {
    let t: TestApp | undefined;
    const peer = withProvider ? await startExotelPeer(account) : null;
    try {
      t = await startTestApp(kind, {
        listen: true,
        overrides: peer ? { telephony: { apiUrl: peer.url, ...account, callerId: "08047112233", webhookSecret: "w".repeat(32), sms: { senderId: "SOILDR", dltEntityId: "1101000000000000001" } } } : {},
      });
      const { samples, database } = t.app;
      const actor = (await signedInAgent(t, `lab${withProvider ? 1 : 2}@notices.example`)).userId;
      await database.db.insertInto("staff_members").values({ user_id: actor, role: "agent", display_name: "Lab", active: database.bool(true), created_at: new Date().toISOString() }).execute();
      const phone = withProvider ? "98450 61111" : "98450 62222";
      const e164 = `+91${phone.replace(/\D/g, "")}`;
      const lead = await t.app.leads.capture({ name: "सीता देवी", email: "", phone, location: null, user_type: "farmer", source: "booking", metadata: null, language: "hi" });
      const s = await samples.create(actor, { leadId: lead.id, village: "Malegaon", district: "Pune", state: "Maharashtra", surveyNo: null, areaAcres: 1, crop: "wheat", clinicId: null, collector: null, collectedOn: "2026-11-20" } as never);
      await samples.receive(actor, s.id);
      await samples.saveResults(actor, s.id, results);
      await samples.approve(actor, s.id, (await samples.detail(s.id))!.advice!);
      const shared = await samples.share(actor, s.id);
      expect(shared.texted).toBe(true);
      const key = new URL(shared.link).searchParams.get("key")!;
      const rows = await database.db.selectFrom("sms_messages").selectAll().where("to_number", "=", e164).orderBy("created_at").execute();
      expect(rows.map((r) => [r.template, r.language, r.status])).toEqual([
        ["sample_received", "hi", withProvider ? expect.stringMatching(/queued|sent/) : "logged"],
        ["report_ready", "hi", withProvider ? expect.stringMatching(/queued|sent/) : "logged"],
      ]);
      expect(rows[0]!.body).toContain(`आपका मिट्टी का नमूना ${s.code} हमें मिल गया है`);
      expect(rows[1]!.body).toContain(`नमूना ${s.code} की मिट्टी जाँच रिपोर्ट तैयार है`);
      // By SMS the lookup page (the phone and a code open the report): the link's key never travels by SMS.
      expect(rows[1]!.body).toContain(`${new URL(t.config.siteUrl).host}/hi/report`);
      expect(rows[1]!.body).not.toContain(key);
      const events = await database.db.selectFrom("lead_events").select(["kind", "data"]).where("lead_id", "=", lead.id).where("kind", "=", "sms").execute();
      expect(events).toHaveLength(2);
      expect(JSON.stringify(events)).not.toContain(key);
      if (peer) {
        const sent = peer.sms().filter((m) => m.form.To === e164);
        expect(sent.map((m) => m.form.Body)).toEqual(rows.map((r) => r.body));
      }
    } finally {
      await t?.close();
      await peer?.close();
    }
  };
  it("without a provider: both texts in the outbox and the log", run(false), 60_000);
  it("with a provider: both texts sent as the outbox keeps them", run(true), 60_000);
});
