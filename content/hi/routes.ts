import type { RouteNames } from "../routes.ts";

/** Each public page's short name, as lists and the sitemap show it. */
export const routeNamesHi: RouteNames = {
  "/": "होम",
  "/about": "हमारी कहानी",
  "/solutions": "हमारी सेवाएँ",
  "/for-farmers": "किसानों के लिए",
  "/for-partners": "साझेदारों के लिए",
  "/csr": "CSR साझेदारी",
  "/find-clinic": "क्लिनिक खोजें",
  "/resources": "जानकारी",
  "/soil-intelligence": "मिट्टी की समझ",
  "/start-clinic": "क्लिनिक खोलें",
  "/contact": "संपर्क",
  "/privacy-policy": "प्राइवेसी नीति",
  "/terms-of-service": "सेवा की शर्तें",
  "/sitemap": "साइट का नक्शा",
  "/blog": "ब्लॉग",
};
