/**
 * Every public route, for the sitemap, the speed benchmark and tests.
 * Titles here are the short names used in lists; each page sets its own meta title.
 */
import type { Localized } from "./i18n.ts";

export interface PublicRoute {
  path: string;
  name: string;
}

export const publicRoutes: readonly PublicRoute[] = [
  { path: "/", name: "Home" },
  { path: "/about", name: "Our Story" },
  { path: "/solutions", name: "Solutions" },
  { path: "/for-farmers", name: "For Farmers" },
  { path: "/for-partners", name: "For Partners" },
  { path: "/csr", name: "CSR" },
  { path: "/find-clinic", name: "Find a Clinic" },
  { path: "/resources", name: "Resources" },
  { path: "/soil-intelligence", name: "Soil Intelligence" },
  { path: "/start-clinic", name: "Start a Clinic" },
  { path: "/contact", name: "Contact" },
  { path: "/privacy-policy", name: "Privacy Policy" },
  { path: "/terms-of-service", name: "Terms of Service" },
  { path: "/sitemap", name: "Sitemap" },
  { path: "/blog", name: "Blog" },
];

/** The same list with each page's short name in every language (paths are the English ones). */
export const publicRoutesByLocale: Localized<readonly PublicRoute[]> = {
  en: publicRoutes,
  hi: [
    { path: "/", name: "होम" },
    { path: "/about", name: "हमारी कहानी" },
    { path: "/solutions", name: "हमारी सेवाएँ" },
    { path: "/for-farmers", name: "किसानों के लिए" },
    { path: "/for-partners", name: "साझेदारों के लिए" },
    { path: "/csr", name: "CSR साझेदारी" },
    { path: "/find-clinic", name: "क्लिनिक खोजें" },
    { path: "/resources", name: "जानकारी" },
    { path: "/soil-intelligence", name: "मिट्टी की समझ" },
    { path: "/start-clinic", name: "क्लिनिक खोलें" },
    { path: "/contact", name: "संपर्क" },
    { path: "/privacy-policy", name: "प्राइवेसी नीति" },
    { path: "/terms-of-service", name: "सेवा की शर्तें" },
    { path: "/sitemap", name: "साइट का नक्शा" },
    { path: "/blog", name: "ब्लॉग" },
  ],
};
