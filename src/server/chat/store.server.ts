import { randomUUID } from "node:crypto";
import type { Db, DatabaseHandle } from "../db/index.server.ts";
import { nowIso } from "../db/dialect.ts";
import { CHAT, CHAT_LOG_SENDERS, type ChatLogSender, type SenderType } from "../../shared/constants.ts";
import type { ChatMessage } from "../../shared/api-types.ts";

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
}

export type TakeResult = { outcome: "taken"; session: SessionRow } | { outcome: "not_found" | "conflict" | "ended"; session?: SessionRow };

/** Most recent messages a single read returns; a live chat never gets near it. */
export const MAX_MESSAGES_PER_READ = 500;

const SESSION_COLUMNS = ["id", "user_name", "user_email", "user_type", "lead_id", "status", "agent_id", "created_at", "ended_at", "mode"] as const;

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
    input: { userName: string; userEmail: string; userType: string | null; leadId: string | null; mode: "live" | "assistant" },
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
    };
    await trx.insertInto("chat_sessions").values(row).execute();
    this.lastStamp.set(row.id, Date.parse(created_at));
    return row;
  }

  async getSession(id: string): Promise<SessionRow | undefined> {
    return (await this.db.selectFrom("chat_sessions").select(SESSION_COLUMNS).where("id", "=", id).executeTakeFirst()) as SessionRow | undefined;
  }

  /** Stores a message in the session and, for user, agent and bot, in the chat_messages log; one transaction. */
  async addMessage(sessionId: string, senderType: SenderType, senderName: string | null, message: string): Promise<ChatMessageOut> {
    const out: ChatMessageOut = { id: randomUUID(), message, sender_type: senderType, sender_name: senderName, created_at: this.stampFor(sessionId) };
    const row = { id: out.id, session_id: sessionId, sender_type: senderType, sender_name: senderName, message, created_at: out.created_at };
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

  /** The log only (assistant conversations, which have no session messages). */
  async logMessage(sessionId: string | null, sender: ChatLogSender, message: string): Promise<void> {
    await this.db.insertInto("chat_messages").values({ id: randomUUID(), session_id: sessionId, sender, message, created_at: nowIso() }).execute();
  }

  /** Messages strictly newer than `since` (all when absent), oldest first. */
  async messagesSince(sessionId: string, since?: string): Promise<ChatMessageOut[]> {
    let q = this.db
      .selectFrom("chat_session_messages")
      .select(["id", "message", "sender_type", "sender_name", "created_at"])
      .where("session_id", "=", sessionId);
    if (since) q = q.where("created_at", ">", since);
    return q.orderBy("created_at", "asc").orderBy("id", "asc").limit(MAX_MESSAGES_PER_READ).execute();
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

  async waitingSessions(): Promise<SessionRow[]> {
    return (await this.db
      .selectFrom("chat_sessions")
      .select(SESSION_COLUMNS)
      .where("status", "=", "waiting")
      .where("mode", "=", "live")
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
