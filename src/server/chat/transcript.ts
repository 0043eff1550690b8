import { randomUUID } from "node:crypto";
import { asLocale, localePrefix, type Locale } from "../../../content/i18n.ts";
import type { FastifyInstance } from "fastify";
import { transcriptCopy } from "../../../content/live-chat.ts";
import { site } from "../../../content/site.ts";
import { hashToken, newOpaqueToken } from "../auth/tokens.server.ts";
import { nowIso } from "../db/dialect.ts";
import type { DatabaseHandle } from "../db/index.server.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import { claimPublicMail } from "../mail/recipient-cap.ts";
import type { LiveChatStore, SessionRow } from "./store.server.ts";

/** One link mailed to prove an address for a chat's transcript (migration 0020). */
export interface ChatTranscriptLinksTable {
  id: string;
  session_id: string;
  /** Lower-cased, as the chat had it. */
  email: string;
  /** One of the site's languages (content/i18n.ts): the mail's and the link page's language. */
  language: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** When the link was used; from then on the address is verified for this chat. */
  verified_at: string | null;
}

export type TranscriptLanguage = Locale;

/**
 * What a visitor's request for the transcript did:
 * - `sent`: the address was verified in this chat, the transcript is on its way;
 * - `verify`: a link to prove the address was mailed (now, or earlier in this chat: only one per chat);
 * - `limited`: the address had its share of the site's mail today, nothing was sent.
 */
export type TranscriptRequestOutcome = "sent" | "verify" | "limited";
/** What opening the mailed link and pressing its button did. */
export type TranscriptLinkOutcome = "done" | "already" | "unknown" | "limited";

/** How long a mailed link works. */
export const TRANSCRIPT_LINK_TTL_MS = 24 * 3600 * 1000;

export interface TranscriptDeps {
  database: DatabaseHandle;
  mailer: Mailer;
  store: LiveChatStore;
  /** Where the link in the mail points (PUBLIC_URL). */
  siteUrl: string;
}

const emailOf = (session: SessionRow) => (session.user_email ?? "").trim().toLowerCase();

/**
 * The chat's transcript by e-mail, only to people who asked for it. Anyone can
 * start a chat with any address, so a visitor's request mails that address one
 * link (with nothing the visitor typed in it); the transcript goes only once
 * its owner opened the link and pressed the button (a GET changes nothing, so
 * mail scanners that open links send nothing). Every mail counts against the
 * per-recipient ceiling (mail/recipient-cap.ts). Staff may have any chat's
 * transcript at their own address.
 */
export class ChatTranscripts {
  constructor(private readonly deps: TranscriptDeps) {}

  /** A visitor's "e-mail me the transcript" for `session`. */
  async request(session: SessionRow, language: TranscriptLanguage): Promise<TranscriptRequestOutcome> {
    const db = this.deps.database.db;
    const email = emailOf(session);
    const links = await db
      .selectFrom("chat_transcript_links")
      .select(["verified_at", "expires_at"])
      .where("session_id", "=", session.id)
      .where("email", "=", email)
      .execute();
    if (links.some((l) => l.verified_at)) return (await this.mailTranscript(session, email, language, true)) ? "sent" : "limited";
    // One link per chat: asking again while it is unused mails nothing more.
    if (links.some((l) => Date.parse(l.expires_at) > Date.now())) return "verify";
    if (!(await claimPublicMail(db, email))) return "limited";
    const token = newOpaqueToken();
    const now = Date.now();
    await db
      .insertInto("chat_transcript_links")
      .values({
        id: randomUUID(),
        session_id: session.id,
        email,
        language,
        token_hash: hashToken(token),
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + TRANSCRIPT_LINK_TTL_MS).toISOString(),
        verified_at: null,
      })
      .execute();
    const copy = transcriptCopy[language].verifyMail;
    const link = `${this.deps.siteUrl}${localePrefix(language)}/chat/transcript?token=${encodeURIComponent(token)}`;
    await this.deps.mailer.sendMail({ to: email, subject: copy.subject, text: copy.text(link) }, { leadId: session.lead_id ?? undefined });
    return "verify";
  }

  /**
   * The link page's button: the address is verified for its chat (once: a
   * conditional UPDATE, so two presses or two tabs verify it once) and the
   * transcript is mailed to it.
   */
  async confirm(token: string): Promise<TranscriptLinkOutcome> {
    const db = this.deps.database.db;
    const token_hash = hashToken(token);
    const now = nowIso();
    const used = await db
      .updateTable("chat_transcript_links")
      .set({ verified_at: now })
      .where("token_hash", "=", token_hash)
      .where("verified_at", "is", null)
      .where("expires_at", ">", now)
      .returning(["session_id", "email", "language"])
      .executeTakeFirst();
    if (!used) {
      const row = await db.selectFrom("chat_transcript_links").select("verified_at").where("token_hash", "=", token_hash).executeTakeFirst();
      return row?.verified_at ? "already" : "unknown";
    }
    const session = await this.deps.store.getSession(used.session_id);
    if (!session) return "unknown";
    return (await this.mailTranscript(session, used.email, asLocale(used.language), true)) ? "done" : "limited";
  }

  /** A signed-in staff member's copy, at their own address (not a public recipient: not counted). */
  async toStaff(session: SessionRow, staffEmail: string): Promise<void> {
    await this.mailTranscript(session, staffEmail, "en", false);
  }

  /** The whole conversation, through the outbox; false when the ceiling refused it. */
  private async mailTranscript(session: SessionRow, to: string, language: TranscriptLanguage, counted: boolean): Promise<boolean> {
    if (counted && !(await claimPublicMail(this.deps.database.db, to))) return false;
    const copy = transcriptCopy[language].transcriptMail;
    const messages = await this.deps.store.messagesSince(session.id);
    const lines = messages.map((m) => `[${m.created_at.slice(0, 16).replace("T", " ")} UTC] ${m.sender_name ?? (m.sender_type === "system" ? "–" : m.sender_type)}: ${m.message}`);
    const text = [copy.heading, "", ...lines, "", `${site.brandName} · ${site.phones[0].display} · ${site.emails.info}`].join("\n");
    await this.deps.mailer.sendMail({ to, subject: copy.subject, text }, { leadId: session.lead_id ?? undefined });
    return true;
  }
}

/** The app's transcripts (the function, the link page and tests share this wiring; the class holds no state). */
export const transcriptsOf = (app: FastifyInstance) =>
  new ChatTranscripts({ database: app.database, mailer: app.mailer, store: app.chat.store, siteUrl: app.config.siteUrl });
