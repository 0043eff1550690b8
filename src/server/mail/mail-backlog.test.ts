import { afterAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { startSmtpPeer } from "../../../tests/server/smtp-peer.ts";

async function waitFor(check: () => Promise<boolean>, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe.each(testDatabaseKinds())("mail after an SMTP outage on %s", (kind) => {
  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
  });

  it("sends the whole backlog within 5 s of the first delivery after the outage, even when that delivery is a fresh message", async () => {
    let smtp = await startSmtpPeer();
    const port = smtp.port;
    // Back-off of ten minutes: a backlog that waits for its own retry would miss the 5 s by far.
    const t: TestApp = await startTestApp(kind, { overrides: { smtpUrl: smtp.url, mailRetryBaseMs: 600_000 } });
    cleanup.push(() => t.close());
    const rows = (ids: string[]) => t.app.database.db.selectFrom("mail_outbox").select(["status", "last_error"]).where("id", "in", ids).execute();

    const before = await t.app.mailer.sendMail({ to: "sales@soil.example", subject: "Before the outage", text: "Delivered at once." });
    expect(await waitFor(async () => (await rows([before])).every((r) => r.status === "sent"), 5_000)).toBe(true);

    // The SMTP server goes away; what is written meanwhile fails once and waits out its back-off.
    await smtp.close();
    const backlog: string[] = [];
    for (let i = 0; i < 3; i++) backlog.push(await t.app.mailer.sendMail({ to: "sales@soil.example", subject: `During the outage ${i}`, text: `Lead number ${i}` }));
    expect(await waitFor(async () => (await rows(backlog)).every((r) => r.status === "pending" && r.last_error !== null), 10_000)).toBe(true);

    // It comes back on the same address; the first message through is a fresh one.
    smtp = await startSmtpPeer(port);
    cleanup.push(() => smtp.close());
    const fresh = await t.app.mailer.sendMail({ to: "sales@soil.example", subject: "After the outage", text: "A new lead." });
    const flowed = await waitFor(async () => (await rows([fresh, ...backlog])).every((r) => r.status === "sent"), 5_000);
    expect(flowed, JSON.stringify(await rows(backlog))).toBe(true);
    expect(smtp.inbox.map((m) => /Subject: ([^\r\n]+)/.exec(m.raw)?.[1]).sort()).toEqual(["After the outage", "During the outage 0", "During the outage 1", "During the outage 2"]);
  }, 30_000);
});
