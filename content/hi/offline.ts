import type { OfflineContent } from "../offline.ts";

/** What the offline reader says: the notice over a saved page and the page shown for one not saved. */
export const offlineHi: OfflineContent = {
  notice: "इंटरनेट नहीं है: सहेजा हुआ पेज दिख रहा है",
  title: "इंटरनेट नहीं चल रहा",
  intro: "यह पेज अभी आपके फ़ोन में सहेजा नहीं गया है। नेटवर्क आने पर खुल जाएगा।",
  call: "हमें फ़ोन करें",
  saved: "इस फ़ोन में सहेजे हुए पेज",
  none: "अभी कोई पेज सहेजा नहीं गया है।",
  retry: "फिर से कोशिश करें",
};
