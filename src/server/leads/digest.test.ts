import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAgent } from "../../../tests/server/functions-client.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { sendDailyDigest } from "./digest.ts";

describe.each(testDatabaseKinds())("daily follow-up digest on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true });
  });
  afterAll(async () => t?.close());

  it("mails each owner their follow-ups due once a day from 9:00 IST, however many processes try", async () => {
    const owner = await signedInAgent(t, "owner@soil.example");
    const lead = await t.app.leads.capture({ name: "Due Farmer", email: "due@farm.example", phone: "98450 12121", user_type: "farmer", source: "website" });
    const later = await t.app.leads.capture({ name: "Later Farmer", email: "later@farm.example", phone: "98450 13131", user_type: "farmer", source: "website" });
    await t.app.leads.change(owner.userId, lead.id, { action: "owner", ownerId: owner.userId });
    await t.app.leads.change(owner.userId, lead.id, { action: "follow_up", at: "2026-11-21T05:00:00.000Z" });
    await t.app.leads.change(owner.userId, later.id, { action: "owner", ownerId: owner.userId });
    await t.app.leads.change(owner.userId, later.id, { action: "follow_up", at: "2026-11-23T05:00:00.000Z" });
    // A call-back asked for today at 16:00 IST on the owner's lead, one already done, and one for tomorrow.
    const callback = (slot: string, status = "requested") =>
      t.app.database.db
        .insertInto("callback_requests")
        .values({ id: crypto.randomUUID(), lead_id: later.id, session_id: null, phone: "+919845013131", slot_start: slot, note: null, status, created_at: "2026-11-20T10:00:00.000Z" })
        .execute();
    await callback("2026-11-21T10:30:00.000Z");
    await callback("2026-11-21T06:30:00.000Z", "done");
    await callback("2026-11-22T06:30:00.000Z");
    const deps = { database: t.app.database, mailer: t.app.mailer, adminUrl: "https://site.example/admin/leads" };
    // 8:59 IST is too early; 9:00 IST sends; a second process at the same time sends nothing.
    expect((await sendDailyDigest(deps, new Date("2026-11-21T03:29:00.000Z"))).outcome).toBe("too_early");
    const results = await Promise.all([0, 1, 2].map(() => sendDailyDigest(deps, new Date("2026-11-21T03:30:00.000Z")).catch((e: unknown) => ({ outcome: String(e), mails: 0 }))));
    expect(results.map((r) => r.outcome).sort()).toEqual(["already_sent", "already_sent", "sent"]);
    expect(results.filter((r) => r.outcome === "sent")).toEqual([{ outcome: "sent", mails: 1 }]);
    const mails = await t.app.database.db.selectFrom("mail_outbox").selectAll().where("recipient", "=", "owner@soil.example").execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Due Farmer");
    expect(mails[0]!.text).toContain("10:30 IST");
    // Later Farmer's follow-up is not due today, but the open call-back at 16:00 IST is; nothing else of theirs is.
    expect(mails[0]!.text).toContain("16:00 IST  Call back: Later Farmer  +919845013131");
    expect(mails[0]!.text.match(/Later Farmer/g)).toHaveLength(1);
    expect(mails[0]!.text.indexOf("Due Farmer")).toBeLessThan(mails[0]!.text.indexOf("Later Farmer"));
  });
});
