import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import type { SupabaseClient } from "@supabase/supabase-js";
import { liveChatConsoleCopy as copy } from "@content/live-chat-console.ts";
import { liveChatEn as liveChatText } from "@content/en/live-chat.ts";
import { whatsappConsoleCopy } from "@content/whatsapp-console.ts";
import type { AgentStreamEvent, ChatMessage, ChatSessionOut } from "@shared/api-types";
import { DELIVERY_RANK, type WhatsAppDeliveryEvent } from "@shared/whatsapp-types";
import { ApiError } from "~/lib/api-client.ts";
import { consoleApi } from "./api.ts";
import { Attention } from "./attention.ts";
import { CONSOLE } from "./constants.ts";

/** What a send came to: ok, or the reason to show the agent (null: nothing to say, e.g. the chat ended). */
export interface SendResult {
  ok: boolean;
  error: string | null;
}

export interface ActiveChat {
  session: ChatSessionOut;
  messages: ChatMessage[];
  minimised: boolean;
  ending: boolean;
}

interface ConsoleState {
  online: boolean;
  /** A presence change in flight. */
  switching: "online" | "offline" | null;
  error: string | null;
  /** How new visitors and messages arrive: the agent stream, or the specified 3 s polling when it is down. */
  transport: "stream" | "polling";
  waiting: ChatSessionOut[];
  chats: ActiveChat[];
  taking: string | null;
}

type Action =
  | { type: "switching"; to: "online" | "offline" | null }
  | { type: "online"; online: boolean; error?: string | null }
  | { type: "transport"; transport: ConsoleState["transport"] }
  | { type: "waiting"; sessions: ChatSessionOut[] }
  | { type: "waiting-add"; session: ChatSessionOut }
  | { type: "waiting-remove"; id: string }
  | { type: "chats"; sessions: ChatSessionOut[] }
  | { type: "chat-add"; session: ChatSessionOut }
  | { type: "chat-remove"; id: string }
  | { type: "messages"; sessionId: string; messages: ChatMessage[] }
  | { type: "toggle"; id: string }
  | { type: "ending"; id: string; ending: boolean }
  | { type: "taking"; id: string | null }
  | { type: "delivery"; event: WhatsAppDeliveryEvent };

const initialState: ConsoleState = { online: false, switching: null, error: null, transport: "polling", waiting: [], chats: [], taking: null };

const byTime = (a: ChatMessage, b: ChatMessage) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : 1);

/** A newer copy of a WhatsApp message (its file now kept, its ticks moved on) replaces the one shown. */
const fresher = (had: ChatMessage, now: ChatMessage) =>
  Boolean(now.whatsapp) &&
  (!had.whatsapp || (now.whatsapp!.media?.stored && !had.whatsapp.media?.stored) || DELIVERY_RANK[now.whatsapp!.status] > DELIVERY_RANK[had.whatsapp.status]);

function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const known = new Map(current.map((m) => [m.id, m]));
  const fresh = incoming.filter((m) => !known.has(m.id));
  const updated = new Map(incoming.filter((m) => known.has(m.id) && fresher(known.get(m.id)!, m)).map((m) => [m.id, m]));
  if (fresh.length === 0 && updated.size === 0) return current;
  return [...current.map((m) => updated.get(m.id) ?? m), ...fresh].sort(byTime);
}

