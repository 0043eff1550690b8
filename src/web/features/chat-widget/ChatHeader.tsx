import type { ChatWidgetCopy } from "@content/chat-widget";

const iconButton =
  "inline-flex h-10 w-10 items-center justify-center rounded-full text-forest-50 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-harvest-300";

/** The panel's title bar: who the visitor talks to, whether they are connected, minimise and close. */
export function ChatHeader(props: { t: ChatWidgetCopy; titleId: string; title: string; connected: boolean; minimised: boolean; onMinimise(): void; onClose(): void }) {
  const { t, titleId, title, connected, minimised } = props;
  return (
    <header className="flex h-[60px] shrink-0 items-center gap-2 bg-forest-800 pl-4 pr-2 text-white">
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="truncate text-base font-semibold leading-tight">
          {title}
        </h2>
        {connected && (
          <p className="flex items-center gap-1.5 text-xs text-forest-100" data-testid="chat-connected">
            <span className="inline-block h-2 w-2 rounded-full bg-green-400 shadow-[0_0_0_2px_rgba(74,222,128,0.3)]" aria-hidden="true" />
            {t.connected}
          </p>
        )}
      </div>
      <button type="button" className={iconButton} aria-label={minimised ? t.restore : t.minimise} aria-expanded={!minimised} onClick={props.onMinimise}>
        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          {minimised ? <path d="M6 15l6-6 6 6" /> : <path d="M5 12h14" />}
        </svg>
      </button>
      <button type="button" className={iconButton} aria-label={t.close} onClick={props.onClose}>
        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </header>
  );
}
