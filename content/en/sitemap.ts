import { site } from "../site.ts";
import type { SitemapContent } from "../page-types.ts";

const brand = site.brandName;
const didi = site.programmeName;

export const sitemapEn: SitemapContent = {
  meta: { title: "Sitemap", description: `Every page of the ${brand} website in one place: main pages, solutions, pages for each audience and legal information.` },
  hero: { eyebrow: "Sitemap", title: "Sitemap", subtitle: "Every page of our website in one place." },
  groups: [
    {
      title: "Main Pages",
      links: [
        { label: "Home", to: "/", description: "Sustainable farming with soil intelligence." },
        { label: "Our Story", to: "/about", description: "Vision, mission, team and awards." },
        { label: "Resources", to: "/resources", description: "Guides, videos, downloads and FAQ." },
        { label: "Blog", to: "/blog", description: "Articles and stories from the field." },
        { label: "Contact", to: "/contact", description: "Offices, phone, e-mail and working hours." },
      ],
    },
    {
      title: "Solutions",
      links: [
        { label: "Solutions", to: "/solutions", description: `Device, clinics, the ${didi} programme and the platform.` },
        { label: "Soil Intelligence", to: "/soil-intelligence", description: "How tests, satellites and AI work together." },
        { label: "Find a Clinic", to: "/find-clinic", description: "Soil clinics near you." },
        { label: "Start a Clinic", to: "/start-clinic", description: "Costs, earnings, training and support." },
      ],
    },
    {
      title: "For Users",
      links: [
        { label: "For Farmers", to: "/for-farmers", description: "Why and how to test your soil." },
        { label: "For Partners", to: "/for-partners", description: "Collaboration models and partner enquiries." },
        { label: "CSR", to: "/csr", description: "CSR programmes, impact and investment tiers." },
      ],
    },
    {
      title: "Legal",
      links: [
        { label: "Privacy Policy", to: "/privacy-policy", description: "How we handle your information." },
        { label: "Terms of Service", to: "/terms-of-service", description: "The terms of using our website." },
        { label: "Sitemap", to: "/sitemap", description: "This page." },
      ],
    },
  ],
  xmlNote: { label: "sitemap.xml", to: "/sitemap.xml", text: "For search engines:" },
};
