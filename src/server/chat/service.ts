import type { FastifyBaseLogger } from "fastify";
import type { ChatSessionOut, StartChatResult } from "../../shared/api-types.ts";
import type { SenderType } from "../../shared/constants.ts";
import { randomUUID } from "node:crypto";
import { asLocale, type Locale } from "../../../content/i18n.ts";
import { site } from "../../../content/site.ts";
import { CHAT } from "../../shared/constants.ts";
import { displayPhone } from "../../shared/phone.ts";
import { formatSlotIst } from "../../shared/working-hours.ts";
import { chatEventText, type ChatEvent } from "../../shared/chat-events.ts";
import { nowIso } from "../db/dialect.ts";
import type { DatabaseHandle } from "../db/index.server.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import type { TokenService } from "../auth/tokens.server.ts";
import { captureLeadIn, type LeadCapture } from "../leads/commands.ts";
import type { LeadsService } from "../leads/service.ts";
import type { NewLead } from "../leads/schema.ts";
import { AGENTS_TOPIC, SESSIONS_TOPIC, sessionTopic, type EventBus } from "../realtime/bus.server.ts";
import { sessionOut } from "./present.ts";
import { LiveChatStore, visitorStatus, type ChatMessageOut, type SessionRow, type TakeResult } from "./store.server.ts";

/** How long a visitor token vouches for its lead: a chat restarted the same week links to the same lead. */
const VISITOR_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
const VISITOR_PURPOSE = "chat_visitor";
/**
 * How long after an agent's console stream closes, with no sign of them
 * since, they count as gone. Longer than the console takes to reconnect its
 * stream (1 s at first) or to fall back to polling (every 3 s), shorter than
 * the 30 s presence window the sweep waits for.
 */
export const AGENT_STREAM_GRACE_MS = 12_000;

export interface ChatDeps {
  database: DatabaseHandle;
  mailer: Mailer;
  tokens: TokenService;
  bus: EventBus;
  leads: LeadsService;
  log: FastifyBaseLogger;
  /** The leads desk's address for a new lead's notification (from PUBLIC_URL). */
  adminUrl: string;
  /** How long a live chat waits for an agent before the visitor is offered other ways. */
  waitForAgentMs?: number;
}

/**
 * A channel other than the widget (WhatsApp) that carries a conversation's
 * messages to the visitor. The chat calls it for what only the channel can
 * do; the channel registers itself (chat.useChannel), so the chat imports none.
 */
export interface ChatChannel {
  /** An agent's reply in one of this channel's sessions: stored and sent through the channel, or refused with the reason. */
  agentReply(session: SessionRow, agentId: string, senderName: string, text: string): Promise<ChatMessageOut>;
  /** The agent's console has shown the visitor's messages up to `upTo` (the channel may pass the receipt on). */
  seen?(session: SessionRow, upTo: string, read: boolean): Promise<void>;
  /** What the console shows of these sessions beyond the chat's own fields (adds to each). */
  describeSessions?(sessions: ChatSessionOut[]): Promise<void>;
  /** What the console shows of these messages beyond the chat's own fields (adds to each). */
  describeMessages?(sessionId: string, messages: ChatMessageOut[]): Promise<void>;
}

export interface CallbackInput {
  sessionId: string;
  /** E.164. */
  phone: string;
  slot: Date;
  note: string | null;
}

/**
 * The chat's commands. Each one writes what must happen together in one
 * transaction, then tells the open streams (the event bus) what changed.
 */
export class ChatService {
  readonly store: LiveChatStore;
  /** See AGENT_STREAM_GRACE_MS; tests shorten it. */
  agentStreamGraceMs = AGENT_STREAM_GRACE_MS;
  /** Agent console streams open in this process, per agent. */
  private readonly agentStreams = new Map<string, number>();
  private readonly graceTimers = new Set<ReturnType<typeof setTimeout>>();
  private readonly channels = new Map<string, ChatChannel>();

  constructor(private readonly deps: ChatDeps) {
    this.store = new LiveChatStore(deps.database);
  }

  /** A channel's sessions (chat_sessions.channel = name) are carried by it from now on. */
  useChannel(name: string, channel: ChatChannel): void {
    this.channels.set(name, channel);
  }

