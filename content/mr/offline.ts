import type { OfflineContent } from "../offline.ts";

/** What the offline reader says: the notice over a saved page and the page shown for one not saved. */
export const offlineMr: OfflineContent = {
  notice: "इंटरनेट नाही: जतन केलेले पान दिसत आहे",
  title: "इंटरनेट चालत नाही",
  intro: "हे पान अजून तुमच्या फोनमध्ये जतन झालेले नाही. नेटवर्क आल्यावर उघडेल.",
  call: "आम्हाला फोन करा",
  saved: "या फोनमध्ये जतन केलेली पाने",
  none: "अजून कोणतेही पान जतन झालेले नाही.",
  retry: "पुन्हा प्रयत्न करा",
};
