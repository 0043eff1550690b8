import { randomUUID } from "node:crypto";
import type { Db, DatabaseHandle } from "../db/index.server.ts";
import { nowIso } from "../db/dialect.ts";
import { CHAT, CHAT_LOG_SENDERS, type ChatLogSender, type SenderType } from "../../shared/constants.ts";
import type { ChatMessage } from "../../shared/api-types.ts";
import { parseChatEvent, storedChatEvent, type ChatEvent } from "../../shared/chat-events.ts";

/** A message as the live-chat function answers it (field names from the specification). */
export type ChatMessageOut = ChatMessage;

export interface SessionRow {
  id: string;
  user_name: string;
  user_email: string;
  user_type: string | null;
  lead_id: string | null;
  status: string;
  agent_id: string | null;
  created_at: string;
  ended_at: string | null;
  mode: string;
  offered_at: string | null;
  delivered_at?: string | null;
  read_at?: string | null;
  /** `web` (the widget) or `whatsapp`; absent on rows read before migration 0026. */
  channel?: string;
}

export type TakeResult = { outcome: "taken"; session: SessionRow } | { outcome: "not_found" | "conflict" | "ended"; session?: SessionRow };

/** Most recent messages a single read returns; a live chat never gets near it. */
export const MAX_MESSAGES_PER_READ = 500;

const SESSION_COLUMNS = ["id", "user_name", "user_email", "user_type", "lead_id", "status", "agent_id", "created_at", "ended_at", "mode", "offered_at", "delivered_at", "read_at", "channel"] as const;

/** A WhatsApp conversation stays on the waiting list this long after the farmer's last message (no widget pings for it). */
export const CHANNEL_WAITING_MS = 24 * 3600_000;

/** The status a visitor sees: a waiting chat they were offered other ways for is "unanswered". */
export const visitorStatus = (s: Pick<SessionRow, "status" | "offered_at">) => (s.status === "waiting" && s.offered_at ? "unanswered" : s.status);

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; message?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint/i.test(e?.message ?? "");
};

/**
 * Database side of live chat. Chat tables are read-only through /rest/v1;
 * this is the only writer.
 */
export class LiveChatStore {
  /** Last timestamp handed out per session, so times within a session strictly increase (see README). */
  private readonly lastStamp = new Map<string, number>();
  private readonly db: Db;

  constructor(private readonly database: DatabaseHandle) {
    this.db = database.db;
  }

  /** "now", but always after the previous message of the same session in this process. */
  private stampFor(sessionId: string): string {
    const prev = this.lastStamp.get(sessionId) ?? 0;
    const t = Math.max(Date.now(), prev + 1);
    if (this.lastStamp.size > 20_000) this.lastStamp.clear();
    this.lastStamp.set(sessionId, t);
    return new Date(t).toISOString();
  }

  /**
   * A new session, written inside the caller's transaction. It is linked to a
   * lead only by the id the server itself stored or vouched for (never by
   * matching an e-mail address, which anyone could type).
   */
  async createSessionIn(
    trx: Db,
    input: { userName: string; userEmail: string; userType: string | null; leadId: string | null; mode: "live" | "assistant"; channel?: "web" | "whatsapp" },
  ): Promise<SessionRow> {
    const created_at = nowIso();
    const row: SessionRow = {
      id: randomUUID(),
      user_name: input.userName,
      user_email: input.userEmail,
      user_type: input.userType,
      lead_id: input.leadId,
      status: "waiting",
      agent_id: null,
      created_at,
      ended_at: null,
      mode: input.mode,
      offered_at: null,
      channel: input.channel ?? "web",
    };
    await trx.insertInto("chat_sessions").values({ ...row, visitor_seen_at: created_at }).execute();
    this.lastStamp.set(row.id, Date.parse(created_at));
    return row;
  }

  async getSession(id: string): Promise<SessionRow | undefined> {
    return (await this.db.selectFrom("chat_sessions").select(SESSION_COLUMNS).where("id", "=", id).executeTakeFirst()) as SessionRow | undefined;
  }

  /** The message a widget already sent under this client id, if any. */
  async messageByClientId(sessionId: string, clientId: string): Promise<ChatMessageOut | undefined> {
    return this.db
      .selectFrom("chat_session_messages")
      .select(["id", "message", "sender_type", "sender_name", "created_at", "client_id"])
      .where("session_id", "=", sessionId)
      .where("client_id", "=", clientId)
      .executeTakeFirst();
  }

