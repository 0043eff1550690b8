import { useCallback, useEffect, useRef, useState } from "react";
import type { ChatWidgetCopy } from "@content/chat-widget";
import type { Locale } from "@content/i18n";
import { CHAT, LIMITS } from "@shared/constants";
import { ApiError, askAssistant, connectLive, getMessages, sendMessage, sendTyping, startChat, visitorPing } from "./api";
import { chatReducer, chatView, clientId, firstName, initialChatState, localId, nextInOutbox, proofFor, savedOf, type ChatAction, type ChatState } from "./chat-state";
import { agentOnlineNow } from "./availability";
import { isNetworkError, problemText } from "./problems";
import { chatLeadInput, trimChatLead } from "@shared/chat-lead";
import { loadState, saveState, type Lead, type WidgetMessage } from "./storage";

/** How long "the agent is typing" stays without a new sign. */
const AGENT_TYPING_MS = 5000;

/**
 * The panel's state (chat-state.ts) with the work around it: requests, the
 * outbox, the live stream, the visitor's heartbeat, persistence. The state
 * also lives in a ref that each dispatch updates at once, so an async loop
 * (the outbox) always reads the newest state, never a render's copy.
 */
export function useChatPanel({ t, language, autoFocus }: { t: ChatWidgetCopy; language: Locale; autoFocus: boolean }) {
  const [state, setState] = useState<ChatState>(() => initialChatState(loadState(), typeof navigator === "undefined" || navigator.onLine));
  const stateRef = useRef(state);
  const dispatch = useCallback((a: ChatAction) => {
    stateRef.current = chatReducer(stateRef.current, a);
    setState(stateRef.current);
  }, []);
  const flushing = useRef(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typingSentAt = useRef(0);
  const firstField = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const view = chatView(state);
  const { liveSession } = view;

  // Persist every change, so a reload returns to the same place.
  useEffect(() => {
    saveState(savedOf(state));
  }, [state]);

  // Focus moves into the panel when the visitor opened it (the prop is fixed for the panel's life).
  useEffect(() => {
    if (autoFocus) (stateRef.current.conversation ? input.current : firstField.current)?.focus();
  }, [autoFocus]);

  /**
   * Asks the assistant one question of the outbox and shows its reply. False
   * when the network went away meanwhile: the question waits for it. A failure
   * while online gets the specified apology, as the question is not lost from view.
   */
  const ask = useCallback(
    async (sessionId: string, m: WidgetMessage): Promise<boolean> => {
      const lead = stateRef.current.conversation?.lead;
      dispatch({ type: "awaiting", awaiting: true });
      try {
        const r = await askAssistant({
          message: m.text,
          userInfo: { name: lead?.name ?? "", email: lead?.email ?? "", userType: lead?.userType ?? "", location: lead?.location || t.defaultLocation },
          sessionId,
          language,
        });
        const reply = typeof r?.response === "string" ? r.response.trim() : "";
        if (r?.offer === "callback") dispatch({ type: "callback-offered" });
        dispatch({ type: "add", message: { id: localId(), text: reply || t.emptyReply, sender: "bot", at: new Date().toISOString() } });
      } catch (err) {
        if (isNetworkError(err) && !navigator.onLine) return false;
        console.error("the assistant request failed", err);
        dispatch({ type: "add", message: { id: localId(), text: t.assistantFailed, sender: "bot", at: new Date().toISOString() } });
      } finally {
        dispatch({ type: "awaiting", awaiting: false });
        requestAnimationFrame(() => input.current?.focus());
      }
      return true;
    },
    [t, language, dispatch],
  );

  /**
   * The outbox: this browser's messages go out one at a time, oldest first.
   * Live ones under their client id (a retry after a lost answer is stored
   * once); questions to the assistant one by one, each answered before the
   * next. No signal: they wait, kept in localStorage, for the connection.
   */
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      for (;;) {
        const c = stateRef.current.conversation;
        const next = nextInOutbox(c);
        if (!c?.sessionId || !next?.clientId || !navigator.onLine) return;
        dispatch({ type: "outbox", clientId: next.clientId, state: "sending" });
        if (next.to === "assistant") {
          if (await ask(c.sessionId, next)) dispatch({ type: "answered", clientId: next.clientId });
          else return dispatch({ type: "outbox", clientId: next.clientId, state: "queued" });
          continue;
        }
        try {
          const r = await sendMessage({ sessionId: c.sessionId, message: next.text, senderType: "user", senderName: c.lead.name, clientId: next.clientId });
          dispatch({ type: "confirmed", message: r.message });
          if (next.alsoAssistant) await ask(c.sessionId, next);
        } catch (err) {
          if (isNetworkError(err)) {
            dispatch({ type: "outbox", clientId: next.clientId, state: "queued" });
            return;
          }
          console.error("the message could not be sent", err);
          if (err instanceof ApiError && err.code === "session_ended") dispatch({ type: "ended" });
          dispatch({ type: "outbox", clientId: next.clientId, state: "failed", error: problemText(t, err, t.messageState.failed) });
        }
      }
    } finally {
      flushing.current = false;
    }
  }, [t, dispatch, ask]);

  /** Reads what arrived since the newest message this browser has; a failure is shown, not swallowed. */
  const resync = useCallback(async () => {
    const c = stateRef.current.conversation;
    if (!c?.sessionId || c.mode !== "live" || c.status === "ended") return;
    try {
      const r = await getMessages(c.sessionId, c.cursor);
      dispatch({ type: "synced", messages: r.messages, status: r.status, receipt: r.receipt });
    } catch (err) {
      console.error("the chat could not resync", err);
      dispatch({ type: "sync-failed" });
    }
  }, [dispatch]);

  // Back online or back in the tab: resync, send what waited, start a chat whose form waited.
  useEffect(() => {
    const wake = () => {
      dispatch({ type: "network", online: navigator.onLine });
      if (!navigator.onLine) return;
      void resync().then(flush);
    };
    const offline = () => dispatch({ type: "network", online: false });
    window.addEventListener("online", wake);
    window.addEventListener("offline", offline);
    window.addEventListener("focus", wake);
    wake();
    // A send that failed without a word from the network (a flaky tower) is tried again now and then.
    const retry = setInterval(() => navigator.onLine && void flush(), 5000);
    return () => {
      clearInterval(retry);
      window.removeEventListener("online", wake);
      window.removeEventListener("offline", offline);
      window.removeEventListener("focus", wake);
    };
  }, [flush, resync, dispatch]);

  // The visitor's sign of life, so a chat whose visitor left drops off the agents' list.
  useEffect(() => {
    if (!liveSession) return;
    const ping = () => void visitorPing(liveSession).then((r) => dispatch({ type: "status", status: r.status }), () => {});
    const timer = setInterval(ping, CHAT.visitorHeartbeatMs);
    return () => clearInterval(timer);
  }, [liveSession, dispatch]);

  // Live-agent mode: stream (or poll) the session until it ends.
  useEffect(() => {
    if (!liveSession) return;
    return connectLive(liveSession, {
      since: () => stateRef.current.conversation?.cursor,
      onMessages: (messages) => dispatch({ type: "incoming", messages }),
      onStatus: (status) => dispatch({ type: "status", status }),
      onReceipt: (receipt) => dispatch({ type: "receipt", receipt }),
      onTyping() {
        dispatch({ type: "agent-typing", typing: true });
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => dispatch({ type: "agent-typing", typing: false }), AGENT_TYPING_MS);
      },
    });
  }, [liveSession, dispatch]);

  const begin = useCallback(
    async (v: Lead, phoneProof?: string) => {
      dispatch({ type: "busy", busy: true });
      try {
        const session = await startChat({
          ...chatLeadInput(v), phoneProof,
          language,
          metadata: { userAgent: navigator.userAgent.slice(0, 500), page: location.pathname.slice(0, 500) },
        });
        const mode = session.mode;
        const welcome = mode === "live" ? t.welcomeAgent(firstName(v.name)) : t.welcomeAssistant(firstName(v.name));
        dispatch({
          type: "started",
          conversation: {
            lead: v,
            leadId: session.leadId,
            sessionId: session.sessionId,
            mode,
            status: "waiting",
            messages: [{ id: localId(), text: welcome, sender: mode === "live" ? "system" : "bot", at: new Date().toISOString() }],
          },
        });
        requestAnimationFrame(() => input.current?.focus());
      } catch (err) {
        console.error("the chat could not start", err);
        if (isNetworkError(err) && !navigator.onLine) dispatch({ type: "start-failed", keepLead: v });
        else if (err instanceof ApiError && (err.status === 429 || /phone/i.test(err.message))) {
          dispatch({ type: "start-failed", keepLead: null, phoneError: problemText(t, err, t.alerts.flowFailed) });
        } else {
          dispatch({ type: "start-failed", keepLead: null });
          window.alert(t.alerts.flowFailed);
        }
      } finally {
        dispatch({ type: "busy", busy: false });
      }
    },
    [t, language, dispatch],
  );

  // The lead form asks whether an agent is online now, to say whether the team can talk.
  const showsForm = state.conversation === null;
  useEffect(() => {
    if (!showsForm) return;
    let current = true;
    void agentOnlineNow().then((online) => current && dispatch({ type: "agent-online", online }));
    return () => {
      current = false;
    };
  }, [showsForm, dispatch]);

  // A form kept while offline is sent once the connection is back.
  const { online, pendingLead, conversation, busy } = state;
  useEffect(() => {
    if (online && pendingLead && !conversation && !busy) void begin(pendingLead);
  }, [online, pendingLead, conversation, busy, begin]);

  async function start() {
    const s = stateRef.current;
    if (s.busy) return;
    const v = trimChatLead(s.lead);
    dispatch({ type: "phone-error", text: "" });
    // The schema start_chat checks on the server (shared/lead-fields.ts), fetched on the first press:
    // name and user type (the specification's alert), then a phone or an e-mail, either one.
    const fields = await import("@shared/lead-fields").catch(() => null);
    if (fields) {
      const checked = fields.checkChatLead(chatLeadInput(v));
      if (!checked.ok) {
        if (checked.problem === "phoneInvalid") return dispatch({ type: "phone-error", text: t.phoneInvalid });
        const alerts = { required: t.alerts.required, tooLong: t.alerts.required, phoneOrEmail: t.alerts.phoneOrEmail, invalidEmail: t.alerts.invalidEmail };
        return window.alert(alerts[checked.problem]);
      }
      // The phone as the server will store it (E.164).
      v.phone = checked.lead.phone ?? "";
    } else if (!v.name || !v.userType || (!v.email && !v.phone)) {
      // The check could not be fetched (the signal dropped): the least, and the server checks the rest.
      return window.alert(!v.name || !v.userType ? t.alerts.required : t.alerts.phoneOrEmail);
    }
    if (!navigator.onLine) return dispatch({ type: "lead-waits", lead: v });
    await begin(v, proofFor(s.verify, s.lead));
  }

  /**
   * Into the outbox: shown at once, sent in order, kept across a reload, to
   * the live session or the assistant. The visitor who chose the assistant
   * while no agent answers gets its reply too; the agent still sees the thread.
   */
  function send(raw: string) {
    const text = raw.trim().slice(0, LIMITS.chatMessageInput);
    const { conversation: c, awaiting } = stateRef.current;
    // Ignored when empty, without a session, while a reply is awaited, or after the end.
    if (!text || !c || !c.sessionId || awaiting || c.status === "ended") return;
    const id = clientId();
    const live = c.mode === "live";
    const message: WidgetMessage = { id, clientId: id, state: "queued", text, sender: "user", name: c.lead.name, at: new Date().toISOString(), pending: true };
    if (!live) message.to = "assistant";
    else if (c.helper && c.status !== "active") message.alsoAssistant = true;
    dispatch({ type: "queue", message });
    void flush();
  }

  function retry(id: string) {
    dispatch({ type: "outbox", clientId: id, state: "queued" });
    void flush();
  }

  /** Tells the agent at most every 3 s that the visitor is typing. */
  function typed(text: string) {
    dispatch({ type: "draft", text });
    const c = stateRef.current.conversation;
    if (c?.mode === "live" && c.status === "active" && c.sessionId && Date.now() - typingSentAt.current > 3000) {
      typingSentAt.current = Date.now();
      void sendTyping(c.sessionId).catch(() => {});
    }
  }

  function reset() {
    dispatch({ type: "reset" });
    requestAnimationFrame(() => firstField.current?.focus());
  }

  return { state, view, dispatch, refs: { firstField, input }, start, send, retry, typed, reset };
}

export type ChatPanelModel = ReturnType<typeof useChatPanel>;
