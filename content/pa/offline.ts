import type { OfflineContent } from "../offline.ts";

/** What the offline reader says: the notice over a saved page and the page shown for one not saved. */
export const offlinePa: OfflineContent = {
  notice: "ਇੰਟਰਨੈੱਟ ਨਹੀਂ ਹੈ: ਸਾਂਭਿਆ ਹੋਇਆ ਪੰਨਾ ਦਿਸ ਰਿਹਾ ਹੈ",
  title: "ਇੰਟਰਨੈੱਟ ਨਹੀਂ ਚੱਲ ਰਿਹਾ",
  intro: "ਇਹ ਪੰਨਾ ਹਾਲੇ ਤੁਹਾਡੇ ਫ਼ੋਨ ਵਿੱਚ ਸਾਂਭਿਆ ਨਹੀਂ ਗਿਆ। ਨੈੱਟਵਰਕ ਆਉਣ ਤੇ ਖੁੱਲ੍ਹ ਜਾਵੇਗਾ।",
  call: "ਸਾਨੂੰ ਫ਼ੋਨ ਕਰੋ",
  saved: "ਇਸ ਫ਼ੋਨ ਵਿੱਚ ਸਾਂਭੇ ਹੋਏ ਪੰਨੇ",
  none: "ਹਾਲੇ ਕੋਈ ਪੰਨਾ ਸਾਂਭਿਆ ਨਹੀਂ ਗਿਆ।",
  retry: "ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ",
};
