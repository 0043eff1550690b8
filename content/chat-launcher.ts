import type { Localized } from "./i18n.ts";

/** The floating button's text; kept apart from the panel copy so the page's initial script stays small. */
export const chatLauncher: Localized<{ open: string; loading: string }> = {
  en: { open: "Open chat", loading: "Opening chat…" },
  hi: { open: "चैट खोलें", loading: "चैट खुल रही है…" },
};
