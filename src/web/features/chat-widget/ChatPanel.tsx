import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { chatWidget } from "@content/chat-widget";
import { CHAT, LIMITS, USER_TYPE_OPTIONS, userTypeLabel } from "@shared/constants";
import { useContent, useLocale } from "~/lib/content";
import {
  ApiError,
  askAssistant,
  connectLive,
  sendMessage,
  startChat,
  type ServerMessage,
} from "./api";
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
    const w = fromServer(m);
    const pendingIdx = w.sender === "user" ? next.findIndex((x) => x.pending && x.text === w.text) : -1;
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
  const language = useLocale();
  const titleId = useId();
  const [conversation, setConversation] = useState<Conversation | null>(() => loadState()?.conversation ?? null);
  const [minimised, setMinimised] = useState<boolean>(() => loadState()?.minimised ?? false);
  const [lead, setLead] = useState<Lead>(EMPTY_LEAD);
  const [busy, setBusy] = useState(false);
  const [awaiting, setAwaiting] = useState(false);
  const [draft, setDraft] = useState("");
  const panel = useRef<HTMLDivElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const cursorRef = useRef<string | undefined>(conversation?.cursor);

  // Persist every change, so a reload returns to the same place.
  useEffect(() => {
    saveState({ v: 1, open: true, minimised, conversation });
  }, [conversation, minimised]);

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
    });
  }, [live]);

  const update = (patch: Partial<Lead>) => setLead((l) => ({ ...l, ...patch }));

  async function start(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const v = { name: lead.name.trim(), email: lead.email.trim(), phone: lead.phone.trim(), location: lead.location.trim(), userType: lead.userType };
    if (!v.name || !v.email || !v.userType) return window.alert(t.alerts.required);
    if (!EMAIL_RE.test(v.email)) return window.alert(t.alerts.invalidEmail);
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
      setConversation({
        lead: v,
        sessionId: session.sessionId,
        mode,
        status: "waiting",
        messages: [{ id: localId(), text: welcome, sender: mode === "live" ? "system" : "bot", at: now }],
      });
      setLead(EMPTY_LEAD);
      requestAnimationFrame(() => input.current?.focus());
    } catch (err) {
      console.error("the chat could not start", err);
      window.alert(t.alerts.flowFailed);
    } finally {
      setBusy(false);
    }
  }

  const send = useCallback(
    async (raw: string) => {
      const text = raw.trim().slice(0, LIMITS.chatMessageInput);
      const c = conversation;
      // Ignored when empty, without a session, while a reply is awaited, or after the end.
      if (!text || !c || !c.sessionId || awaiting || c.status === "ended") return;
      const mine: WidgetMessage = { id: localId(), text, sender: "user", name: c.lead.name, at: new Date().toISOString(), pending: c.mode === "live" };
      setConversation((x) => (x ? { ...x, messages: [...x.messages, mine] } : x));
      setDraft("");
      setAwaiting(true);
      const add = (m: WidgetMessage) => setConversation((x) => (x ? { ...x, messages: [...x.messages, m] } : x));
      try {
        if (c.mode === "live") {
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
            });
            const reply = typeof r?.response === "string" ? r.response.trim() : "";
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
    [awaiting, conversation, t],
  );

  function reset() {
    cursorRef.current = undefined;
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
            <input className={field} name="phone" type="tel" autoComplete="tel" inputMode="tel" maxLength={LIMITS.phone} value={lead.phone} onChange={(e) => update({ phone: e.target.value })} />
          </label>
          <label className="block font-medium">
            {t.labels.location}
            <input className={field} name="location" autoComplete="address-level2" placeholder={t.locationPlaceholder} maxLength={LIMITS.location} value={lead.location} onChange={(e) => update({ location: e.target.value })} />
          </label>
          <label className="block font-medium">
            {t.labels.userType}
            <select className={field} name="userType" value={lead.userType} onChange={(e) => update({ userType: e.target.value })}>
              <option value="">{t.userTypePlaceholder}</option>
              {USER_TYPE_OPTIONS.map((o) => (
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
              {userTypeLabel(conversation.lead.userType)}
              {" · "}
              {conversation.lead.location || t.defaultLocation}
            </p>
            <button type="button" onClick={reset} className="shrink-0 rounded px-1 py-1 font-semibold text-forest-700 underline underline-offset-2 hover:text-forest-900 focus-visible:outline-2 focus-visible:outline-forest-600">
              {t.reset}
            </button>
          </div>

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
                  </time>
                </div>
              ),
            )}
            {awaiting && !isLive && (
              <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm border border-forest-900/10 bg-white px-4 py-3 w-fit" role="status" aria-label={`${t.modeAssistant} ${t.typing}`} data-testid="chat-typing">
                {[0, 150, 300].map((d) => (
                  <span key={d} className="h-2 w-2 animate-bounce rounded-full bg-forest-500" style={{ animationDelay: `${d}ms` }} aria-hidden="true" />
                ))}
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

          {ended ? (
            <div className="shrink-0 border-t border-forest-900/10 bg-white px-4 py-3 text-center text-sm" role="status">
              <p className="text-soil-800">{t.ended}</p>
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
                onChange={(e) => setDraft(e.target.value)}
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
