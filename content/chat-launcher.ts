import type { Localized } from "./i18n.ts";
import { localized } from "./packs.ts";

/** The floating button's text; kept apart from the panel copy so the page's initial script stays small. */
export interface ChatLauncherCopy {
  open: string;
  loading: string;
}

export const chatLauncher: Localized<ChatLauncherCopy> = localized((p) => p.chatLauncher);
