import { site } from "../site.ts";
import type { CsrContent } from "../page-types.ts";

const brand = site.brandName;
const didi = site.programmeName;

export const csrEn: CsrContent = {
  meta: {
    title: "CSR Partnerships",
    description: `Fund soil clinics and ${didi} entrepreneurs through CSR: 5,500+ farmers, 70+ clinics, 6,000+ tests and 95% satisfaction. Pilot, Regional and State programmes from ₹5 lakhs.`,
  },
  hero: {
    eyebrow: "CSR Partnerships",
    title: "CSR that grows farm incomes and soil health",
    subtitle: `Fund soil clinics and women-led ${didi} enterprises that keep serving farmers long after your programme ends, with impact reported in numbers.`,
    primary: { label: "Start a Conversation", to: "#csr-form" },
    secondary: { label: "See Partnership Models", to: "#models" },
  },
  impact: {
    eyebrow: "Impact so far",
    title: "Measured on farmers' fields",
    subtitle: "Every test and every recommendation is recorded, so every rupee of CSR funding can be traced to a result.",
    items: [
      { value: "5,500+", label: "farmers served" },
      { value: "70+", label: "soil clinics" },
      { value: "6,000+", label: "soil tests" },
      { value: "95%", label: "farmer satisfaction" },
    ],
    note: "Farmers in CSR programmes saved ₹1,200 per acre on average.",
  },
  model: {
    eyebrow: "A sustainable model",
    title: "Funding that keeps working after the programme ends",
    subtitle: "CSR funds the start. Each clinic then earns from its own tests, so the service lasts.",
    steps: [
      { icon: "handshake", title: "You fund", description: "CSR funding covers devices, training and the first season's outreach in the districts you choose." },
      { icon: "school", title: "We train", description: `We recruit and train local women and youth as ${didi} entrepreneurs and clinic operators.` },
      { icon: "testing", title: "Clinics test", description: "Clinics test soil at ₹300-₹500 per sample and give every farmer crop-wise advice." },
      { icon: "coins", title: "Everyone gains", description: "Farmers save on inputs and grow more; entrepreneurs earn; the clinic funds itself." },
    ],
  },
  stories: {
    eyebrow: "Stories",
    title: "Change you can see in the field",
    items: [
      {
        partner: "Rural Women Rising Trust",
        place: "Bihar",
        title: `Twelve ${didi}s, one district`,
        summary: `A CSR grant trained twelve women as ${didi}s. Each now runs a clinic from home and earns from testing her neighbours' fields.`,
        results: [
          { value: "12", label: "women entrepreneurs" },
          { value: "1,800", label: "farmers served" },
        ],
      },
      {
        partner: "Mitti Foundation",
        place: "Maharashtra",
        title: "Cotton farmers cut input costs",
        summary: "A pilot with cotton growers in Vidarbha replaced blanket fertiliser doses with test-based advice, block by block.",
        results: [
          { value: "₹1,200", label: "saved per acre" },
          { value: "15%", label: "higher yield" },
        ],
      },
    ],
  },
  dashboard: {
    eyebrow: "Dashboard preview",
    title: "See your impact as it happens",
    subtitle: "Every CSR partner gets a live dashboard: tests, farmers, savings and soil health, district by district.",
    caption: "Sample programme dashboard",
    kpis: [
      { value: "1,240", label: "farmers tested" },
      { value: "8", label: "active clinics" },
      { value: "₹1,200", label: "avg. saving per acre" },
      { value: "95%", label: "satisfied farmers" },
    ],
    chart: {
      title: "Soil tests per month",
      unit: "tests",
      bars: [
        { label: "Jan", value: 120 },
        { label: "Feb", value: 160 },
        { label: "Mar", value: 210 },
        { label: "Apr", value: 190 },
        { label: "May", value: 260 },
        { label: "Jun", value: 300 },
      ],
    },
    districts: {
      title: "By district",
      headings: ["District", "Clinics", "Farmers", "Soil health"],
      rows: [
        ["Gaya", "3", "460", "Improving"],
        ["Nalanda", "3", "430", "Improving"],
        ["Patna", "2", "350", "Stable"],
      ],
    },
    note: "Sample data for illustration.",
  },
  partnership: {
    eyebrow: "Partnership models",
    title: "Investment calculator",
    subtitle: "Three programme sizes. Pick the reach you want; we plan clinics, training and reporting to match.",
    headings: { tier: "Tier", investment: "Investment", clinics: "Clinics", farmers: "Farmers", duration: "Duration" },
    caption: "CSR partnership tiers: investment, clinics, farmers reached and duration",
    tiers: [
      { tier: "Pilot", investment: "₹5-10 lakhs", clinics: "1-2", farmers: "300-600", duration: "3-6 months", description: "Prove the model in one block." },
      { tier: "Regional", investment: "₹25-50 lakhs", clinics: "5-10", farmers: "1,500-3,000", duration: "12-18 months", description: "Cover a district or region." },
      { tier: "State", investment: "₹1-2 crores", clinics: "20-50", farmers: "6,000-15,000", duration: "24-36 months", description: "A state-wide network of clinics." },
    ],
    custom: {
      title: "Need something else?",
      text: "We also design custom partnerships around your geography, budget and reporting needs.",
    },
    savings: `Farmers in ${brand} CSR programmes saved ₹1,200 per acre on average.`,
  },
  form: {
    eyebrow: "Partner with us",
    title: "Start a CSR partnership",
    subtitle: "Tell us about your CSR priorities. We will come back with a proposal sized to your goals within two working days.",
    fields: {
      name: "Full Name",
      organization: "Organization",
      email: "Email",
      phone: "Phone Number",
      focus_area: "CSR Focus Areas",
      partnership_model: "Preferred Partnership Model",
      message: "Message",
    },
    placeholders: {
      message: "Your CSR goals, preferred states or districts, and timelines.",
    },
    selectPlaceholder: "Select an option",
    required: "Fields marked * are required.",
    submit: "Submit Inquiry",
    busy: "Sending...",
    thanks: {
      title: "Thank you for your interest!",
      text: "Your inquiry has reached our CSR team. We will reply with a tailored proposal within two working days.",
    },
    aside: {
      title: "Why partner with us",
      points: [
        "Schedule VII aligned: agriculture, women, environment and livelihoods.",
        "Every test and farmer recorded, with a live impact dashboard.",
        "Clinics that sustain themselves after the programme ends.",
      ],
    },
  },
};
