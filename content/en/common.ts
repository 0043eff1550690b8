import { site } from "../site.ts";
import type { CommonContent } from "../types.ts";

export const commonEn: CommonContent = {
  skipLink: "Skip to main content",
  honeypotLabel: "Leave this field empty",
  nav: {
    label: "Main",
    homeLabel: `${site.brandName} home`,
    links: [
      { label: "Our Story", to: "/about" },
      { label: "Solutions", to: "/solutions" },
      { label: "Soil Intelligence", to: "/soil-intelligence" },
      { label: "For Farmers", to: "/for-farmers" },
      { label: "For Partners", to: "/for-partners" },
      { label: "CSR", to: "/csr" },
      { label: "Find a Clinic", to: "/find-clinic" },
      { label: "Resources", to: "/resources" },
      { label: "Contact", to: "/contact" },
    ],
    startClinic: { label: "Start a Clinic", to: "/start-clinic" },
    openMenu: "Open menu",
    closeMenu: "Close menu",
  },
  footer: {
    blurb: `${site.brandName} brings lab-grade soil testing to the farm gate. A portable device, trained ${site.programmeName} entrepreneurs and satellite-backed advice help farmers spend less on inputs and grow more from healthier soil.`,
    socialHeading: "Follow us",
    quickLinksHeading: "Quick Links",
    quickLinks: [
      { label: "Our Story", to: "/about" },
      { label: "For Farmers", to: "/for-farmers" },
      { label: "For Partners", to: "/for-partners" },
      { label: "CSR Partnerships", to: "/csr" },
      { label: "Resources", to: "/resources" },
      { label: "Blog", to: "/blog" },
      { label: "Contact", to: "/contact" },
    ],
    servicesHeading: "Our Services",
    services: [
      { label: "Soil Testing Device", to: "/solutions" },
      { label: "Find a Soil Clinic", to: "/find-clinic" },
      { label: `${site.programmeName} Programme`, to: "/solutions" },
      { label: "Soil Intelligence Platform", to: "/soil-intelligence" },
      { label: "Start a Clinic", to: "/start-clinic" },
    ],
    phoneLabel: "Phone",
    emailLabel: "Email",
    legalLabel: "Legal",
    legal: [
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Terms of Service", to: "/terms-of-service" },
      { label: "Sitemap", to: "/sitemap" },
    ],
    rights: "All rights reserved.",
  },
  notFound: {
    meta: {
      title: "Page not found",
      description: "The page you were looking for does not exist or has moved.",
    },
    eyebrow: "Error 404",
    title: "This field is empty",
    subtitle: "The page you were looking for does not exist or has moved. Let us take you back to solid ground.",
    home: { label: "Back to home", to: "/" },
    contact: { label: "Contact us", to: "/contact" },
    suggestionsHeading: "Popular pages",
  },
  error: {
    title: "Something went wrong",
    subtitle: "We could not load this page. Please try again in a moment.",
    home: { label: "Back to home", to: "/" },
  },
};