  /**
   * A message with the widget's client id is stored once: a retry (or two
   * processes racing on the same retry) gets the stored message back, with
   * `duplicate` set, and nothing new is written.
   */
  async addMessageOnce(sessionId: string, senderType: SenderType, senderName: string | null, message: string, clientId: string) {
    const existing = await this.messageByClientId(sessionId, clientId);
    if (existing) return { message: existing, duplicate: true };
    try {
      return { message: await this.addMessage(sessionId, senderType, senderName, message, clientId), duplicate: false };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const stored = await this.messageByClientId(sessionId, clientId);
      if (!stored) throw err;
      return { message: stored, duplicate: true };
    }
  }

  /**
   * Stores a message in the session and, for user, agent and bot, in the chat_messages log; one transaction.
   * A system line comes with its event, which readers render in their own language; `message` then holds
   * its rendering in the conversation's language, for readers that know no events.
   */
  async addMessage(
    sessionId: string,
    senderType: SenderType,
    senderName: string | null,
    message: string,
    clientId: string | null = null,
    event: ChatEvent | null = null,
  ): Promise<ChatMessageOut> {
    const out: ChatMessageOut = {
      id: randomUUID(),
      message,
      sender_type: senderType,
      sender_name: senderName,
      created_at: this.stampFor(sessionId),
      ...(clientId ? { client_id: clientId } : {}),
      ...(event ? { event } : {}),
    };
    const row = { id: out.id, session_id: sessionId, sender_type: senderType, sender_name: senderName, message, created_at: out.created_at, client_id: clientId, event: event && storedChatEvent(event) };
    if (!(CHAT_LOG_SENDERS as readonly string[]).includes(senderType)) {
      await this.db.insertInto("chat_session_messages").values(row).execute();
      return out;
    }
    const logRow = { id: randomUUID(), session_id: sessionId, sender: senderType, message, created_at: out.created_at };
    await this.database.insertTogether([
      { table: "chat_session_messages", row },
      { table: "chat_messages", row: logRow },
    ]);
    return out;
  }

  /**
   * A message written inside the caller's transaction, with the session row
   * and the log row (a channel's message and its own rows commit together).
   * `createdAt` places a message by its own time (a WhatsApp message Meta
   * delivered late); by default it is now, after the session's last message.
   */
  async addMessageIn(trx: Db, sessionId: string, senderType: SenderType, senderName: string | null, message: string, createdAt?: string): Promise<ChatMessageOut> {
    const out: ChatMessageOut = { id: randomUUID(), message, sender_type: senderType, sender_name: senderName, created_at: createdAt ?? this.stampFor(sessionId) };
    await trx
      .insertInto("chat_session_messages")
      .values({ id: out.id, session_id: sessionId, sender_type: senderType, sender_name: senderName, message, created_at: out.created_at, client_id: null, event: null })
      .execute();
    if ((CHAT_LOG_SENDERS as readonly string[]).includes(senderType)) {
      await trx.insertInto("chat_messages").values({ id: randomUUID(), session_id: sessionId, sender: senderType, message, created_at: out.created_at }).execute();
    }
    return out;
  }

  /** The log only (assistant conversations, which have no session messages). */
  async logMessage(sessionId: string | null, sender: ChatLogSender, message: string): Promise<void> {
    await this.db.insertInto("chat_messages").values({ id: randomUUID(), session_id: sessionId, sender, message, created_at: nowIso() }).execute();
  }

  /** Messages strictly newer than `since` (all when absent), oldest first. */
  async messagesSince(sessionId: string, since?: string): Promise<ChatMessageOut[]> {
    let q = this.db
      .selectFrom("chat_session_messages")
      .select(["id", "message", "sender_type", "sender_name", "created_at", "client_id", "event"])
      .where("session_id", "=", sessionId);
    if (since) q = q.where("created_at", ">", since);
    const rows = await q.orderBy("created_at", "asc").orderBy("id", "asc").limit(MAX_MESSAGES_PER_READ).execute();
    // The specification's message fields, plus the client id only where the widget gave one and the event of a system line.
    return rows.map(({ client_id, event, ...m }) => {
      const e = parseChatEvent(event);
      return { ...m, ...(client_id ? { client_id } : {}), ...(e ? { event: e } : {}) };
    });
  }

