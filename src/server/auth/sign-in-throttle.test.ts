import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { upsertConfirmedUser } from "./users.server.ts";
import { ACCOUNT_DELAY, accountDelayMs, ADDRESS_LIMIT, PAIR_FAILURE_LIMIT } from "./sign-in-throttle.server.ts";

describe.each(testDatabaseKinds())("sign-in throttling on %s", (kind) => {
  let t: TestApp;
  // Behind one trusted proxy the client's address comes from X-Forwarded-For, so a test can speak from several addresses.
  beforeAll(async () => void (t = await startTestApp(kind, { listen: true, overrides: { trustProxy: ["127.0.0.1"] } })));
  afterAll(async () => t?.close());

  const signIn = async (email: string, password: string, from: string) => {
    const key = await t.app.tokens.anonKey;
    const res = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: key, authorization: `Bearer ${key}`, "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify({ email, password }),
    });
    return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as Record<string, unknown> };
  };

  it("an attacker's wrong passwords lock only their own address out; the owner signs in from theirs", async () => {
    await upsertConfirmedUser(t.app.database, "owner@soil.example", "owner-password");
    for (let i = 0; i < PAIR_FAILURE_LIMIT.max; i++) expect((await signIn("owner@soil.example", "guess", "198.51.100.7")).status).toBe(400);
    const locked = await signIn("owner@soil.example", "owner-password", "198.51.100.7");
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);
    expect(Number(locked.retryAfter)).toBeLessThanOrEqual(PAIR_FAILURE_LIMIT.windowMs / 1000);

    const started = Date.now();
    const owner = await signIn("owner@soil.example", "owner-password", "203.0.113.20");
    expect(owner.status).toBe(200);
    expect(owner.body.access_token).toEqual(expect.any(String));
    // Eleven failures are far below the point where attempts on the account are slowed.
    expect(Date.now() - started).toBeLessThan(ACCOUNT_DELAY.perTenFailuresMs);
    // The attacker's pair stays locked.
    expect((await signIn("owner@soil.example", "owner-password", "198.51.100.7")).status).toBe(429);
  });

  it("caps password grants per address over all accounts, with Retry-After", async () => {
    let last = { status: 0, retryAfter: null as string | null };
    for (let i = 0; i <= ADDRESS_LIMIT.max && last.status !== 429; i++) last = await signIn(`someone${i}@x.co`, "p", "192.0.2.55");
    expect(last.status).toBe(429);
    expect(Number(last.retryAfter)).toBeGreaterThan(0);
    expect(Number(last.retryAfter)).toBeLessThanOrEqual(ADDRESS_LIMIT.windowMs / 1000);
    // Another address is not affected.
    expect((await signIn("someone@x.co", "p", "192.0.2.56")).status).toBe(400);
  });
});

describe("delay for an account guessed at from many addresses", () => {
  it("grows with the failures and stays bounded, never a lock", () => {
    expect(accountDelayMs(ACCOUNT_DELAY.after)).toBe(0);
    expect(accountDelayMs(ACCOUNT_DELAY.after + 1)).toBe(1000);
    expect(accountDelayMs(ACCOUNT_DELAY.after + 25)).toBe(3000);
    expect(accountDelayMs(10_000)).toBe(ACCOUNT_DELAY.maxMs);
  });
});
