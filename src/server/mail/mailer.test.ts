import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { supabaseFor } from "../../../tests/server/supabase.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { startSmtpPeer as startSmtp } from "../../../tests/server/smtp-peer.ts";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(check: () => Promise<boolean> | boolean, ms = 8000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("timed out");
}

/** Decodes quoted-printable soft breaks so a long link can be found in the raw message. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

describe.each(testDatabaseKinds())("mail on %s", (kind) => {
  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
  });

  it("delivers the sign-up confirmation to a real SMTP server, and the link signs the user in", async () => {
    const smtp = await startSmtp();
    cleanup.push(() => smtp.close());
    const t: TestApp = await startTestApp(kind, { listen: true, overrides: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: "desk@soil.example" } });
    cleanup.push(() => t.close());
    const sb = await supabaseFor(t);
    const up = await sb.auth.signUp({ email: "owner@soil.example", password: "owner-password", options: { emailRedirectTo: `${t.url}/admin/login` } });
    expect(up.error).toBeNull();
    await waitFor(() => smtp.inbox.length === 1);
    const msg = smtp.inbox[0]!;
    expect(msg.to).toEqual(["owner@soil.example"]);
    expect(msg.raw).toMatch(/Subject: Confirm your sign-up/);
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?[^\s"<]+/.exec(unfold(msg.raw))?.[0];
    expect(link).toBeDefined();
    const res = await fetch(link!.replace(/&amp;/g, "&"), { redirect: "manual" });
    expect(res.headers.get("location")).toMatch(/#access_token=/);
    expect((await sb.auth.signInWithPassword({ email: "owner@soil.example", password: "owner-password" })).error).toBeNull();
    const row = await t.app.database.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe("sent");
  });

  it("keeps a message in the outbox while SMTP is down and delivers it when the server returns", async () => {
    const port = await freePort();
    const t: TestApp = await startTestApp(kind, { overrides: { smtpUrl: `smtp://127.0.0.1:${port}`, mailRetryBaseMs: 100 } });
    cleanup.push(() => t.close());
    const id = await t.app.mailer.sendMail({ to: "sales@soil.example", subject: "New lead", text: "A farmer asked for a test." });
    const row = () => t.app.database.db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    await waitFor(async () => (await row()).attempts >= 2 && (await row()).last_error !== null);
    const waiting = await row();
    // Between attempts it is pending; during one, "sending". Either way it is kept, not sent.
    expect(["pending", "sending"]).toContain(waiting.status);
    expect(waiting.sent_at).toBeNull();

    const smtp = await startSmtp(port);
    cleanup.push(() => smtp.close());
    await waitFor(async () => (await row()).status === "sent", 15_000);
    expect(smtp.inbox).toHaveLength(1);
    expect(smtp.inbox[0]!.raw).toMatch(/A farmer asked for a test/);
  });

  it("sends the whole waiting queue as soon as one delivery succeeds again", async () => {
    const port = await freePort();
    // Back-off of ten minutes: without the catch-up the queue would wait that long.
    const t: TestApp = await startTestApp(kind, { overrides: { smtpUrl: `smtp://127.0.0.1:${port}`, mailRetryBaseMs: 600_000 } });
    cleanup.push(() => t.close());
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await t.app.mailer.sendMail({ to: "sales@soil.example", subject: `Lead ${i}`, text: `Lead number ${i}` }));
    const rows = () => t.app.database.db.selectFrom("mail_outbox").selectAll().where("id", "in", ids).execute();
    await waitFor(async () => (await rows()).every((r) => r.last_error !== null && r.status === "pending"));
    const smtp = await startSmtp(port);
    cleanup.push(() => smtp.close());
    // One message comes due (as the worker would find it after its back-off); the others follow at once.
    await t.app.database.db.updateTable("mail_outbox").set({ next_attempt_at: new Date().toISOString() }).where("id", "=", ids[0]!).execute();
    t.app.mailer.kick();
    await waitFor(async () => (await rows()).every((r) => r.status === "sent"), 10_000);
    expect(smtp.inbox).toHaveLength(3);
  });

  it("records and logs messages when no SMTP server is configured", async () => {
    const t: TestApp = await startTestApp(kind);
    cleanup.push(() => t.close());
    await t.app.mailer.sendMail({ to: "x@soil.example", subject: "Hi", text: "See https://example.org/a" });
    const rows = await t.app.database.db.selectFrom("mail_outbox").selectAll().execute();
    expect(rows.map((r) => r.status)).toEqual(["logged"]);
  });

  it("never sends a message twice when two workers race", async () => {
    const smtp = await startSmtp();
    cleanup.push(() => smtp.close());
    const t: TestApp = await startTestApp(kind, { overrides: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` } });
    cleanup.push(() => t.close());
    const { Mailer } = await import("./mailer.server.ts");
    const second = new Mailer({ db: t.app.database.db, log: t.app.log, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: "x@y.z", retryBaseMs: 100 });
    for (let i = 0; i < 10; i++) {
      await t.app.database.db
        .insertInto("mail_outbox")
        .values({ id: crypto.randomUUID(), recipient: `r${i}@x.co`, subject: `m${i}`, text: "t", html: null, status: "pending", attempts: 0, last_error: null, next_attempt_at: new Date().toISOString(), locked_until: null, created_at: new Date().toISOString(), sent_at: null })
        .execute();
    }
    await Promise.all([t.app.mailer.deliverDue(), second.deliverDue(), t.app.mailer.deliverDue()]);
    await second.stop();
    await waitFor(() => smtp.inbox.length >= 10);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.inbox).toHaveLength(10);
  });
});
