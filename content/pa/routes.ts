import type { RouteNames } from "../routes.ts";

/** Each public page's short name, as lists and the sitemap show it. */
export const routeNamesPa: RouteNames = {
  "/": "ਮੁੱਖ ਪੰਨਾ",
  "/about": "ਸਾਡੀ ਕਹਾਣੀ",
  "/solutions": "ਸਾਡੀਆਂ ਸੇਵਾਵਾਂ",
  "/for-farmers": "ਕਿਸਾਨਾਂ ਲਈ",
  "/for-partners": "ਭਾਈਵਾਲਾਂ ਲਈ",
  "/csr": "CSR ਭਾਈਵਾਲੀ",
  "/find-clinic": "ਕਲੀਨਿਕ ਲੱਭੋ",
  "/resources": "ਜਾਣਕਾਰੀ",
  "/soil-intelligence": "ਮਿੱਟੀ ਦੀ ਸਮਝ",
  "/start-clinic": "ਕਲੀਨਿਕ ਖੋਲ੍ਹੋ",
  "/contact": "ਸੰਪਰਕ",
  "/privacy-policy": "ਨਿੱਜਤਾ ਨੀਤੀ",
  "/terms-of-service": "ਸੇਵਾ ਦੀਆਂ ਸ਼ਰਤਾਂ",
  "/sitemap": "ਸਾਈਟ ਦਾ ਨਕਸ਼ਾ",
  "/blog": "ਬਲੌਗ",
};
