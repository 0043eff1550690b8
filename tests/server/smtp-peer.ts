import { SMTPServer } from "smtp-server";
import type net from "node:net";

export interface ReceivedMail {
  to: string[];
  /** The message as sent, with quoted-printable soft line breaks joined. */
  raw: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives, for tests of
 * delivered mail; `port` lets a test bring a server back on the same port.
 */
export async function startSmtpPeer(port = 0) {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (c: Buffer) => (raw += c.toString("utf8")));
      stream.on("end", () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: raw.replace(/=\r?\n/g, "") });
        callback();
      });
    },
  });
  const bound = await new Promise<number>((resolve) => server.listen(port, "127.0.0.1", () => resolve((server.server.address() as net.AddressInfo).port)));
  return {
    inbox,
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    /** Resolves once `n` messages have arrived (or after `ms`, to let a test check none more came). */
    async waitFor(n: number, ms = 10_000) {
      const until = Date.now() + ms;
      while (inbox.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
      return inbox;
    },
    /** The first message matching `pred`, waiting up to `ms` for it; undefined if none came. */
    async find(pred: (m: ReceivedMail) => boolean, ms = 10_000) {
      const until = Date.now() + ms;
      for (;;) {
        const hit = inbox.find(pred);
        if (hit || Date.now() >= until) return hit;
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
