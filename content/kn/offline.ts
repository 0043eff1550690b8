import type { OfflineContent } from "../offline.ts";

/** What the offline reader says: the notice over a saved page and the page shown for one not saved. */
export const offlineKn: OfflineContent = {
  notice: "ಇಂಟರ್ನೆಟ್ ಇಲ್ಲ: ಉಳಿಸಿಟ್ಟ ಪುಟ ತೋರಿಸುತ್ತಿದೆ",
  title: "ಇಂಟರ್ನೆಟ್ ಸಿಗುತ್ತಿಲ್ಲ",
  intro: "ಈ ಪುಟ ಇನ್ನೂ ನಿಮ್ಮ ಫೋನ್‌ನಲ್ಲಿ ಉಳಿಸಿಲ್ಲ. ನೆಟ್‌ವರ್ಕ್ ಬಂದ ಮೇಲೆ ತೆರೆಯುತ್ತದೆ.",
  call: "ನಮಗೆ ಫೋನ್ ಮಾಡಿ",
  saved: "ಈ ಫೋನ್‌ನಲ್ಲಿ ಉಳಿಸಿದ ಪುಟಗಳು",
  none: "ಇನ್ನೂ ಯಾವ ಪುಟವೂ ಉಳಿಸಿಲ್ಲ.",
  retry: "ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ",
};
