import type { OfflineContent } from "../offline.ts";

/** What the offline reader says: the notice over a saved page and the page shown for one not saved. */
export const offlineTe: OfflineContent = {
  notice: "ఇంటర్నెట్ లేదు: దాచిన పేజీ చూపిస్తున్నాం",
  title: "ఇంటర్నెట్ పనిచేయడం లేదు",
  intro: "ఈ పేజీ ఇంకా మీ ఫోన్‌లో దాచలేదు. సిగ్నల్ వచ్చాక తెరుచుకుంటుంది.",
  call: "మాకు ఫోన్ చేయండి",
  saved: "ఈ ఫోన్‌లో దాచిన పేజీలు",
  none: "ఇంకా ఏ పేజీ దాచలేదు.",
  retry: "మళ్లీ ప్రయత్నించండి",
};