  /** The channel carrying a session's messages; undefined for the widget's own chats. */
  channelOf(session: Pick<SessionRow, "channel">): ChatChannel | undefined {
    return session.channel && session.channel !== "web" ? this.channels.get(session.channel) : undefined;
  }

  /** Messages as staff read them: with what their channel adds (a WhatsApp message's delivery, its attachment). */
  async describeMessages(session: SessionRow, messages: ChatMessageOut[]): Promise<ChatMessageOut[]> {
    await this.channelOf(session)?.describeMessages?.(session.id, messages);
    return messages;
  }

  /**
   * A session a channel opened inside its own transaction, announced to the
   * agents like a widget's when it is live.
   */
  async announceOpened(session: SessionRow): Promise<void> {
    if (session.mode === "live" && session.status === "waiting") await this.announceWaiting(session);
  }

  /** Pushes a message a channel stored to the session's streams. */
  async announceMessage(sessionId: string, message: ChatMessageOut): Promise<void> {
    await this.publish({ topic: sessionTopic(sessionId), type: "message", data: message });
  }

  /** Pushes any other event of a session (a channel's delivery report) to its streams. */
  async announceSessionEvent(sessionId: string, type: string, data: unknown): Promise<void> {
    await this.publish({ topic: sessionTopic(sessionId), type, data });
  }

  private publish(event: Parameters<EventBus["publish"]>[0]) {
    return this.deps.bus.publish(event).catch((err) => this.deps.log.error({ err, topic: event.topic }, "could not publish a chat event"));
  }

  /** Sessions with the leads behind them, as the agent console shows them. */
  async withLeads(rows: SessionRow[]) {
    const leads = await this.deps.leads.byIds(rows.flatMap((r) => (r.lead_id ? [r.lead_id] : [])));
    const out = rows.map((r) => sessionOut(r, r.lead_id ? leads.get(r.lead_id) : null));
    for (const [name, channel] of this.channels) {
      const mine = out.filter((s) => s.channel === name);
      if (mine.length) await channel.describeSessions?.(mine);
    }
    return out;
  }

  /**
   * 'Start Chat' in one step: the lead, its staff notification and the chat
   * session linked to that lead by id, in one transaction (all or nothing).
   * Live when an agent is online now, else the assistant. The visitor gets a
   * token that vouches for this lead, to start a later chat without retyping it.
   */
  async startChat(lead: NewLead & Pick<LeadCapture, "phoneVerified">): Promise<StartChatResult> {
    const hasAgent = await this.store.hasAvailableAgent();
    const mode = hasAgent ? "live" : "assistant";
    const { database, mailer, adminUrl } = this.deps;
    const { stored, mail, session } = await database.db.transaction().execute(async (trx) => {
      const { lead: stored, mail } = await captureLeadIn(trx, { mailer, adminUrl }, lead);
      const session = await this.store.createSessionIn(trx, {
        userName: stored.name,
        userEmail: stored.email,
        userType: stored.user_type,
        leadId: stored.id,
        mode,
      });
      return { stored, mail, session };
    });
    mailer.queued(mail);
    if (hasAgent) await this.announceWaiting(session);
    return { sessionId: session.id, leadId: stored.id, mode, hasAgent, agentId: null, visitorToken: await this.visitorToken(stored.id) };
  }

  /**
   * The original `create_session`: a session for someone who may have left a
   * lead by other means. It is linked to a lead only through a visitor token
   * this server issued; an e-mail address alone links nothing.
   */
  async createSession(input: { userName: string; userEmail: string; userType: string | null; visitorToken?: string | null }) {
    const hasAgent = await this.store.hasAvailableAgent();
    const leadId = input.visitorToken ? await this.leadOfToken(input.visitorToken) : null;
    const session = await this.deps.database.db
      .transaction()
      .execute((trx) => this.store.createSessionIn(trx, { ...input, leadId, mode: hasAgent ? "live" : "assistant" }));
    if (hasAgent) await this.announceWaiting(session);
    return { session, hasAgent };
  }

  private async announceWaiting(session: SessionRow) {
    const [out] = await this.withLeads([session]);
    await this.publish({ topic: SESSIONS_TOPIC, type: "session_created", data: out });
  }

