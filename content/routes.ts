/**
 * Every public route, for the sitemap, the speed benchmark and tests.
 * Titles here are the short names used in lists; each page sets its own meta title.
 */
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
