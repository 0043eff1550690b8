import { createRoot, type Root } from "react-dom/client";
import { StrictMode } from "react";
import { LocaleContext } from "~/lib/content";
import { localeFromPath } from "~/lib/locale";
import { ChatPanel } from "~/features/chat-widget/ChatPanel";
import { ChatCopyContext, type ChatCopy } from "~/features/chat-widget/copy";

/**
 * The chat panel in a React root of its own, mounted beside the page (public
 * pages are not React in the browser). This module is the chat's chunk: React
 * and the panel arrive together, only when a visitor opens the chat; its copy
 * in the page's language comes beside it (islands/chat-launcher.ts).
 */
export function mountChatPanel(host: HTMLElement, opts: { copy: ChatCopy; onClose(): void; autoFocus: boolean }): Root {
  const root = createRoot(host);
  const locale = localeFromPath(window.location.pathname);
  root.render(
    <StrictMode>
      <LocaleContext.Provider value={locale}>
        <ChatCopyContext.Provider value={opts.copy}>
          <ChatPanel onClose={opts.onClose} autoFocus={opts.autoFocus} />
        </ChatCopyContext.Provider>
      </LocaleContext.Provider>
    </StrictMode>,
  );
  return root;
}
