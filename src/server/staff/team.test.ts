import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionsClient, signedInAgent } from "../../../tests/server/functions-client.ts";
import { startSmtpPeer } from "../../../tests/server/smtp-peer.ts";
import { supabaseFor } from "../../../tests/server/supabase.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";

const linkIn = (raw: string) => {
  // The message is quoted-printable: "=" travels as "=3D".
  const m = /https?:\/\/\S+\/admin\/accept-invite\?token=([A-Za-z0-9_%-]+)/.exec(raw.replace(/=3D/g, "="));
  if (!m) throw new Error("no invitation link in the message");
  return { link: m[0], token: decodeURIComponent(m[1]!) };
};

describe.each(testDatabaseKinds())("staff team on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let call: ReturnType<typeof functionsClient>;
  let admin: { userId: string; token: string };

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestApp(kind, { listen: true, overrides: { smtpUrl: smtp.url, mailRetryBaseMs: 50 } });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
    // An account from before roles: an admin.
    admin = await signedInAgent(t, "owner@soil.example", "owner-password-1");
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const mailsTo = (email: string) => smtp.inbox.filter((m) => m.to.includes(email));
  /** Waits for the next message to `email` and reads its invitation link. */
  const nextLink = async (email: string, before: number) => {
    const until = Date.now() + 15_000;
    while (mailsTo(email).length <= before && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    const all = mailsTo(email);
    expect(all.length).toBe(before + 1);
    return linkIn(all[all.length - 1]!.raw);
  };
  const inviteAndRead = async (email: string, role: "admin" | "agent") => {
    const before = mailsTo(email).length;
    const r = await call("staff-team", { body: { action: "invite", email, role }, token: admin.token });
    expect(r.status).toBe(200);
    return { id: (r.json.invitation as { id: string }).id, ...(await nextLink(email, before)) };
  };

  it("invite → e-mail → accept → sign in with the official client as an agent, who is refused the team", async () => {
    const inv = await inviteAndRead("ravi@soil.example", "agent");
    expect(inv.link.startsWith(`${t.config.siteUrl}/admin/accept-invite?token=`)).toBe(true);
    // Only the token's hash is stored.
    const stored = await t.app.database.db.selectFrom("staff_invitations").selectAll().where("id", "=", inv.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(inv.token);
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(7 * 24 * 3600_000);

    const listed = await call("staff-team", { token: admin.token });
    expect(listed.status).toBe(200);
    expect((listed.json.invitations as Array<{ email: string }>).map((i) => i.email)).toContain("ravi@soil.example");

    const weak = await call("staff-accept-invite", { body: { token: inv.token, password: "123", displayName: "Ravi" } });
    expect(weak.status).toBe(400);
    const ok = await call("staff-accept-invite", { body: { token: inv.token, password: "ravi-password-1", displayName: "Ravi Kumar" } });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ email: "ravi@soil.example", role: "agent" });

    const used = await call("staff-accept-invite", { body: { token: inv.token, password: "ravi-password-1", displayName: "Ravi" } });
    expect(used.status).toBe(410);
    expect(used.json.error).toBe("This invitation has already been used. Sign in instead.");

    const supabase = await supabaseFor(t);
    const { data, error } = await supabase.auth.signInWithPassword({ email: "ravi@soil.example", password: "ravi-password-1" });
    expect(error).toBeNull();
    const token = data.session!.access_token;
    const me = await call("staff-list", { token });
    expect(me.status).toBe(200);
    expect(me.json.me).toMatchObject({ role: "agent" });
    const staff = me.json.staff as Array<{ email: string; name: string; role: string }>;
    expect(staff.find((s) => s.email === "ravi@soil.example")).toMatchObject({ name: "Ravi Kumar", role: "agent" });

    const refused = await call("staff-team", { token });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe("Only an admin may do this");

    // Own name and password.
    expect((await call("staff-me", { body: { displayName: "Ravi K.", password: "ravi-password-2" }, token })).status).toBe(200);
    const again = await supabase.auth.signInWithPassword({ email: "ravi@soil.example", password: "ravi-password-2" });
    expect(again.error).toBeNull();
    expect((await call("staff-me", { body: { password: "x" }, token })).status).toBe(400);
  });

  it("expired, revoked, superseded and unknown tokens are refused with a plain message", async () => {
    const expired = await inviteAndRead("late@soil.example", "agent");
    await t.app.database.db.updateTable("staff_invitations").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("id", "=", expired.id).execute();
    const r1 = await call("staff-accept-invite", { body: { token: expired.token, password: "late-password-1", displayName: "Late" } });
    expect(r1.status).toBe(410);
    expect(r1.json.error).toBe("This invitation has expired. Ask an admin to send it again.");

    const revoked = await inviteAndRead("gone@soil.example", "agent");
    expect((await call("staff-team", { body: { action: "revoke", id: revoked.id }, token: admin.token })).status).toBe(200);
    const r2 = await call("staff-accept-invite", { body: { token: revoked.token, password: "gone-password-1", displayName: "Gone" } });
    expect(r2.status).toBe(410);
    expect(r2.json.error).toBe("This invitation was withdrawn. Ask an admin for a new one.");

    const r3 = await call("staff-accept-invite", { body: { token: "not-a-token", password: "some-password-1", displayName: "X" } });
    expect(r3.status).toBe(410);
    expect(r3.json.error).toBe("This invitation link is not valid. Ask an admin for a new one.");

    // Resend: a new link and a new week; the old link no longer works.
    const first = await inviteAndRead("twice@soil.example", "admin");
    const before = mailsTo("twice@soil.example").length;
    expect((await call("staff-team", { body: { action: "resend", id: first.id }, token: admin.token })).status).toBe(200);
    const second = await nextLink("twice@soil.example", before);
    expect(second.token).not.toBe(first.token);
    expect((await call("staff-accept-invite", { body: { token: first.token, password: "twice-password-1", displayName: "T" } })).status).toBe(410);
    const ok = await call("staff-accept-invite", { body: { token: second.token, password: "twice-password-1", displayName: "T" } });
    expect(ok.json).toEqual({ email: "twice@soil.example", role: "admin" });
  });

  it("deactivating ends the account's sessions at once and refuses its sign-in; reactivating lets it back", async () => {
    const inv = await inviteAndRead("meena@soil.example", "agent");
    await call("staff-accept-invite", { body: { token: inv.token, password: "meena-password-1", displayName: "Meena" } });
    const supabase = await supabaseFor(t);
    const { data } = await supabase.auth.signInWithPassword({ email: "meena@soil.example", password: "meena-password-1" });
    const token = data.session!.access_token;
    const refresh = data.session!.refresh_token;
    const userId = data.user!.id;
    expect((await call("staff-list", { token })).status).toBe(200);

    expect((await call("staff-team", { body: { action: "deactivate", userId: admin.userId }, token: admin.token })).status).toBe(400);
    const off = await call("staff-team", { body: { action: "deactivate", userId }, token: admin.token });
    expect(off.status).toBe(200);
    expect((off.json.staff as Array<{ id: string; active: boolean }>).find((s) => s.id === userId)?.active).toBe(false);

    const refusedCall = await call("staff-list", { token });
    expect(refusedCall.status).toBe(401);
    const refreshed = await fetch(`${t.url}/auth/v1/token?grant_type=refresh_token`, {
      method: "POST",
      headers: { apikey: await t.app.tokens.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ refresh_token: refresh }),
    });
    expect(refreshed.status).toBe(400);
    const signIn = await supabase.auth.signInWithPassword({ email: "meena@soil.example", password: "meena-password-1" });
    expect(signIn.error?.message).toBe("This staff account has been deactivated. Ask an admin.");

    expect((await call("staff-team", { body: { action: "reactivate", userId }, token: admin.token })).status).toBe(200);
    const back = await supabase.auth.signInWithPassword({ email: "meena@soil.example", password: "meena-password-1" });
    expect(back.error).toBeNull();
  });

  it("role × endpoint: every admin-only call answers 403 to an agent and passes the role check for an admin", async () => {
    const agent = await signedInAgent(t, "table-agent@soil.example");
    await t.app.database.db
      .insertInto("staff_members")
      .values({ user_id: agent.userId, role: "agent", display_name: null, active: t.app.database.bool(true), created_at: new Date().toISOString() })
      .execute();
    const lead = await t.app.leads.capture({ name: "Role Table", email: "role@farm.example", phone: null, location: null, user_type: "farmer", source: "website", metadata: {} });
    const endpoints: Array<{ name: string; method: "GET" | "POST"; body?: unknown; adminStatus: number }> = [
      { name: "staff-team", method: "GET", adminStatus: 200 },
      { name: "staff-team", method: "POST", body: { action: "invite", email: "table-new@soil.example", role: "agent" }, adminStatus: 200 },
      { name: "staff-team", method: "POST", body: { action: "deactivate", userId: agent.userId }, adminStatus: 200 },
      { name: "lead-delete", method: "POST", body: { id: lead.id, confirmName: "Role Table" }, adminStatus: 200 },
      { name: "desk-settings", method: "POST", body: { roundRobin: false }, adminStatus: 200 },
    ];
    for (const e of endpoints) {
      const asAgent = await call(e.name, { method: e.method, body: e.body, token: agent.token });
      expect({ endpoint: e.name, body: e.body, status: asAgent.status }).toEqual({ endpoint: e.name, body: e.body, status: 403 });
      const anon = await call(e.name, { method: e.method, body: e.body });
      expect({ endpoint: e.name, body: e.body, status: anon.status }).toEqual({ endpoint: e.name, body: e.body, status: 401 });
    }
    // Clinic writes through the data API are admin-only too; reads stay open to every role.
    const anonKey = await t.app.tokens.anonKey;
    const clinic = { name: "Role Clinic", address: "Main Rd", district: "Sitapur", state: "Uttar Pradesh", services: [], lat: 27.5, lng: 80.6 };
    const rest = (token: string, method: "GET" | "POST" = "POST") =>
      fetch(`${t.url}/rest/v1/clinics`, {
        method,
        headers: { apikey: anonKey, authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: method === "POST" ? JSON.stringify(clinic) : undefined,
      });
    const agentWrite = await rest(agent.token);
    expect(agentWrite.status).toBe(403);
    expect(((await agentWrite.json()) as { message: string }).message).toBe("Only an admin may change clinics");
    expect((await rest(agent.token, "GET")).status).toBe(200);
    expect((await rest(admin.token)).status).toBe(201);

    for (const e of endpoints) {
      const asAdmin = await call(e.name, { method: e.method, body: e.body, token: admin.token });
      expect({ endpoint: e.name, body: e.body, status: asAdmin.status }).toEqual({ endpoint: e.name, body: e.body, status: e.adminStatus });
    }
  });
});