  /**
   * Atomic: the conditional UPDATE lets exactly one of several concurrent
   * agents (in any process) move the session from waiting to active.
   */
  async takeSession(sessionId: string, agentId: string): Promise<TakeResult> {
    const r = await this.db
      .updateTable("chat_sessions")
      .set({ status: "active", agent_id: agentId })
      .where("id", "=", sessionId)
      .where("status", "=", "waiting")
      .executeTakeFirst();
    const session = await this.getSession(sessionId);
    if (!session) return { outcome: "not_found" };
    if (Number(r.numUpdatedRows) === 1) return { outcome: "taken", session };
    return { outcome: session.status === "ended" ? "ended" : "conflict", session };
  }

  /** Ends a session that is not ended yet; false when it already was. */
  async endSession(sessionId: string): Promise<boolean> {
    const r = await this.db
      .updateTable("chat_sessions")
      .set({ status: "ended", ended_at: nowIso() })
      .where("id", "=", sessionId)
      .where("status", "!=", "ended")
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /**
   * Live chats still waiting whose visitor showed a sign of life within the
   * last 2 minutes; a WhatsApp conversation (nothing pings for it) while its
   * farmer wrote within the last day.
   */
  async waitingSessions(): Promise<SessionRow[]> {
    const seenAfter = new Date(Date.now() - CHAT.visitorGoneMs).toISOString();
    const wroteAfter = new Date(Date.now() - CHANNEL_WAITING_MS).toISOString();
    return (await this.db
      .selectFrom("chat_sessions")
      .select(SESSION_COLUMNS)
      .where("status", "=", "waiting")
      .where("mode", "=", "live")
      .where((eb) => eb.or([eb("visitor_seen_at", ">", seenAfter), eb.and([eb("channel", "=", "whatsapp"), eb("visitor_seen_at", ">", wroteAfter)])]))
      .orderBy("created_at", "asc")
      .limit(200)
      .execute()) as SessionRow[];
  }

  /** The sessions an agent is chatting in (the console's active panels), oldest first. */
  async activeSessionsOf(agentId: string): Promise<SessionRow[]> {
    return (await this.db
      .selectFrom("chat_sessions")
      .select(SESSION_COLUMNS)
      .where("status", "=", "active")
      .where("agent_id", "=", agentId)
      .orderBy("created_at", "asc")
      .limit(200)
      .execute()) as SessionRow[];
  }

  /**
   * The agent's console has received (and maybe shown) the visitor's messages
   * up to `upTo`; receipts only move forward.
   */
  async markSeen(sessionId: string, upTo: string, read: boolean): Promise<void> {
    await this.db.updateTable("chat_sessions").set({ delivered_at: upTo }).where("id", "=", sessionId).where((eb) => eb.or([eb("delivered_at", "is", null), eb("delivered_at", "<", upTo)])).execute();
    if (read) await this.db.updateTable("chat_sessions").set({ read_at: upTo }).where("id", "=", sessionId).where((eb) => eb.or([eb("read_at", "is", null), eb("read_at", "<", upTo)])).execute();
  }

  /** The visitor is still there (the widget's heartbeat, reads and messages). */
  async touchVisitor(sessionId: string): Promise<void> {
    await this.db.updateTable("chat_sessions").set({ visitor_seen_at: nowIso() }).where("id", "=", sessionId).execute();
  }

  /** Waiting live chats nobody took for `waitMs` and not yet offered other ways. */
  async unansweredSince(waitMs: number): Promise<SessionRow[]> {
    const before = new Date(Date.now() - waitMs).toISOString();
    return (await this.db
      .selectFrom("chat_sessions")
      .select(SESSION_COLUMNS)
      .where("status", "=", "waiting")
      .where("mode", "=", "live")
      .where("offered_at", "is", null)
      .where("created_at", "<=", before)
      .limit(200)
      .execute()) as SessionRow[];
  }

  /**
   * Counts one more question the assistant could not answer in a session and
   * returns the new count (one statement, so concurrent questions each get their own number);
   * undefined for an unknown session.
   */
  async countAssistantMiss(sessionId: string): Promise<number | undefined> {
    const row = await this.db
      .updateTable("chat_sessions")
      .set((eb) => ({ assistant_misses: eb("assistant_misses", "+", 1) }))
      .where("id", "=", sessionId)
      .returning("assistant_misses")
      .executeTakeFirst();
    return row ? Number(row.assistant_misses) : undefined;
  }

  /** Marks a waiting chat as offered; true only for the one caller (of any process) that did it. */
  async markOffered(sessionId: string): Promise<boolean> {
    const r = await this.db
      .updateTable("chat_sessions")
      .set({ offered_at: nowIso() })
      .where("id", "=", sessionId)
      .where("status", "=", "waiting")
      .where("offered_at", "is", null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Active chats whose agent is offline or has not been seen within the presence window. */
  async activeWithoutAgent(): Promise<SessionRow[]> {
    const cutoff = new Date(Date.now() - CHAT.agentSeenWindowMs).toISOString();
    const online = this.database.bool(true);
    return (await this.db
      .selectFrom("chat_sessions as s")
      .select(SESSION_COLUMNS.map((c) => `s.${c}` as const))
      .where("s.status", "=", "active")
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("agent_presence as p")
              .select("p.user_id")
              .whereRef("p.user_id", "=", "s.agent_id")
              .where("p.online", "=", online)
              .where("p.last_seen_at", ">", cutoff),
          ),
        ),
      )
      .limit(200)
      .execute()) as SessionRow[];
  }

