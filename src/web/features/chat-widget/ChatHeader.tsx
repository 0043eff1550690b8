import type { ChatWidgetCopy } from "@content/chat-widget";

const iconButton =
  "inline-flex h-10 w-10 items-center justify-center rounded-full text-forest-50 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-harvest-300";

/** The panel's title bar: who the visitor talks to, whether they are connected, minimise and close. */
/** The dot's colour and the words for whether an agent is with the chat. */
const presenceLook = {
  connected: { dot: "bg-green-400 shadow-[0_0_0_2px_rgba(74,222,128,0.3)]", text: (t: ChatWidgetCopy) => t.connected },
  waiting: { dot: "bg-harvest-300", text: (t: ChatWidgetCopy) => t.waitingForAgent },
  away: { dot: "bg-soil-300", text: (t: ChatWidgetCopy) => t.agentAway },
} as const;

export type Presence = keyof typeof presenceLook;

export function ChatHeader(props: { t: ChatWidgetCopy; titleId: string; title: string; presence: Presence | null; minimised: boolean; onMinimise(): void; onClose(): void }) {
  const { t, titleId, title, presence, minimised } = props;
  const look = presence ? presenceLook[presence] : null;
  return (
    <header className="flex h-[60px] shrink-0 items-center gap-2 bg-forest-800 pl-4 pr-2 text-white">
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="truncate text-base font-semibold leading-tight">
          {title}
        </h2>
        {look && (
          <p className="flex items-center gap-1.5 truncate text-xs text-forest-100" data-testid="chat-presence" data-presence={presence} role="status">
            <span className={`inline-block h-2 w-2 shrink-0 rounded-full ${look.dot}`} aria-hidden="true" />
            <span className="truncate">{look.text(t)}</span>
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
