import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { chatLauncher } from "@content/chat-launcher";
import { useContent, useLocale } from "~/lib/content";
import { localizePath } from "~/lib/locale";
import type { ChatPanelProps } from "./ChatPanel";

/** Remembers that the panel was open, so a reload brings the visitor back into the conversation. */
const OPEN_KEY = "soil-doctor-chat:open";

let panelModule: Promise<{ ChatPanel: ComponentType<ChatPanelProps> }> | null = null;
/** The panel's code is fetched only when a visitor is about to open it. */
function loadPanel() {
  panelModule ??= import("./ChatPanel");
  panelModule.catch(() => (panelModule = null));
  return panelModule;
}

/**
 * The floating chat button, rendered on the server with every public page.
 * Everything else (form, conversation, network code) is a separate chunk.
 */
export function ChatLauncher() {
  const t = useContent(chatLauncher);
  const [Panel, setPanel] = useState<ComponentType<ChatPanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [focusPanel, setFocusPanel] = useState(false);
  const button = useRef<HTMLAnchorElement>(null);
  const locale = useLocale();
  const returnFocus = useRef(false);

  const show = useCallback(async (byUser: boolean) => {
    setLoading(true);
    try {
      const m = await loadPanel();
      setPanel(() => m.ChatPanel);
      setFocusPanel(byUser);
      setOpen(true);
      try {
        localStorage.setItem(OPEN_KEY, "1");
      } catch {
        /* storage unavailable */
      }
    } catch (err) {
      console.error("the chat could not be loaded", err);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    let reopen = false;
    try {
      reopen = localStorage.getItem(OPEN_KEY) === "1";
    } catch {
      /* storage unavailable */
    }
    // Deferred: opening loads the panel's chunk, which is an external system.
    if (!reopen) return;
    const timer = setTimeout(() => void show(false), 0);
    return () => clearTimeout(timer);
  }, [show]);

  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      button.current?.focus();
    }
  }, [open]);

  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
    try {
      localStorage.removeItem(OPEN_KEY);
    } catch {
      /* storage unavailable */
    }
  }, []);

  return (
    <>
      {!open && (
        // Before (or without) scripts the button is a link to the contact form, phone and WhatsApp.
        <a
          ref={button}
          href={localizePath("/contact#contact-form", locale)}
          role="button"
          aria-label={t.open}
          aria-haspopup="dialog"
          aria-busy={loading || undefined}
          title={loading ? t.loading : t.open}
          onClick={(e) => {
            e.preventDefault();
            void show(true);
          }}
          onKeyDown={(e) => {
            if (e.key !== " ") return;
            e.preventDefault();
            void show(true);
          }}
          onPointerEnter={() => void loadPanel().catch(() => {})}
          onFocus={() => void loadPanel().catch(() => {})}
          className="fixed bottom-4 right-4 z-50 inline-flex h-14 w-14 items-center justify-center rounded-full bg-forest-700 text-white shadow-lg shadow-forest-950/30 transition hover:bg-forest-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400 sm:bottom-6 sm:right-6"
        >
          <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={loading ? "animate-pulse" : undefined}>
            <path d="M21 12a8 8 0 01-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1121 12z" />
            <path d="M8.5 11h.01M12 11h.01M15.5 11h.01" strokeWidth="2.6" />
          </svg>
        </a>
      )}
      {open && Panel && <Panel onClose={close} autoFocus={focusPanel} />}
    </>
  );
}