function reducer(state: ConsoleState, action: Action): ConsoleState {
  switch (action.type) {
    case "switching":
      return { ...state, switching: action.to };
    case "online":
      return { ...state, online: action.online, switching: null, error: action.error ?? null };
    case "transport":
      return state.transport === action.transport ? state : { ...state, transport: action.transport };
    case "waiting": {
      // A session this agent already chats in never shows as waiting.
      const mine = new Set(state.chats.map((c) => c.session.id));
      return { ...state, waiting: action.sessions.filter((s) => !mine.has(s.id)) };
    }
    case "waiting-add":
      if (state.chats.some((c) => c.session.id === action.session.id)) return state;
      // Announced again (back on the list unanswered, or its visitor wrote again): the newer announcement wins.
      if (state.waiting.some((s) => s.id === action.session.id)) return { ...state, waiting: state.waiting.map((s) => (s.id === action.session.id ? action.session : s)) };
      return { ...state, waiting: [...state.waiting, action.session].sort((a, b) => (a.created_at < b.created_at ? -1 : 1)) };
    case "waiting-remove":
      return state.waiting.some((s) => s.id === action.id) ? { ...state, waiting: state.waiting.filter((s) => s.id !== action.id) } : state;
    case "chats": {
      const existing = new Map(state.chats.map((c) => [c.session.id, c]));
      const chats = action.sessions.map((s) => {
        const had = existing.get(s.id);
        return had ? { ...had, session: { ...s, lead: s.lead ?? had.session.lead } } : { session: s, messages: [], minimised: false, ending: false };
      });
      const ids = new Set(chats.map((c) => c.session.id));
      return { ...state, chats, waiting: state.waiting.filter((s) => !ids.has(s.id)) };
    }
    case "chat-add":
      if (state.chats.some((c) => c.session.id === action.session.id)) return state;
      return {
        ...state,
        chats: [...state.chats, { session: action.session, messages: [], minimised: false, ending: false }],
        waiting: state.waiting.filter((s) => s.id !== action.session.id),
      };
    case "chat-remove":
      return { ...state, chats: state.chats.filter((c) => c.session.id !== action.id) };
    case "messages": {
      let changed = false;
      const chats = state.chats.map((c) => {
        if (c.session.id !== action.sessionId) return c;
        const messages = mergeMessages(c.messages, action.messages);
        if (messages === c.messages) return c;
        changed = true;
        return { ...c, messages };
      });
      return changed ? { ...state, chats } : state;
    }
    case "toggle":
      return { ...state, chats: state.chats.map((c) => (c.session.id === action.id ? { ...c, minimised: !c.minimised } : c)) };
    case "ending":
      return { ...state, chats: state.chats.map((c) => (c.session.id === action.id ? { ...c, ending: action.ending } : c)) };
    case "taking":
      return { ...state, taking: action.id };
    case "delivery": {
      // WhatsApp's report on one of the agent's messages: its ticks move on (never back).
      const { sessionId, messageId, status, error } = action.event;
      const chats = state.chats.map((c) =>
        c.session.id !== sessionId
          ? c
          : {
              ...c,
              messages: c.messages.map((m) =>
                m.id === messageId && m.whatsapp && DELIVERY_RANK[status] >= DELIVERY_RANK[m.whatsapp.status] ? { ...m, whatsapp: { ...m.whatsapp, status, error } } : m,
              ),
            },
      );
      return { ...state, chats };
    }
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(t);
      resolve();
    });
  });

const logError = (what: string) => (err: unknown) => console.error(`live chat console: ${what}`, err);

/**
 * Everything the console does, apart from drawing it: presence (Go Online /
 * Go Offline, heartbeats, offline on leaving), the waiting list and the
 * agent's chats, kept current by the agent stream or, when that is down, by
 * the specified 3 s polling.
 */
