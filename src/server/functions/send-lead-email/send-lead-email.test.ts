import { SMTPServer } from "smtp-server";
import type net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app.server.ts";
import { testDatabaseKinds } from "../../testing/test-db.server.ts";
import { site } from "../../../../content/site.ts";
import { functionsClient } from "../live-chat/test-helpers.ts";

interface Received {
  to: string[];
  raw: string;
}

describe.each(testDatabaseKinds())("send-lead-email on %s", (kind) => {
  let t: TestApp;
  let smtp: SMTPServer;
  const inbox: Received[] = [];
  let call: ReturnType<typeof functionsClient>;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (c: Buffer) => (raw += c.toString("utf8")));
        stream.on("end", () => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    const port = await new Promise<number>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve((smtp.server.address() as net.AddressInfo).port)));
    t = await startTestApp(kind, { listen: true, overrides: { smtpUrl: `smtp://127.0.0.1:${port}`, mailRetryBaseMs: 50, publicWriteLimitPerMinute: 3 } });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((r) => smtp.close(() => r()));
  });

  it("delivers the lead to the sales inbox over SMTP, limits per IP and rejects bad input", async () => {
    const leadData = {
      name: "Ramesh Kumar",
      email: "ramesh@example.in",
      phone: "+91 90000 11111",
      location: "Sitapur, Uttar Pradesh",
      user_type: "farmer",
      source: "live_chat",
      metadata: { timestamp: new Date().toISOString(), userAgent: "Mozilla/5.0 (Linux; Android 10)" },
    };
    const r = await call("send-lead-email", { body: { leadData } });
    expect(r.status).toBe(200);
    expect(r.json.success).toBe(true);

    const until = Date.now() + 10_000;
    while (inbox.length === 0 && Date.now() < until) await new Promise((res) => setTimeout(res, 50));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.to).toEqual([site.emails.sales]);
    const raw = inbox[0]!.raw.replace(/=\r?\n/g, "");
    for (const fact of ["Ramesh Kumar", "ramesh@example.in", "+91 90000 11111", "Sitapur, Uttar Pradesh", "Farmer", "Live Chat", "Android 10"]) {
      expect(raw).toContain(fact);
    }

    expect((await call("send-lead-email", { body: { leadData: { ...leadData, email: "nope" } } })).status).toBe(400);
    expect((await call("send-lead-email", { body: {} })).status).toBe(400);
    // Invalid requests count too: the fourth call in the minute is refused.
    const limited = await call("send-lead-email", { body: { leadData } });
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe("rate_limited");
  });
});
