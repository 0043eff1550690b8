import type { OfflineContent } from "../offline.ts";

/** What the offline reader says: the notice over a saved page and the page shown for one not saved. */
export const offlineEn: OfflineContent = {
  notice: "Offline: showing the saved page",
  title: "You are offline",
  intro: "This page has not been saved on your phone yet. It will open when the signal is back.",
  call: "Call us",
  saved: "Pages saved on this phone",
  none: "No pages saved yet.",
  retry: "Try again",
};
