import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { chatWidget } from "@content/chat-widget";
import { site } from "@content/site";
import { CHAT, LIMITS, USER_TYPE_OPTIONS, userTypeLabel } from "@shared/constants";
import { useContent, useLocale } from "~/lib/content";
import { optionLabels, withLabels } from "@content/option-labels";
import {
  ApiError,
  askAssistant,
  connectLive,
  getMessages,
  sendMessage,
  sendTyping,
  startChat,
  visitorPing,
  type ServerMessage,
} from "./api";
import { CallbackForm, TeamHours } from "./CallbackForm";
import { EndOfChat } from "./EndOfChat";
import { isNetworkError, problemText } from "./problems";
import { MessageText } from "./MessageText";
import { loadState, saveState, type Conversation, type Lead, type WidgetMessage } from "./storage";

export interface ChatPanelProps {
  onClose(): void;
  /** Move focus into the panel (when the visitor opened it, not on a reload). */
  autoFocus: boolean;
}

/** The specification's e-mail rule: something@something.something, no spaces. */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMPTY_LEAD: Lead = { name: "", email: "", phone: "", location: "", userType: "" };

const localId = () => `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
/** A sent message shows as delivered or read once the agent's receipts reach its time. */
function shownState(m: WidgetMessage, r: Conversation["receipt"]) {
  if (m.state !== "sent" || !r) return m.state!;
  if (r.read && r.read >= m.at) return "read";
  if (r.delivered && r.delivered >= m.at) return "delivered";
  return "sent";
}
const clientId = () => `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
/** The chat's short reference for WhatsApp and phone calls. */
const refOf = (c: Conversation) => (c.leadId ?? c.sessionId ?? "").slice(0, 8).toUpperCase();
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

function fromServer(m: ServerMessage): WidgetMessage {
  const sender = m.sender_type === "user" || m.sender_type === "agent" || m.sender_type === "bot" ? m.sender_type : "system";
  return { id: m.id, text: m.message, sender, name: m.sender_name, at: m.created_at };
}

/** Adds server messages once each; a visitor's own message replaces its pending copy. */
function mergeMessages(list: WidgetMessage[], incoming: ServerMessage[]): WidgetMessage[] {
  let next = list;
  for (const m of incoming) {
    if (next.some((x) => x.id === m.id)) continue;
    const w: WidgetMessage = { ...fromServer(m), ...(m.client_id ? { clientId: m.client_id, state: "sent" as const } : {}) };
    const pendingIdx =
      w.sender !== "user" ? -1 : m.client_id ? next.findIndex((x) => x.clientId === m.client_id) : next.findIndex((x) => x.pending && !x.clientId && x.text === w.text);
    next = pendingIdx >= 0 ? next.map((x, i) => (i === pendingIdx ? w : x)) : [...next, w];
  }
  return next;
}

const newestTime = (cursor: string | undefined, incoming: ServerMessage[]) =>
  incoming.reduce<string | undefined>((c, m) => (!c || m.created_at > c ? m.created_at : c), cursor);

/**
 * The chat panel: the lead form (step 1), then the conversation (step 2) with
 * a human agent (live mode, by event stream or polling) or the assistant.
 * Loaded on demand by ChatLauncher.
 */
