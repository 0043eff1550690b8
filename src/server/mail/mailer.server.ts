import nodemailer, { type Transporter } from "nodemailer";
import { randomUUID } from "node:crypto";
import { sql, type Insertable } from "kysely";
import type { MailOutboxTable } from "./schema.ts";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/index.server.ts";
import { nowIso } from "../db/dialect.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** smtp:// or smtps:// URL; without it messages are only recorded and logged. */
  smtpUrl: string | undefined;
  from: string;
  /** First retry delay; doubles per failed attempt, capped at an hour. */
  retryBaseMs: number;
}

const MAX_RETRY_MS = 3600_000;
/** A claimed message whose process died is retried after this long. */
const CLAIM_MS = 120_000;

/**
 * Every message is first written to mail_outbox, so nothing is lost if SMTP is
 * down or the process stops; a background worker delivers due messages and
 * retries failures with exponential back-off. Rows are claimed with a
 * conditional UPDATE, so several processes on one PostgreSQL database never
 * send the same message twice.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly opts: MailerOptions) {
    this.transport = opts.smtpUrl
      ? nodemailer.createTransport({
          url: opts.smtpUrl,
          // Fail fast when the server is down; the message is retried later anyway.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        } as Parameters<typeof nodemailer.createTransport>[0])
      : undefined;
  }

  get delivers(): boolean {
    return this.transport !== undefined;
  }

  /**
   * The outbox row of a message, for a caller that writes it inside its own
   * transaction (a lead and its notification commit together); call
   * `queued(row)` once that transaction has committed.
   */
  draft(msg: MailMessage, about: { leadId?: string } = {}): Insertable<MailOutboxTable> {
    const now = nowIso();
    return {
      id: randomUUID(),
      recipient: msg.to,
      subject: msg.subject,
      text: msg.text,
      html: msg.html ?? null,
      status: this.transport ? "pending" : "logged",
      attempts: 0,
      last_error: null,
      next_attempt_at: now,
      locked_until: null,
      created_at: now,
      sent_at: null,
      lead_id: about.leadId ?? null,
    };
  }

  /** After drafts were committed: with SMTP, deliver soon; without, show them in the log. A command that drafted nothing passes undefined. */
  queued(...drafts: Array<Pick<Insertable<MailOutboxTable>, "id" | "recipient" | "subject" | "text"> | undefined>): void {
    const rows = drafts.filter((r) => r !== undefined);
    if (rows.length === 0) return;
    if (this.transport) return this.kick();
    for (const row of rows) {
      // Development without SMTP: the log shows the message and its links (e.g. a confirmation link).
      const links = row.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
      this.opts.log.info({ mail: { id: row.id, to: row.recipient, subject: row.subject, links }, text: row.text }, "mail recorded (no SMTP_URL)");
    }
  }

  /** Records the message and, with SMTP configured, schedules its delivery. Resolves with the outbox id. */
  async sendMail(msg: MailMessage, about: { leadId?: string } = {}): Promise<string> {
    const row = this.draft(msg, about);
    await this.opts.db.insertInto("mail_outbox").values(row).execute();
    this.queued(row);
    return row.id;
  }

  /** Starts the retry worker; a no-op without SMTP. */
  start(): void {
    if (!this.transport || this.timer) return;
    const every = Math.min(Math.max(this.opts.retryBaseMs, 50), 5000);
    this.timer = setInterval(() => this.kick(), every);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  /** Runs a delivery pass soon; passes never overlap within a process. */
  kick(): void {
    if (this.stopped || !this.transport) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.deliverDue();
        } while (this.again && !this.stopped);
      } catch (err) {
        this.opts.log.error({ err }, "mail worker pass failed");
      } finally {
        this.running = undefined;
      }
    })();
  }

  /** Delivers every due message once; returns how many were sent. */
  async deliverDue(): Promise<number> {
    if (!this.transport) return 0;
    let sent = 0;
    for (;;) {
      if (this.stopped) break;
      const now = nowIso();
      const due = await this.opts.db
        .selectFrom("mail_outbox")
        .select("id")
        .where((eb) =>
          eb.or([
            eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
            eb.and([eb("status", "=", "sending"), eb("locked_until", "<", now)]),
          ]),
        )
        .orderBy("next_attempt_at")
        .limit(20)
        .execute();
      if (due.length === 0) break;
      let claimedAny = false;
      for (const { id } of due) {
        const claimed = await this.claim(id, now);
        if (!claimed) continue;
        claimedAny = true;
        if (await this.deliver(claimed)) sent++;
      }
      if (!claimedAny) break;
    }
    return sent;
  }

  private async claim(id: string, now: string) {
    const result = await this.opts.db
      .updateTable("mail_outbox")
      .set({
        status: "sending",
        locked_until: new Date(Date.now() + CLAIM_MS).toISOString(),
        attempts: sql<number>`attempts + 1`,
      })
      .where("id", "=", id)
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
          eb.and([eb("status", "=", "sending"), eb("locked_until", "<", now)]),
        ]),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return undefined;
    return this.opts.db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirst();
  }

  /**
   * A delivery went through, so the server is reachable: messages waiting out
   * their back-off after a failure (here or in another process) are due now,
   * not in up to an hour. Whichever message succeeded, a retry or a fresh one,
   * the current pass then picks them up (it reads the due list again).
   */
  private async releaseBacklog() {
    const now = nowIso();
    await this.opts.db
      .updateTable("mail_outbox")
      .set({ next_attempt_at: now })
      .where("status", "=", "pending")
      .where("last_error", "is not", null)
      .where("next_attempt_at", ">", now)
      .execute();
  }

  private async deliver(row: { id: string; recipient: string; subject: string; text: string; html: string | null; attempts: number }) {
    try {
      await this.transport!.sendMail({
        from: this.opts.from,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
      });
      await this.opts.db
        .updateTable("mail_outbox")
        .set({ status: "sent", sent_at: nowIso(), locked_until: null, last_error: null })
        .where("id", "=", row.id)
        .execute();
      await this.releaseBacklog();
      return true;
    } catch (err) {
      const attempts = Number(row.attempts);
      const delay = Math.min(this.opts.retryBaseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
      const message = err instanceof Error ? err.message : String(err);
      this.opts.log.warn({ mailId: row.id, attempts, retryInMs: delay, err: message }, "mail delivery failed; will retry");
      await this.opts.db
        .updateTable("mail_outbox")
        .set({
          status: "pending",
          locked_until: null,
          last_error: message.slice(0, 1000),
          next_attempt_at: new Date(Date.now() + delay).toISOString(),
        })
        .where("id", "=", row.id)
        .execute();
      return false;
    }
  }
}

/** A From address for when MAIL_FROM is not set. */
export function defaultFrom(publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname : "localhost";
  return `no-reply@${host}`;
}
