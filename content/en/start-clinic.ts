import { site } from "../site.ts";
import type { StartClinicContent } from "../page-types.ts";

const brand = site.brandName;
const didi = site.programmeName;

export const startClinicEn: StartClinicContent = {
  meta: {
    title: "Start a Clinic",
    description: `Start your own soil clinic as a ${brand} or ${didi} centre: a 13-parameter kit for ₹75,000 plus GST, net income of ₹15,000-₹25,000 a month and break-even in 3-5 months.`,
  },
  hero: {
    eyebrow: "Start a Clinic",
    title: "Start a soil clinic in your village",
    subtitle: `Run a soil testing business as a ${brand} or ${didi} centre: equipment, training and ongoing support, and a steady income from serving your neighbours.`,
    primary: { label: "Apply Now", to: "/contact" },
    secondary: { label: "Talk to a Mentor", to: "/contact" },
  },
  who: {
    eyebrow: "Who can start a clinic",
    title: "Built for people rooted in their villages",
    subtitle: "You do not need a laboratory background. You need to know your area and want to serve its farmers.",
    items: [
      { icon: "school", title: "Agri-graduates", description: "Put your degree to work close to home as the soil expert your area has been missing." },
      { icon: "building", title: "Rural entrepreneurs", description: "Add soil testing to your agri-input shop, service centre or new venture." },
      { icon: "users", title: "Women-led self-help groups", description: `Run a ${didi} centre as a group enterprise, with training made for you.` },
      { icon: "handshake", title: "Farmer producer organisations", description: "Test every member's field and plan bulk input purchases on real data." },
    ],
  },
  kit: {
    eyebrow: "Cost",
    title: "One kit, everything you need",
    subtitle: "Choose the version that fits your area and budget.",
    options: [
      { name: "13-parameter kit", price: "₹75,000 plus GST", note: "Full soil profile: pH, EC, organic carbon, N, P, K, sulphur and micronutrients." },
      { name: "7-parameter version", price: "₹65,000", note: "The core parameters most farmers need to plan fertiliser." },
    ],
    includesTitle: "Every kit includes",
    includes: ["1,000 test sachets", "App login with cloud sync", "Carry case", "Shaker and filtration unit"],
  },
  revenue: {
    eyebrow: "Revenue model",
    title: "What a clinic earns",
    subtitle: "A typical month for a clinic testing about 100 samples.",
    caption: "Typical monthly revenue and income of a soil clinic",
    rows: [
      { label: "Test price charged to farmers", value: "₹300-₹500 per test" },
      { label: "Tests per month", value: "About 100" },
      { label: "Monthly revenue", value: "₹30,000-₹50,000" },
      { label: "Sachet cost", value: "₹100-₹150 per test" },
      { label: "Net monthly income", value: "₹15,000-₹25,000" },
    ],
    note: "Figures are typical, not guaranteed; they depend on your area, prices and how many farmers you reach.",
  },
  claims: {
    eyebrow: "Break-even and impact",
    title: "A business that pays back fast and does good",
    items: [
      { value: "3-5 months", label: "to break even" },
      { value: "600-1200", label: "farmers served per year" },
      { value: "10-30%", label: "yield improvement for farmers" },
      { value: "₹800-₹1200", label: "saved per acre by farmers" },
    ],
  },
  support: {
    eyebrow: "Training and support",
    title: "You are never on your own",
    subtitle: "From your first sample to your hundredth customer, our team is with you.",
    items: [
      { icon: "school", title: "Hands-on training", description: "Sampling, testing, reading results and advising farmers, practised until you are confident." },
      { icon: "phone", title: "App and cloud", description: "Record every test in the app; reports and advice are generated and saved for you." },
      { icon: "users", title: "Mentors and peers", description: "A mentor to call and a network of clinic owners to learn from." },
      { icon: "target", title: "Marketing help", description: "Posters, farmer meetings and a listing on our clinic finder to bring customers to your door." },
      { icon: "testing", title: "Supplies on time", description: "Refill sachets and spare parts delivered when you need them." },
      { icon: "shield", title: "Quality checks", description: "Regular calibration and cross-checks so farmers can trust every result." },
    ],
  },
  cta: {
    title: "Ready to start your clinic?",
    subtitle: "Apply today, or talk to a mentor first about what running a clinic involves.",
    primary: { label: "Apply Now", to: "/contact" },
    secondary: { label: "Talk to a Mentor", to: "/contact" },
  },
};
