import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transcriptCopy } from "../../../content/live-chat.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { functionsClient, signedInAgent } from "../../../tests/server/functions-client.ts";
import { mailLinks, mailText } from "../../../tests/server/mail-text.ts";
import { startSmtpPeer, type ReceivedMail } from "../../../tests/server/smtp-peer.ts";
import { recipientKey } from "../mail/recipient-cap.ts";
import { transcriptPageActions } from "../web/transcript-action.server.ts";
import { transcriptsOf } from "./transcript.ts";

/**
 * The chat transcript goes only to people who asked: through the live-chat
 * function as the widget calls it, real SMTP, and the link page's button
 * (the same adapter the page calls).
 */
describe.each(testDatabaseKinds())("chat transcripts on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let call: ReturnType<typeof functionsClient>;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    // Client addresses come from X-Forwarded-For, so one test can speak from several.
    t = await startTestApp(kind, { listen: true, overrides: { smtpUrl: smtp.url, mailRetryBaseMs: 50, publicWriteLimitPerMinute: 1000, trustProxy: true } });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const from = (ip: string) => ({ "x-forwarded-for": ip });
  /** A chat as `create_session` opens it: any name and address, with the visitor's own text in it. */
  async function chatAs(email: string, ip = "10.20.0.1") {
    const r = await call("live-chat?action=create_session", { body: { userName: "Pay at https://evil.example", userEmail: email, userType: "farmer" }, headers: from(ip) });
    expect(r.status).toBe(200);
    const sessionId = r.json.sessionId as string;
    const m = await call("live-chat?action=send_message", { body: { sessionId, message: "URGENT: pay at https://evil.example now" }, headers: from(ip) });
    expect(m.status).toBe(200);
    return sessionId;
  }
  const askTranscript = (sessionId: string, ip = "10.20.0.1", language?: "en" | "hi") =>
    call("live-chat?action=send_transcript", { body: { sessionId, ...(language ? { language } : {}) }, headers: from(ip) });
  const mailsFor = (person: string) => smtp.inbox.filter((m) => m.to.some((to) => recipientKey(to) === recipientKey(person)));
  /** Waits until `n` mails reached the person, then a little longer so a surplus would show. */
  async function settle(person: string, n: number) {
    await smtp.find(() => mailsFor(person).length >= n, 15_000);
    await new Promise((r) => setTimeout(r, 600));
    return mailsFor(person);
  }
  const press = (token: string, path = "/chat/transcript") =>
    transcriptPageActions(transcriptsOf(t.app)).confirm(
      new Request(`${t.url}${path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ token }).toString() }),
    );
  const tokenOf = (mail: ReceivedMail) => new URL(mailLinks(mail).find((l) => l.includes("/chat/transcript?token="))!).searchParams.get("token")!;

  it("a transcript to an unverified address sends nothing but one verification mail, however often it is asked", async () => {
    const s = await chatAs("meena@example.in");
    for (let i = 0; i < 3; i++) {
      const r = await askTranscript(s);
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ success: true, status: "verify", to: "meena@example.in" });
    }
    const mails = await settle("meena@example.in", 1);
    expect(mails).toHaveLength(1);
    const text = mailText(mails[0]!);
    // Nothing the visitor typed travels in it: only our words and the link.
    expect(text).not.toContain("evil.example");
    expect(text).toContain(`${t.config.siteUrl}/chat/transcript?token=`);
    expect(mails[0]!.raw).toContain(transcriptCopy.en.verifyMail.subject);
  });

  it("after the link's button the transcript is sent, once; a dead or missing token gets a plain answer", async () => {
    const s = await chatAs("ravi@example.in");
    expect((await askTranscript(s)).json.status).toBe("verify");
    const [link] = await settle("ravi@example.in", 1);
    const token = tokenOf(link!);

    const pressed = await press(token);
    expect(pressed.init?.status).toBe(200);
    expect(pressed.data).toEqual({ outcome: "done" });
    const mails = await settle("ravi@example.in", 2);
    expect(mails).toHaveLength(2);
    expect(mailText(mails[1]!)).toContain("URGENT: pay at https://evil.example now");

    // Pressing again sends nothing more.
    expect((await press(token)).data).toEqual({ outcome: "already" });
    const unknown = await press("no-such-token");
    expect(unknown.init?.status).toBe(410);
    expect(unknown.data).toEqual({ outcome: "unknown" });
    const missing = await transcriptPageActions(transcriptsOf(t.app)).confirm(new Request(`${t.url}/chat/transcript`, { method: "POST" }));
    expect(missing.init?.status).toBe(400);
    expect((await settle("ravi@example.in", 2)).length).toBe(2);

    // The address is now verified in this chat, but its two mails for today are spent.
    const again = await askTranscript(s);
    expect(again.json.status).toBe("limited");
    expect((await settle("ravi@example.in", 2)).length).toBe(2);
    // A day later the verified address gets the transcript at once.
    await t.app.database.db.updateTable("mail_recipient_slots").set({ used_at: new Date(Date.now() - 25 * 3600_000).toISOString() }).where("recipient_key", "=", "ravi@example.in").execute();
    expect((await askTranscript(s)).json.status).toBe("sent");
    expect((await settle("ravi@example.in", 3)).length).toBe(3);
  });

  it("a link is verified for its own chat only", async () => {
    const first = await chatAs("kiran@example.in");
    await askTranscript(first);
    await press(tokenOf((await settle("kiran@example.in", 1))[0]!));
    await settle("kiran@example.in", 2);
    await t.app.database.db.deleteFrom("mail_recipient_slots").where("recipient_key", "=", "kiran@example.in").execute();
    // Another chat with the same address starts unverified.
    const second = await chatAs("kiran@example.in");
    expect((await askTranscript(second)).json.status).toBe("verify");
  });

  it("a Hindi page's request gets a Hindi mail whose link opens the Hindi page", async () => {
    const s = await chatAs("sita@example.in");
    expect((await askTranscript(s, "10.20.0.1", "hi")).json.status).toBe("verify");
    const [mail] = await settle("sita@example.in", 1);
    const text = mailText(mail!);
    expect(text).toContain("नमस्ते");
    expect(text).toContain(`${t.config.siteUrl}/hi/chat/transcript?token=`);
  });

  it("180 requests from three client addresses make at most two mails to one person a day, +tags included", async () => {
    const statuses: Record<string, number> = {};
    for (let i = 0; i < 180; i++) {
      const ip = `10.30.0.${i % 3}`;
      const s = await chatAs(`victim+${i}@example.in`, ip);
      const r = await askTranscript(s, ip);
      expect(r.status).toBe(200);
      const status = r.json.status as string;
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    expect(statuses).toEqual({ verify: 2, limited: 178 });
    expect(await settle("victim@example.in", 2)).toHaveLength(2);
  }, 120_000);

  it("staff get a chat's transcript at their own address, not counted as public mail", async () => {
    const agent = await signedInAgent(t, `transcripts-${kind}@soil.example`);
    const s = await chatAs("nobody-asked@example.in");
    for (let i = 0; i < 3; i++) {
      const r = await call("live-chat?action=send_transcript", { body: { sessionId: s }, token: agent.token });
      expect(r.json).toMatchObject({ status: "sent", to: `transcripts-${kind}@soil.example` });
    }
    expect(await settle(`transcripts-${kind}@soil.example`, 3)).toHaveLength(3);
    expect(mailsFor("nobody-asked@example.in")).toHaveLength(0);
  });

  it("an unknown chat or a malformed id is a clear 4xx", async () => {
    const unknown = await askTranscript("00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    const bad = await call("live-chat?action=send_transcript", { body: { sessionId: "x" } });
    expect(bad.status).toBe(400);
  });
});
