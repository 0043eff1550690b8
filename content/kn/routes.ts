import type { RouteNames } from "../routes.ts";

/** Each public page's short name, as lists and the sitemap show it. */
export const routeNamesKn: RouteNames = {
  "/": "ಮುಖಪುಟ",
  "/about": "ನಮ್ಮ ಕಥೆ",
  "/solutions": "ನಮ್ಮ ಸೇವೆಗಳು",
  "/for-farmers": "ರೈತರಿಗಾಗಿ",
  "/for-partners": "ಪಾಲುದಾರರಿಗಾಗಿ",
  "/csr": "CSR ಪಾಲುದಾರಿಕೆ",
  "/find-clinic": "ಕ್ಲಿನಿಕ್ ಹುಡುಕಿ",
  "/resources": "ಮಾಹಿತಿ",
  "/soil-intelligence": "ಮಣ್ಣಿನ ತಿಳುವಳಿಕೆ",
  "/start-clinic": "ಕ್ಲಿನಿಕ್ ತೆರೆಯಿರಿ",
  "/contact": "ಸಂಪರ್ಕ",
  "/privacy-policy": "ಗೌಪ್ಯತಾ ನೀತಿ",
  "/terms-of-service": "ಸೇವೆಯ ನಿಯಮಗಳು",
  "/sitemap": "ಸೈಟ್ ನಕ್ಷೆ",
  "/blog": "ಬ್ಲಾಗ್",
};
