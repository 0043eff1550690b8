import { useEffect, useRef, useState, type FormEvent } from "react";
import type { SupabaseClient } from "@supabase/supabase-js";
import { Badge, buttonStyles, PageHeader } from "~/components/admin/ui.tsx";
import { liveChatConsoleCopy as copy } from "@content/live-chat-console.ts";
import { languageLabel, leadSourceLabel, userTypeLabel } from "@shared/constants";
import type { ChatMessage, ChatSessionOut } from "@shared/api-types";
import { initialsOf as initials } from "@shared/chat-format";
import { CONSOLE } from "./constants.ts";
import { useLiveChatConsole, type ActiveChat, type SendResult } from "./useLiveChatConsole.ts";
import { Attachment, DeliveryProblem, DeliveryTicks, WhatsAppBadge, WindowNotice, windowClosesAt } from "./WhatsAppParts.tsx";
import { TemplatePicker } from "~/components/admin/whatsapp-template-picker.tsx";
import type { WhatsAppTemplateOut } from "@shared/whatsapp-types";

/** "45 s", "3 min", "1 h 5 min". */
function waitedFor(fromIso: string, now: number): string {
  const s = Math.max(0, Math.floor((now - Date.parse(fromIso)) / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString("en-IN", { hour: "2-digit", minute: "2-digit" });

/** The agent's live chat console (/admin/chat). */
export function LiveChatConsole({ client, userId }: { client: SupabaseClient; userId: string }) {
  const { state, goOnline, goOffline, take, send, sendTemplate, whatsappTemplates, whatsappMedia, end, toggle, typing, agentTyping } = useLiveChatConsole(client, userId);
  const { online, switching } = state;

  return (
    <div>
      <PageHeader
        title={copy.title}
        intro={copy.intro}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <span className="flex items-center gap-2 text-sm text-stone-600" data-testid="console-status">
              <span aria-hidden className={`inline-block h-2.5 w-2.5 rounded-full ${online ? "bg-emerald-500 shadow-[0_0_0_3px_rgba(16,185,129,0.2)]" : "bg-stone-400"}`} />
              <span className="font-medium text-stone-800">{online ? copy.statusOnline : copy.statusOffline}</span>
              {online ? (
                <span className="text-stone-500" data-testid="console-transport" data-transport={state.transport}>
                  · {state.transport === "stream" ? copy.transportStream : copy.transportPolling}
                </span>
              ) : null}
            </span>
            {online ? (
              <button type="button" className={buttonStyles.secondary} onClick={() => void goOffline()} disabled={switching !== null}>
                {switching === "offline" ? copy.goingOffline : copy.goOffline}
              </button>
            ) : (
              <button type="button" className={buttonStyles.primary} onClick={() => void goOnline()} disabled={switching !== null}>
                {switching === "online" ? copy.goingOnline : copy.goOnline}
              </button>
            )}
          </div>
        }
      />

      {!online ? (
        <div role="status" className="mb-6 flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <svg aria-hidden viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 flex-none fill-amber-500">
            <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 4a1 1 0 0 1 1 1v3.5a1 1 0 1 1-2 0V7a1 1 0 0 1 1-1Zm0 8.5a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
          </svg>
          <div>
            {state.error ? <p className="mb-1 font-medium">{state.error}</p> : null}
            <p>{copy.offlineBanner}</p>
          </div>
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <WaitingList sessions={state.waiting} online={online} taking={state.taking} onTake={(s) => void take(s)} />
        <section aria-labelledby="active-chats-title">
          <div className="mb-3 flex items-center justify-between">
            <h2 id="active-chats-title" className="text-base font-semibold text-stone-900">
              {copy.activeTitle}
            </h2>
            {state.chats.length > 0 ? <Badge tone="green">{state.chats.length}</Badge> : null}
          </div>
          {state.chats.length === 0 ? (
            <div className="flex flex-col items-center justify-center rounded-xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
              <svg aria-hidden viewBox="0 0 24 24" className="mb-3 h-10 w-10 fill-none stroke-stone-300" strokeWidth="1.5">
                <path d="M7 8h10M7 12h6m-9 8 3.5-3H19a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14Z" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <p className="font-medium text-stone-800">{copy.noActive}</p>
              <p className="mt-1 text-sm text-stone-500">{copy.noActiveHint}</p>
            </div>
          ) : (
            <div className="grid items-start gap-4 xl:grid-cols-2">
              {state.chats.map((chat) => (
                <ChatWindow
                  key={chat.session.id}
                  chat={chat}
                  visitorTyping={!!typing[chat.session.id]}
                  onTyping={() => agentTyping(chat.session.id)}
                  onToggle={() => toggle(chat.session.id)}
                  onEnd={() => void end(chat.session.id)}
                  onSend={(text) => send(chat.session.id, text)}
                  onTemplate={(name, language, values) => sendTemplate(chat.session.id, name, language, values)}
                  loadTemplates={whatsappTemplates}
                  openMedia={whatsappMedia}
                />
              ))}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

function useNow(enabled: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => setNow(Date.now()), CONSOLE.clockTickMs);
    return () => clearInterval(timer);
  }, [enabled]);
  return now;
}

function WaitingList({ sessions, online, taking, onTake }: { sessions: ChatSessionOut[]; online: boolean; taking: string | null; onTake: (s: ChatSessionOut) => void }) {
  const now = useNow(sessions.length > 0);
  return (
    <section aria-labelledby="waiting-title" className="self-start rounded-xl border border-stone-200 bg-white shadow-sm">
      <header className="flex items-center justify-between gap-3 border-b border-stone-100 px-4 py-3">
        <h2 id="waiting-title" className="text-base font-semibold text-stone-900">
          {copy.waitingTitle}
        </h2>
        {sessions.length > 0 ? <Badge tone="amber">{sessions.length}</Badge> : null}
      </header>
      {sessions.length === 0 ? (
        <p className="px-4 py-10 text-center text-sm text-stone-500">{copy.noWaiting}</p>
      ) : (
        <ul className="divide-y divide-stone-100" aria-label={copy.waitingTitle}>
          {sessions.map((s) => {
            const location = s.lead?.location;
            const type = s.user_type ?? s.lead?.user_type;
            return (
              <li key={s.id} className="flex items-start gap-3 px-4 py-3" data-session-id={s.id}>
                <span aria-hidden className="mt-0.5 flex h-9 w-9 flex-none items-center justify-center rounded-full bg-amber-100 text-sm font-semibold text-amber-900">
                  {initials(s.user_name)}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2 font-medium text-stone-900">
                    <span className="truncate">{s.user_name}</span>
                    {s.channel === "whatsapp" ? <WhatsAppBadge /> : null}
                  </p>
                  <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone-600">
                    {s.unanswered ? (
                      <span
                        title={copy.unansweredHint}
                        data-testid="waiting-unanswered"
                        className="inline-flex items-center whitespace-nowrap rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-inset ring-red-600/30"
                      >
                        {copy.unanswered}
                      </span>
                    ) : null}
                    {type ? <Badge tone="stone">{userTypeLabel(type)}</Badge> : null}
                    <span className="truncate">{location || copy.unknownLocation}</span>
                  </div>
                  <p className="mt-1 text-xs font-medium text-amber-800" data-testid="waiting-time">
                    {copy.waitingFor(waitedFor(s.created_at, now))}
                  </p>
                </div>
                <button
                  type="button"
                  className={`${buttonStyles.primary} px-3 py-1.5`}
                  disabled={!online || taking !== null}
                  title={online ? undefined : copy.takeWhileOffline}
                  aria-label={`${copy.take} ${s.user_name}`}
                  onClick={() => onTake(s)}
                >
                  {taking === s.id ? copy.taking : copy.take}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function ChatWindow({
  chat,
  visitorTyping,
  onTyping,
  onToggle,
  onEnd,
  onSend,
  onTemplate,
  loadTemplates,
  openMedia,
}: {
  chat: ActiveChat;
  visitorTyping: boolean;
  onTyping: () => void;
  onToggle: () => void;
  onEnd: () => void;
  onSend: (text: string) => Promise<SendResult>;
  onTemplate: (name: string, language: string, values: string[]) => Promise<SendResult>;
  loadTemplates: (sync?: boolean) => Promise<WhatsAppTemplateOut[]>;
  openMedia: (id: string) => Promise<string>;
}) {
  const { session, messages, minimised, ending } = chat;
  const [draft, setDraft] = useState("");
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const whatsapp = session.channel === "whatsapp";
  const now = useNow(whatsapp);
  const closesAt = whatsapp ? windowClosesAt(session, messages) : null;
  // STOP holds until the farmer writes anything else: their latest word here decides, else what the list said.
  const lastWord = messages.filter((m) => m.whatsapp?.direction === "in" && m.whatsapp.kind === "text").at(-1);
  const optedOut = whatsapp && (lastWord ? Boolean(lastWord.whatsapp?.optOut) : Boolean(session.whatsapp?.optedOut));
  // Outside the 24-hour window free text cannot reach the farmer: only a template.
  const templatesOnly = whatsapp && !optedOut && (closesAt === null || closesAt <= now);
  const logRef = useRef<HTMLDivElement>(null);
  const bodyId = `chat-body-${session.id}`;
  const canSend = draft.trim().length > 0 && !sending;

  useEffect(() => {
    const el = logRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, minimised]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSend) return;
    setSending(true);
    const r = await onSend(draft);
    setSending(false);
    setSendError(r.error);
    if (r.ok) setDraft("");
  };

  const lead = session.lead;
  const type = userTypeLabel(session.user_type ?? lead?.user_type ?? "other");
  const details: Array<[string, string, string?]> = [
    [copy.lead.email, lead?.email || session.user_email || copy.lead.notGiven, "col-span-2"],
    [copy.lead.phone, lead?.phone || copy.lead.notGiven],
    [copy.lead.location, lead?.location || copy.lead.notGiven, "col-span-2"],
    [copy.lead.source, lead ? leadSourceLabel(lead.source) : copy.lead.notGiven],
    // Which language to answer in: the one the visitor read the site in.
    [copy.lead.language, lead?.language ? languageLabel(lead.language) : copy.lead.notGiven],
  ];

  return (
    <article aria-label={`Chat with ${session.user_name}`} data-session-id={session.id} className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <header className="flex items-center gap-3 border-b border-stone-100 bg-stone-50/60 px-4 py-3">
        <span aria-hidden className="flex h-9 w-9 flex-none items-center justify-center rounded-full bg-emerald-100 text-sm font-semibold text-emerald-900">
          {initials(session.user_name)}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-stone-900">{session.user_name}</h3>
          <p className="flex min-w-0 items-center gap-2 text-xs text-stone-500">
            {whatsapp ? <WhatsAppBadge /> : null}
            <span className="truncate">
              {type}
              {lead?.location ? ` · ${lead.location}` : ""}
            </span>
          </p>
        </div>
        {/* Narrow screens show icons, so the visitor's name keeps its room; the label stays the accessible name. */}
        <button type="button" className={`${buttonStyles.link} px-2 sm:px-3`} aria-label={minimised ? copy.expand : copy.minimise} aria-expanded={!minimised} aria-controls={bodyId} onClick={onToggle}>
          <svg aria-hidden viewBox="0 0 20 20" className="h-5 w-5 fill-current sm:hidden">
            {minimised ? <path d="M5.3 12.7a1 1 0 0 1 0-1.4l4-4a1 1 0 0 1 1.4 0l4 4a1 1 0 0 1-1.4 1.4L10 9.4l-3.3 3.3a1 1 0 0 1-1.4 0Z" /> : <path d="M4 10a1 1 0 0 1 1-1h10a1 1 0 1 1 0 2H5a1 1 0 0 1-1-1Z" />}
          </svg>
          <span aria-hidden className="hidden sm:inline">
            {minimised ? copy.expand : copy.minimise}
          </span>
        </button>
        <button type="button" className={`${buttonStyles.danger} px-2 sm:px-3`} aria-label={ending ? copy.ending : copy.endChat} onClick={onEnd} disabled={ending}>
          <svg aria-hidden viewBox="0 0 20 20" className="h-5 w-5 fill-current sm:hidden">
            <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
          </svg>
          <span aria-hidden className="hidden sm:inline">
            {ending ? copy.ending : copy.endChat}
          </span>
        </button>
      </header>
      {minimised ? null : (
        <div id={bodyId} className="flex flex-col">
          <dl className="grid grid-cols-3 gap-x-4 gap-y-1.5 border-b border-stone-100 px-4 py-3 text-xs" aria-label="Lead details">
            {details.map(([k, v, span]) => (
              <div key={k} className={`min-w-0 ${span ?? ""}`}>
                <dt className="text-stone-500">{k}</dt>
                <dd className="truncate font-medium text-stone-800" title={v}>
                  {v}
                </dd>
              </div>
            ))}
          </dl>
          {whatsapp ? <WindowNotice closesAt={closesAt} optedOut={optedOut} now={now} /> : null}
          <div ref={logRef} role="log" aria-live="polite" aria-label={`Messages with ${session.user_name}`} className="h-72 space-y-2 overflow-y-auto bg-stone-50 px-4 py-3">
            {messages.length === 0 ? <p className="py-8 text-center text-sm text-stone-500">{copy.noMessagesYet}</p> : messages.map((m) => <Bubble key={m.id} m={m} openMedia={openMedia} />)}
            {visitorTyping && (
              <p role="status" className="text-xs italic text-stone-500" data-testid="visitor-typing">
                {copy.visitorTyping}
              </p>
            )}
          </div>
          {templatesOnly ? <TemplatePicker sessionId={session.id} load={loadTemplates} onSend={onTemplate} /> : null}
          {sendError && !templatesOnly ? (
            <p role="alert" data-testid="send-error" className="border-t border-red-100 bg-red-50 px-3 py-2 text-xs font-medium text-red-800">
              {sendError}
            </p>
          ) : null}
          <form onSubmit={submit} hidden={templatesOnly} className="flex items-end gap-2 border-t border-stone-100 p-3">
            <label htmlFor={`reply-${session.id}`} className="sr-only">
              {copy.messageLabel}
            </label>
            <input
              id={`reply-${session.id}`}
              value={draft}
              onChange={(e) => {
                setDraft(e.target.value);
                onTyping();
              }}
              placeholder={copy.messagePlaceholder}
              maxLength={2000}
              autoComplete="off"
              className="min-w-0 flex-1 rounded-md border border-stone-300 px-3 py-2 text-sm text-stone-900 shadow-sm focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30"
            />
            <button type="submit" className={buttonStyles.primary} disabled={!canSend}>
              {copy.send}
            </button>
          </form>
        </div>
      )}
    </article>
  );
}

function Bubble({ m, openMedia }: { m: ChatMessage; openMedia: (id: string) => Promise<string> }) {
  if (m.sender_type === "system") {
    return (
      <p data-sender="system" className="py-1 text-center text-xs italic text-stone-500">
        <span data-text>{m.message}</span>
      </p>
    );
  }
  const mine = m.sender_type === "agent";
  return (
    <div data-sender={m.sender_type} className={`flex ${mine ? "justify-end" : "justify-start"}`}>
      <div className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm ${mine ? "rounded-br-sm bg-emerald-700 text-white" : "rounded-bl-sm border border-stone-200 bg-white text-stone-900"}`}>
        <p data-text className="whitespace-pre-wrap break-words">
          {m.message}
        </p>
        {m.whatsapp && m.whatsapp.direction === "in" ? <Attachment info={m.whatsapp} open={openMedia} /> : null}
        <p className={`mt-1 text-[11px] ${mine ? "text-emerald-100" : "text-stone-500"}`}>
          {m.sender_name ? `${m.sender_name} · ` : ""}
          {timeOf(m.created_at)}
          {m.whatsapp && m.whatsapp.direction === "out" ? <DeliveryTicks info={m.whatsapp} /> : null}
        </p>
        {m.whatsapp && m.whatsapp.direction === "out" ? <DeliveryProblem info={m.whatsapp} /> : null}
      </div>
    </div>
  );
}
