import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { defineFunction, type FunctionContext } from "../router.server.ts";
import { HttpError } from "../../http/errors.server.ts";
import { AGENTS_TOPIC, RESYNC, SESSIONS_TOPIC, sessionTopic, type BusEvent, type EventBus } from "../../realtime/bus.server.ts";
import { LIMITS, USER_TYPES } from "../../../shared/constants.ts";
import { emailField, optionalText, requiredText, timestampField, uuidField } from "../../../shared/schemas.ts";
import { whatsappConsentFields, whatsappConsentInput } from "../../../shared/lead-forms/whatsapp-consent.ts";
import { API_CONTACT_MESSAGES, chatLeadShape, leadFields, leadPhoneInput, requirePhoneOrEmail } from "../../../shared/lead-fields.ts";
import { liveChatText } from "../../../../content/live-chat.ts";
import type { ChatService } from "../../chat/service.ts";
import { sessionOut } from "../../chat/present.ts";
import { transcriptsOf } from "../../chat/transcript.ts";
import { DeviceProof } from "../../chat/device-proof.ts";
import { locales } from "../../../../content/i18n.ts";
import { visitorStatus, type ChatMessageOut, type SessionRow } from "../../chat/store.server.ts";
import { isValidSlot } from "../../../shared/working-hours.ts";
import { site } from "../../../../content/site.ts";
import { openSse, streamSession, StreamRegistry } from "./stream.server.ts";
import { offerCallbacksTo, offerTo, offeredTo, sessionWaiting } from "../../staff/languages.ts";

/** A message a person may send: trimmed, 1 to 2,000 characters, with a clear error past that. */
export const chatMessageInput = z
  .string({ error: "must be a string" })
  .trim()
  .min(1, "must not be empty")
  .max(LIMITS.chatMessageInput, `is too long: at most ${LIMITS.chatMessageInput} characters`);


const createSessionBody = z.object({
  userName: requiredText(LIMITS.name),
  userEmail: emailField,
  userType: z.enum(USER_TYPES).nullish(),
  /** From an earlier `start_chat`: links the new session to that visitor's lead. */
  visitorToken: z.string().max(2000).nullish(),
});

/** The chat widget's form: the chat's lead fields as declared (shared/lead-fields.ts), the same schema the widget checks with. */
const startChatBody = requirePhoneOrEmail(
  z.object({
    ...chatLeadShape(),
    /** The page's language, so the team answers in it. */
    language: leadFields.language.optional(),
    metadata: z.object({ userAgent: z.string().max(500).optional(), page: z.string().max(500).optional() }).strict().optional(),
    /** From `otp-verify`: marks the lead's phone verified when it proves this phone (never required). */
    phoneProof: z.string().max(500).optional(),
    /** The WhatsApp consent box (never ticked for them): the server records when, where and the words in the page's language. */
    whatsappConsent: whatsappConsentInput,
  }),
  API_CONTACT_MESSAGES.phoneOrEmail,
);

const clientIdField = z.string().trim().min(8, "is too short").max(100, "is too long").regex(/^[\w-]+$/, "may hold letters, digits, - and _ only");

const sendMessageBody = z.object({
  sessionId: uuidField,
  message: chatMessageInput,
  /** The widget's own id for this message: a retry with the same id is stored once. */
  clientId: clientIdField.optional(),
  senderType: z.enum(["user", "agent", "bot"]).default("user"),
  senderName: z.string().trim().max(LIMITS.name).nullish(),
});

