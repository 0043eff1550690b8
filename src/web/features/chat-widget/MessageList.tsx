import { useEffect, useRef } from "react";
import type { ChatWidgetCopy } from "@content/chat-widget";
import type { Locale } from "@content/i18n";
import { chatMessageLine } from "@shared/chat-event-lines";
import { chatTime } from "@shared/chat-format";
import { useLocale } from "~/lib/content";
import { useChatCopy } from "./copy";
import { shownState } from "./chat-state";
import { MessageText } from "./MessageText";
import type { Conversation, WidgetMessage } from "./storage";

const chip = "rounded-full border border-forest-600/40 bg-white px-3 py-1.5 text-sm font-semibold text-forest-800 hover:bg-forest-50";

export interface MessageListProps {
  t: ChatWidgetCopy;
  conversation: Conversation;
  isLive: boolean;
  agentTyping: boolean;
  awaiting: boolean;
  /** Offer the other ways on: the chat went unanswered, or the assistant offered a call back. */
  showOffers: boolean;
  /** The "ask the assistant" choice among the offers. */
  offerAssistant: boolean;
  showStarters: boolean;
  whatsappUrl: string;
  minimised: boolean;
  onRetry(clientId: string): void;
  onAskAssistant(): void;
  onCallback(): void;
  onSend(text: string): void;
}

/** One message: a centred note for system lines, else a bubble with its time and (for this browser's live messages) its state. */
function Message(props: { t: ChatWidgetCopy; locale: Locale; m: WidgetMessage; isLive: boolean; receipt: Conversation["receipt"]; onRetry(id: string): void }) {
  const { t, locale, m, isLive, receipt, onRetry } = props;
  const lines = useChatCopy().liveChat;
  if (m.sender === "system") {
    return (
      <p className="mx-auto max-w-[90%] rounded-lg bg-forest-50 px-3 py-2 text-center text-xs text-forest-900" data-sender="system" data-event={m.event?.key}>
        {chatMessageLine({ message: m.text, event: m.event }, locale, lines)}
      </p>
    );
  }
  const mine = m.sender === "user";
  return (
    <div className={`flex flex-col ${mine ? "items-end" : "items-start"}`} data-sender={m.sender}>
      <div
        className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm leading-relaxed ${
          mine ? "rounded-br-sm bg-forest-700 text-white" : "rounded-bl-sm border border-forest-900/10 bg-white text-soil-950"
        }`}
      >
        <span className="sr-only">{mine ? t.you : isLive ? t.modeAgent : t.modeAssistant}: </span>
        <span data-text="">
          <MessageText text={m.text} linkPages={!mine} />
        </span>
      </div>
      <time dateTime={m.at} className="mt-1 px-1 text-[11px] text-soil-600">
        {chatTime(m.at, locale)}
        {m.state && (
          <span data-testid="chat-message-state" data-state={m.state} data-shown={shownState(m, receipt)}>
            {" · "}
            {m.error ?? t.messageState[shownState(m, receipt)]}
          </span>
        )}
      </time>
      {m.state === "failed" && m.clientId && (
        <button type="button" className="px-1 text-xs font-semibold text-forest-700 underline" onClick={() => onRetry(m.clientId!)}>
          {t.retry}
        </button>
      )}
    </div>
  );
}

/** The conversation: messages, the typing lines, the offers of other ways, and the starter questions. */
export function MessageList(props: MessageListProps) {
  const { t, conversation, isLive, awaiting } = props;
  const locale = useLocale();
  const list = useRef<HTMLDivElement>(null);
  // Keep the newest message in view.
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [conversation.messages.length, awaiting, props.minimised]);

  return (
    <div ref={list} role="log" aria-live="polite" aria-relevant="additions" aria-label={t.messagesLabel} className="flex-1 space-y-3 overflow-y-auto px-4 py-4">
      {conversation.messages.map((m) => (
        <Message key={m.id} t={t} locale={locale} m={m} isLive={isLive} receipt={conversation.receipt} onRetry={props.onRetry} />
      ))}
      {props.agentTyping && isLive && (
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
      {props.showOffers && (
        <div className="rounded-lg border border-harvest-400 bg-white p-3 text-sm" data-testid="chat-offers">
          <p className="mb-2 font-semibold text-soil-900">{t.offersHeading}</p>
          <div className="flex flex-wrap gap-2">
            {props.offerAssistant && (
              <button type="button" className={chip} onClick={props.onAskAssistant}>
                {t.askAssistant}
              </button>
            )}
            <button type="button" className={chip} onClick={props.onCallback}>
              {t.callMeBack}
            </button>
            <a className={chip} href={props.whatsappUrl} target="_blank" rel="noopener noreferrer">
              {t.whatsapp}
            </a>
          </div>
        </div>
      )}
      {props.showStarters && (
        <div className="pt-1">
          <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-soil-600">{t.starterHeading}</p>
          <ul className="flex flex-col items-start gap-2">
            {t.starters.map((q) => (
              <li key={q}>
                <button
                  type="button"
                  disabled={awaiting}
                  onClick={() => props.onSend(q)}
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
  );
}
