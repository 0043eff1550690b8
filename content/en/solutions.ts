import { site } from "../site.ts";
import type { SolutionsContent } from "../page-types.ts";

const brand = site.brandName;
const didi = site.programmeName;

export const solutionsEn: SolutionsContent = {
  meta: {
    title: "Solutions",
    description: `The ${brand} portable soil testing device (buy or rent), soil clinics near you, the ${didi} programme for rural women and the Soil Intelligence Platform.`,
  },
  hero: {
    eyebrow: "Solutions",
    title: "Everything you need to know your soil",
    subtitle: `A portable testing device, local soil clinics, the ${didi} programme and a digital platform that ties them together, from one test to a whole district.`,
    primary: { label: "Find a Clinic", to: "/find-clinic" },
    secondary: { label: "Talk to Our Team", to: "/contact" },
  },
  intro: {
    eyebrow: "Four ways to work with us",
    title: "From a single test to a soil map of your district",
    subtitle: "Pick the one that fits you: farmers test at a clinic, entrepreneurs run one, and partners bring all four to the communities they serve.",
  },
  jumpLabel: "Jump to a solution",
  offerings: [
    {
      id: "device",
      eyebrow: "The device",
      title: "Portable Soil Testing Device",
      description: "A lab in a carry case. The device tests 13+ soil parameters, from pH and organic carbon to nitrogen, phosphorus, potassium and micronutrients, in 45-60 minutes, right at the edge of the field.",
      points: [
        "Available in 7-parameter and 13-parameter versions",
        "Results in 45-60 minutes, no lab visit needed",
        "Readings sync to the cloud through the app",
        "Buy outright or rent for a season or a campaign",
      ],
      facts: [
        { value: "13+", label: "parameters" },
        { value: "45-60 min", label: "per test" },
      ],
      image: { src: "/images/solution-device.svg", alt: "The portable soil testing device in its open carry case, with test tubes, a shaker and a phone showing results.", width: 640, height: 480 },
      actions: [{ label: "Buy or Rent", to: "/contact" }],
    },
    {
      id: "clinics",
      eyebrow: "Soil clinics",
      title: `${brand} and ${didi} Centres`,
      description: "Local soil clinics where farmers bring a sample and leave with a report and advice. Each clinic is a small business run by someone from the area, with our device, training and support.",
      points: [
        "Tests from ₹300-₹500 per sample",
        "Crop-wise fertiliser advice with every report",
        "Satellite analysis of the field on request",
        "Follow-up visits through the season",
      ],
      facts: [
        { value: "₹300-₹500", label: "per sample" },
        { value: "10-30%", label: "yield gain" },
      ],
      image: { src: "/images/solution-clinic.svg", alt: "A village soil clinic with a counter, sample bags and a farmer receiving a report.", width: 640, height: 480 },
      actions: [
        { label: "Find a Clinic", to: "/find-clinic" },
        { label: "Start a Clinic", to: "/start-clinic" },
      ],
    },
    {
      id: "soil-didi",
      eyebrow: `The ${didi} programme`,
      title: `${didi}: women-led soil testing`,
      description: `We train rural women as ${didi}s: soil-testing entrepreneurs who sample fields, run tests and explain the results to their neighbours. Farmers get trusted advice at their doorstep; the ${didi} earns a steady income.`,
      points: [
        "Training in sampling, testing and advisory",
        "A testing kit and app to run the business",
        "Earnings from every test in her village",
        "A network of peers and mentors",
      ],
      facts: [
        { value: "Women-led", label: "village clinics" },
        { value: "₹15,000-₹25,000", label: "net monthly income" },
      ],
      image: { src: "/images/solution-didi.svg", alt: `A ${didi} in a green sari holding a tablet with soil results, beside a field.`, width: 640, height: 480 },
      actions: [{ label: `Apply to Become a ${didi}`, to: "/contact" }],
    },
    {
      id: "platform",
      eyebrow: "The platform",
      title: "Soil Intelligence Platform",
      description: "Our digital platform brings every test, satellite image and season's outcome into one picture of each field, and turns it into AI recommendations for farmers, clinics and partners.",
      points: [
        "Soil health history for every plot",
        "Satellite data on crop vigour and moisture",
        "AI recommendations: which input, what dose, when",
        "Dashboards for partners and CSR programmes",
      ],
      facts: [
        { value: "3 layers", label: "biological, structure, carbon" },
        { value: "AI", label: "crop-wise advice" },
      ],
      image: { src: "/images/solution-platform.svg", alt: "A laptop and phone showing soil health charts and a satellite map of fields.", width: 640, height: 480 },
      actions: [{ label: "Explore Soil Intelligence", to: "/soil-intelligence" }],
    },
  ],
  cta: {
    title: "Not sure which one fits?",
    subtitle: "Tell us who you are and what you need; our team will suggest the right place to start.",
    primary: { label: "Contact Us", to: "/contact" },
    secondary: { label: "Partner with Us", to: "/for-partners" },
  },
};
