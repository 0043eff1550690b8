import type { RouteNames } from "../routes.ts";

/** Each public page's short name, as lists and the sitemap show it. */
export const routeNamesTe: RouteNames = {
  "/": "హోమ్",
  "/about": "మా కథ",
  "/solutions": "మా సేవలు",
  "/for-farmers": "రైతుల కోసం",
  "/for-partners": "భాగస్వాముల కోసం",
  "/csr": "CSR భాగస్వామ్యం",
  "/find-clinic": "క్లినిక్ వెతకండి",
  "/resources": "సమాచారం",
  "/soil-intelligence": "మట్టి సమాచారం",
  "/start-clinic": "క్లినిక్ పెట్టండి",
  "/contact": "సంప్రదించండి",
  "/privacy-policy": "గోప్యతా విధానం",
  "/terms-of-service": "సేవా నిబంధనలు",
  "/sitemap": "సైట్ మ్యాప్",
  "/blog": "బ్లాగ్",
};
