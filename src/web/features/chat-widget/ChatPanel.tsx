import { useId, type KeyboardEvent } from "react";
import { site } from "@content/site";
import { CHAT, userTypeLabel } from "@shared/constants";
import { useLocale } from "~/lib/content";
import { useChatCopy } from "./copy";
import { CallbackForm } from "./CallbackForm";
import { ChatHeader } from "./ChatHeader";
import { refOf } from "./chat-state";
import { Composer } from "./Composer";
import { EndOfChat } from "./EndOfChat";
import { LeadForm } from "./LeadForm";
import { MessageList } from "./MessageList";
import { useChatPanel } from "./useChatPanel";

export interface ChatPanelProps {
  onClose(): void;
  /** Move focus into the panel (when the visitor opened it, not on a reload). */
  autoFocus: boolean;
}

/**
 * The chat panel: the lead form (step 1), then the conversation (step 2) with
 * a human agent (live mode, by event stream or polling) or the assistant.
 * Loaded on demand by ChatLauncher; its state and work live in useChatPanel.
 */
export function ChatPanel({ onClose, autoFocus }: ChatPanelProps) {
  const copy = useChatCopy();
  const t = copy.chatWidget;
  const userTypes = copy.optionLabels.userType;
  const language = useLocale();
  const titleId = useId();
  const chat = useChatPanel({ t, language, autoFocus });
  const { state, view, dispatch } = chat;
  const { conversation, minimised } = state;
  const { isLive, ended } = view;
  const whatsappUrl = conversation ? `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(t.whatsappText(refOf(conversation)))}` : "";
  const title = conversation ? (isLive ? t.modeAgent : t.modeAssistant) : t.panelLabel;
  const openCallback = () => dispatch({ type: "callback-open", open: true });

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === "Escape") {
      e.stopPropagation();
      onClose();
    }
  }

  return (
    <div
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
      <ChatHeader t={t} titleId={titleId} title={title} presence={view.presence} minimised={minimised} onMinimise={() => dispatch({ type: "minimise-toggle" })} onClose={onClose} />

      {!minimised && !conversation && (
        <LeadForm
          t={t}
          idPrefix={titleId}
          lead={state.lead}
          onChange={(patch) => dispatch({ type: "lead-field", patch })}
          onSubmit={() => void chat.start()}
          busy={state.busy}
          queued={state.pendingLead !== null}
          phoneError={state.phoneError}
          firstField={chat.refs.firstField}
          agentOnline={state.agentOnline}
          verify={state.verify}
          language={language}
          dispatch={dispatch}
        />
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
            <button type="button" onClick={chat.reset} className="shrink-0 rounded px-1 py-1 font-semibold text-forest-700 underline underline-offset-2 hover:text-forest-900 focus-visible:outline-2 focus-visible:outline-forest-600">
              {t.reset}
            </button>
          </div>

          <div className="flex shrink-0 flex-wrap items-center gap-3 bg-white px-4 pb-2 text-xs">
            <button type="button" className="font-semibold text-forest-700 underline" onClick={() => dispatch({ type: "callback-open", open: !state.callbackOpen })}>
              {t.callMeBack}
            </button>
            <a className="font-semibold text-forest-700 underline" href={whatsappUrl} target="_blank" rel="noopener noreferrer" data-testid="chat-whatsapp">
              {t.whatsapp}
            </a>
          </div>
          {(!state.online || state.syncFailed || state.notice) && (
            <p role="status" className="shrink-0 bg-harvest-100 px-4 py-1.5 text-xs text-soil-900" data-testid="chat-network">
              {state.notice || (!state.online ? t.offline : t.resyncFailed)}
            </p>
          )}

          <MessageList
            t={t}
            conversation={conversation}
            isLive={isLive}
            agentTyping={state.agentTyping}
            awaiting={state.awaiting}
            showOffers={view.unanswered || (state.callbackOffered && !state.callbackOpen)}
            offerAssistant={view.unanswered && !conversation.helper}
            showStarters={!view.hasUserMessages && !ended}
            whatsappUrl={whatsappUrl}
            minimised={minimised}
            onRetry={chat.retry}
            onAskAssistant={() => dispatch({ type: "helper" })}
            onCallback={openCallback}
            onSend={(q) => void chat.send(q)}
          />

          {state.callbackOpen && conversation.sessionId && (
            <CallbackForm
              t={t}
              sessionId={conversation.sessionId}
              phone={conversation.lead.phone}
              onCancel={() => dispatch({ type: "callback-open", open: false })}
              onDone={(slot) => dispatch({ type: "callback-done", notice: t.callback.sent(slot) })}
            />
          )}
          {ended ? (
            <div className="shrink-0 border-t border-forest-900/10 bg-white px-4 py-3 text-center text-sm" role="status">
              <p className="text-soil-800">{t.ended}</p>
              {conversation.sessionId && <EndOfChat t={t} sessionId={conversation.sessionId} email={conversation.lead.email} />}
              <button type="button" onClick={chat.reset} className="mt-2 font-semibold text-forest-700 underline underline-offset-2">
                {t.newChat}
              </button>
            </div>
          ) : (
            <Composer t={t} id={`${titleId}-input`} draft={state.draft} disabled={state.awaiting} input={chat.refs.input} onType={chat.typed} onSend={(text) => void chat.send(text)} />
          )}
        </>
      )}
    </div>
  );
}
