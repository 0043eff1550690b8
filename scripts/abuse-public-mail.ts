/**
 * Repeats the abuse of issue 30 ("mail only to people who asked") against an
 * app on a fresh SQLite database (or TEST_DATABASE_URL's PostgreSQL with
 * KIND=postgres) with a real SMTP peer on loopback, and prints what got
 * through as JSON:
 * - 60 chats opened with one victim's address from three client addresses,
 *   each asking for the transcript three times (180 requests): mails the
 *   victim received;
 * - 30 `start_chat` from one address, each with a made-up `x-chat-device`
 *   header: how many were accepted (the address's normal rate is
 *   PUBLIC_WRITE_LIMIT_PER_MINUTE, 20);
 * - 15 newsletter subscriptions of `+tag` spellings of one address: mails.
 *
 *   npx tsx scripts/abuse-public-mail.ts
 *
 * Bounded: 285 requests to loopback, then it stops.
 */
import { startTestApp } from "../tests/server/test-app.ts";
import { startSmtpPeer } from "../tests/server/smtp-peer.ts";
import { functionsClient } from "../tests/server/functions-client.ts";
import { formLimit } from "../tests/server/forms.ts";
import { newsletterPageActions } from "../src/server/web/newsletter-action.server.ts";

const kind = process.env.KIND === "postgres" ? "postgres" : "sqlite";
const smtp = await startSmtpPeer();
const t = await startTestApp(kind, { listen: true, overrides: { smtpUrl: smtp.url, mailRetryBaseMs: 50, trustProxy: true } });
const call = functionsClient(t.url, await t.app.tokens.anonKey);
const person = (to: string) => to.toLowerCase().replace(/\+[^@]*@/, "@");
const mailsTo = (who: string) => smtp.inbox.filter((m) => m.to.some((to) => person(to) === who)).length;
const settle = async () => {
  // Let the outbox worker deliver everything that was queued.
  let seen = -1;
  while (seen !== smtp.inbox.length) {
    seen = smtp.inbox.length;
    await new Promise((r) => setTimeout(r, 1500));
  }
};

try {
  const started = Date.now();
  const transcriptAnswers: Record<string, number> = {};
  // As reported: 20 chats per client address (the address's rate), three transcript requests each (the chat's limit).
  for (let i = 0; i < 60; i++) {
    const headers = { "x-forwarded-for": `10.66.0.${i % 3}` };
    const s = await call("live-chat?action=create_session", { body: { userName: "Pay at https://evil.example", userEmail: "victim@example.in" }, headers });
    const sessionId = s.json.sessionId as string | undefined;
    for (let k = 0; k < 3; k++) {
      const r = sessionId ? await call("live-chat?action=send_transcript", { body: { sessionId }, headers }) : s;
      const key = `${r.status}${typeof r.json.status === "string" ? ` ${r.json.status}` : ""}`;
      transcriptAnswers[key] = (transcriptAnswers[key] ?? 0) + 1;
    }
  }
  const transcriptMs = Date.now() - started;

  const deviceAnswers: Record<number, number> = {};
  for (let i = 0; i < 30; i++) {
    const r = await call("live-chat?action=start_chat", {
      body: { name: "Flood", email: `flood${i}@example.in`, user_type: "farmer" },
      headers: { "x-forwarded-for": "10.66.1.1", "x-chat-device": `invented-device-${i}-${Date.now()}` },
    });
    deviceAnswers[r.status] = (deviceAnswers[r.status] ?? 0) + 1;
  }

  const post = (email: string) =>
    new Request("http://localhost/resources", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ intent: "newsletter", email }).toString() });
  const newsletterAnswers: Record<number, number> = {};
  for (let i = 0; i < 15; i++) {
    const page = newsletterPageActions(t.app.newsletter, formLimit(t, `10.66.2.${i % 3}`), () => {});
    const r = await page.subscribe(post(`reader+${i}@example.in`));
    const status = r.init?.status ?? 200;
    newsletterAnswers[status] = (newsletterAnswers[status] ?? 0) + 1;
  }

  await settle();
  console.log(
    JSON.stringify(
      {
        database: kind,
        transcript: { requests: 180, clientAddresses: 3, answers: transcriptAnswers, ms: transcriptMs, mailsToVictim: mailsTo("victim@example.in") },
        inventedDeviceHeaders: { requests: 30, answers: deviceAnswers, accepted: deviceAnswers[201] ?? 0 },
        newsletterPlusTags: { requests: 15, answers: newsletterAnswers, mailsToReader: mailsTo("reader@example.in") },
      },
      null,
      2,
    ),
  );
} finally {
  await t.close();
  await smtp.close();
}
