import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterPages } from "../../../content/newsletter.ts";
import { functionsClient, signedInAgent } from "../../../tests/server/functions-client.ts";
import { formLimit } from "../../../tests/server/forms.ts";
import { mailLinks, mailText } from "../../../tests/server/mail-text.ts";
import { startSmtpPeer } from "../../../tests/server/smtp-peer.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { HONEYPOT_FIELD } from "../../shared/forms.ts";
import { recipientKey } from "../mail/recipient-cap.ts";
import { newsletterPageActions } from "../web/newsletter-action.server.ts";

/**
 * The newsletter end to end on the server: the Resources page's action (the
 * same adapter the page calls), the confirmation mail through real SMTP, the
 * confirm and unsubscribe buttons, and the admin list with its role check.
 */
describe.each(testDatabaseKinds())("newsletter on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let call: ReturnType<typeof functionsClient>;
  let actions: ReturnType<typeof newsletterPageActions>;
  const errors: unknown[] = [];

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestApp(kind, { listen: true, overrides: { smtpUrl: smtp.url, mailRetryBaseMs: 50 } });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
    actions = newsletterPageActions(t.app.newsletter, formLimit(t, `10.7.0.${kind === "sqlite" ? 1 : 2}`), (err) => errors.push(err));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const post = (path: string, fields: Record<string, string>) =>
    new Request(`http://localhost${path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
  const subscribe = (email: string, page = "/resources", extra: Record<string, string> = {}) => actions.subscribe(post(page, { intent: "newsletter", email, ...extra }));
  const mailsTo = (email: string) => smtp.inbox.filter((m) => m.to.includes(email));
  /** Waits for message number `n` to `email` and reads its two links' token. */
  const nthMail = async (email: string, n: number) => {
    await smtp.find(() => mailsTo(email).length >= n, 15_000);
    const mail = mailsTo(email)[n - 1];
    if (!mail) throw new Error(`no mail ${n} to ${email}`);
    const [confirm, unsubscribe] = mailLinks(mail);
    const token = new URL(confirm!).searchParams.get("token")!;
    return { mail, confirm: confirm!, unsubscribe: unsubscribe!, token };
  };
  const statusOf = async (email: string) =>
    (await t.app.database.db.selectFrom("newsletter_subscriptions").select(["status", "confirmed_at", "unsubscribed_at", "token_hash", "language"]).where("email", "=", email).executeTakeFirst());

  it("subscribe → mail with a link → confirm → confirmed; pressing again says 'already'", async () => {
    const sent = await subscribe("  Asha.Devi@Example.IN ");
    expect(sent.init?.status).toBe(200);
    expect(sent.data).toEqual({ form: "newsletter", status: "sent" });
    const email = "asha.devi@example.in";
    const m = await nthMail(email, 1);
    expect(m.confirm).toBe(`${t.config.siteUrl}/newsletter/confirm?token=${m.token}`);
    expect(m.unsubscribe).toBe(`${t.config.siteUrl}/newsletter/unsubscribe?token=${m.token}`);
    expect(mailText(m.mail)).toContain("Namaste");
    // Only the token's hash is stored.
    const pending = await statusOf(email);
    expect(pending).toMatchObject({ status: "pending", confirmed_at: null, language: "en" });
    expect(pending!.token_hash).not.toContain(m.token);

    const confirmed = await actions.confirm(post("/newsletter/confirm", { token: m.token }));
    expect(confirmed.init?.status).toBe(200);
    expect(confirmed.data).toEqual({ outcome: "done" });
    const row = await statusOf(email);
    expect(row?.status).toBe("confirmed");
    expect(row?.confirmed_at).toBeTruthy();

    const again = await actions.confirm(post("/newsletter/confirm", { token: m.token }));
    expect(again.data).toEqual({ outcome: "already" });
  });

  it("an already confirmed address gets the same answer and no new mail", async () => {
    const email = "asha.devi@example.in";
    const before = mailsTo(email).length;
    const sent = await subscribe(email);
    expect(sent.init?.status).toBe(200);
    expect(sent.data).toEqual({ form: "newsletter", status: "sent" });
    await smtp.waitFor(smtp.inbox.length + 1, 500);
    expect(mailsTo(email).length).toBe(before);
    expect((await statusOf(email))?.status).toBe("confirmed");
  });

  it("a Hindi subscription gets a Hindi mail with /hi links; unsubscribe, then re-subscribe with a fresh token", async () => {
    const email = "ramesh@example.in";
    await subscribe(email, "/hi/resources");
    const first = await nthMail(email, 1);
    expect(first.confirm.startsWith(`${t.config.siteUrl}/hi/newsletter/confirm?token=`)).toBe(true);
    expect(first.unsubscribe.startsWith(`${t.config.siteUrl}/hi/newsletter/unsubscribe?token=`)).toBe(true);
    expect(mailText(first.mail)).toContain("नमस्ते");
    expect((await statusOf(email))?.language).toBe("hi");

    // The unsubscribe link works on a confirmed address too.
    expect((await actions.confirm(post("/hi/newsletter/confirm", { token: first.token }))).data).toEqual({ outcome: "done" });
    const gone = await actions.unsubscribe(post("/hi/newsletter/unsubscribe", { token: first.token }));
    expect(gone.init?.status).toBe(200);
    expect(gone.data).toEqual({ outcome: "done" });
    expect(await statusOf(email)).toMatchObject({ status: "unsubscribed" });
    expect((await actions.unsubscribe(post("/hi/newsletter/unsubscribe", { token: first.token }))).data).toEqual({ outcome: "already" });
    // A used link does not confirm again.
    expect((await actions.confirm(post("/hi/newsletter/confirm", { token: first.token }))).data).toEqual({ outcome: "unknown" });

    // Re-subscribing (this time from the English page) sends a fresh link; the old one is dead.
    await subscribe(email);
    const second = await nthMail(email, 2);
    expect(second.token).not.toBe(first.token);
    expect(second.confirm.startsWith(`${t.config.siteUrl}/newsletter/confirm?token=`)).toBe(true);
    expect(await statusOf(email)).toMatchObject({ status: "pending", language: "en", unsubscribed_at: null });
    const old = await actions.unsubscribe(post("/newsletter/unsubscribe", { token: first.token }));
    expect(old.init?.status).toBe(410);
    expect((await actions.confirm(post("/newsletter/confirm", { token: second.token }))).data).toEqual({ outcome: "done" });
  });

  it("a pending address that subscribes again gets a new mail and only the newest link works", async () => {
    const email = "pending@example.in";
    await subscribe(email);
    const first = await nthMail(email, 1);
    await subscribe(email);
    const second = await nthMail(email, 2);
    expect((await actions.confirm(post("/newsletter/confirm", { token: first.token }))).init?.status).toBe(410);
    expect((await actions.confirm(post("/newsletter/confirm", { token: second.token }))).data).toEqual({ outcome: "done" });
  });

  it("a bad e-mail gets a 400 with a clear message in the page's language, and nothing is stored", async () => {
    for (const [page, locale] of [["/resources", "en"], ["/hi/resources", "hi"]] as const) {
      const bad = await subscribe("not-an-address", page);
      expect(bad.init?.status).toBe(400);
      expect(bad.data).toMatchObject({ status: "invalid", fieldErrors: { email: newsletterPages[locale].form.emailInvalid }, values: { email: "not-an-address" } });
      const empty = await subscribe("", page);
      expect(empty.data).toMatchObject({ status: "invalid", fieldErrors: { email: newsletterPages[locale].form.emailRequired } });
    }
    const tooLong = await subscribe(`${"a".repeat(250)}@example.in`);
    expect(tooLong.data).toMatchObject({ status: "invalid", fieldErrors: { email: newsletterPages.en.form.emailTooLong } });
    const unknownForm = await actions.subscribe(post("/resources", { intent: "__proto__", email: "x@example.in" }));
    expect(unknownForm.init?.status).toBe(400);
    const rows = await t.app.database.db.selectFrom("newsletter_subscriptions").select("email").where("email", "in", ["not-an-address", "x@example.in"]).execute();
    expect(rows).toEqual([]);
  });

  it("a filled honeypot is answered as sent but stores and mails nothing", async () => {
    const sent = await subscribe("bot@example.in", "/resources", { [HONEYPOT_FIELD]: "http://spam.example" });
    expect(sent.data).toEqual({ form: "newsletter", status: "sent" });
    expect(await statusOf("bot@example.in")).toBeUndefined();
  });

  it("an unknown, missing or absurd token gets a plain answer, never an error", async () => {
    for (const act of [actions.confirm, actions.unsubscribe]) {
      const unknown = await act(post("/newsletter/confirm", { token: "no-such-token" }));
      expect(unknown.init?.status).toBe(410);
      expect(unknown.data).toEqual({ outcome: "unknown" });
      const missing = await act(post("/newsletter/confirm", {}));
      expect(missing.init?.status).toBe(400);
      expect(missing.data).toEqual({ outcome: "missing" });
      expect((await act(post("/newsletter/confirm", { token: "x".repeat(5000) }))).init?.status).toBe(400);
      const notAForm = await act(new Request("http://localhost/newsletter/confirm", { method: "POST", headers: { "content-type": "application/json" }, body: "{" }));
      expect(notAForm.init?.status).toBe(400);
    }
    expect(errors).toEqual([]);
  });

  it("one person is limited: the 11th send in ten minutes is refused with 429", async () => {
    const limited = newsletterPageActions(t.app.newsletter, formLimit(t, "10.7.9.9"), (err) => errors.push(err));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await limited.subscribe(post("/resources", { intent: "newsletter", email: "often@example.in" }))).init?.status ?? 0);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("the admin list shows addresses, states and counts to admins only; the data API never shows the table", async () => {
    const admin = await signedInAgent(t, `owner-${kind}@soil.example`, "owner-password-1");
    const listed = await call("newsletter-subscribers", { token: admin.token });
    expect(listed.status).toBe(200);
    const subscribers = listed.json.subscribers as Array<{ email: string; status: string; language: string; confirmedAt: string | null }>;
    expect(subscribers.find((s) => s.email === "asha.devi@example.in")).toMatchObject({ status: "confirmed", language: "en" });
    expect(listed.json.counts).toMatchObject({ confirmed: 3, pending: 1 });

    const agent = await signedInAgent(t, `agent-${kind}@soil.example`, "agent-password-1");
    await t.app.database.db.insertInto("staff_members").values({ user_id: agent.userId, role: "agent", display_name: "Agent", active: t.app.database.bool(true), created_at: new Date().toISOString() }).execute();
    expect((await call("newsletter-subscribers", { token: agent.token })).status).toBe(403);
    expect((await call("newsletter-subscribers")).status).toBe(401);

    const anonKey = await t.app.tokens.anonKey;
    for (const token of [anonKey, admin.token]) {
      const rest = await fetch(`${t.url}/rest/v1/newsletter_subscriptions?select=*`, { headers: { apikey: anonKey, authorization: `Bearer ${token}` } });
      expect(rest.status).toBeGreaterThanOrEqual(400);
      expect(rest.status).toBeLessThan(500);
      expect(await rest.text()).not.toContain("asha.devi");
    }
  });

  it("+tag spellings of one address from three client addresses make at most two mails a day, and each is answered alike", async () => {
    const before = smtp.inbox.length;
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const from = newsletterPageActions(t.app.newsletter, formLimit(t, `10.8.${kind === "sqlite" ? 1 : 2}.${i % 3}`), (err) => errors.push(err));
      statuses.push((await from.subscribe(post("/resources", { intent: "newsletter", email: `Flood+${i}@Example.in` }))).init?.status ?? 0);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const toFlood = () => smtp.inbox.slice(before).filter((m) => m.to.some((to) => recipientKey(to) === "flood@example.in"));
    await smtp.find(() => toFlood().length >= 2, 15_000);
    await smtp.waitFor(smtp.inbox.length + 1, 500);
    expect(toFlood()).toHaveLength(2);
    // A refused subscription leaves the earlier link working.
    const [confirm] = mailLinks(toFlood()[0]!);
    const token = new URL(confirm!).searchParams.get("token")!;
    expect((await actions.confirm(post("/newsletter/confirm", { token }))).data).toEqual({ outcome: "done" });
    expect(errors).toEqual([]);
  });
});
