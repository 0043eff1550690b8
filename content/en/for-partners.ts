import { site } from "../site.ts";
import type { ForPartnersContent } from "../page-types.ts";

const brand = site.brandName;
const didi = site.programmeName;

export const forPartnersEn: ForPartnersContent = {
  meta: {
    title: "For Partners",
    description: `Partner with ${brand}: collaboration models for CSR teams, NGOs, agri-retailers, government bodies, researchers and investors. 50,000+ farmers reached in 7 states.`,
  },
  hero: {
    eyebrow: "For Partners",
    title: "Partner with us to bring soil intelligence to every farm",
    subtitle: `Together we can put a soil lab and a trained ${didi} within reach of the farmers and communities you serve, and show the results in numbers.`,
    formCta: { label: "Become a Partner", to: "#partner-form" },
    proposal: { label: "Download Partner Proposal", to: "/downloads/partner-proposal.pdf", note: "PDF, 2 pages" },
  },
  partnerTypes: {
    eyebrow: "Who we work with",
    title: "Partners who share our goal",
    subtitle: "Every kind of organisation that reaches farmers can bring soil intelligence with it.",
    items: [
      { icon: "heart", title: "CSR teams and foundations", description: "Fund clinics and women entrepreneurs in the districts you care about, with outcomes reported field by field." },
      { icon: "users", title: "NGOs and FPOs", description: "Add soil testing to your programmes and give your members advice they can act on the same day." },
      { icon: "building", title: "Agri-retailers and input companies", description: "Recommend the right products in the right doses, backed by a test, and earn your customers' trust." },
      { icon: "shield", title: "Government bodies", description: "Extend soil health schemes to the last village with portable testing and trained local operators." },
      { icon: "book", title: "Research institutions", description: "Work with us on field trials, soil data and new advisory models across agro-climatic zones." },
      { icon: "chart", title: "Investors", description: "Back a model where rural entrepreneurs earn, farmers save and soil improves, season after season." },
    ],
  },
  collaboration: {
    eyebrow: "How we collaborate",
    title: "Collaboration models",
    subtitle: "Start where it makes sense for you; most partners combine two or more.",
    items: [
      { icon: "testing", title: "Testing campaigns", description: "Our teams and devices test soil across your villages in a set period, with a report for every farmer." },
      { icon: "school", title: `${didi} training`, description: `We select and train local women as ${didi} entrepreneurs who keep testing after the programme ends.` },
      { icon: "building", title: "Clinic set-up", description: "We equip and launch soil clinics run by your members, FPOs or self-help groups." },
      { icon: "globe", title: "Data and research", description: "Shared soil data, satellite analysis and dashboards for your programme, research or policy work." },
    ],
  },
  impact: {
    eyebrow: "Our impact so far",
    title: "Numbers our partners helped build",
    items: [
      { value: "50,000+", label: "farmers reached" },
      { value: "4,000+", label: "soil tests done" },
      { value: "25+", label: `${didi}s trained` },
      { value: "7", label: "states" },
    ],
  },
  stories: {
    eyebrow: "Partner stories",
    title: "What partnership looks like",
    items: [
      {
        partner: "Green Furrow Foundation",
        place: "Madhya Pradesh",
        title: `A district-wide ${didi} network`,
        summary: `The foundation funded ten ${didi}s across two blocks. Within a year they had tested thousands of fields and become the first stop for fertiliser advice in their villages.`,
        results: [
          { value: "10", label: `${didi}s trained` },
          { value: "₹950", label: "saved per acre" },
        ],
      },
      {
        partner: "Narmada Valley FPO",
        place: "Gujarat",
        title: "Soil testing for every member",
        summary: "The FPO set up its own clinic and tested members' fields before the kharif season. Bulk input orders now follow the soil tests, not habit.",
        results: [
          { value: "1,200", label: "members tested" },
          { value: "22%", label: "higher yield" },
        ],
      },
    ],
  },
  engagement: {
    eyebrow: "Engagement models",
    title: "Choose how deep to go",
    items: [
      {
        name: "Pilot",
        description: "Prove the model in one block before you scale.",
        points: ["1-2 clinics", "300-600 farmers", "3-6 months", "Baseline and end-line report"],
      },
      {
        name: "Programme",
        description: "A multi-season programme across a district or region.",
        points: [`${didi} recruitment and training`, "Clinics and testing campaigns", "Quarterly impact dashboard"],
      },
      {
        name: "Strategic",
        description: "A long-term alliance across states, products or research.",
        points: ["Co-designed programmes", "Data sharing and research", "Joint advocacy and outreach"],
      },
    ],
  },
  collaborators: {
    eyebrow: "Collaborators",
    title: "We work alongside",
    subtitle: "A few of the organisations we have worked with.",
    names: [
      "Narmada Valley FPO",
      "Green Furrow Foundation",
      "Rural Women Rising Trust",
      "Kisan Mitra Agro",
      "Doab Farmers Co-op",
      "Sahyadri Agri Inputs",
      "Bharat Krishi Labs",
      "Mitti Foundation",
      "AgriTech Incubation Hub",
      "Malwa Organic Collective",
    ],
  },
  form: {
    eyebrow: "Get in touch",
    title: "Let's work together",
    subtitle: "Tell us about your organisation and what you have in mind. Our partnerships team replies within two working days.",
    fields: {
      name: "Full Name",
      organization: "Organization",
      organization_type: "Type of Organization",
      email: "Email",
      phone: "Phone Number",
      message: "Message",
    },
    placeholders: {
      message: "Where do you work, and what would you like to achieve together?",
    },
    selectPlaceholder: "Select type",
    required: "Fields marked * are required.",
    submit: "Send Message",
    busy: "Sending...",
    thanks: {
      title: "Thank you for reaching out!",
      text: "Your message has reached our partnerships team. We will reply within two working days.",
    },
    aside: {
      title: "What happens next",
      points: [
        "We read every message and reply within two working days.",
        "A short call to understand your goals and geography.",
        "A proposal with costs, timelines and expected impact.",
      ],
    },
  },
};