export function useLiveChatConsole(client: SupabaseClient, userId: string) {
  const api = useMemo(() => consoleApi(client), [client]);
  /** Chats whose visitor is typing now (a few seconds after their last keystroke). */
  const [typing, setTyping] = useState<Record<string, boolean>>({});
  const typingTimers = useRef<Record<string, ReturnType<typeof setTimeout>>>({});
  const typingSent = useRef<Record<string, number>>({});
  /** Tells the visitor the agent is typing, at most every 3 s per chat. */
  const agentTyping = useCallback(
    (sessionId: string) => {
      if (Date.now() - (typingSent.current[sessionId] ?? 0) < 3000) return;
      typingSent.current[sessionId] = Date.now();
      void api.typing(sessionId).catch(() => {});
    },
    [api],
  );
  const [state, dispatch] = useReducer(reducer, initialState);
  const stateRef = useRef(state);
  const offlineToken = useRef<string | null>(null);
  const lastHeartbeat = useRef(0);
  const attention = useRef<Attention | null>(null);

  useEffect(() => {
    stateRef.current = state;
  });

  const notify = useCallback((text: string) => {
    if (!stateRef.current.online) return;
    attention.current ??= new Attention();
    attention.current.notify(text);
  }, []);

  /** New messages of a chat, with a nudge for a visitor's message the agent has not seen. */
  const addMessages = useCallback(
    (sessionId: string, messages: ChatMessage[]) => {
      if (messages.length === 0) return;
      // The reducer ignores messages of a chat it does not hold; the ref may lag one render behind.
      const chat = stateRef.current.chats.find((c) => c.session.id === sessionId);
      const known = new Set(chat?.messages.map((m) => m.id));
      const fromVisitor = chat && messages.find((m) => m.sender_type === "user" && !known.has(m.id));
      dispatch({ type: "messages", sessionId, messages });
      if (fromVisitor) notify(copy.notifyNewMessage(chat.session.user_name));
      // Receipts for the visitor: received now; read when the console is in view and the chat open.
      const newest = messages.filter((m) => m.sender_type === "user").reduce<string>((a, m) => (m.created_at > a ? m.created_at : a), "");
      if (chat && newest) void api.seen(sessionId, newest, document.visibilityState === "visible" && !chat.minimised).catch(() => {});
    },
    [api, notify],
  );

  /** Reads a chat's messages after the last one it has; drops the chat once it has ended. */
  const catchUp = useCallback(
    async (sessionId: string) => {
      const chat = stateRef.current.chats.find((c) => c.session.id === sessionId);
      const since = chat?.messages.at(-1)?.created_at;
      try {
        const r = await api.messages(sessionId, since);
        addMessages(sessionId, r.messages);
        if (r.status === "ended") dispatch({ type: "chat-remove", id: sessionId });
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) dispatch({ type: "chat-remove", id: sessionId });
        else logError("messages")(err);
      }
    },
    [api, addMessages],
  );

  const loadWaiting = useCallback(async () => {
    const sessions = await api.waiting();
    const known = new Set(stateRef.current.waiting.map((s) => s.id));
    const fresh = sessions.find((s) => !known.has(s.id));
    dispatch({ type: "waiting", sessions });
    if (fresh) notify(copy.notifyNewVisitor(fresh.user_name));
  }, [api, notify]);

  /** Everything from the server: waiting list, own chats, their messages. */
  const refresh = useCallback(async () => {
    try {
      const [, active] = await Promise.all([loadWaiting(), api.active()]);
      dispatch({ type: "chats", sessions: active });
      await Promise.all(active.map((s) => catchUp(s.id)));
    } catch (err) {
      logError("refresh")(err);
    }
  }, [api, loadWaiting, catchUp]);

  const heartbeat = useCallback(async () => {
    if (!stateRef.current.online || Date.now() - lastHeartbeat.current < CONSOLE.heartbeatMinGapMs) return;
    lastHeartbeat.current = Date.now();
    try {
      const r = await api.heartbeat();
      if (r.offlineToken) offlineToken.current = r.offlineToken;
      if (!r.online && stateRef.current.online && !stateRef.current.switching) dispatch({ type: "online", online: false, error: copy.droppedOffline });
    } catch (err) {
      logError("heartbeat")(err);
    }
  }, [api]);

  // First view: who is waiting and which chats this agent already holds (they survive a reload).
  useEffect(() => {
    void refresh();
  }, [refresh]);

  // The agent stream, for as long as the console is open; reconnects with back-off.
  useEffect(() => {
    const ac = new AbortController();
    let delay: number = CONSOLE.streamRetryFirstMs;
    const onEvent = (e: AgentStreamEvent) => {
      switch (e.event) {
        case "ready":
          delay = CONSOLE.streamRetryFirstMs;
          dispatch({ type: "transport", transport: "stream" });
          void refresh();
          break;
        case "session_created":
          if (!e.data.id) break;
          if (!stateRef.current.waiting.some((s) => s.id === e.data.id)) notify(copy.notifyNewVisitor(e.data.user_name ?? ""));
          dispatch({ type: "waiting-add", session: e.data });
          break;
        case "session_taken": {
          // Taken by anyone (this agent in another tab included): it is no longer waiting.
          const { sessionId, agentId } = e.data;
          if (sessionId) dispatch({ type: "waiting-remove", id: sessionId });
          if (sessionId && agentId === userId && !stateRef.current.chats.some((c) => c.session.id === sessionId)) void refresh();
          break;
        }
        case "session_ended":
          if (e.data.sessionId) dispatch({ type: "waiting-remove", id: e.data.sessionId });
          break;
        case "message":
          if (e.data.sessionId && e.data.message) addMessages(e.data.sessionId, [e.data.message]);
          break;
        case "status":
          if (e.data.sessionId && e.data.status === "ended") dispatch({ type: "chat-remove", id: e.data.sessionId });
          break;
        case "following":
          if (e.data.sessionId) void catchUp(e.data.sessionId);
          break;
        case "resync":
          void refresh();
          break;
        case "ping":
          void heartbeat();
          break;
        case "typing":
          if (e.data.sender === "user") {
            const id = e.data.sessionId;
            setTyping((m) => ({ ...m, [id]: true }));
            clearTimeout(typingTimers.current[id]);
            typingTimers.current[id] = setTimeout(() => setTyping((m) => ({ ...m, [id]: false })), 5000);
          }
          break;
        case "presence":
          // Other agents' presence is not shown in this console.
          break;
        case "delivery":
          dispatch({ type: "delivery", event: e.data });
          break;
        default:
          e satisfies never;
      }
    };
    void (async () => {
      while (!ac.signal.aborted) {
        try {
          await api.stream(onEvent, ac.signal);
        } catch (err) {
          if (!ac.signal.aborted) logError("agent stream")(err);
        }
        if (ac.signal.aborted) break;
        dispatch({ type: "transport", transport: "polling" });
        await sleep(delay, ac.signal);
        delay = Math.min(delay * 2, CONSOLE.streamRetryMaxMs);
      }
    })();
    return () => ac.abort();
  }, [api, userId, refresh, addMessages, catchUp, heartbeat, notify]);

  // The specified polling, every 3 s while online, whenever the stream is down.
  useEffect(() => {
    if (!state.online || state.transport !== "polling") return;
    const timer = setInterval(() => {
      void loadWaiting().catch(logError("waiting sessions"));
      for (const c of stateRef.current.chats) void catchUp(c.session.id);
    }, CONSOLE.pollMs);
    return () => clearInterval(timer);
  }, [state.online, state.transport, loadWaiting, catchUp]);

  // Heartbeats by timer too, for when the stream (whose pings are the main trigger) is down.
  useEffect(() => {
    if (!state.online) return;
    const timer = setInterval(() => void heartbeat(), CONSOLE.heartbeatMs);
    return () => clearInterval(timer);
  }, [state.online, heartbeat]);

  // Back on the tab: clear the count in the title.
  useEffect(() => {
    const seen = () => {
      if (document.visibilityState === "visible") attention.current?.seen();
    };
    window.addEventListener("focus", seen);
    document.addEventListener("visibilitychange", seen);
    return () => {
      window.removeEventListener("focus", seen);
      document.removeEventListener("visibilitychange", seen);
    };
  }, []);

  // Leaving the page while online sets the agent offline: closing the tab
  // (pagehide, by beacon) and navigating elsewhere in the admin area (unmount).
  useEffect(() => {
    const leave = () => {
      if (!stateRef.current.online) return;
      const token = offlineToken.current;
      if (token) void api.beaconOffline(token).then((sent) => (sent ? undefined : api.goOffline(userId))).catch(logError("offline"));
      else void api.goOffline(userId).catch(logError("offline"));
    };
    const onPageShow = (e: PageTransitionEvent) => {
      // Restored from the back-forward cache after pagehide set the agent offline.
      if (e.persisted && stateRef.current.online) dispatch({ type: "online", online: false });
    };
    window.addEventListener("pagehide", leave);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("pageshow", onPageShow);
      leave();
      attention.current?.close();
    };
  }, [api, userId]);

  const goOnline = useCallback(async () => {
    attention.current ??= new Attention();
    attention.current.prepare();
    dispatch({ type: "switching", to: "online" });
    try {
      const r = await api.goOnline(userId);
      offlineToken.current = r.offlineToken;
      lastHeartbeat.current = Date.now();
      dispatch({ type: "online", online: true });
      void refresh();
    } catch (err) {
      logError("go online")(err);
      dispatch({ type: "online", online: false, error: copy.onlineFailed });
    }
  }, [api, userId, refresh]);

  const goOffline = useCallback(async () => {
    dispatch({ type: "switching", to: "offline" });
    try {
      await api.goOffline(userId);
    } catch (err) {
      logError("go offline")(err);
    }
    offlineToken.current = null;
    dispatch({ type: "online", online: false });
  }, [api, userId]);

  const take = useCallback(
    async (session: ChatSessionOut) => {
      if (!stateRef.current.online || stateRef.current.taking) return;
      dispatch({ type: "taking", id: session.id });
      try {
        const r = await api.take(session.id, userId);
        dispatch({ type: "chat-add", session: { ...session, ...r.session, lead: r.session.lead ?? session.lead } });
        await catchUp(session.id);
      } catch (err) {
        // Another agent was quicker (409) or the visitor left (404): it is no longer waiting.
        if (err instanceof ApiError && (err.status === 409 || err.status === 404)) dispatch({ type: "waiting-remove", id: session.id });
        else logError("take")(err);
      } finally {
        dispatch({ type: "taking", id: null });
      }
    },
    [api, userId, catchUp],
  );

  /** What a failed send tells the agent: the chat is gone, or the reason the server gave (a WhatsApp window, an opt-out). */
  const sendFailed = useCallback((sessionId: string, err: unknown): SendResult => {
    logError("send")(err);
    if (err instanceof ApiError && (err.code === "session_ended" || err.code === "session_not_found")) {
      dispatch({ type: "chat-remove", id: sessionId });
      return { ok: false, error: null };
    }
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) return { ok: false, error: err.message };
    return { ok: false, error: whatsappConsoleCopy.sendFailed };
  }, []);

  /** Sends a reply; resolves ok once the server has it (the message shows at once), else with the reason to show. */
  const send = useCallback(
    async (sessionId: string, text: string): Promise<SendResult> => {
      const message = text.trim();
      if (!message) return { ok: false, error: null };
      try {
        const r = await api.send(sessionId, message, liveChatText.agentName);
        addMessages(sessionId, [r.message]);
        return { ok: true, error: null };
      } catch (err) {
        return sendFailed(sessionId, err);
      }
    },
    [api, addMessages, sendFailed],
  );

  /** An approved WhatsApp template in a conversation (outside the 24-hour window). */
  const sendTemplate = useCallback(
    async (sessionId: string, name: string, language: string, values: string[]): Promise<SendResult> => {
      try {
        const r = await api.sendWhatsAppTemplate(sessionId, name, language, values, liveChatText.agentName);
        addMessages(sessionId, [r.message]);
        return { ok: true, error: null };
      } catch (err) {
        return sendFailed(sessionId, err);
      }
    },
    [api, addMessages, sendFailed],
  );

  const whatsappTemplates = useCallback((sync = false) => api.whatsappTemplates(sync), [api]);
  const whatsappMedia = useCallback((id: string) => api.whatsappMedia(id), [api]);

  const end = useCallback(
    async (sessionId: string) => {
      dispatch({ type: "ending", id: sessionId, ending: true });
      try {
        await api.end(sessionId, userId);
        dispatch({ type: "chat-remove", id: sessionId });
      } catch (err) {
        logError("end")(err);
        dispatch({ type: "ending", id: sessionId, ending: false });
      }
    },
    [api, userId],
  );

  const toggle = useCallback((id: string) => dispatch({ type: "toggle", id }), []);

  return { state, goOnline, goOffline, take, send, sendTemplate, whatsappTemplates, whatsappMedia, end, toggle, typing, agentTyping };
}
