import type { RouteNames } from "../routes.ts";

/** Each public page's short name, as lists and the sitemap show it. */
export const routeNamesEn: RouteNames = {
  "/": "Home",
  "/about": "Our Story",
  "/solutions": "Solutions",
  "/for-farmers": "For Farmers",
  "/for-partners": "For Partners",
  "/csr": "CSR",
  "/find-clinic": "Find a Clinic",
  "/resources": "Resources",
  "/soil-intelligence": "Soil Intelligence",
  "/start-clinic": "Start a Clinic",
  "/contact": "Contact",
  "/privacy-policy": "Privacy Policy",
  "/terms-of-service": "Terms of Service",
  "/sitemap": "Sitemap",
  "/blog": "Blog",
};