  private async visitorToken(leadId: string) {
    const now = Math.floor(Date.now() / 1000);
    return this.deps.tokens.sign({ iss: "soil-site", purpose: VISITOR_PURPOSE, sub: leadId, iat: now, exp: now + VISITOR_TOKEN_TTL_SECONDS });
  }

  /** The lead a visitor token vouches for, or null for a token that is not ours, expired or for another purpose. */
  private async leadOfToken(token: string): Promise<string | null> {
    const claims = await this.deps.tokens.verify(token).catch(() => undefined);
    if (!claims || claims.purpose !== VISITOR_PURPOSE || typeof claims.sub !== "string") return null;
    const lead = await this.deps.database.db.selectFrom("leads").select("id").where("id", "=", claims.sub).executeTakeFirst();
    return lead?.id ?? null;
  }

  /** Stores a message and pushes it to the session's streams. */
  async addMessage(sessionId: string, senderType: SenderType, senderName: string | null, text: string) {
    const m = await this.store.addMessage(sessionId, senderType, senderName, text);
    await this.publish({ topic: sessionTopic(sessionId), type: "message", data: m });
    return m;
  }

  /** A visitor's message under the widget's client id: stored and announced once, however often it is retried. */
  async addMessageOnce(sessionId: string, senderType: SenderType, senderName: string | null, text: string, clientId: string) {
    const r = await this.store.addMessageOnce(sessionId, senderType, senderName, text, clientId);
    if (!r.duplicate) await this.publish({ topic: sessionTopic(sessionId), type: "message", data: r.message });
    return r;
  }

  async setPresence(userId: string, online: boolean) {
    await this.store.setPresence(userId, online);
    await this.publish({ topic: AGENTS_TOPIC, type: "presence", data: { userId, online } });
    // An agent who signs off leaves their chats now, not at the next sweep.
    if (!online) await this.releaseAbandonedChats();
  }

  /**
   * An agent's console stream opened in this process; the returned function is
   * for when it closes. A stream that closes and is not followed by any sign of
   * the agent within the grace (a reconnect, a heartbeat, a poll, in any
   * process) sets them offline: their visitors learn it in seconds, not at the
   * end of the presence window. A closing page's beacon does it at once; this
   * covers the pages that close without one (a phone's browser killed, the
   * network gone).
   */
  agentStreamOpened(userId: string): () => void {
    this.agentStreams.set(userId, (this.agentStreams.get(userId) ?? 0) + 1);
    // Opening counts as a sign of life, so a stream reconnected elsewhere keeps the agent online.
    void this.store.touchPresence(userId).catch((err) => this.deps.log.error({ err }, "could not mark an agent seen"));
    return () => {
      const left = (this.agentStreams.get(userId) ?? 1) - 1;
      if (left > 0) this.agentStreams.set(userId, left);
      else this.agentStreams.delete(userId);
      const closedAt = nowIso();
      const timer = setTimeout(() => {
        this.graceTimers.delete(timer);
        this.agentMayHaveGone(userId, closedAt).catch((err) => this.deps.log.error({ err }, "could not check an agent's presence"));
      }, this.agentStreamGraceMs);
      timer.unref();
      this.graceTimers.add(timer);
    };
  }

  private async agentMayHaveGone(userId: string, closedAt: string) {
    // Another tab of theirs still listens in this process.
    if (this.agentStreams.has(userId)) return;
    if (!(await this.store.markAgentGone(userId, closedAt))) return;
    await this.publish({ topic: AGENTS_TOPIC, type: "presence", data: { userId, online: false } });
    await this.releaseAbandonedChats();
  }

  /**
   * A visitor wrote in a chat whose agent is no longer there (gone without a
   * word, not yet noticed by the sweep): the chat goes back on the waiting
   * list, marked unanswered, with this message in its history, instead of
   * sitting with nobody. A visitor writing again in an unanswered chat brings
   * it to the agents' lists again.
   */
  async visitorWrote(session: SessionRow): Promise<void> {
    if (session.status === "active" && session.agent_id && !(await this.store.isAgentPresent(session.agent_id))) {
      await this.releaseFromAgent(session, session.agent_id);
    } else if (session.status === "waiting" && session.mode === "live" && session.offered_at) {
      await this.announceWaiting(session);
    }
  }

