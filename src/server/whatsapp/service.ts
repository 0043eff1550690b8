import { randomUUID, timingSafeEqual } from "node:crypto";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { ChatSessionOut } from "../../shared/api-types.ts";
import type { WhatsAppFailedDelivery, WhatsAppDeliveryEvent, WhatsAppMessageInfo, WhatsAppSessionInfo, WhatsAppTemplateOut } from "../../shared/whatsapp-types.ts";
import { displayPhone } from "../../shared/phone.ts";
import type { AppConfig } from "../config.server.ts";
import type { ChatChannel, ChatService } from "../chat/service.ts";
import type { ChatMessageOut, SessionRow } from "../chat/store.server.ts";
import type { DatabaseHandle } from "../db/index.server.ts";
import { nowIso, readJson } from "../db/dialect.ts";
import { DomainError } from "../domain-error.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import { Broadcasts, DEFAULT_BROADCAST_TIMING, type BroadcastTiming } from "./broadcasts.ts";
import { answerWaiting, unansweredWhatsApp, type AssistantBrain } from "./assistant-reply.ts";
import { CloudApi, type WhatsAppApi } from "./cloud-api.ts";
import { DEFAULT_OTP_TEMPLATE } from "./config.ts";
import { isOptOut, waIdOf, windowClosesAt, windowOpen } from "./contacts.ts";
import { storeInbound, type Stored } from "./inbound.ts";
import { FileMediaStore, MediaFetcher, type MediaStore } from "./media.ts";
import type { WhatsAppMessagesTable } from "./schema.ts";
import { DEFAULT_SENDER_TIMING, WhatsAppSender, type DeliveryChange, type SenderTiming } from "./sender.ts";
import { Templates } from "./templates.ts";
import { envelopeSchema, parseDelivery, validSignature } from "./webhook-payload.ts";

export interface WhatsAppDeps {
  database: DatabaseHandle;
  mailer: Mailer;
  chat: ChatService;
  log: FastifyBaseLogger;
  config: AppConfig;
  /** The leads desk's address, for a new lead's notification. */
  adminUrl: string;
  brain: AssistantBrain;
  /** Tests and a second provider pass their own; by default the Cloud API with the configured settings. */
  api?: WhatsAppApi;
  media?: MediaStore;
  timing?: Partial<SenderTiming>;
  broadcastTiming?: Partial<BroadcastTiming>;
}

/** A webhook delivery is tried this often before it is kept as failed for staff to look at. */
const INBOX_MAX_ATTEMPTS = 8;
/** Deliveries one process works through at once. */
const INBOX_CONCURRENCY = 1;
/** How long a worked-through delivery is kept. */
const INBOX_KEEP_MS = 7 * 86_400_000;
/** How long one process holds a delivery it is working on before another may take it (a crash mid-way). */
const INBOX_LEASE_MS = 60_000;

export type AcceptOutcome = "accepted" | "bad_signature" | "malformed";

/** How the phone check sends a code by WhatsApp (see WhatsAppService.phoneCodes). */
export interface WhatsAppPhoneCodes {
  /** The authentication template to send it with, or null when codes must go by SMS. */
  template(phoneE164: string, language: string | null): Promise<{ name: string; language: string } | null>;
  /** Sends it now; throws when WhatsApp did not take it (the caller sends an SMS instead). */
  send(phoneE164: string, code: string, template: { name: string; language: string }): Promise<void>;
}

/** A webhook delivery kept as failed, as the admin's screen lists it. */
export type FailedDelivery = WhatsAppFailedDelivery;

/**
 * The WhatsApp channel of the chat desk. Meta's webhook is verified and
 * stored before it is answered (accept), then worked through here: each
 * message captures or joins a lead and continues a chat session the agents'
 * console shows; agents' replies, templates and the assistant's answers leave
 * through one sender (the outbox). Off without the settings: nothing is
 * received or sent, and agents are told why.
 */
