import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { claimPublicMail, PUBLIC_MAILS_PER_RECIPIENT_PER_DAY, pruneRecipientSlots, recipientKey } from "./recipient-cap.ts";

describe("the person behind an address", () => {
  it("ignores case, spaces and +tags everywhere, and Gmail's dots", () => {
    expect(recipientKey("  Meena.K+chat7@Example.COM ")).toBe("meena.k@example.com");
    expect(recipientKey("meena.k+1@example.com")).toBe(recipientKey("Meena.K@example.com"));
    expect(recipientKey("M.e.e.n.a+x@googlemail.com")).toBe("meena@gmail.com");
    expect(recipientKey("meena@gmail.com")).toBe("meena@gmail.com");
    // Elsewhere a dot may separate two people.
    expect(recipientKey("a.b@example.in")).not.toBe(recipientKey("ab@example.in"));
    // A leading + is part of the name, not a tag.
    expect(recipientKey("+91@example.in")).toBe("+91@example.in");
  });
});

describe.each(testDatabaseKinds())("the per-recipient mail ceiling on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp(kind)));
  afterAll(async () => t?.close());
  const db = () => t.app.database.db;

  it("gives one person two mails in any 24 hours, however the address is written", async () => {
    const now = Date.parse("2026-11-28T04:00:00Z");
    expect(PUBLIC_MAILS_PER_RECIPIENT_PER_DAY).toBe(2);
    expect(await claimPublicMail(db(), "victim@example.in", now)).toBe(true);
    expect(await claimPublicMail(db(), "Victim+1@example.in", now + 1000)).toBe(true);
    expect(await claimPublicMail(db(), "victim+2@EXAMPLE.in", now + 2000)).toBe(false);
    // Someone else is not affected.
    expect(await claimPublicMail(db(), "other@example.in", now + 2000)).toBe(true);
    // Not a calendar day: just before the first mail is a day old, still full; then one slot frees, then the other.
    expect(await claimPublicMail(db(), "victim@example.in", now + 24 * 3600_000 - 1)).toBe(false);
    expect(await claimPublicMail(db(), "victim@example.in", now + 24 * 3600_000)).toBe(true);
    expect(await claimPublicMail(db(), "victim@example.in", now + 24 * 3600_000 + 10)).toBe(false);
    expect(await claimPublicMail(db(), "victim@example.in", now + 24 * 3600_000 + 1000)).toBe(true);
  });

  it("holds under a burst of claims at once", async () => {
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => claimPublicMail(db(), `burst+${i}@example.in`)));
    expect(results.filter(Boolean)).toHaveLength(PUBLIC_MAILS_PER_RECIPIENT_PER_DAY);
  });

  it("forgets slots once they no longer count", async () => {
    const now = Date.parse("2026-11-20T00:00:00Z");
    await claimPublicMail(db(), "old@example.in", now);
    await pruneRecipientSlots(db(), now + 25 * 3600_000);
    const left = await db().selectFrom("mail_recipient_slots").select("slot").where("recipient_key", "=", "old@example.in").execute();
    expect(left).toEqual([]);
  });
});