  /**
   * The agent left: the chat goes back to the waiting list with its history
   * (any agent may take it again) and counts as offered. Only one caller wins.
   */
  async releaseFromAgent(sessionId: string, agentId: string): Promise<boolean> {
    const r = await this.db
      .updateTable("chat_sessions")
      .set({ status: "waiting", agent_id: null, offered_at: nowIso() })
      .where("id", "=", sessionId)
      .where("status", "=", "active")
      .where("agent_id", "=", agentId)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /**
   * The agent's console stream closed at `closedAt` and nothing of theirs was
   * seen since (no reconnect, heartbeat or poll in any process): they are
   * offline. True only for the one caller that made the change.
   */
  async markAgentGone(userId: string, closedAt: string): Promise<boolean> {
    const r = await this.db
      .updateTable("agent_presence")
      .set({ online: this.database.bool(false) })
      .where("user_id", "=", userId)
      .where("online", "=", this.database.bool(true))
      .where("last_seen_at", "<", closedAt)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 1) this.lastTouch.delete(userId);
    return Number(r.numUpdatedRows) === 1;
  }

  /** Whether this agent is online and was seen within the presence window. */
  async isAgentPresent(userId: string): Promise<boolean> {
    const cutoff = new Date(Date.now() - CHAT.agentSeenWindowMs).toISOString();
    const row = await this.db
      .selectFrom("agent_presence")
      .select("user_id")
      .where("user_id", "=", userId)
      .where("online", "=", this.database.bool(true))
      .where("last_seen_at", ">", cutoff)
      .executeTakeFirst();
    return row !== undefined;
  }

  async setPresence(userId: string, online: boolean): Promise<void> {
    this.lastTouch.delete(userId);
    const values = { user_id: userId, online: this.database.bool(online), last_seen_at: nowIso() };
    await this.db
      .insertInto("agent_presence")
      .values(values)
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ online: values.online, last_seen_at: values.last_seen_at }))
      .execute();
  }

  private readonly lastTouch = new Map<string, number>();

  /**
   * `touchPresence` for the calls an agent makes anyway (messages, lists):
   * at most once per 5 s per agent and process, so a busy agent's replies do
   * not each cost an extra write. Far inside the 30 s window.
   */
  async touchPresenceSoon(userId: string): Promise<void> {
    const now = Date.now();
    if (now - (this.lastTouch.get(userId) ?? 0) < 5000) return;
    if (this.lastTouch.size > 10_000) this.lastTouch.clear();
    this.lastTouch.set(userId, now);
    await this.touchPresence(userId);
  }

  /** An online agent's call counts as a sign of life. */
  async touchPresence(userId: string): Promise<boolean> {
    const r = await this.db
      .updateTable("agent_presence")
      .set({ last_seen_at: nowIso() })
      .where("user_id", "=", userId)
      .where("online", "=", this.database.bool(true))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** True only when a signed-in agent is online and was seen within the last 30 s. */
  async hasAvailableAgent(): Promise<boolean> {
    const cutoff = new Date(Date.now() - CHAT.agentSeenWindowMs).toISOString();
    const row = await this.db
      .selectFrom("agent_presence")
      .select("user_id")
      .where("online", "=", this.database.bool(true))
      .where("last_seen_at", ">", cutoff)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
