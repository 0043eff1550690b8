import type { ContactContent } from "../contact.ts";
import { site } from "../site.ts";

export const contactEn: ContactContent = {
  meta: {
    title: "Contact Us",
    description: `Contact ${site.brandName}: send us a message, call our Bangalore or Delhi office, or visit us. We reply within 48 hours.`,
  },
  hero: {
    eyebrow: "Contact",
    title: "Talk to our team",
    subtitle: "Questions about soil testing, clinics, partnerships or the press? Send us a message and we will reply within 48 hours.",
  },
  form: {
    heading: "Send us a message",
    intro: "Fields marked * are required.",
    name: "Full Name",
    email: "Email",
    userType: "Who Are You?",
    userTypePlaceholder: "Select one",
    phone: "Phone",
    phoneHint: "A phone number or an e-mail address: one of them is enough.",
    message: "Message",
    submit: "Send Message",
    busy: "Sending...",
  },
  thanks: {
    title: "Thank you for reaching out!",
    body: "We have received your message and will get back to you within 48 hours.",
    again: "Send another message",
  },
  info: {
    heading: "Get in touch",
    offices: "Our offices",
    phones: "Phone",
    email: "Email",
    hours: "Working hours",
    whatsapp: "Message us on WhatsApp",
  },
  cards: [
    { icon: "sprout", title: `Become a ${site.programmeName}`, body: "Start a soil clinic in your village with our kit, training and support.", label: "Start a Clinic", to: "/start-clinic" },
    { icon: "handshake", title: "Partner with Us", body: "NGOs, companies and government bodies: reach more farmers together.", label: "For Partners", to: "/for-partners" },
    { icon: "press", title: "Media & Press", body: "Stories, interviews and data on soil health: write to us with the form above.", label: "Contact the Team", to: "/contact#contact-form" },
  ],
  map: {
    title: "Visit our offices",
    mapLabel: "Map of our two offices",
    subtitle: `${site.offices.bangalore.label} and ${site.offices.delhi.label}.`,
    errorDetail: "Both offices' addresses and phone numbers are listed on this page. Check your connection and reload the page to try the map again.",
    tilesFailed: "The map background could not load. The office markers still work.",
    stillNote: "The map opens once the page has fully loaded. Both offices on it are listed here and above.",
  },
};
