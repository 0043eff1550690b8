import type { Localized } from "./i18n.ts";

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

export const offline: Localized<OfflineContent> = {
  en: {
    notice: "Offline: showing the saved page",
    title: "You are offline",
    intro: "This page has not been saved on your phone yet. It will open when the signal is back.",
    call: "Call us",
    saved: "Pages saved on this phone",
    none: "No pages saved yet.",
    retry: "Try again",
  },
  hi: {
    notice: "इंटरनेट नहीं है: सहेजा हुआ पेज दिख रहा है",
    title: "इंटरनेट नहीं चल रहा",
    intro: "यह पेज अभी आपके फ़ोन में सहेजा नहीं गया है। नेटवर्क आने पर खुल जाएगा।",
    call: "हमें फ़ोन करें",
    saved: "इस फ़ोन में सहेजे हुए पेज",
    none: "अभी कोई पेज सहेजा नहीं गया है।",
    retry: "फिर से कोशिश करें",
  },
};
