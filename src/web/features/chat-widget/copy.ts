import { createContext, useContext } from "react";
import type { BrowserCopy } from "~/lib/browser-copy";

/** What the chat panel says, in the page's language only (lib/browser-copy.ts). */
export type ChatCopy = BrowserCopy<"chat">;

/** Given by mountChatPanel (islands/chat-panel-root.tsx), which loads it with the panel. */
export const ChatCopyContext = createContext<ChatCopy | null>(null);

export function useChatCopy(): ChatCopy {
  const copy = useContext(ChatCopyContext);
  if (!copy) throw new Error("the chat panel renders inside ChatCopyContext");
  return copy;
}
