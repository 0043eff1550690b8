import { site } from "../site.ts";
import type { PlaceholderKey, PlaceholderPage } from "../types.ts";

const brand = site.brandName;
const didi = site.programmeName;

/** Title, description and a short introduction for each public page. */
export const pagesEn: Record<PlaceholderKey, PlaceholderPage> = {
  about: {
    meta: { title: "Our Story", description: `How ${brand} is building a nationwide movement to democratise soil intelligence with affordable, rapid, farmer-first solutions.` },
    hero: { eyebrow: "Our Story", title: "Building a nationwide movement for soil intelligence", subtitle: "Affordable, rapid, farmer-first solutions that put soil knowledge in every village." },
    body: "Our vision, mission, approach and the team behind it will be presented here.",
  },
  solutions: {
    meta: { title: "Solutions", description: `The ${brand} soil testing device, soil clinics, the ${didi} programme and the Soil Intelligence Platform.` },
    hero: { eyebrow: "Solutions", title: "Everything you need to know your soil", subtitle: `A portable testing device, local soil clinics, the ${didi} programme and a digital platform that ties them together.`, primary: { label: "Buy or Rent the Device", to: "/contact" }, secondary: { label: "Find a Clinic", to: "/find-clinic" } },
    body: "Details of each offering, with prices and how to get started, will be presented here.",
  },
  forFarmers: {
    meta: { title: "For Farmers", description: "Why test your soil, what farmers have gained from it and how a soil test works, in three simple steps." },
    hero: { eyebrow: "For Farmers", title: "Spend less on inputs, grow more from your land", subtitle: "A soil test takes under an hour and tells you exactly what your field needs.", primary: { label: "Find a Clinic", to: "/find-clinic" } },
    body: "Farmer stories and a step-by-step guide to getting your soil tested will be presented here.",
  },
  forPartners: {
    meta: { title: "For Partners", description: `Partner with ${brand}: collaboration models for NGOs, CSR teams, agri-retailers, government bodies, researchers and investors.` },
    hero: { eyebrow: "For Partners", title: "Partner with us to reach every farm", subtitle: "Work with us to bring soil intelligence to the farmers and communities you serve.", primary: { label: "Contact Our Team", to: "/contact" } },
    body: "Partnership models, impact numbers and a partner enquiry form will be presented here.",
  },
  csr: {
    meta: { title: "CSR Partnerships", description: `Fund soil clinics and ${didi} entrepreneurs through CSR: measurable impact on farm incomes, soil health and women's livelihoods.` },
    hero: { eyebrow: "CSR", title: "CSR that grows farm incomes and soil health", subtitle: "Measurable impact on farmers, soil and rural women's livelihoods, reported transparently.", primary: { label: "Talk to Us", to: "/contact" } },
    body: "Impact numbers, partnership models and an investment calculator will be presented here.",
  },
  findClinic: {
    meta: { title: "Find a Clinic", description: `Find a ${brand} or ${didi} soil clinic near you and book a soil test.` },
    hero: { eyebrow: "Find a Clinic", title: "Find a soil clinic near you", subtitle: `Search ${site.clinicName} by village, district or state.`, primary: { label: "Contact Us", to: "/contact" } },
    body: "A searchable map of soil clinics will be presented here.",
  },
  resources: {
    meta: { title: "Resources", description: "Guides, videos and articles on soil testing, fertilisers and best farming practices, in English and Hindi." },
    hero: { eyebrow: "Resources", title: "Learn more about your soil", subtitle: "Practical guides on soil testing, fertilisers and crop advisory, in English and Hindi." },
    body: "Articles, videos, downloadable guides and answers to common questions will be presented here.",
  },
  soilIntelligence: {
    meta: { title: "Soil Intelligence", description: "How field testing, satellite data and AI combine into soil intelligence: clear, crop-wise advice for every field." },
    hero: { eyebrow: "Soil Intelligence", title: "Soil intelligence, explained", subtitle: "Field tests, satellite imagery and AI, combined into advice you can act on the same day.", primary: { label: "Find a Clinic", to: "/find-clinic" } },
    body: "An interactive look at how a soil test becomes a recommendation will be presented here.",
  },
  startClinic: {
    meta: { title: "Start a Clinic", description: `Start your own soil clinic or become a ${didi}: equipment, training and support to run a soil testing business in your area.` },
    hero: { eyebrow: "Start a Clinic", title: "Start a soil clinic in your area", subtitle: `Equipment, training and ongoing support to run a soil testing business as a ${brand} or ${didi} centre.`, primary: { label: "Contact Us", to: "/contact" } },
    body: "The steps, costs and support for starting a clinic will be presented here.",
  },
  contact: {
    meta: { title: "Contact Us", description: `Contact ${brand}: offices in Bangalore and Delhi, phone, e-mail and working hours.` },
    hero: { eyebrow: "Contact", title: "Talk to our team", subtitle: "Questions about soil testing, clinics or partnerships? We reply within two working days." },
    body: "A contact form, our offices and working hours will be presented here.",
  },
  privacyPolicy: {
    meta: { title: "Privacy Policy", description: `How ${brand} collects, uses and protects your personal information.` },
    hero: { eyebrow: "Legal", title: "Privacy Policy", subtitle: "How we collect, use and protect your information." },
    body: "The full privacy policy will be published here.",
  },
  termsOfService: {
    meta: { title: "Terms of Service", description: `The terms that apply when you use the ${brand} website and services.` },
    hero: { eyebrow: "Legal", title: "Terms of Service", subtitle: "The terms that apply when you use our website and services." },
    body: "The full terms of service will be published here.",
  },
  sitemap: {
    meta: { title: "Sitemap", description: `Every page of the ${brand} website in one place.` },
    hero: { eyebrow: "Sitemap", title: "Sitemap", subtitle: "Every page of our website in one place." },
    body: "All pages of the site:",
  },
  blog: {
    meta: { title: "Blog", description: "Articles on soil science, organic farming, agri-technology and farmer success stories." },
    hero: { eyebrow: "Blog", title: "Stories from the field", subtitle: "Soil science, organic farming, technology and farmer success stories." },
    body: "Articles will be published here.",
  },
};
