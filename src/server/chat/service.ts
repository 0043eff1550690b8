import type { FastifyBaseLogger } from "fastify";
import type { StartChatResult } from "../../shared/api-types.ts";
import type { SenderType } from "../../shared/constants.ts";
import { liveChatText } from "../../../content/live-chat.ts";
import type { DatabaseHandle } from "../db/index.server.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import type { TokenService } from "../auth/tokens.server.ts";
import { captureLeadIn } from "../leads/commands.ts";
import type { LeadsService } from "../leads/service.ts";
import type { NewLead } from "../leads/schema.ts";
import { AGENTS_TOPIC, SESSIONS_TOPIC, sessionTopic, type EventBus } from "../realtime/bus.server.ts";
import { sessionOut } from "./present.ts";
import { LiveChatStore, type SessionRow, type TakeResult } from "./store.server.ts";

/** How long a visitor token vouches for its lead: a chat restarted the same week links to the same lead. */
const VISITOR_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
const VISITOR_PURPOSE = "chat_visitor";

export interface ChatDeps {
  database: DatabaseHandle;
  mailer: Mailer;
  tokens: TokenService;
  bus: EventBus;
  leads: LeadsService;
  log: FastifyBaseLogger;
  /** The leads desk's address for a new lead's notification (from PUBLIC_URL). */
  adminUrl: string;
}

/**
 * The chat's commands. Each one writes what must happen together in one
 * transaction, then tells the open streams (the event bus) what changed.
 */
export class ChatService {
  readonly store: LiveChatStore;

  constructor(private readonly deps: ChatDeps) {
    this.store = new LiveChatStore(deps.database);
  }

  private publish(event: Parameters<EventBus["publish"]>[0]) {
    return this.deps.bus.publish(event).catch((err) => this.deps.log.error({ err, topic: event.topic }, "could not publish a chat event"));
  }

  /** Sessions with the leads behind them, as the agent console shows them. */
  async withLeads(rows: SessionRow[]) {
    const leads = await this.deps.leads.byIds(rows.flatMap((r) => (r.lead_id ? [r.lead_id] : [])));
    return rows.map((r) => sessionOut(r, r.lead_id ? leads.get(r.lead_id) : null));
  }

  /**
   * 'Start Chat' in one step: the lead, its staff notification and the chat
   * session linked to that lead by id, in one transaction (all or nothing).
   * Live when an agent is online now, else the assistant. The visitor gets a
   * token that vouches for this lead, to start a later chat without retyping it.
   */
  async startChat(lead: NewLead): Promise<StartChatResult> {
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

  async setPresence(userId: string, online: boolean) {
    await this.store.setPresence(userId, online);
    await this.publish({ topic: AGENTS_TOPIC, type: "presence", data: { userId, online } });
  }

  /** Exactly one agent wins a waiting session; the visitor sees the agent join. */
  async takeSession(sessionId: string, agentId: string): Promise<TakeResult> {
    const r = await this.store.takeSession(sessionId, agentId);
    if (r.outcome !== "taken") return r;
    await this.publish({ topic: sessionTopic(sessionId), type: "status", data: { status: "active" } });
    await this.addMessage(sessionId, "system", null, liveChatText.agentJoined);
    await this.publish({ topic: SESSIONS_TOPIC, type: "session_taken", data: { sessionId, agentId } });
    return r;
  }

  /** Ends a session once; the visitor sees it twice over, as a line in the conversation and as the status. */
  async endSession(sessionId: string): Promise<boolean> {
    if (!(await this.store.endSession(sessionId))) return false;
    await this.addMessage(sessionId, "system", null, liveChatText.chatEnded);
    await this.publish({ topic: sessionTopic(sessionId), type: "status", data: { status: "ended" } });
    await this.publish({ topic: SESSIONS_TOPIC, type: "session_ended", data: { sessionId } });
    return true;
  }
}