export function ChatPanel({ onClose, autoFocus }: ChatPanelProps) {
  const t = useContent(chatWidget);
  const userTypes = useContent(optionLabels).userType;
  const language = useLocale();
  const titleId = useId();
  const [conversation, setConversation] = useState<Conversation | null>(() => loadState()?.conversation ?? null);
  const [minimised, setMinimised] = useState<boolean>(() => loadState()?.minimised ?? false);
  const [lead, setLead] = useState<Lead>(EMPTY_LEAD);
  const [busy, setBusy] = useState(false);
  const [awaiting, setAwaiting] = useState(false);
  const [draft, setDraft] = useState("");
  const [pendingLead, setPendingLead] = useState<Lead | null>(() => loadState()?.pendingLead ?? null);
  const [phoneError, setPhoneError] = useState("");
  const [online, setOnline] = useState(() => typeof navigator === "undefined" || navigator.onLine);
  const [syncFailed, setSyncFailed] = useState(false);
  const [callbackOpen, setCallbackOpen] = useState(false);
  // The assistant's reply offered a call back (the server decides: its second unanswered question).
  const [callbackOffered, setCallbackOffered] = useState(false);
  const [notice, setNotice] = useState("");
  const convRef = useRef(conversation);
  useEffect(() => {
    convRef.current = conversation;
  }, [conversation]);
  const flushing = useRef(false);
  const [agentTypingAt, setAgentTypingAt] = useState(0);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typingSentAt = useRef(0);
  const panel = useRef<HTMLDivElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const cursorRef = useRef<string | undefined>(conversation?.cursor);

  // Persist every change, so a reload returns to the same place.
  useEffect(() => {
    saveState({ v: 1, open: true, minimised, conversation, pendingLead });
  }, [conversation, minimised, pendingLead]);

  useEffect(() => {
    if (!autoFocus) return;
    (conversation ? input.current : firstField.current)?.focus();
    // Only when the panel first opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Keep the newest message in view.
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [conversation?.messages.length, awaiting, minimised]);

  const live = conversation?.mode === "live" && conversation.sessionId && conversation.status !== "ended" ? conversation.sessionId : null;

  const patchMessage = (id: string, patch: Partial<WidgetMessage>) =>
    setConversation((x) => (x ? { ...x, messages: x.messages.map((m) => (m.clientId === id ? { ...m, ...patch } : m)) } : x));

  /**
   * The outbox: this browser's live messages go out one at a time, oldest
   * first, each under its client id (a retry after a lost answer is stored
   * once). No signal: they wait, kept in localStorage, for the connection.
   */
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      for (;;) {
        const c = convRef.current;
        const next = c?.sessionId ? c.messages.find((m) => m.clientId && (m.state === "queued" || m.state === "sending")) : undefined;
        if (!c?.sessionId || !next?.clientId || !navigator.onLine) return;
        patchMessage(next.clientId, { state: "sending" });
        try {
          const r = await sendMessage({ sessionId: c.sessionId, message: next.text, senderType: "user", senderName: c.lead.name, clientId: next.clientId });
          cursorRef.current = newestTime(cursorRef.current, [r.message]);
          setConversation((x) => (x ? { ...x, messages: mergeMessages(x.messages, [r.message]), cursor: cursorRef.current } : x));
          convRef.current = convRef.current && { ...convRef.current, messages: mergeMessages(convRef.current.messages, [r.message]) };
        } catch (err) {
          if (isNetworkError(err)) {
            patchMessage(next.clientId, { state: "queued" });
            return;
          }
          console.error("the message could not be sent", err);
          if (err instanceof ApiError && err.code === "session_ended") setConversation((x) => (x ? { ...x, status: "ended" } : x));
          patchMessage(next.clientId, { state: "failed", error: problemText(t, err, t.messageState.failed) });
          convRef.current = convRef.current && {
            ...convRef.current,
            messages: convRef.current.messages.map((m) => (m.clientId === next.clientId ? { ...m, state: "failed" as const } : m)),
          };
        }
      }
    } finally {
      flushing.current = false;
    }
  }, [t]);

  /** Reads what arrived since the newest message this browser has; a failure is shown, not swallowed. */
  const resync = useCallback(async () => {
    const c = convRef.current;
    if (!c?.sessionId || c.mode !== "live" || c.status === "ended") return;
    try {
      const r = await getMessages(c.sessionId, cursorRef.current);
      cursorRef.current = newestTime(cursorRef.current, r.messages);
      setConversation((x) => (x ? { ...x, messages: mergeMessages(x.messages, r.messages), cursor: cursorRef.current, status: r.status, receipt: r.receipt ?? x.receipt } : x));
      setSyncFailed(false);
    } catch (err) {
      console.error("the chat could not resync", err);
      setSyncFailed(true);
    }
  }, []);

  // Back online or back in the tab: resync, send what waited, start a chat whose form waited.
  useEffect(() => {
    const wake = () => {
      setOnline(navigator.onLine);
      if (!navigator.onLine) return;
      void resync().then(flush);
    };
    const offline = () => setOnline(false);
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
  }, [flush, resync]);

  // The visitor's sign of life, so a chat whose visitor left drops off the agents' list.
  useEffect(() => {
    if (!live) return;
    const ping = () =>
      void visitorPing(live).then(
        (r) => setConversation((c) => (c && c.status !== r.status ? { ...c, status: r.status } : c)),
        () => {},
      );
    const timer = setInterval(ping, CHAT.visitorHeartbeatMs);
    return () => clearInterval(timer);
  }, [live]);

  // Live-agent mode: stream (or poll) the session until it ends.
  useEffect(() => {
    if (!live) return;
    return connectLive(live, {
      since: () => cursorRef.current,
      onMessages(incoming) {
        cursorRef.current = newestTime(cursorRef.current, incoming);
        setConversation((c) => (c ? { ...c, messages: mergeMessages(c.messages, incoming), cursor: cursorRef.current } : c));
      },
      onStatus(status) {
        setConversation((c) => (c && c.status !== status ? { ...c, status } : c));
      },
      onReceipt(receipt) {
        setConversation((c) => (c ? { ...c, receipt } : c));
      },
      onTyping() {
        setAgentTypingAt(Date.now());
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setAgentTypingAt(0), 5000);
      },
    });
  }, [live]);

  const update = (patch: Partial<Lead>) => setLead((l) => ({ ...l, ...patch }));

  async function start(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const v = { name: lead.name.trim(), email: lead.email.trim(), phone: lead.phone.trim(), location: lead.location.trim(), userType: lead.userType };
    if (!v.name || !v.email || !v.userType) return window.alert(t.alerts.required);
    if (!EMAIL_RE.test(v.email)) return window.alert(t.alerts.invalidEmail);
    setPhoneError("");
    if (v.phone) {
      // The phone library is fetched only when a number was typed.
      const { canonicalPhone } = await import("@shared/phone").catch(() => ({ canonicalPhone: (p: string) => p }));
      const e164 = canonicalPhone(v.phone);
      if (!e164) return setPhoneError(t.phoneInvalid);
      v.phone = e164;
    }
    if (!navigator.onLine) {
      setPendingLead(v);
      return;
    }
    await begin(v);
  }

  async function begin(v: Lead) {
    setBusy(true);
    try {
      const session = await startChat({
        name: v.name,
        email: v.email,
        phone: v.phone || null,
        location: v.location || null,
        user_type: v.userType,
        language,
        metadata: { userAgent: navigator.userAgent.slice(0, 500), page: location.pathname.slice(0, 500) },
      });
      const mode = session.mode;
      const now = new Date().toISOString();
      const welcome = mode === "live" ? t.welcomeAgent(firstName(v.name)) : t.welcomeAssistant(firstName(v.name));
      cursorRef.current = undefined;
      setPendingLead(null);
      setConversation({
        lead: v,
        leadId: session.leadId,
        sessionId: session.sessionId,
        mode,
        status: "waiting",
        messages: [{ id: localId(), text: welcome, sender: mode === "live" ? "system" : "bot", at: now }],
      });
      setLead(EMPTY_LEAD);
      requestAnimationFrame(() => input.current?.focus());
    } catch (err) {
      console.error("the chat could not start", err);
      if (isNetworkError(err) && !navigator.onLine) setPendingLead(v);
      else if (err instanceof ApiError && (err.status === 429 || /phone/i.test(err.message))) {
        setPendingLead(null);
        setPhoneError(problemText(t, err, t.alerts.flowFailed));
      } else {
        setPendingLead(null);
        window.alert(t.alerts.flowFailed);
      }
    } finally {
      setBusy(false);
    }
  }

  // A form kept while offline is sent once the connection is back.
  useEffect(() => {
    if (online && pendingLead && !conversation && !busy) void begin(pendingLead);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, pendingLead]);

  const send = useCallback(
    async (raw: string) => {
      const text = raw.trim().slice(0, LIMITS.chatMessageInput);
      const c = conversation;
      // Ignored when empty, without a session, while a reply is awaited, or after the end.
      if (!text || !c || !c.sessionId || awaiting || c.status === "ended") return;
      if (c.mode === "live") {
        // Into the outbox: shown at once, sent in order, kept across a reload.
        const id = clientId();
        const queued: WidgetMessage = { id, clientId: id, state: "queued", text, sender: "user", name: c.lead.name, at: new Date().toISOString(), pending: true };
        convRef.current = { ...c, messages: [...c.messages, queued] };
        setConversation((x) => (x ? { ...x, messages: [...x.messages, queued] } : x));
        setDraft("");
        void flush();
        // The visitor chose the assistant while no agent answers: it replies too; the agent still sees the thread.
        if (!c.helper || c.status === "active") return;
      }
      const mine: WidgetMessage = { id: localId(), text, sender: "user", name: c.lead.name, at: new Date().toISOString(), pending: c.mode === "live" };
      if (c.mode !== "live") setConversation((x) => (x ? { ...x, messages: [...x.messages, mine] } : x));
      setDraft("");
      setAwaiting(true);
      const add = (m: WidgetMessage) => setConversation((x) => (x ? { ...x, messages: [...x.messages, m] } : x));
      try {
        if (c.mode === "live" && !c.helper) {
          const r = await sendMessage({ sessionId: c.sessionId, message: text, senderType: "user", senderName: c.lead.name });
          cursorRef.current = newestTime(cursorRef.current, [r.message]);
          setConversation((x) => {
            if (!x) return x;
            const confirmed = x.messages.some((m) => m.id === r.message.id)
              ? x.messages.filter((m) => m.id !== mine.id)
              : x.messages.map((m) => (m.id === mine.id ? fromServer(r.message) : m));
            return { ...x, messages: confirmed, cursor: cursorRef.current };
          });
        } else {
          try {
            const r = await askAssistant({
              message: text,
              userInfo: { name: c.lead.name, email: c.lead.email, userType: c.lead.userType, location: c.lead.location || t.defaultLocation },
              sessionId: c.sessionId,
              language,
            });
            const reply = typeof r?.response === "string" ? r.response.trim() : "";
            if (r?.offer === "callback") setCallbackOffered(true);
            add({ id: localId(), text: reply || t.emptyReply, sender: "bot", at: new Date().toISOString() });
          } catch (err) {
            console.error("the assistant request failed", err);
            add({ id: localId(), text: t.assistantFailed, sender: "bot", at: new Date().toISOString() });
          }
        }
      } catch (err) {
        // Live chat errors are only logged (error catalogue); an ended chat shows as ended.
        console.error("the message could not be sent", err);
        if (err instanceof ApiError && err.code === "session_ended") setConversation((x) => (x ? { ...x, status: "ended" } : x));
        setConversation((x) => (x ? { ...x, messages: x.messages.map((m) => (m.id === mine.id ? { ...m, pending: false } : m)) } : x));
      } finally {
        setAwaiting(false);
        requestAnimationFrame(() => input.current?.focus());
      }
    },
    [awaiting, conversation, flush, t, language],
  );

  function reset() {
    cursorRef.current = undefined;
    setCallbackOpen(false);
    setCallbackOffered(false);
    setNotice("");
    setConversation(null);
    setAwaiting(false);
    setDraft("");
    requestAnimationFrame(() => firstField.current?.focus());
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === "Escape") {
      e.stopPropagation();
      onClose();
    }
  }

  function onInputKey(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send(draft);
    }
  }

  const isLive = conversation?.mode === "live";
  const unanswered = isLive && conversation?.status === "unanswered";
  const whatsappUrl = conversation ? `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(t.whatsappText(refOf(conversation)))}` : "";
  const chip = "rounded-full border border-forest-600/40 bg-white px-3 py-1.5 text-sm font-semibold text-forest-800 hover:bg-forest-50";
  const ended = conversation?.status === "ended";
  const hasUserMessages = conversation?.messages.some((m) => m.sender === "user") ?? false;
  const title = conversation ? (isLive ? t.modeAgent : t.modeAssistant) : t.panelLabel;
  const iconButton =
    "inline-flex h-10 w-10 items-center justify-center rounded-full text-forest-50 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-harvest-300";
  const field =
    "mt-1 block w-full rounded-lg border border-forest-200 bg-white px-3 py-2.5 text-base text-soil-950 placeholder:text-soil-500 focus:border-forest-600 focus:outline-2 focus:outline-forest-600/30";

  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      data-testid="chat-panel"
      data-mode={conversation?.mode ?? "form"}
      style={{ ["--chat-w" as string]: `${CHAT.panelWidthPx}px`, ["--chat-h" as string]: `${minimised ? CHAT.minimisedHeightPx : CHAT.panelHeightPx}px` }}
      className={`fixed z-50 flex flex-col overflow-hidden bg-soil-50 shadow-2xl shadow-forest-950/30 max-[419.98px]:inset-x-0 max-[419.98px]:bottom-0 max-[419.98px]:w-full min-[420px]:bottom-4 min-[420px]:right-4 min-[420px]:w-[var(--chat-w)] min-[420px]:max-h-[calc(100dvh-2rem)] min-[420px]:rounded-2xl min-[420px]:border min-[420px]:border-forest-900/10 ${
        minimised ? "h-[var(--chat-h)]" : "h-[var(--chat-h)] max-[419.98px]:top-0 max-[419.98px]:h-dvh"
      }`}
    >
      <header className="flex h-[60px] shrink-0 items-center gap-2 bg-forest-800 pl-4 pr-2 text-white">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-base font-semibold leading-tight">
            {title}
          </h2>
          {isLive && !ended && (
            <p className="flex items-center gap-1.5 text-xs text-forest-100" data-testid="chat-connected">
              <span className="inline-block h-2 w-2 rounded-full bg-green-400 shadow-[0_0_0_2px_rgba(74,222,128,0.3)]" aria-hidden="true" />
              {t.connected}
            </p>
          )}
        </div>
        <button type="button" className={iconButton} aria-label={minimised ? t.restore : t.minimise} aria-expanded={!minimised} onClick={() => setMinimised((m) => !m)}>
          <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            {minimised ? <path d="M6 15l6-6 6 6" /> : <path d="M5 12h14" />}
          </svg>
        </button>
        <button type="button" className={iconButton} aria-label={t.close} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </header>

      {!minimised && !conversation && (
        <form onSubmit={start} noValidate className="flex-1 space-y-3 overflow-y-auto px-4 py-4 text-sm text-soil-900">
          <p className="text-soil-700">{t.formIntro}</p>
          <TeamHours t={t} />
          {pendingLead && (
            <p role="status" className="rounded-lg bg-harvest-100 px-3 py-2 text-soil-900" data-testid="chat-lead-queued">
              {t.leadQueued}
            </p>
          )}
          <label className="block font-medium">
            {t.labels.name}
            <input ref={firstField} className={field} name="name" autoComplete="name" maxLength={LIMITS.name} value={lead.name} onChange={(e) => update({ name: e.target.value })} />
          </label>
          <label className="block font-medium">
            {t.labels.email}
            <input className={field} name="email" type="email" autoComplete="email" inputMode="email" maxLength={LIMITS.email} value={lead.email} onChange={(e) => update({ email: e.target.value })} />
          </label>
          <label className="block font-medium">
            {t.labels.phone}
            <input
              className={field}
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={LIMITS.phone}
              value={lead.phone}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? `${titleId}-phone` : undefined}
              onChange={(e) => update({ phone: e.target.value })}
            />
          </label>
          {phoneError && (
            <p id={`${titleId}-phone`} role="alert" className="text-sm text-red-800" data-testid="chat-phone-error">
              {phoneError}
            </p>
          )}
          <label className="block font-medium">
            {t.labels.location}
            <input className={field} name="location" autoComplete="address-level2" placeholder={t.locationPlaceholder} maxLength={LIMITS.location} value={lead.location} onChange={(e) => update({ location: e.target.value })} />
          </label>
          <label className="block font-medium">
            {t.labels.userType}
            <select className={field} name="userType" value={lead.userType} onChange={(e) => update({ userType: e.target.value })}>
              <option value="">{t.userTypePlaceholder}</option>
              {withLabels(USER_TYPE_OPTIONS, userTypes).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            disabled={busy}
            className="mt-2 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-harvest-400 px-6 text-base font-semibold text-soil-950 hover:bg-harvest-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-forest-700 disabled:opacity-70"
          >
            {busy ? t.connecting : t.start}
          </button>
        </form>
      )}

      {!minimised && conversation && (
        <>
          <div className="flex shrink-0 items-center gap-2 border-b border-forest-900/10 bg-white px-4 py-2 text-xs">
            <p className="min-w-0 flex-1 truncate rounded-full bg-forest-50 px-3 py-1 text-forest-900" data-testid="chat-chip">
              <span className="font-semibold">{conversation.lead.name}</span>
              {" · "}
              {userTypes[conversation.lead.userType as keyof typeof userTypes] ?? userTypeLabel(conversation.lead.userType)}
              {" · "}
              {conversation.lead.location || t.defaultLocation}
            </p>
            <button type="button" onClick={reset} className="shrink-0 rounded px-1 py-1 font-semibold text-forest-700 underline underline-offset-2 hover:text-forest-900 focus-visible:outline-2 focus-visible:outline-forest-600">
              {t.reset}
            </button>
          </div>

          <div className="flex shrink-0 flex-wrap items-center gap-3 bg-white px-4 pb-2 text-xs">
            <button type="button" className="font-semibold text-forest-700 underline" onClick={() => setCallbackOpen((o) => !o)}>
              {t.callMeBack}
            </button>
            <a className="font-semibold text-forest-700 underline" href={whatsappUrl} target="_blank" rel="noopener noreferrer" data-testid="chat-whatsapp">
              {t.whatsapp}
            </a>
          </div>
          {(!online || syncFailed || notice) && (
            <p role="status" className="shrink-0 bg-harvest-100 px-4 py-1.5 text-xs text-soil-900" data-testid="chat-network">
              {notice || (!online ? t.offline : t.resyncFailed)}
            </p>
          )}

          <div ref={list} role="log" aria-live="polite" aria-relevant="additions" aria-label={t.messagesLabel} className="flex-1 space-y-3 overflow-y-auto px-4 py-4">
            {conversation.messages.map((m) =>
              m.sender === "system" ? (
                <p key={m.id} className="mx-auto max-w-[90%] rounded-lg bg-forest-50 px-3 py-2 text-center text-xs text-forest-900" data-sender="system">
                  {m.text}
                </p>
              ) : (
                <div key={m.id} className={`flex flex-col ${m.sender === "user" ? "items-end" : "items-start"}`} data-sender={m.sender}>
                  <div
                    className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm leading-relaxed ${
                      m.sender === "user" ? "rounded-br-sm bg-forest-700 text-white" : "rounded-bl-sm border border-forest-900/10 bg-white text-soil-950"
                    }`}
                  >
                    <span className="sr-only">{m.sender === "user" ? t.you : isLive ? t.modeAgent : t.modeAssistant}: </span>
                    <span data-text="">
                      <MessageText text={m.text} linkPages={m.sender !== "user"} />
                    </span>
                  </div>
                  <time dateTime={m.at} className="mt-1 px-1 text-[11px] text-soil-600">
                    {timeOf(m.at)}
                    {m.state && (
                      <span data-testid="chat-message-state" data-state={m.state} data-shown={shownState(m, conversation.receipt)}>
                        {" · "}
                        {m.error ?? t.messageState[shownState(m, conversation.receipt)]}
                      </span>
                    )}
                  </time>
                  {m.state === "failed" && m.clientId && (
                    <button
                      type="button"
                      className="px-1 text-xs font-semibold text-forest-700 underline"
                      onClick={() => {
                        patchMessage(m.clientId!, { state: "queued", error: undefined });
                        convRef.current = convRef.current && {
                          ...convRef.current,
                          messages: convRef.current.messages.map((x) => (x.clientId === m.clientId ? { ...x, state: "queued" as const } : x)),
                        };
                        void flush();
                      }}
                    >
                      {t.retry}
                    </button>
                  )}
                </div>
              ),
            )}
            {agentTypingAt > 0 && isLive && (
              <p role="status" className="text-xs italic text-soil-700" data-testid="chat-agent-typing">
                {t.agentTyping}
              </p>
            )}
            {awaiting && !isLive && (
              <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm border border-forest-900/10 bg-white px-4 py-3 w-fit" role="status" aria-label={`${t.modeAssistant} ${t.typing}`} data-testid="chat-typing">
                {[0, 150, 300].map((d) => (
                  <span key={d} className="h-2 w-2 animate-bounce rounded-full bg-forest-500" style={{ animationDelay: `${d}ms` }} aria-hidden="true" />
                ))}
              </div>
            )}
            {(unanswered || (callbackOffered && !callbackOpen)) && (
              <div className="rounded-lg border border-harvest-400 bg-white p-3 text-sm" data-testid="chat-offers">
                <p className="mb-2 font-semibold text-soil-900">{t.offersHeading}</p>
                <div className="flex flex-wrap gap-2">
                  {unanswered && !conversation.helper && (
                    <button type="button" className={chip} onClick={() => setConversation((c) => (c ? { ...c, helper: true } : c))}>
                      {t.askAssistant}
                    </button>
                  )}
                  <button type="button" className={chip} onClick={() => setCallbackOpen(true)}>
                    {t.callMeBack}
                  </button>
                  <a className={chip} href={whatsappUrl} target="_blank" rel="noopener noreferrer">
                    {t.whatsapp}
                  </a>
                </div>
              </div>
            )}
            {!hasUserMessages && !ended && (
              <div className="pt-1">
                <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-soil-600">{t.starterHeading}</p>
                <ul className="flex flex-col items-start gap-2">
                  {t.starters.map((q) => (
                    <li key={q}>
                      <button
                        type="button"
                        disabled={awaiting}
                        onClick={() => void send(q)}
                        className="rounded-full border border-forest-600/40 bg-white px-3 py-1.5 text-left text-sm text-forest-800 hover:bg-forest-50 focus-visible:outline-2 focus-visible:outline-forest-600 disabled:opacity-60"
                      >
                        {q}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>

          {callbackOpen && conversation.sessionId && (
            <CallbackForm
              t={t}
              sessionId={conversation.sessionId}
              phone={conversation.lead.phone}
              onCancel={() => setCallbackOpen(false)}
              onDone={(slot) => {
                setCallbackOpen(false);
                setCallbackOffered(false);
                setNotice(t.callback.sent(slot));
              }}
            />
          )}
          {ended ? (
            <div className="shrink-0 border-t border-forest-900/10 bg-white px-4 py-3 text-center text-sm" role="status">
              <p className="text-soil-800">{t.ended}</p>
              {conversation.sessionId && <EndOfChat t={t} sessionId={conversation.sessionId} email={conversation.lead.email} />}
              <button type="button" onClick={reset} className="mt-2 font-semibold text-forest-700 underline underline-offset-2">
                {t.newChat}
              </button>
            </div>
          ) : (
            <form
              className="flex shrink-0 items-end gap-2 border-t border-forest-900/10 bg-white px-3 py-3"
              onSubmit={(e) => {
                e.preventDefault();
                void send(draft);
              }}
            >
              <label className="sr-only" htmlFor={`${titleId}-input`}>
                {t.messageLabel}
              </label>
              <textarea
                ref={input}
                id={`${titleId}-input`}
                rows={1}
                value={draft}
                maxLength={LIMITS.chatMessageInput}
                disabled={awaiting}
                placeholder={t.messagePlaceholder}
                onChange={(e) => {
                  setDraft(e.target.value);
                  // Tell the agent at most every 3 s that the visitor is typing.
                  if (isLive && conversation.status === "active" && conversation.sessionId && Date.now() - typingSentAt.current > 3000) {
                    typingSentAt.current = Date.now();
                    void sendTyping(conversation.sessionId).catch(() => {});
                  }
                }}
                onKeyDown={onInputKey}
                className="max-h-28 min-h-11 flex-1 resize-none rounded-2xl border border-forest-200 bg-soil-50 px-3 py-2.5 text-base text-soil-950 placeholder:text-soil-500 focus:border-forest-600 focus:outline-2 focus:outline-forest-600/30 disabled:opacity-60"
              />
              <button
                type="submit"
                disabled={awaiting || !draft.trim()}
                aria-label={t.send}
                className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-forest-700 text-white hover:bg-forest-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600 disabled:opacity-50"
              >
                <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                  <path d="M4 12l16-8-6 16-2.5-6.5L4 12z" />
                </svg>
              </button>
            </form>
          )}
        </>
      )}
    </div>
  );
}
