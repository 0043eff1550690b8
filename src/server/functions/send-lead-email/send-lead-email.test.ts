import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../../tests/server/test-db.ts";
import { functionsClient } from "../../../../tests/server/functions-client.ts";
import { startSmtpPeer } from "../../../../tests/server/smtp-peer.ts";
import { site } from "../../../../content/site.ts";

describe.each(testDatabaseKinds())("send-lead-email on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let call: ReturnType<typeof functionsClient>;
  let anonKey: string;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestApp(kind, { listen: true, overrides: { smtpUrl: smtp.url, mailRetryBaseMs: 50, publicWriteLimitPerMinute: 3 } });
    anonKey = await t.app.tokens.anonKey;
    call = functionsClient(t.url, anonKey);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("delivers the stored lead to the sales inbox once, refuses unknown leads and bad input, and limits per address", async () => {
    const leadData = {
      name: "Ramesh Kumar",
      email: "ramesh@example.in",
      phone: "+91 90000 11111",
      location: "Sitapur, Uttar Pradesh",
      user_type: "farmer",
      source: "live_chat",
      metadata: { timestamp: new Date().toISOString(), userAgent: "Mozilla/5.0 (Linux; Android 10)" },
    };
    // The original widget flow: store the lead through the data API, then ask for its e-mail.
    const stored = await fetch(`${t.url}/rest/v1/leads`, {
      method: "POST",
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, "content-type": "application/json" },
      body: JSON.stringify(leadData),
    });
    expect(stored.status).toBe(201);
    const r = await call("send-lead-email", { body: { leadData } });
    expect(r.status).toBe(200);
    expect(r.json.success).toBe(true);

    const inbox = await smtp.waitFor(1);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.to).toEqual([site.emails.sales]);
    for (const fact of ["Ramesh Kumar", "ramesh@example.in", "+91 90000 11111", "Sitapur, Uttar Pradesh", "Farmer", "Live Chat", "Android 10"]) {
      expect(inbox[0]!.raw).toContain(fact);
    }

    // Whatever the caller claims, the mail is the stored row: other details find no lead.
    expect((await call("send-lead-email", { body: { leadData: { ...leadData, name: "Someone Else" } } })).status).toBe(404);
    expect((await call("send-lead-email", { body: { leadData: { ...leadData, email: "nope" } } })).status).toBe(400);
    // Invalid requests count too: the fourth call in the minute is refused.
    const limited = await call("send-lead-email", { body: {} });
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe("rate_limited");
    await smtp.waitFor(2, 300);
    expect(smtp.inbox).toHaveLength(1);
  });
});