const agentBody = z.object({ userId: uuidField.optional() }).nullish();
/** `agent_offline` from a page that is closing: `navigator.sendBeacon` sends text/plain and no Authorization header. */
const beaconBody = z.object({ offlineToken: z.string().min(10).max(2000) });
const sessionAgentBody = z.object({ sessionId: uuidField, agentId: uuidField.optional() });
const getMessagesQuery = z.object({ sessionId: uuidField, since: timestampField.optional() });
const visitorPingBody = z.object({ sessionId: uuidField });
const seenBody = z.object({ sessionId: uuidField, upTo: timestampField, read: z.boolean().default(false) });
/** The widget's page language picks the language of the mail that proves the address. */
const transcriptBody = z.object({ sessionId: uuidField, language: z.enum(locales).optional() });
/** A solved device challenge (chat/device-proof.ts). */
const deviceTokenBody = z.object({
  challenge: z.string().min(10).max(2000),
  solution: z.number({ error: "must be a whole number" }).int().min(0).max(Number.MAX_SAFE_INTEGER),
});
const rateBody = z.object({ sessionId: uuidField, rating: z.number({ error: "must be a number from 1 to 5" }).int().min(1).max(5) });
const callbackBody = z.object({
  sessionId: uuidField,
  phone: leadPhoneInput.refine((v) => v !== null, "is required for a call back"),
  slot: timestampField,
  note: optionalText(LIMITS.shortText).optional(),
  /** The chat page's language: the confirming SMS is in the lead's language, else this one. */
  language: z.enum(locales).optional(),
});

/** Per-session limit on what a visitor sends (the per-IP limits sit in front of it). */
export const VISITOR_MESSAGES_PER_SESSION_PER_MINUTE = 20;
/**
 * Many Indian mobile subscribers share one address (carrier-grade NAT), so
 * visitors are limited by their own session or device first; the per-address
 * ceiling is this many times higher and only stops floods.
 */
export const ADDRESS_CEILING_FACTOR = 20;
/**
 * New device tokens one address may have per 10 minutes: a village's phones
 * each get theirs once (and keep it a year); a flood of made-up devices gets
 * few, each after a proof of work (decision 0031).
 */
export const DEVICE_TOKENS_PER_ADDRESS_PER_10_MINUTES = 10;
/** Call-back requests one chat may make per hour. */
export const CALLBACKS_PER_SESSION_PER_HOUR = 3;

/** The agent stream asks the console for a heartbeat this often (the console answers with `heartbeat`). */
export const AGENT_PING_MS = 10_000;
/**
 * Lifetime of the offline token handed out with `agent_online` and every
 * `heartbeat`: it lets a closing page's beacon set that one agent offline, and
 * nothing else. The console refreshes it every ~10 s, so a few minutes is ample.
 */
export const OFFLINE_TOKEN_TTL_SECONDS = 300;
const OFFLINE_PURPOSE = "agent_offline";

export interface LiveChatDeps {
  app: FastifyInstance;
  chat: ChatService;
  bus: EventBus;
  streams: StreamRegistry;
}

/**
 * `live-chat?action=…`, every action of both documents. Visitors hold only the
 * session's random UUID; agents need a signed-in user's token.
 */
