import type { Root } from "react-dom/client";
import { loadBrowserCopy, type BrowserCopy } from "~/lib/browser-copy";

/** Remembers that the panel was open, so the next page (or a reload) brings the visitor back into the conversation. */
const OPEN_KEY = "soil-doctor-chat:open";

type PanelModule = typeof import("./chat-panel-root");
let panelModule: Promise<[PanelModule, BrowserCopy<"chat">]> | null = null;
/**
 * The panel (and React with it) is fetched only when a visitor is about to
 * open it, together with its copy in the page's language (decision 0036).
 */
function loadPanel() {
  panelModule ??= Promise.all([import("./chat-panel-root"), loadBrowserCopy("chat")]);
  panelModule.catch(() => (panelModule = null));
  return panelModule;
}

function storage(action: (s: Storage) => void) {
  try {
    action(localStorage);
  } catch {
    /* storage unavailable */
  }
}

/**
 * The floating chat button (`data-island="chat-launcher"`). Without scripts it
 * is a link to the contact form, phone and WhatsApp; here it opens the chat
 * panel instead, which stays open from page to page until the visitor closes it.
 */
export function enhanceChatLauncher(button: HTMLElement) {
  let root: Root | null = null;
  let host: HTMLElement | null = null;
  const icon = button.querySelector("svg");

  const setLoading = (loading: boolean) => {
    button.toggleAttribute("aria-busy", loading);
    button.title = (loading ? button.dataset.loadingLabel : button.dataset.openLabel) ?? "";
    icon?.classList.toggle("animate-pulse", loading);
  };

  const close = () => {
    root?.unmount();
    root = null;
    host?.remove();
    host = null;
    button.hidden = false;
    storage((s) => s.removeItem(OPEN_KEY));
    button.focus();
  };

  const show = async (byUser: boolean) => {
    if (root) return;
    setLoading(true);
    try {
      const [{ mountChatPanel }, copy] = await loadPanel();
      if (root) return;
      host = document.createElement("div");
      host.dataset.chatPanelHost = "";
      document.body.append(host);
      button.hidden = true;
      root = mountChatPanel(host, { copy, onClose: close, autoFocus: byUser });
      storage((s) => s.setItem(OPEN_KEY, "1"));
    } catch (err) {
      console.error("the chat could not be loaded", err);
    } finally {
      setLoading(false);
    }
  };

  button.addEventListener("click", (e) => {
    e.preventDefault();
    void show(true);
  });
  button.addEventListener("keydown", (e) => {
    if (e.key !== " ") return;
    e.preventDefault();
    void show(true);
  });
  const warm = () => void loadPanel().catch(() => {});
  button.addEventListener("pointerenter", warm);
  button.addEventListener("focus", warm);

  let reopen = false;
  storage((s) => (reopen = s.getItem(OPEN_KEY) === "1"));
  if (reopen) void show(false);
}