  /** The language the visitor chatted in (the page they started on). */
  private async languageOf(session: Pick<SessionRow, "lead_id">): Promise<Locale> {
    if (!session.lead_id) return "en";
    const lead = await this.deps.database.db.selectFrom("leads").select("language").where("id", "=", session.lead_id).executeTakeFirst();
    return asLocale(lead?.language);
  }

  /**
   * A system line, stored as its event (each reader shows it in their own
   * language) with its text in the chat's language, and pushed to the streams.
   */
  private async addSystemLine(session: Pick<SessionRow, "id" | "lead_id">, event: ChatEvent) {
    const text = chatEventText(event, await this.languageOf(session));
    const m = await this.store.addMessage(session.id, "system", null, text, null, event);
    await this.publish({ topic: sessionTopic(session.id), type: "message", data: m });
    return m;
  }

  private async tellVisitor(session: SessionRow, key: "no_agent" | "agent_left") {
    await this.addSystemLine(session, { key });
    await this.publish({ topic: sessionTopic(session.id), type: "status", data: { status: "unanswered" } });
  }

  /**
   * The rules that keep a visitor from waiting forever, with their state in the
   * database so any number of processes can run them: each change is a
   * conditional UPDATE that exactly one process wins, and only the winner
   * speaks to the visitor.
   * - a live chat no agent took within the wait: the visitor is told and offered other ways;
   * - a taken chat whose agent went offline or silent: back to the waiting list, visitor told.
   * Waiting chats whose visitor is gone are left out of the list by its query.
   */
  async sweep(): Promise<void> {
    const waitMs = this.deps.waitForAgentMs ?? CHAT.waitForAgentMs;
    for (const s of await this.store.unansweredSince(waitMs)) {
      if (await this.store.markOffered(s.id)) {
        await this.tellVisitor(s, "no_agent");
        // The desk's wait is over: agents who do not speak the chat's language are offered it now too (staff/languages.ts).
        await this.announceWaiting((await this.store.getSession(s.id)) ?? s);
      }
    }
    await this.releaseAbandonedChats();
  }

  private async releaseAbandonedChats() {
    for (const s of await this.store.activeWithoutAgent()) {
      if (s.agent_id) await this.releaseFromAgent(s, s.agent_id);
    }
  }

  /** The agent left a chat: back to the waiting list (announced as unanswered), the visitor told. Only one caller wins. */
  private async releaseFromAgent(s: SessionRow, agentId: string) {
    if (!(await this.store.releaseFromAgent(s.id, agentId))) return;
    await this.tellVisitor(s, "agent_left");
    const back = await this.store.getSession(s.id);
    if (back) await this.announceWaiting(back);
  }

