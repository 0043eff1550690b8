import type { KeyboardEvent, RefObject } from "react";
import type { ChatWidgetCopy } from "@content/chat-widget";
import { LIMITS } from "@shared/constants";

/** The message box and its send button; Enter sends, Shift+Enter makes a new line. */
export function Composer(props: { t: ChatWidgetCopy; id: string; draft: string; disabled: boolean; input: RefObject<HTMLTextAreaElement | null>; onType(text: string): void; onSend(text: string): void }) {
  const { t, id, draft, disabled, input } = props;
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      props.onSend(draft);
    }
  };
  return (
    <form
      className="flex shrink-0 items-end gap-2 border-t border-forest-900/10 bg-white px-3 py-3"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSend(draft);
      }}
    >
      <label className="sr-only" htmlFor={id}>
        {t.messageLabel}
      </label>
      <textarea
        ref={input}
        id={id}
        rows={1}
        value={draft}
        maxLength={LIMITS.chatMessageInput}
        disabled={disabled}
        placeholder={t.messagePlaceholder}
        onChange={(e) => props.onType(e.target.value)}
        onKeyDown={onKey}
        className="max-h-28 min-h-11 flex-1 resize-none rounded-2xl border border-forest-200 bg-soil-50 px-3 py-2.5 text-base text-soil-950 placeholder:text-soil-500 focus:border-forest-600 focus:outline-2 focus:outline-forest-600/30 disabled:opacity-60"
      />
      <button
        type="submit"
        disabled={disabled || !draft.trim()}
        aria-label={t.send}
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-forest-700 text-white hover:bg-forest-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600 disabled:opacity-50"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M4 12l16-8-6 16-2.5-6.5L4 12z" />
        </svg>
      </button>
    </form>
  );
}
