import { createRoot, type Root } from "react-dom/client";
import { StrictMode } from "react";
import { LocaleContext } from "~/lib/content";
import { localeFromPath } from "~/lib/locale";
import { ChatPanel } from "~/features/chat-widget/ChatPanel";

/**
 * The chat panel in a React root of its own, mounted beside the page (public
 * pages are not React in the browser). This module is the chat's chunk: React
 * and the panel arrive together, only when a visitor opens the chat.
 */
export function mountChatPanel(host: HTMLElement, opts: { onClose(): void; autoFocus: boolean }): Root {
  const root = createRoot(host);
  const locale = localeFromPath(window.location.pathname);
  root.render(
    <StrictMode>
      <LocaleContext.Provider value={locale}>
        <ChatPanel onClose={opts.onClose} autoFocus={opts.autoFocus} />
      </LocaleContext.Provider>
    </StrictMode>,
  );
  return root;
}
