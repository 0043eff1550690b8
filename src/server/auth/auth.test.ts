import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { confirmationLinkFor, supabaseFor } from "../../../tests/server/supabase.ts";
import { upsertConfirmedUser } from "./users.server.ts";
import { REFRESH_REUSE_WINDOW_MS } from "./sessions.server.ts";

const ADMIN = { email: "admin@soil.example", password: "correct-horse" };

async function rawAuth(t: TestApp, path: string, init: RequestInit & { bearer?: string } = {}) {
  const key = await t.app.tokens.anonKey;
  const res = await fetch(`${t.url}/auth/v1${path}`, {
    ...init,
    redirect: "manual",
    headers: { apikey: key, authorization: `Bearer ${init.bearer ?? key}`, "content-type": "application/json", ...(init.headers ?? {}) },
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

describe.each(testDatabaseKinds())("auth on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true });
  });
  afterAll(async () => t?.close());

  it("sign-up → confirmation link → sign-in, and only the first account may sign up", async () => {
    const sb = await supabaseFor(t);
    const weak = await sb.auth.signUp({ email: ADMIN.email, password: "abc" });
    expect(weak.error?.code).toBe("weak_password");
    expect((weak.error as { reasons?: string[] }).reasons).toEqual(["length"]);
    expect(weak.error?.status).toBe(422);

    const bad = await sb.auth.signUp({ email: "not-an-email", password: ADMIN.password });
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.code).toBe("validation_failed");

    const redirect = `${t.url}/admin/login`;
    const up = await sb.auth.signUp({ ...ADMIN, options: { emailRedirectTo: redirect } });
    expect(up.error).toBeNull();
    expect(up.data.session).toBeNull();
    expect(up.data.user?.email).toBe(ADMIN.email);
    expect(up.data.user?.email_confirmed_at).toBeNull();

    const early = await sb.auth.signInWithPassword(ADMIN);
    expect(early.error?.code).toBe("email_not_confirmed");
    expect(early.error?.message).toBe("Email not confirmed");

    const second = await sb.auth.signUp({ email: "other@soil.example", password: "another-pass" });
    expect(second.error?.status).toBe(422);
    expect(second.error?.code).toBe("signup_disabled");

    const link = await confirmationLinkFor(t, ADMIN.email);
    const res = await fetch(link, { redirect: "manual" });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(redirect);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get("type")).toBe("signup");
    expect(fragment.get("token_type")).toBe("bearer");
    expect(Number(fragment.get("expires_in"))).toBe(3600);
    // The tokens in the fragment are a working session.
    const me = await rawAuth(t, "/user", { bearer: fragment.get("access_token")! });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(ADMIN.email);
    // Nothing an auth call answers may be kept by a cache.
    expect(me.headers.get("cache-control")).toBe("no-store");

    // The link works once.
    const again = await fetch(link, { redirect: "manual" });
    expect(new URL(again.headers.get("location")!).hash).toContain("error_code=otp_expired");

    const signed = await sb.auth.signInWithPassword(ADMIN);
    expect(signed.error).toBeNull();
    const s = signed.data.session!;
    expect(s.expires_in).toBe(3600);
    expect(s.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(s.user.email).toBe(ADMIN.email);
    const claims = JSON.parse(Buffer.from(s.access_token.split(".")[1]!, "base64url").toString());
    expect(claims).toMatchObject({ aud: "authenticated", role: "authenticated", sub: s.user.id, email: ADMIN.email, aal: "aal1", is_anonymous: false });
    expect(claims.exp).toBe(s.expires_at);
    expect(claims.iss).toBe(`${t.url}/auth/v1`);
    expect(typeof claims.session_id).toBe("string");

    const user = await sb.auth.getUser();
    expect(user.data.user?.id).toBe(s.user.id);
  });

  it("answers wrong passwords with invalid_credentials and the version header", async () => {
    const r = await rawAuth(t, "/token?grant_type=password", { method: "POST", body: JSON.stringify({ email: ADMIN.email, password: "nope-nope" }) });
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(r.status).toBe(400);
    expect(r.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(r.body).toMatchObject({ code: "invalid_credentials", error_code: "invalid_credentials", message: "Invalid login credentials" });
    const unknown = await rawAuth(t, "/token?grant_type=password", { method: "POST", body: JSON.stringify({ email: "ghost@x.co", password: "whatever" }) });
    expect(unknown.body.code).toBe("invalid_credentials");
  });

  it("rotates refresh tokens; a reuse within 10 s gets the same pair, a later reuse ends the session", async () => {
    const sb = await supabaseFor(t);
    const first = (await sb.auth.signInWithPassword(ADMIN)).data.session!;
    const r1 = await sb.auth.refreshSession();
    expect(r1.error).toBeNull();
    const second = r1.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user?.email).toBe(ADMIN.email);

    // Another tab presents the old token at once: same new pair.
    const tab2 = await supabaseFor(t);
    const r2 = await tab2.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(r2.error).toBeNull();
    expect(r2.data.session!.refresh_token).toBe(second.refresh_token);
    expect(r2.data.session!.access_token).toBe(second.access_token);

    // Later, the old token is a sign of theft: the whole session is revoked.
    await t.app.database.db
      .updateTable("auth_refresh_tokens")
      .set({ replaced_at: new Date(Date.now() - REFRESH_REUSE_WINDOW_MS - 1000).toISOString() })
      .where("replaced_at", "is not", null)
      .execute();
    const late = await rawAuth(t, "/token?grant_type=refresh_token", { method: "POST", body: JSON.stringify({ refresh_token: first.refresh_token }) });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe("refresh_token_already_used");
    const after = await rawAuth(t, "/token?grant_type=refresh_token", { method: "POST", body: JSON.stringify({ refresh_token: second.refresh_token }) });
    expect(after.body.code).toBe("refresh_token_not_found");
    const me = await rawAuth(t, "/user", { bearer: second.access_token });
    expect(me.status).toBe(403);
    expect(me.body.code).toBe("session_not_found");
  });

  it("signs out with scopes: local ends one session, global all of them", async () => {
    const a = await supabaseFor(t);
    const b = await supabaseFor(t);
    const c = await supabaseFor(t);
    const sa = (await a.auth.signInWithPassword(ADMIN)).data.session!;
    const sbs = (await b.auth.signInWithPassword(ADMIN)).data.session!;
    const sc = (await c.auth.signInWithPassword(ADMIN)).data.session!;

    expect((await a.auth.signOut({ scope: "local" })).error).toBeNull();
    expect((await rawAuth(t, "/user", { bearer: sa.access_token })).status).toBe(403);
    expect((await rawAuth(t, "/user", { bearer: sbs.access_token })).status).toBe(200);

    expect((await b.auth.signOut({ scope: "others" })).error).toBeNull();
    expect((await rawAuth(t, "/user", { bearer: sc.access_token })).status).toBe(403);
    expect((await rawAuth(t, "/user", { bearer: sbs.access_token })).status).toBe(200);

    expect((await b.auth.signOut()).error).toBeNull();
    expect((await rawAuth(t, "/user", { bearer: sbs.access_token })).status).toBe(403);
    // Signing out a dead session is still a success.
    const dead = await rawAuth(t, "/logout?scope=global", { method: "POST", bearer: sbs.access_token });
    expect(dead.status).toBe(204);
    const none = await rawAuth(t, "/logout", { method: "POST", headers: { authorization: "" } });
    expect([401, 403]).toContain(none.status);
  });

  it("rejects forged and expired tokens on /user with 4xx", async () => {
    const forged = await rawAuth(t, "/user", { bearer: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl" });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe("bad_jwt");
    const now = Math.floor(Date.now() / 1000);
    const expired = await t.app.tokens.sign({ sub: crypto.randomUUID(), role: "authenticated", session_id: crypto.randomUUID(), iat: now - 7200, exp: now - 3600 });
    const r = await rawAuth(t, "/user", { bearer: expired });
    expect(r.status).toBe(403);
    expect(r.body.message).toMatch(/expired/);
    const anon = await rawAuth(t, "/user");
    expect(anon.status).toBe(403);
    const garbage = await rawAuth(t, "/token?grant_type=password", { method: "POST", body: "{not json" });
    expect(garbage.status).toBe(400);
    const big = await rawAuth(t, "/token?grant_type=password", { method: "POST", body: JSON.stringify({ email: "a@b.co", password: "x".repeat(70_000) }) });
    expect(big.status).toBe(413);
    const noKey = await fetch(`${t.url}/auth/v1/token?grant_type=password`, { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    expect(noKey.status).toBe(401);
  });

  it("limits failed sign-ins per account and address to 10 per 15 minutes", async () => {
    await upsertConfirmedUser(t.app.database, "limited@soil.example", "right-password");
    const attempt = (password: string) =>
      rawAuth(t, "/token?grant_type=password", {
        method: "POST",
        body: JSON.stringify({ email: "limited@soil.example", password }),
        // Distinct per-IP counters do not apply: every request comes from loopback.
      });
    for (let i = 0; i < 10; i++) expect((await attempt("wrong")).status).toBe(400);
    const blocked = await attempt("right-password");
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe("over_request_rate_limit");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits password grants per IP to 30 per 5 minutes", async () => {
    // Earlier tests in this file already used some of the window; fill it up.
    let last = 0;
    for (let i = 0; i < 40 && last !== 429; i++) {
      last = (await rawAuth(t, "/token?grant_type=password", { method: "POST", body: JSON.stringify({ email: `n${i}@x.co`, password: "p" }) })).status;
    }
    expect(last).toBe(429);
    const limited = await rawAuth(t, "/token?grant_type=password", { method: "POST", body: JSON.stringify({ email: "n@x.co", password: "p" }) });
    const wait = Number(limited.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(300);
    await t.app.database.db.deleteFrom("auth_rate_limits").execute();
  });

  it("reports whether sign-up is still open", async () => {
    const r = await rawAuth(t, "/settings");
    expect(r.body.disable_signup).toBe(true);
  });
});
