import type { Localized } from "./i18n.ts";
import { localized } from "./packs.ts";

/**
 * What the offline reader says (the service worker, built from this at build
 * time): the notice over a saved page and the page shown for one not saved.
 */
export interface OfflineContent {
  /** Over a saved page served with no signal. */
  notice: string;
  title: string;
  intro: string;
  /** Before the phone numbers. */
  call: string;
  /** Heading of the list of saved pages. */
  saved: string;
  /** When nothing has been saved yet. */
  none: string;
  retry: string;
}

export const offline: Localized<OfflineContent> = localized((p) => p.offline);