export class WhatsAppService implements ChatChannel {
  readonly api: WhatsAppApi | undefined;
  readonly sender: WhatsAppSender;
  readonly templates: Templates;
  readonly broadcasts: Broadcasts;
  /** The outbox's waits (tests shorten them). */
  readonly timing: SenderTiming;
  private readonly media: MediaFetcher;
  private readonly store: MediaStore;
  /** Work started after an answer was sent (tests wait for it with idle()). */
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly deps: WhatsAppDeps) {
    const settings = deps.config.whatsapp;
    this.api = deps.api ?? (settings ? new CloudApi(settings) : undefined);
    this.timing = { ...DEFAULT_SENDER_TIMING, ...deps.timing };
    this.sender = new WhatsAppSender({
      database: deps.database,
      api: this.api,
      log: deps.log,
      timing: this.timing,
      onChange: (c) => this.announceDelivery(c),
    });
    this.templates = new Templates(deps.database, this.api);
    this.broadcasts = new Broadcasts({ database: deps.database, sender: this.sender, templates: this.templates, log: deps.log, timing: { ...DEFAULT_BROADCAST_TIMING, ...deps.broadcastTiming } });
    this.store = deps.media ?? new FileMediaStore(path.join(deps.config.dataDir, "whatsapp-media"));
    this.media = new MediaFetcher({ database: deps.database, api: this.api, store: this.store, log: deps.log, onStored: (id) => this.announceMedia(id) });
    deps.chat.useChannel("whatsapp", this);
  }

  get on(): boolean {
    return this.deps.config.whatsapp !== undefined;
  }

  private later(work: Promise<unknown>) {
    const p = work.catch((err: unknown) => this.deps.log.error({ err }, "WhatsApp work after a webhook failed")).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Resolves once everything started so far (and anything it started) has finished. */
  async idle() {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  // ------------------------------------------------------------------ webhook

  /** Meta's GET handshake: the challenge back when the mode is subscribe and the token ours, else null (403). */
  handshake(mode: unknown, token: unknown, challenge: unknown): string | null {
    const settings = this.deps.config.whatsapp;
    if (!settings || mode !== "subscribe" || typeof token !== "string" || typeof challenge !== "string") return null;
    const given = Buffer.from(token);
    const ours = Buffer.from(settings.verifyToken);
    if (given.length !== ours.length || !timingSafeEqual(given, ours)) return null;
    return /^[\w.-]{1,200}$/.test(challenge) ? challenge : null;
  }

  /**
   * A POSTed delivery: a wrong or missing signature stores nothing; a body
   * that is not Meta's envelope stores nothing; anything else is written to
   * the inbox and worked through after the answer.
   */
  async accept(raw: Buffer, signature: string | undefined): Promise<AcceptOutcome> {
    const settings = this.deps.config.whatsapp;
    if (!settings || !validSignature(raw, signature, settings.appSecret)) return "bad_signature";
    let body: unknown;
    try {
      body = JSON.parse(raw.toString("utf8"));
    } catch {
      return "malformed";
    }
    if (!envelopeSchema.safeParse(body).success) return "malformed";
    const id = randomUUID();
    const now = Date.now();
    // This process holds it for the lease; the sweep of any process takes it only if it is still here after.
    await this.deps.database.db
      .insertInto("whatsapp_inbox")
      .values({ id, body: raw.toString("utf8"), status: "pending", attempts: 0, next_attempt_at: new Date(now + INBOX_LEASE_MS).toISOString(), error: null, received_at: new Date(now).toISOString(), done_at: null })
      .execute();
    this.inboxQueue.push(id);
    this.pumpInbox();
    return "accepted";
  }

  /**
   * Deliveries accepted here are worked through a few at a time: a burst of
   * webhooks must not queue hundreds of transactions ahead of the next
   * webhook's one insert (SQLite has one connection, PostgreSQL a small pool).
   */
  private readonly inboxQueue: string[] = [];
  private inboxRunning = 0;
  private pumpInbox() {
    while (this.inboxRunning < INBOX_CONCURRENCY && this.inboxQueue.length) {
      const id = this.inboxQueue.shift()!;
      this.inboxRunning += 1;
      // Each delivery starts after the event loop has looked at the network (setImmediate): SQLite's
      // queries resolve as microtasks, so back-to-back work would otherwise keep new webhooks waiting.
      this.later(
        new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => this.work(id, new Date(), true))
          .finally(() => {
            this.inboxRunning -= 1;
            this.pumpInbox();
          }),
      );
    }
  }

  /**
   * Works through one stored delivery once it is claimed; a failure is tried
   * again later with backoff. `accepted`: the process that stored it, which
   * holds it without waiting for its lease to pass.
   */
  async work(id: string, now = new Date(), accepted = false): Promise<void> {
    const { db } = this.deps.database;
    let claim = db
      .updateTable("whatsapp_inbox")
      .set((eb) => ({ attempts: eb("attempts", "+", 1), next_attempt_at: new Date(now.getTime() + INBOX_LEASE_MS).toISOString() }))
      .where("id", "=", id)
      .where("status", "=", "pending");
    if (accepted) claim = claim.where("attempts", "=", 0);
    else claim = claim.where("next_attempt_at", "<=", now.toISOString());
    const claimed = await claim.returning(["body", "attempts"]).executeTakeFirst();
    if (!claimed) return;
    try {
      const parsed = parseDelivery(JSON.parse(claimed.body), this.deps.config.whatsapp?.phoneNumberId ?? "", now);
      for (const m of parsed.messages) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        const result = await storeInbound({ database: this.deps.database, mailer: this.deps.mailer, adminUrl: this.deps.adminUrl, chat: this.deps.chat, sender: this.sender }, m);
        if (result.outcome === "stored") await this.afterInbound(result, m.from);
      }
      for (const s of parsed.statuses) await this.sender.applyStatus(s);
      let unknownTemplate = false;
      for (const u of parsed.templates) if (!(await this.templates.applyStatus(u))) unknownTemplate = true;
      // A template we never read (approved since the last sync): its text comes only from the account.
      if (unknownTemplate) await this.templates.sync().catch((err: unknown) => this.deps.log.warn({ err }, "WhatsApp templates could not be synced after a status update"));
      await db.updateTable("whatsapp_inbox").set({ status: "done", done_at: nowIso(), error: null }).where("id", "=", id).execute();
    } catch (err) {
      this.deps.log.error({ err, inbox: id }, "a WhatsApp delivery could not be worked through");
      const failed = claimed.attempts >= INBOX_MAX_ATTEMPTS;
      await db
        .updateTable("whatsapp_inbox")
        .set({ status: failed ? "failed" : "pending", error: String((err as Error)?.message ?? err).slice(0, 500), next_attempt_at: new Date(Date.now() + Math.min(1000 * 2 ** claimed.attempts, 10 * 60_000)).toISOString() })
        .where("id", "=", id)
        .execute();
    }
  }

  /** What a stored message sets going once committed: the console hears of it, the file is fetched, the assistant may answer. */
  private async afterInbound(r: Stored, waId: string) {
    const { chat, mailer } = this.deps;
    if (r.mails.length) mailer.queued(...r.mails);
    await chat.store.touchVisitor(r.session.id);
    if (r.opened) await chat.announceOpened(r.session);
    else await chat.visitorWrote(r.session);
    await chat.announceMessage(r.session.id, (await this.describe([r.chatMessage]))[0]!);
    if (r.acknowledgement) {
      await chat.announceMessage(r.session.id, (await this.describe([r.acknowledgement.line]))[0]!);
      this.later(this.sender.dispatch(r.acknowledgement.outboxId));
    }
    if (r.hasMedia) this.later(this.media.fetch(r.id));
    // Nobody can take it now (no agent online), or nobody took it in time: the assistant answers.
    if (!r.silent && r.session.status === "waiting" && (r.session.offered_at || !(await chat.store.hasAvailableAgent()))) this.later(this.assistantTurn(waId));
  }

  private async assistantTurn(waId: string) {
    const answered = await answerWaiting({ database: this.deps.database, chat: this.deps.chat, sender: this.sender, brain: this.deps.brain }, waId);
    if (!answered) return;
    await this.deps.chat.announceMessage(answered.sessionId, (await this.describe([answered.line]))[0]!);
    await this.sender.dispatch(answered.outboxId);
  }

  // ------------------------------------------------------------------ background

  /** Deliveries left pending (a crash, an error), outbound messages due, files to fetch, farmers the assistant should answer. */
  async sweep(now = new Date()): Promise<void> {
    const due = await this.deps.database.db.selectFrom("whatsapp_inbox").select("id").where("status", "=", "pending").where("next_attempt_at", "<=", now.toISOString()).orderBy("received_at").limit(50).execute();
    for (const d of due) await this.work(d.id, now);
    await this.sender.sweep(now);
    await this.media.sweep();
    for (const waId of await unansweredWhatsApp(this.deps.database)) await this.assistantTurn(waId);
    this.sendBroadcasts();
    // Worked-through deliveries are kept a week (to look into a problem), then let go; the messages stay.
    if (now.getTime() - this.lastPrune > 3600_000) {
      this.lastPrune = now.getTime();
      await this.deps.database.db.deleteFrom("whatsapp_inbox").where("status", "=", "done").where("received_at", "<", new Date(now.getTime() - INBOX_KEEP_MS).toISOString()).execute();
    }
  }
  private lastPrune = 0;

  /** Sends the broadcasts no process is sending (a new one, or one whose sender stopped), beside the sweep. */
  sendBroadcasts() {
    if (this.broadcasting || !this.on) return;
    this.broadcasting = true;
    this.later(this.broadcasts.resumeDue().finally(() => (this.broadcasting = false)));
  }
  private broadcasting = false;

  /** Starts a broadcast (an admin): its recipients chosen now, sent from now on at the provider's rate. */
  async startBroadcast(adminId: string, input: Omit<Parameters<Broadcasts["create"]>[0], "createdBy">) {
    if (!this.on) throw new DomainError("conflict", "whatsapp_off", "WhatsApp is not set up on this site");
    await this.approvedTemplates();
    const out = await this.broadcasts.create({ ...input, createdBy: adminId });
    this.sendBroadcasts();
    return out;
  }

  /** Runs the sweep every `everyMs` in this process (every process does; the database decides who does what); returns stop(). */
  startSweeping(everyMs = 2000): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running || !this.on) return;
      running = true;
      // Held like any work after an answer, so idle() (a test, a shutdown) waits for a sweep under way.
      this.later(this.sweep().finally(() => (running = false)));
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  // ------------------------------------------------------------------ phone codes

  /**
   * Phone codes by WhatsApp (telephony/otp.ts asks): the approved
   * authentication template in the farmer's language (else English, else any
   * approved version), sent at once and not kept anywhere: the code is in the
   * request only. `ready` is false when the channel is off, the number wrote
   * STOP, or the template is not approved; then the code goes by SMS.
   */
  readonly phoneCodes: WhatsAppPhoneCodes = {
    template: async (phoneE164, language) => {
      const settings = this.deps.config.whatsapp;
      if (!settings || !this.api) return null;
      const contact = await this.deps.database.db.selectFrom("whatsapp_contacts").select("opted_out_at").where("wa_id", "=", waIdOf(phoneE164)).executeTakeFirst();
      if (contact?.opted_out_at) return null;
      const versions = await this.deps.database.db
        .selectFrom("whatsapp_templates")
        .select("language")
        .where("name", "=", settings.otpTemplate ?? DEFAULT_OTP_TEMPLATE)
        .where("status", "=", "APPROVED")
        .execute();
      const langs = versions.map((v) => v.language);
      const pick = [language, "en", "en_US", "en_GB"].find((l) => l && langs.includes(l)) ?? langs[0];
      return pick ? { name: settings.otpTemplate ?? DEFAULT_OTP_TEMPLATE, language: pick } : null;
    },
    send: async (phoneE164, code, template) => {
      if (!this.api) throw new Error("WhatsApp is not set up");
      await this.api.send({ type: "template", to: waIdOf(phoneE164), reference: randomUUID(), name: template.name, language: template.language, bodyValues: [code], codeButton: code });
    },
  };

  // ------------------------------------------------------------------ failed deliveries

  /**
   * Webhook deliveries that could not be worked through after every try
   * (kept as `failed`), newest first, each with what it held and the last
   * error, for an admin to look at and retry.
   */
  async failedDeliveries(limit = 100): Promise<FailedDelivery[]> {
    const rows = await this.deps.database.db.selectFrom("whatsapp_inbox").select(["id", "body", "attempts", "error", "received_at"]).where("status", "=", "failed").orderBy("received_at", "desc").limit(limit).execute();
    return rows.map((r) => {
      let summary: FailedDelivery["summary"] = { messages: 0, statuses: 0, templates: 0, from: [], excerpt: null };
      try {
        const parsed = parseDelivery(JSON.parse(r.body), this.deps.config.whatsapp?.phoneNumberId ?? "");
        summary = {
          messages: parsed.messages.length,
          statuses: parsed.statuses.length,
          templates: parsed.templates.length,
          from: [...new Set(parsed.messages.map((m) => displayPhone(`+${m.from}`)))].slice(0, 5),
          excerpt: parsed.messages.find((m) => m.text)?.text.slice(0, 140) ?? null,
        };
      } catch {
        /* a body that no longer parses is shown by its error alone */
      }
      return { id: r.id, receivedAt: r.received_at, attempts: r.attempts, error: r.error, summary };
    });
  }

  /**
   * An admin's retry of a failed delivery: worked through once more now. It
   * is `done` when it went through; otherwise it stays failed with the new
   * error (no further automatic tries). Each message in it is still stored
   * once, however often it is retried.
   */
  async retryDelivery(id: string): Promise<{ status: "done" | "failed"; error: string | null }> {
    const { db } = this.deps.database;
    const r = await db
      .updateTable("whatsapp_inbox")
      .set({ status: "pending", attempts: INBOX_MAX_ATTEMPTS - 1, next_attempt_at: nowIso() })
      .where("id", "=", id)
      .where("status", "=", "failed")
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) {
      const row = await db.selectFrom("whatsapp_inbox").select("status").where("id", "=", id).executeTakeFirst();
      if (!row) throw new DomainError("not_found", "delivery_not_found", "No such WhatsApp delivery");
      throw new DomainError("conflict", "delivery_not_failed", `This delivery is ${row.status === "done" ? "already worked through" : "being worked through"}`);
    }
    await this.work(id, new Date(Date.now() + 1));
    const after = await db.selectFrom("whatsapp_inbox").select(["status", "error"]).where("id", "=", id).executeTakeFirstOrThrow();
    return after.status === "done" ? { status: "done", error: null } : { status: "failed", error: after.error };
  }

  // ------------------------------------------------------------------ the console

  private async announceDelivery(c: DeliveryChange) {
    const event: WhatsAppDeliveryEvent = { sessionId: c.sessionId, messageId: c.chatMessageId, status: c.status, error: c.error };
    await this.deps.chat.announceSessionEvent(c.sessionId, "delivery", event);
  }

  /** A file is kept now (or will not be): the console reads the message again, with its link. */
  private async announceMedia(id: string) {
    const row = await this.deps.database.db.selectFrom("whatsapp_messages").select(["session_id", "chat_message_id"]).where("id", "=", id).executeTakeFirst();
    if (!row?.session_id || !row.chat_message_id) return;
    const line = await this.deps.database.db.selectFrom("chat_session_messages").select(["id", "message", "sender_type", "sender_name", "created_at"]).where("id", "=", row.chat_message_id).executeTakeFirst();
    if (line) await this.deps.chat.announceMessage(row.session_id, (await this.describe([line]))[0]!);
  }

  /** Adds each message's WhatsApp side (delivery, attachment, place) to chat messages. */
  async describe<M extends ChatMessageOut>(messages: M[]): Promise<M[]> {
    const ids = messages.map((m) => m.id);
    if (!ids.length) return messages;
    const rows = await this.deps.database.db.selectFrom("whatsapp_messages").selectAll().where("chat_message_id", "in", ids).execute();
    const byLine = new Map(rows.map((r) => [r.chat_message_id!, r]));
    for (const m of messages) {
      const r = byLine.get(m.id);
      if (r) m.whatsapp = infoOf(r);
    }
    return messages;
  }

  async describeMessages(_sessionId: string, messages: ChatMessageOut[]): Promise<void> {
    await this.describe(messages);
  }

  async describeSessions(sessions: ChatSessionOut[]): Promise<void> {
    const rows = await this.deps.database.db
      .selectFrom("whatsapp_contacts")
      .select(["session_id", "phone_e164", "wa_id", "last_inbound_at", "opted_out_at"])
      .where("session_id", "in", sessions.map((s) => s.id))
      .execute();
    const bySession = new Map(rows.map((r) => [r.session_id!, r]));
    for (const s of sessions) {
      const c = bySession.get(s.id);
      const info: WhatsAppSessionInfo = c
        ? { phone: displayPhone(c.phone_e164 ?? `+${c.wa_id}`), windowClosesAt: windowClosesAt(c.last_inbound_at), optedOut: c.opted_out_at !== null }
        : { phone: null, windowClosesAt: null, optedOut: false };
      s.whatsapp = info;
    }
  }

  // ------------------------------------------------------------------ agents

  private async contactOfSession(sessionId: string) {
    const c = await this.deps.database.db.selectFrom("whatsapp_contacts").selectAll().where("session_id", "=", sessionId).executeTakeFirst();
    if (c) return c;
    // A conversation the number has moved on from (a newer one was opened): found through its messages.
    const m = await this.deps.database.db.selectFrom("whatsapp_messages").select("wa_id").where("session_id", "=", sessionId).limit(1).executeTakeFirst();
    return m ? this.deps.database.db.selectFrom("whatsapp_contacts").selectAll().where("wa_id", "=", m.wa_id).executeTakeFirst() : undefined;
  }

  /**
   * An agent's reply in a WhatsApp conversation: refused with the reason when
   * the channel is off, the farmer opted out, or the 24-hour window is closed
   * (then only a template may go); otherwise the line and its outbox row in
   * one transaction, sent after the commit.
   */
  async agentReply(session: SessionRow, _agentId: string, senderName: string, text: string): Promise<ChatMessageOut> {
    if (!this.on) throw new DomainError("conflict", "whatsapp_off", "WhatsApp is not set up on this site, so this reply cannot reach the farmer");
    const contact = await this.contactOfSession(session.id);
    if (!contact) throw new DomainError("not_found", "whatsapp_contact_not_found", "This conversation has no WhatsApp number");
    if (contact.opted_out_at) throw new DomainError("conflict", "whatsapp_opted_out", "The farmer wrote STOP: nothing can be sent until they write again");
    if (!windowOpen(contact.last_inbound_at)) {
      throw new DomainError("conflict", "whatsapp_window_closed", "More than 24 hours have passed since the farmer's last message: only an approved template can be sent now");
    }
    const { line, outboxId } = await this.deps.database.db.transaction().execute(async (trx) => {
      const line = await this.deps.chat.store.addMessageIn(trx, session.id, "agent", senderName, text);
      const outboxId = await this.sender.queueIn(trx, { waId: contact.wa_id, sessionId: session.id, leadId: contact.lead_id, chatMessageId: line.id, body: text, message: { type: "text", text } });
      await trx.updateTable("whatsapp_contacts").set({ waiting_since: null, updated_at: nowIso() }).where("wa_id", "=", contact.wa_id).execute();
      return { line, outboxId };
    });
    const [out] = await this.describe([line]);
    await this.deps.chat.announceMessage(session.id, out!);
    this.later(this.sender.dispatch(outboxId));
    return out!;
  }

  /** The agent has read the farmer's messages: WhatsApp shows them the blue ticks. */
  async seen(session: SessionRow, upTo: string, read: boolean): Promise<void> {
    if (!read || !this.api) return;
    const last = await this.deps.database.db
      .selectFrom("whatsapp_messages as w")
      .innerJoin("chat_session_messages as m", "m.id", "w.chat_message_id")
      .select("w.wamid")
      .where("w.session_id", "=", session.id)
      .where("w.direction", "=", "in")
      .where("m.created_at", "<=", upTo)
      .orderBy("m.created_at", "desc")
      .limit(1)
      .executeTakeFirst();
    if (last?.wamid) await this.api.markRead(last.wamid);
  }

  /** The approved templates; read from the account first when they were never synced or not for five minutes. */
  async approvedTemplates(): Promise<WhatsAppTemplateOut[]> {
    if (!this.on) throw new DomainError("conflict", "whatsapp_off", "WhatsApp is not set up on this site");
    const last = await this.templates.lastSync();
    if (!last || Date.now() - Date.parse(last) > 5 * 60_000) {
      await this.templates.sync().catch((err) => this.deps.log.warn({ err }, "WhatsApp templates could not be synced; the last copy is shown"));
    }
    return this.templates.approved();
  }

  /**
   * An approved template, from the console (`sessionId`) or a lead's page
   * (`leadId`): it joins the number's conversation when one is open (the
   * agent takes it if it is waiting), or opens one the agent holds. Refused
   * when the farmer opted out, or never agreed to messages from us.
   */
  async sendTemplate(agentId: string, senderName: string, input: { sessionId?: string | undefined; leadId?: string | undefined; name: string; language: string; values: string[] }) {
    if (!this.on) throw new DomainError("conflict", "whatsapp_off", "WhatsApp is not set up on this site");
    const { db } = this.deps.database;
    const { chat } = this.deps;
    let contact = input.sessionId ? await this.contactOfSession(input.sessionId) : undefined;
    if (input.leadId && !contact) {
      const lead = await db.selectFrom("leads").select(["id", "phone_e164", "name"]).where("id", "=", input.leadId).executeTakeFirst();
      if (!lead) throw new DomainError("not_found", "lead_not_found", "No such lead");
      contact = await db.selectFrom("whatsapp_contacts").selectAll().where("lead_id", "=", lead.id).orderBy("updated_at", "desc").executeTakeFirst();
      if (!contact && lead.phone_e164) contact = await db.selectFrom("whatsapp_contacts").selectAll().where("wa_id", "=", waIdOf(lead.phone_e164)).executeTakeFirst();
      if (!contact) throw new DomainError("conflict", "whatsapp_no_consent", "This farmer has not written to us on WhatsApp or agreed to our messages, so no template can be sent");
    }
    if (!contact) throw new DomainError("not_found", "whatsapp_contact_not_found", "This conversation has no WhatsApp number");
    if (contact.opted_out_at) throw new DomainError("conflict", "whatsapp_opted_out", "The farmer wrote STOP: nothing can be sent until they write again");
    if (!contact.consent_at) throw new DomainError("conflict", "whatsapp_no_consent", "This farmer has not agreed to messages from us, so no template can be sent");
    const prepared = await this.templates.prepare(input.name, input.language, input.values);

    // The conversation it joins: the one asked for, else the number's current one unless it ended.
    let session = input.sessionId ? await chat.store.getSession(input.sessionId) : contact.session_id ? await chat.store.getSession(contact.session_id) : undefined;
    if (input.sessionId && !session) throw new DomainError("not_found", "session_not_found", "Chat session not found");
    if (session?.status === "ended" && !input.sessionId) session = undefined;
    if (session?.status === "active" && session.agent_id !== agentId) throw new DomainError("forbidden", "not_your_session", "Another agent is handling this conversation");
    let opened: SessionRow | null = null;
    const { line, outboxId, sessionId } = await db.transaction().execute(async (trx) => {
      let target = session;
      if (!target) {
        const lead = contact.lead_id ? await trx.selectFrom("leads").select(["name", "email"]).where("id", "=", contact.lead_id).executeTakeFirst() : undefined;
        target = await chat.store.createSessionIn(trx, { userName: lead?.name ?? contact.profile_name ?? displayPhone(contact.phone_e164 ?? `+${contact.wa_id}`), userEmail: lead?.email ?? "", userType: "farmer", leadId: contact.lead_id, mode: "live", channel: "whatsapp" });
        opened = target;
        await trx.updateTable("whatsapp_contacts").set({ session_id: target.id, updated_at: nowIso() }).where("wa_id", "=", contact.wa_id).execute();
      }
      const line = await chat.store.addMessageIn(trx, target.id, "agent", senderName, prepared.text);
      const outboxId = await this.sender.queueIn(trx, {
        waId: contact.wa_id,
        sessionId: target.id,
        leadId: contact.lead_id,
        chatMessageId: line.id,
        body: prepared.text,
        message: { type: "template", name: prepared.template.name, language: prepared.template.language, bodyValues: prepared.values },
      });
      return { line, outboxId, sessionId: target.id };
    });
    // The agent who wrote holds the conversation, so the farmer's answer comes to them.
    const taken = await chat.takeSession(sessionId, agentId);
    if (taken.outcome !== "taken" && opened) await chat.announceOpened(opened);
    const [out] = await this.describe([line]);
    await chat.announceMessage(sessionId, out!);
    this.later(this.sender.dispatch(outboxId));
    return { sessionId, message: out! };
  }

  /** A kept file for staff: its bytes, type and name; never WhatsApp's own link. */
  async mediaFile(id: string): Promise<{ bytes: Buffer; mime: string; filename: string | null }> {
    const row = await this.deps.database.db.selectFrom("whatsapp_messages").select(["media_key", "media_status", "payload", "kind"]).where("id", "=", id).executeTakeFirst();
    if (!row) throw new DomainError("not_found", "media_not_found", "No such WhatsApp file");
    if (row.media_status !== "stored" || !row.media_key) throw new DomainError("not_found", "media_not_stored", "This file has not been fetched from WhatsApp (yet)");
    const bytes = await this.store.get(row.media_key);
    if (!bytes) throw new DomainError("not_found", "media_not_stored", "This file is no longer kept");
    const media = readJson<{ media?: { mime?: string | null; filename?: string | null } }>(row.payload ?? "{}").media;
    return { bytes, mime: media?.mime || "application/octet-stream", filename: media?.filename ?? null };
  }
}

/** A message's WhatsApp side as the console reads it. */
function infoOf(r: WhatsAppMessagesTable): WhatsAppMessageInfo {
  const payload = r.payload ? readJson<Record<string, unknown>>(r.payload) : {};
  const media = payload.media as { mime?: string | null; filename?: string | null; voice?: boolean } | null | undefined;
  const place = payload.location as WhatsAppMessageInfo["place"] | undefined;
  return {
    id: r.id,
    direction: r.direction,
    kind: r.kind,
    status: r.status,
    error: r.error,
    media: media ? { kind: r.kind, mime: media.mime ?? null, filename: media.filename ?? null, voice: media.voice === true, stored: r.media_status === "stored" } : null,
    place: place ?? null,
    template: r.kind === "template" ? { name: String(payload.name ?? ""), language: String(payload.language ?? "") } : null,
    optOut: r.direction === "in" && r.kind === "text" && isOptOut(r.body),
  };
}
