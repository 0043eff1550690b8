import type { RouteNames } from "../routes.ts";

/** Each public page's short name, as lists and the sitemap show it. */
export const routeNamesGu: RouteNames = {
  "/": "હોમ",
  "/about": "અમારી વાત",
  "/solutions": "અમારી સેવાઓ",
  "/for-farmers": "ખેડૂતો માટે",
  "/for-partners": "ભાગીદારો માટે",
  "/csr": "CSR ભાગીદારી",
  "/find-clinic": "ક્લિનિક શોધો",
  "/resources": "માહિતી",
  "/soil-intelligence": "જમીનની સમજ",
  "/start-clinic": "ક્લિનિક ખોલો",
  "/contact": "સંપર્ક",
  "/privacy-policy": "ગોપનીયતા નીતિ",
  "/terms-of-service": "સેવાની શરતો",
  "/sitemap": "સાઇટનો નકશો",
  "/blog": "બ્લોગ",
};
