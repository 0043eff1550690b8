import type { RouteNames } from "../routes.ts";

/** Each public page's short name, as lists and the sitemap show it. */
export const routeNamesMr: RouteNames = {
  "/": "मुख्य पान",
  "/about": "आमची कहाणी",
  "/solutions": "आमच्या सेवा",
  "/for-farmers": "शेतकऱ्यांसाठी",
  "/for-partners": "भागीदारांसाठी",
  "/csr": "CSR भागीदारी",
  "/find-clinic": "क्लिनिक शोधा",
  "/resources": "माहिती साहित्य",
  "/soil-intelligence": "मातीची माहिती",
  "/start-clinic": "क्लिनिक सुरू करा",
  "/contact": "संपर्क",
  "/privacy-policy": "गोपनीयता धोरण",
  "/terms-of-service": "सेवेच्या अटी",
  "/sitemap": "साइटचा नकाशा",
  "/blog": "ब्लॉग",
};
