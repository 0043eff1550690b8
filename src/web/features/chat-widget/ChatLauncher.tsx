import { chatLauncher } from "@content/chat-launcher";
import { useContent, useLocale } from "~/lib/content";
import { localizePath } from "~/lib/locale";

/**
 * The floating chat button, rendered on the server with every public page.
 * Before (or without) scripts it is a link to the contact form, phone and
 * WhatsApp; the `chat-launcher` island (src/web/islands/chat-launcher.ts)
 * makes it open the chat panel, whose code (and React) loads only then.
 */
export function ChatLauncher() {
  const t = useContent(chatLauncher);
  const locale = useLocale();
  return (
    <a
      href={localizePath("/contact#contact-form", locale)}
      role="button"
      data-island="chat-launcher"
      data-open-label={t.open}
      data-loading-label={t.loading}
      aria-label={t.open}
      aria-haspopup="dialog"
      title={t.open}
      className="fixed bottom-4 right-4 z-50 inline-flex h-14 w-14 items-center justify-center rounded-full bg-forest-700 text-white shadow-lg shadow-forest-950/30 transition hover:bg-forest-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400 sm:bottom-6 sm:right-6"
    >
      <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M21 12a8 8 0 01-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1121 12z" />
        <path d="M8.5 11h.01M12 11h.01M15.5 11h.01" strokeWidth="2.6" />
      </svg>
    </a>
  );
}