export function liveChatFunction({ app, chat, bus, streams }: LiveChatDeps) {
  const { store } = chat;
  const n = app.config.publicWriteLimitPerMinute;
  const transcripts = transcriptsOf(app);

  const queryObject = (ctx: FunctionContext) => Object.fromEntries(ctx.query.entries());
  const withLeads = (rows: SessionRow[]) => chat.withLeads(rows);

  /** A token that can only set this agent offline; see OFFLINE_TOKEN_TTL_SECONDS. */
  async function offlineTokenFor(userId: string) {
    const now = Math.floor(Date.now() / 1000);
    return app.tokens.sign({ iss: "soil-site", purpose: OFFLINE_PURPOSE, sub: userId, iat: now, exp: now + OFFLINE_TOKEN_TTL_SECONDS });
  }

  const setOffline = (userId: string) => chat.setPresence(userId, false);

  /**
   * A visitor's write: counted for their session or device first, then under a
   * much higher ceiling for the address. Both answer 429 with when to try again.
   */
  async function limitVisitor(ctx: FunctionContext, bucket: string, key: string | undefined, max: number, windowMs: number) {
    if (key) {
      const wait = await app.limits.hit(`chat:${bucket}`, key, max, windowMs);
      if (wait) throw new HttpError(429, "rate_limited", `Too many requests; try again in ${wait} s`, { headers: { "Retry-After": String(wait) } });
    }
    await ctx.limit(bucket, max * ADDRESS_CEILING_FACTOR, windowMs);
  }
  const devices = new DeviceProof(app.tokens);
  /**
   * The device a request proves with the token in its `x-chat-device` header
   * (chat/device-proof.ts). A header the client made up names no device: the
   * request counts as its address, so inventing devices buys nothing.
   */
  const deviceOf = async (ctx: FunctionContext) => {
    const raw = ctx.request.headers["x-chat-device"];
    const device = await devices.deviceOf(typeof raw === "string" ? raw : undefined);
    return device ? `device:${device}` : undefined;
  };

  async function sessionOr404(id: string): Promise<SessionRow> {
    const s = await store.getSession(id);
    if (!s) throw new HttpError(404, "session_not_found", "Chat session not found");
    return s;
  }

  /** The agent named in the body (if any) must be the signed-in user. */
  function agentOf(ctx: FunctionContext, claimed: string | undefined) {
    const user = ctx.requireUser();
    if (claimed && claimed !== user.userId) throw new HttpError(403, "forbidden", "Agents act only as themselves");
    return user;
  }

  const actions: Record<string, { method: "GET" | "POST"; run(ctx: FunctionContext): unknown }> = {
    // ---------------------------------------------------------- visitor
    check_agent_availability: {
      method: "GET",
      async run(ctx) {
        await ctx.limit("read", n * 30, 60_000);
        return { hasAvailableAgent: await store.hasAvailableAgent() };
      },
    },
    /**
     * The widget's 'Start Chat' in one request: stores the lead, queues its
     * notification and opens the session (live or assistant), all or nothing.
     */
    start_chat: {
      method: "POST",
      async run(ctx) {
        const device = await deviceOf(ctx);
        if (device) await limitVisitor(ctx, "create", device, n, 60_000);
        else await ctx.limit("create", n, 60_000);
        const { phoneProof, whatsappConsent, ...body } = ctx.parse(startChatBody, ctx.body);
        // A proof that is forged, expired or for another number marks nothing: the farmer still chats.
        const phoneVerified = phoneProof ? app.telephony.phoneCheck.provedPhone(phoneProof, body.phone) : null;
        const result = await chat.startChat({
          ...body,
          phoneVerified,
          ...(whatsappConsent ? whatsappConsentFields("chat_form", body.language ?? null) : {}),
          source: "live_chat",
          metadata: { ...body.metadata, timestamp: new Date().toISOString() },
        });
        ctx.reply.code(201);
        return result;
      },
    },
    /** A challenge for a new device's proof of work; the widget asks once per phone. */
    device_challenge: {
      method: "GET",
      async run(ctx) {
        await ctx.limit("read", n * 30, 60_000);
        return devices.challenge();
      },
    },
    /** A solved challenge for the device token that gives this phone its own limits on `start_chat`. */
    device_token: {
      method: "POST",
      async run(ctx) {
        await ctx.limit("device", DEVICE_TOKENS_PER_ADDRESS_PER_10_MINUTES, 600_000);
        const body = ctx.parse(deviceTokenBody, ctx.body);
        const deviceToken = await devices.redeem(body.challenge, body.solution);
        if (!deviceToken) throw new HttpError(400, "invalid_proof", "The device proof is wrong or its challenge has expired; ask for a new challenge");
        ctx.reply.code(201);
        return { deviceToken };
      },
    },
    create_session: {
      method: "POST",
      async run(ctx) {
        await ctx.limit("create", n, 60_000);
        const body = ctx.parse(createSessionBody, ctx.body);
        const { session, hasAgent } = await chat.createSession({
          userName: body.userName,
          userEmail: body.userEmail,
          userType: body.userType ?? null,
          visitorToken: body.visitorToken,
        });
        return { sessionId: session.id, hasAgent, agentId: null };
      },
    },
    send_message: {
      method: "POST",
      async run(ctx) {
        const body = ctx.parse(sendMessageBody, ctx.body);
        await limitVisitor(ctx, "send", `session:${body.sessionId}`, n * 3, 60_000);
        const session = await sessionOr404(body.sessionId);
        if (session.status === "ended") throw new HttpError(409, "session_ended", "This chat has ended");
        let senderName: string | null;
        /** For a visitor's message: once it is stored, a chat whose agent went away goes back to the list with it. */
        let afterStored = async () => {};
        if (body.senderType === "user") {
          const wait = await app.limits.hit("chat:session-messages", session.id, VISITOR_MESSAGES_PER_SESSION_PER_MINUTE, 60_000);
          if (wait) throw new HttpError(429, "rate_limited", `Too many messages; try again in ${wait} s`, { headers: { "Retry-After": String(wait) } });
          // A visitor speaks under the name they gave when the chat started.
          senderName = session.user_name;
          void store.touchVisitor(session.id).catch(() => {});
          afterStored = () => chat.visitorWrote(session);
        } else if (body.senderType === "agent") {
          if (ctx.caller.role !== "authenticated") throw new HttpError(403, "forbidden", "Only a signed-in agent can send as agent");
          if (session.agent_id !== ctx.caller.userId) throw new HttpError(403, "not_your_session", "Take the session before replying");
          senderName = body.senderName || liveChatText.agentName;
          void store.touchPresenceSoon(ctx.caller.userId).catch(() => {});
          // A WhatsApp conversation: the reply goes out through WhatsApp (or is refused with the reason).
          const channel = chat.channelOf(session);
          if (channel) return { success: true, message: await channel.agentReply(session, ctx.caller.userId, senderName, body.message) };
        } else {
          // Assistant replies are written by the chat function itself.
          throw new HttpError(403, "forbidden", "Messages cannot be sent as bot");
        }
        if (body.clientId) {
          const r = await chat.addMessageOnce(session.id, body.senderType, senderName, body.message, body.clientId);
          if (!r.duplicate) await afterStored();
          return { success: true, message: r.message, duplicate: r.duplicate };
        }
        const message = await chat.addMessage(session.id, body.senderType, senderName, body.message);
        await afterStored();
        return { success: true, message };
      },
    },
    get_messages: {
      method: "GET",
      async run(ctx) {
        await ctx.limit("read", n * 30, 60_000);
        const q = ctx.parse(getMessagesQuery, queryObject(ctx));
        const session = await sessionOr404(q.sessionId);
        if (ctx.caller.role === "authenticated") void store.touchPresenceSoon(ctx.caller.userId).catch(() => {});
        else void store.touchVisitor(session.id).catch(() => {});
        let messages: ChatMessageOut[] = await store.messagesSince(session.id, q.since);
        if (ctx.caller.role === "authenticated") messages = await chat.describeMessages(session, messages);
        return { messages, status: visitorStatus(session), receipt: { delivered: session.delivered_at ?? null, read: session.read_at ?? null } };
      },
    },
    stream: {
      method: "GET",
      async run(ctx) {
        await ctx.limit("stream", n * 6, 60_000);
        const q = ctx.parse(getMessagesQuery, queryObject(ctx));
        await sessionOr404(q.sessionId);
        const lastEventId = ctx.request.headers["last-event-id"];
        const resumeFrom = typeof lastEventId === "string" && lastEventId ? ctx.parse(timestampField, lastEventId) : q.since;
        const sse = openSse(ctx.request, ctx.reply, streams);
        await streamSession(sse, {
          sessionId: q.sessionId,
          since: resumeFrom,
          topic: sessionTopic(q.sessionId),
          bus,
          async load(since) {
            const [messages, session] = await Promise.all([store.messagesSince(q.sessionId, since), store.getSession(q.sessionId)]);
            return { messages, status: session ? visitorStatus(session) : "ended" };
          },
          onError: (err) => app.log.error({ err }, "chat stream could not read the session"),
        });
      },
    },

    /** The widget's sign of life while a live chat is open; answers where the chat stands. */
    visitor_ping: {
      method: "POST",
      async run(ctx) {
        const body = ctx.parse(visitorPingBody, ctx.body);
        await limitVisitor(ctx, "ping", `session:${body.sessionId}`, 12, 60_000);
        const session = await sessionOr404(body.sessionId);
        if (session.status !== "ended") await store.touchVisitor(session.id);
        return { status: visitorStatus(session) };
      },
    },
    /** "Call me back" at a slot within working hours (IST), with the chat's lead. */
    request_callback: {
      method: "POST",
      async run(ctx) {
        const body = ctx.parse(callbackBody, ctx.body);
        await limitVisitor(ctx, "callback", `session:${body.sessionId}`, CALLBACKS_PER_SESSION_PER_HOUR, 3_600_000);
        const session = await sessionOr404(body.sessionId);
        const slot = new Date(body.slot);
        const latest = Date.now() + 14 * 86_400_000;
        if (!isValidSlot(site.openingHoursIst, slot) || slot.getTime() <= Date.now() || slot.getTime() > latest) {
          throw new HttpError(400, "invalid_slot", "slot: choose a time within working hours (India time) in the next two weeks");
        }
        const r = await chat.requestCallback(session, { sessionId: session.id, phone: body.phone!, slot, note: body.note ?? null });
        // The farmer gets an SMS in their language saying when the team will call.
        app.telephony.confirmCallback({ leadId: session.lead_id, phone: r.phone, slot, language: body.language ?? null });
        ctx.reply.code(201);
        return { success: true, callback: { id: r.id, slot: r.slot_start, phone: r.phone } };
      },
    },

    /**
     * "Typing…" both ways in live mode: nothing is stored, the event goes to the
     * session's streams (through the bus, so across processes). The visitor's
     * session id or the agent holding the chat decides the side.
     */
    typing: {
      method: "POST",
      async run(ctx) {
        const body = ctx.parse(visitorPingBody, ctx.body);
        const session = await sessionOr404(body.sessionId);
        const agentTyping = ctx.caller.role === "authenticated" && session.agent_id === ctx.caller.userId;
        if (!agentTyping) await limitVisitor(ctx, "typing", `session:${session.id}`, 30, 60_000);
        if (session.status !== "active") return { success: true };
        await bus.publish({ topic: sessionTopic(session.id), type: "typing", data: { sender: agentTyping ? "agent" : "user" } });
        return { success: true };
      },
    },
    /** One tap at the end of a chat: 1-5. */
    rate_chat: {
      method: "POST",
      async run(ctx) {
        const body = ctx.parse(rateBody, ctx.body);
        await limitVisitor(ctx, "rate", `session:${body.sessionId}`, 10, 60_000);
        const session = await sessionOr404(body.sessionId);
        if (session.status !== "ended") throw new HttpError(409, "session_not_ended", "A chat can be rated once it has ended");
        await chat.rate(session, body.rating);
        return { success: true, rating: body.rating };
      },
    },
    /**
     * The conversation by e-mail. To the address the visitor gave at the start
     * (never another), and only once its owner proved it in this chat: the
     * first request mails that address a link instead (chat/transcript.ts).
     * `status` says which: sent, verify (open the link) or limited (that
     * address had its mails for today). A signed-in staff member gets the
     * transcript at their own address.
     */
    send_transcript: {
      method: "POST",
      async run(ctx) {
        const body = ctx.parse(transcriptBody, ctx.body);
        if (ctx.caller.role === "authenticated") {
          const session = await sessionOr404(body.sessionId);
          await transcripts.toStaff(session, ctx.caller.email);
          return { success: true, status: "sent", to: ctx.caller.email };
        }
        await limitVisitor(ctx, "transcript", `session:${body.sessionId}`, 3, 3_600_000);
        const session = await sessionOr404(body.sessionId);
        if (!session.user_email) throw new HttpError(409, "no_email", "This chat has no e-mail address to send the transcript to");
        const status = await transcripts.request(session, body.language ?? "en");
        return { success: true, status, to: session.user_email };
      },
    },

    // ---------------------------------------------------------- agent
    /** Receipts from the agent holding the chat: received (delivered) and shown (read) up to a time. */
    mark_seen: {
      method: "POST",
      async run(ctx) {
        const body = ctx.parse(seenBody, ctx.body);
        const user = ctx.requireUser();
        const session = await sessionOr404(body.sessionId);
        if (session.agent_id !== user.userId) throw new HttpError(403, "not_your_session", "Take the session first");
        await store.markSeen(session.id, body.upTo, body.read);
        // WhatsApp shows the farmer the blue ticks too.
        void chat.channelOf(session)?.seen?.(session, body.upTo, body.read).catch((err) => app.log.warn({ err }, "could not pass a receipt to the channel"));
        const now = await sessionOr404(body.sessionId);
        await bus.publish({ topic: sessionTopic(session.id), type: "receipt", data: { delivered: now.delivered_at ?? null, read: now.read_at ?? null } });
        return { success: true };
      },
    },
    /** Ratings per agent, for staff. */
    get_ratings: {
      method: "GET",
      async run(ctx) {
        ctx.requireUser();
        return await chat.ratingsByAgent();
      },
    },
    /** Call-backs still to be made, soonest first, with their leads. */
    get_callbacks: {
      method: "GET",
      async run(ctx) {
        const user = ctx.requireUser();
        // A call-back in a language is offered first to the agents who speak it (staff/languages.ts).
        return { callbacks: await offerCallbacksTo(app.database, user.userId, await chat.dueCallbacks(), app.config.chatWaitForAgentMs) };
      },
    },
    agent_online: {
      method: "POST",
      async run(ctx) {
        const user = agentOf(ctx, ctx.parse(agentBody, ctx.body)?.userId);
        await chat.setPresence(user.userId, true);
        return { success: true, online: true, offlineToken: await offlineTokenFor(user.userId) };
      },
    },
    agent_offline: {
      method: "POST",
      async run(ctx) {
        let raw: unknown = ctx.body;
        if (typeof raw === "string") {
          try {
            raw = JSON.parse(raw);
          } catch {
            throw new HttpError(400, "bad_json", "Request body is not valid JSON");
          }
        }
        if (ctx.caller.role !== "authenticated" && raw && typeof raw === "object" && "offlineToken" in raw) {
          // A closing page's beacon: no Authorization header, the offline token in a text/plain body.
          await ctx.limit("beacon", n * 6, 60_000);
          const { offlineToken } = ctx.parse(beaconBody, raw);
          const claims = await app.tokens.verify(offlineToken).catch(() => undefined);
          if (!claims || claims.purpose !== OFFLINE_PURPOSE || typeof claims.sub !== "string") {
            throw new HttpError(401, "invalid_offline_token", "The offline token is invalid or has expired");
          }
          await setOffline(claims.sub);
          return { success: true, online: false };
        }
        const user = agentOf(ctx, ctx.parse(agentBody, raw)?.userId);
        await setOffline(user.userId);
        return { success: true, online: false };
      },
    },
    /**
     * The console's sign of life while the agent stream (which asks for it
     * every 10 s) or the 3 s polling runs; refreshes the offline token. Says
     * whether the agent still counts as online.
     */
    heartbeat: {
      method: "POST",
      async run(ctx) {
        const user = ctx.requireUser();
        const online = await store.touchPresence(user.userId);
        return { success: true, online, offlineToken: online ? await offlineTokenFor(user.userId) : null };
      },
    },
    get_waiting_sessions: {
      method: "GET",
      async run(ctx) {
        const user = ctx.requireUser();
        void store.touchPresenceSoon(user.userId).catch(() => {});
        const sessions = await withLeads(await store.waitingSessions());
        // A chat in a language is offered first to the online agents who speak it (staff/languages.ts).
        return { sessions: await offerTo(app.database, user.userId, sessions, sessionWaiting, app.config.chatWaitForAgentMs) };
      },
    },
    /** The signed-in agent's own active chats, with their leads (the console's panels). */
    get_active_sessions: {
      method: "GET",
      async run(ctx) {
        const user = ctx.requireUser();
        return { sessions: await withLeads(await store.activeSessionsOf(user.userId)) };
      },
    },
    take_session: {
      method: "POST",
      async run(ctx) {
        const body = ctx.parse(sessionAgentBody, ctx.body);
        const user = agentOf(ctx, body.agentId);
        const r = await chat.takeSession(body.sessionId, user.userId);
        if (r.outcome === "not_found") throw new HttpError(404, "session_not_found", "Chat session not found");
        if (r.outcome === "ended") throw new HttpError(409, "session_ended", "This chat has already ended");
        if (r.outcome !== "taken") {
          if (r.session?.agent_id === user.userId) return { success: true, session: sessionOut(r.session) };
          throw new HttpError(409, "session_taken", "Another agent has already taken this chat");
        }
        return { success: true, session: sessionOut(r.session) };
      },
    },
    end_session: {
      method: "POST",
      async run(ctx) {
        const body = ctx.parse(sessionAgentBody, ctx.body);
        const user = agentOf(ctx, body.agentId);
        const session = await sessionOr404(body.sessionId);
        if (session.status === "active" && session.agent_id !== user.userId) {
          throw new HttpError(403, "not_your_session", "Another agent is handling this chat");
        }
        await chat.endSession(session.id);
        return { success: true };
      },
    },
    /**
     * For the agent console, as Server-Sent Events: waiting-list changes
     * (`session_created`, `session_taken`, `session_ended`), `presence`, and for
     * each chat this agent holds its `message` and `status` events (with
     * `sessionId`). `following` says a chat's events now flow (the console
     * reads what it may have missed before), `resync` that the bus may have
     * dropped events (read everything again), `ping` asks for a heartbeat.
     * Needs the user's token in the Authorization header (a fetch-based stream
     * reader; EventSource cannot send it, and a token in a URL would be logged).
     */
    agent_stream: {
      method: "GET",
      async run(ctx) {
        const user = ctx.requireUser();
        const mine = await store.activeSessionsOf(user.userId);
        const sse = openSse(ctx.request, ctx.reply, streams);
        // The server knows when the console goes: a stream that closes for good sets the agent offline (see ChatService).
        sse.onClose(chat.agentStreamOpened(user.userId));
        const following = new Map<string, () => void>();
        const unfollow = (sessionId: string) => {
          following.get(sessionId)?.();
          following.delete(sessionId);
        };
        const follow = (sessionId: string, announce: boolean) => {
          if (following.has(sessionId) || sse.closed) return;
          const off = bus.subscribe(sessionTopic(sessionId), (e: BusEvent) => {
            if (e.type === "message") sse.send("message", { sessionId, message: e.data });
            else if (e.type === "typing") sse.send("typing", { sessionId, ...(e.data as object) });
            else if (e.type === "delivery") sse.send("delivery", { ...(e.data as object), sessionId });
            else if (e.type === "status") {
              const status = (e.data as { status: string }).status;
              sse.send("status", { sessionId, status });
              if (status === "ended") unfollow(sessionId);
            } else if (e.type === RESYNC) sse.send("resync", { sessionId });
          });
          following.set(sessionId, off);
          if (announce) sse.send("following", { sessionId });
        };
        sse.onClose(() => {
          for (const off of following.values()) off();
          following.clear();
        });
        sse.onClose(
          bus.subscribe(SESSIONS_TOPIC, (e) => {
            if (e.type === RESYNC) return sse.send("resync", {});
            const data = (e.data ?? {}) as { sessionId?: string; agentId?: string };
            if (e.type === "session_taken" && data.agentId === user.userId && data.sessionId) follow(data.sessionId, true);
            if (e.type === "session_ended" && data.sessionId) unfollow(data.sessionId);
            // A new chat reaches this agent now only if their list offers it (language, staff/languages.ts).
            if (e.type === "session_created" && e.data) {
              const waiting = sessionWaiting(e.data as Parameters<typeof sessionWaiting>[0]);
              void offeredTo(app.database, user.userId, waiting, app.config.chatWaitForAgentMs).then((ok) => ok && sse.send(e.type, e.data ?? {}), () => sse.send(e.type, e.data ?? {}));
              return;
            }
            sse.send(e.type, e.data ?? {});
          }),
        );
        sse.onClose(bus.subscribe(AGENTS_TOPIC, (e) => sse.send(e.type === RESYNC ? "resync" : e.type, e.data ?? {})));
        for (const s of mine) follow(s.id, false);
        // Network callbacks are not throttled in background tabs the way timers are,
        // so the console answers these pings even when the agent looks at another tab.
        const ping = setInterval(() => sse.send("ping", {}), AGENT_PING_MS);
        ping.unref();
        sse.onClose(() => clearInterval(ping));
        sse.send("ready", { following: mine.map((s) => s.id) });
      },
    },
  };

  return defineFunction({
    name: "live-chat",
    methods: ["GET", "POST"],
    async handler(ctx) {
      const name = ctx.query.get("action") ?? "";
      const action = Object.hasOwn(actions, name) ? actions[name] : undefined;
      if (!action) throw new HttpError(400, "unknown_action", `Unknown action: ${name || "(none)"}; use ?action=…`);
      if (ctx.method !== action.method) {
        ctx.reply.header("Allow", action.method);
        throw new HttpError(405, "method_not_allowed", `${name} uses ${action.method}`);
      }
      return action.run(ctx);
    },
  });
}
