import { randomBytes, randomUUID } from "node:crypto";
import { newsletterMail } from "../../../content/newsletter.ts";
import { asLocale, localePrefix, type Locale } from "../../../content/i18n.ts";
import type { DatabaseHandle } from "../db/index.server.ts";
import { nowIso } from "../db/dialect.ts";
import { hashToken } from "../auth/tokens.server.ts";
import { normalizeEmail } from "../auth/users.server.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import { claimPublicMail } from "../mail/recipient-cap.ts";
import type { LinkOutcome, Subscriber, SubscriberList } from "../../shared/api-types.ts";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "./schema.ts";

/** A subscriber's language: one of the site's (content/i18n.ts), the language of the page they signed up on. */
export type NewsletterLanguage = Locale;

export interface NewsletterDeps {
  database: DatabaseHandle;
  mailer: Mailer;
  /** Where links in e-mails point (PUBLIC_URL). */
  siteUrl: string;
}


const asLanguage = (l: string): NewsletterLanguage => asLocale(l);
const asStatus = (s: string): SubscriptionStatus => (SUBSCRIPTION_STATUSES as readonly string[]).includes(s) ? (s as SubscriptionStatus) : "pending";

/**
 * The newsletter with double opt-in. An address counts only once its owner
 * opened the mailed link and pressed the button (a GET never changes
 * anything, so mail scanners that open links confirm no one). Only a token's
 * hash is stored; a new subscription replaces it, so only the newest mail's
 * links work. The page answers every subscription alike, so the form never
 * tells who is subscribed.
 */
export class NewsletterService {
  constructor(private readonly deps: NewsletterDeps) {}

  /**
   * Subscribes `emailRaw` (already validated at the edge). A new, pending or
   * unsubscribed address gets a fresh token and the confirmation mail; a
   * confirmed one is left as it is and gets no mail. A person who already had
   * their share of the site's mail today (recipient-cap.ts; `+tag` spellings
   * count as one) gets none and keeps the link they have: the row is left as it
   * is. Resolves whether a mail was queued (for tests; the page must not show it).
   */
  async subscribe(emailRaw: string, language: NewsletterLanguage): Promise<{ mailed: boolean }> {
    const email = normalizeEmail(emailRaw);
    const db = this.deps.database.db;
    const known = await db.selectFrom("newsletter_subscriptions").select("status").where("email", "=", email).executeTakeFirst();
    if (known?.status === "confirmed") return { mailed: false };
    if (!(await claimPublicMail(db, email))) return { mailed: false };
    const token = randomBytes(32).toString("base64url");
    const token_hash = hashToken(token);
    // One statement, so two sends of the form at once cannot both insert the address:
    // the second updates the row, unless that row is confirmed.
    const row = await db
      .insertInto("newsletter_subscriptions")
      .values({ id: randomUUID(), email, language, status: "pending", token_hash, created_at: nowIso(), confirmed_at: null, unsubscribed_at: null })
      .onConflict((oc) =>
        oc
          .column("email")
          .doUpdateSet({ language, status: "pending", token_hash, confirmed_at: null, unsubscribed_at: null })
          .where("newsletter_subscriptions.status", "<>", "confirmed"),
      )
      .returning("id")
      .executeTakeFirst();
    if (!row) return { mailed: false };
    await this.sendConfirmation(email, language, token);
    return { mailed: true };
  }

  private async sendConfirmation(email: string, language: NewsletterLanguage, token: string) {
    // Links open the page in the subscriber's language (Hindi under /hi).
    const base = `${this.deps.siteUrl}${localePrefix(language)}/newsletter`;
    const query = `?token=${encodeURIComponent(token)}`;
    const copy = newsletterMail[language];
    const text = copy.text({ confirm: `${base}/confirm${query}`, unsubscribe: `${base}/unsubscribe${query}` });
    await this.deps.mailer.sendMail({ to: email, subject: copy.subject, text });
  }

  /** The confirm button: pending → confirmed. */
  confirm(token: string): Promise<LinkOutcome> {
    return this.change(token, ["pending"], "confirmed", { status: "confirmed", confirmed_at: nowIso() });
  }

  /** The unsubscribe button (the same link works before and after confirming). */
  unsubscribe(token: string): Promise<LinkOutcome> {
    return this.change(token, ["pending", "confirmed"], "unsubscribed", { status: "unsubscribed", unsubscribed_at: nowIso() });
  }

  /**
   * A conditional UPDATE does the change, so pressing twice (or two tabs)
   * changes the row once; the second press reads the row to say "already".
   */
  private async change(
    token: string,
    from: SubscriptionStatus[],
    to: SubscriptionStatus,
    set: { status: SubscriptionStatus; confirmed_at?: string; unsubscribed_at?: string },
  ): Promise<LinkOutcome> {
    const db = this.deps.database.db;
    const token_hash = hashToken(token);
    const result = await db.updateTable("newsletter_subscriptions").set(set).where("token_hash", "=", token_hash).where("status", "in", from).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return "done";
    const row = await db.selectFrom("newsletter_subscriptions").select("status").where("token_hash", "=", token_hash).executeTakeFirst();
    return row?.status === to ? "already" : "unknown";
  }

  /** Every subscriber, newest first, and how many are in each state (the admin page). */
  async list(): Promise<SubscriberList> {
    const rows = await this.deps.database.db.selectFrom("newsletter_subscriptions").selectAll().orderBy("created_at", "desc").orderBy("email").execute();
    const counts: Record<SubscriptionStatus, number> = { pending: 0, confirmed: 0, unsubscribed: 0 };
    const subscribers = rows.map((r): Subscriber => {
      const status = asStatus(r.status);
      counts[status]++;
      return { email: r.email, language: asLanguage(r.language), status, createdAt: r.created_at, confirmedAt: r.confirmed_at, unsubscribedAt: r.unsubscribed_at };
    });
    return { subscribers, counts };
  }
}