  /** Runs the sweep every few seconds in this process (and the presence checks' timers); returns stop(). */
  startSweeping(intervalMs: number = CHAT.sweepIntervalMs): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      this.sweep()
        .catch((err) => this.deps.log.error({ err }, "the chat sweep failed"))
        .finally(() => (running = false));
    }, intervalMs);
    timer.unref();
    return () => {
      clearInterval(timer);
      for (const t of this.graceTimers) clearTimeout(t);
      this.graceTimers.clear();
    };
  }

  /** What the visitor's widget shows as the chat's state. */
  statusForVisitor(session: SessionRow) {
    return visitorStatus(session);
  }

  /**
   * "Call me back": stored with the chat's lead, a line in the conversation
   * for the agents, and the staff notification queued in the same transaction.
   */
  /**
   * The assistant's reply in a conversation could not answer the question:
   * counted per session, and from the second such reply on the visitor is
   * offered a call back, unless one is already booked for this conversation.
   */
  async assistantMissed(sessionId: string): Promise<{ offerCallback: boolean }> {
    const misses = await this.store.countAssistantMiss(sessionId);
    if (misses === undefined || misses < CHAT.callbackAfterMisses) return { offerCallback: false };
    const booked = await this.deps.database.db.selectFrom("callback_requests").select("id").where("session_id", "=", sessionId).executeTakeFirst();
    return { offerCallback: !booked };
  }

  async requestCallback(session: SessionRow, input: CallbackInput) {
    const { database, mailer, adminUrl } = this.deps;
    const slotIst = formatSlotIst(input.slot, "en");
    const row = {
      id: randomUUID(),
      lead_id: session.lead_id,
      session_id: session.id,
      phone: input.phone,
      slot_start: input.slot.toISOString(),
      note: input.note,
      created_at: nowIso(),
    };
    const text = [
      `${session.user_name} (${session.user_email}) asks to be called back.`,
      "",
      `Phone: ${displayPhone(input.phone)}`,
      `Preferred time: ${slotIst} IST`,
      `Note: ${input.note ?? "–"}`,
      "",
      `Lead: ${session.lead_id ? `${adminUrl}/${session.lead_id}` : "–"}`,
    ].join("\n");
    const mail = mailer.draft(
      { to: site.emails.sales, subject: `Call back ${session.user_name} at ${slotIst} IST`, text },
      { leadId: session.lead_id ?? undefined },
    );
    await database.db.transaction().execute(async (trx) => {
      await trx.insertInto("callback_requests").values(row).execute();
      await trx.insertInto("mail_outbox").values(mail).execute();
    });
    mailer.queued(mail);
    await this.addSystemLine(session, { key: "callback_requested", slot: input.slot.toISOString() });
    return row;
  }

  /**
   * The visitor's 1-5 for an ended chat (one tap; a second tap changes it).
   * It counts for the agent who ended it.
   */
  async rate(session: SessionRow, rating: number) {
    await this.deps.database.db
      .updateTable("chat_sessions")
      .set({ rating, rated_agent_id: session.agent_id })
      .where("id", "=", session.id)
      .where("status", "=", "ended")
      .execute();
  }

  /** Ratings per agent (count and average) and the latest rated chats, for staff. */
  async ratingsByAgent() {
    const rows = await this.deps.database.db
      .selectFrom("chat_sessions as s")
      .leftJoin("auth_users as u", "u.id", "s.rated_agent_id")
      .select(["s.rated_agent_id as agentId", "u.email as agentEmail", (eb) => eb.fn.countAll<number>().as("count"), (eb) => eb.fn.avg<number>("s.rating").as("average")])
      .where("s.rating", "is not", null)
      .groupBy(["s.rated_agent_id", "u.email"])
      .execute();
    const agents = rows.map((r) => ({ ...r, count: Number(r.count), average: Math.round(Number(r.average) * 100) / 100 }));
    const chats = await this.deps.database.db
      .selectFrom("chat_sessions")
      .select(["id as sessionId", "user_name", "rated_agent_id as agentId", "rating", "ended_at"])
      .where("rating", "is not", null)
      .orderBy("ended_at", "desc")
      .limit(100)
      .execute();
    return { agents, chats };
  }

  /** Call-backs not yet done, soonest first (the console's list). */
  async dueCallbacks() {
    return this.deps.database.db
      .selectFrom("callback_requests as c")
      .leftJoin("leads as l", "l.id", "c.lead_id")
      .select(["c.id", "c.lead_id", "c.session_id", "c.phone", "c.slot_start", "c.note", "c.status", "c.created_at", "l.name", "l.email"])
      .where("c.status", "=", "requested")
      .orderBy("c.slot_start", "asc")
      .limit(200)
      .execute();
  }

  /** Exactly one agent wins a waiting session; the visitor sees the agent join. */
  async takeSession(sessionId: string, agentId: string): Promise<TakeResult> {
    const r = await this.store.takeSession(sessionId, agentId);
    if (r.outcome !== "taken") return r;
    await this.publish({ topic: sessionTopic(sessionId), type: "status", data: { status: "active" } });
    await this.addSystemLine(r.session, { key: "agent_joined" });
    await this.publish({ topic: SESSIONS_TOPIC, type: "session_taken", data: { sessionId, agentId } });
    return r;
  }

  /** Ends a session once; the visitor sees it twice over, as a line in the conversation and as the status. */
  async endSession(sessionId: string): Promise<boolean> {
    if (!(await this.store.endSession(sessionId))) return false;
    await this.addSystemLine((await this.store.getSession(sessionId)) ?? { id: sessionId, lead_id: null }, { key: "chat_ended" });
    await this.publish({ topic: sessionTopic(sessionId), type: "status", data: { status: "ended" } });
    await this.publish({ topic: SESSIONS_TOPIC, type: "session_ended", data: { sessionId } });
    return true;
  }
}
