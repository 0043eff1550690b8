import { site } from "../site.ts";
import type { HomeContent } from "../types.ts";

export const homeEn: HomeContent = {
  meta: {
    title: `${site.brandName} — Sustainable farming with soil intelligence`,
    description: `Test 13+ soil parameters in under an hour at a ${site.brandName} or ${site.programmeName} centre near you, and get satellite-backed fertiliser advice that cuts input costs and raises yields.`,
  },
  hero: {
    eyebrow: "Soil testing · Satellites · AI advice",
    title: "Sustainable farming starts with soil intelligence",
    subtitle: "Know your soil in under an hour, right in your village. Our portable lab tests 13+ parameters and turns the results into clear advice on what to apply, how much and when.",
    primary: { label: "Start Your Success Story", to: "/find-clinic" },
    secondary: { label: "See Farmer Results", to: "/for-farmers" },
    image: {
      src: "/images/hero-fields.svg",
      alt: "",
      width: 1600,
      height: 900,
    },
  },
  trusted: { heading: "Trusted by farmer groups, foundations and agri-businesses" },
  explainer: {
    eyebrow: "Why soil intelligence",
    title: "Soil is a living system, not a report card",
    problem: {
      heading: "The problem",
      points: [
        "Lab reports take weeks to arrive, often after the sowing window has closed.",
        "A few numbers on paper rarely say which fertiliser to buy, how much, or when.",
        "Without a test, farmers apply urea and DAP by habit — spending more and tiring the soil.",
      ],
    },
    solution: {
      heading: "Our answer",
      points: [
        "A portable device tests 13+ parameters at the farm gate in 45–60 minutes.",
        "Satellite data adds field history, crop vigour and moisture to every test.",
        "Advice arrives in your language: the right inputs, the right dose, the right time.",
      ],
    },
    cta: { label: "Learn More About Soil Intelligence", to: "/soil-intelligence" },
  },
  illustration: {
    src: "/images/soil-system.svg",
    alt: "Illustration of a field in cross-section: crops above ground, roots and soil layers below, with a satellite and a soil testing device linking the data to the farmer.",
    width: 1600,
    height: 640,
    caption: "From the layers below to the satellite above: every reading feeds one picture of your field.",
  },
  journey: {
    eyebrow: "The soil health journey",
    title: "What changes when you test before you sow",
    subtitle: "A typical season on a farm that follows its soil test, step by step.",
    fallbackImage: "/images/journey-fallback.svg",
    cards: [
      {
        stage: "Before",
        title: "Guesswork and rising costs",
        description: "Fertiliser applied by habit, patchy growth, and input bills that climb every season while yields stay flat.",
        image: { src: "/images/journey-before.svg", alt: "Dry, cracked field with uneven, thin crop rows.", width: 600, height: 400 },
      },
      {
        stage: "During",
        title: "Testing and a clear plan",
        description: `A ${site.programmeName} tests the soil on the spot and explains the results: what the field lacks, what it already has enough of.`,
        image: { src: "/images/journey-during.svg", alt: "A soil tester with a portable device and sample bags at the edge of a field.", width: 600, height: 400 },
      },
      {
        stage: "After",
        title: "Healthier soil, better harvests",
        description: "Balanced nutrients, less money spent on inputs, and stronger, more even crops season after season.",
        image: { src: "/images/journey-after.svg", alt: "Lush, even rows of green crops under a bright sky.", width: 600, height: 400 },
      },
    ],
  },
  stats: {
    title: "Measurable Transformation",
    subtitle: "Average changes recorded on partner farms that followed test-based recommendations.",
    items: [
      { value: "+28%", label: "Yield", detail: "more harvest from the same land" },
      { value: "+45%", label: "Organic carbon", detail: "richer, more fertile soil" },
      { value: "+60%", label: "Water retention", detail: "fields that hold moisture longer" },
    ],
    note: "Results vary with soil, crop, rainfall and practice.",
  },
  science: {
    eyebrow: "The science",
    title: "Four steps from soil to decision",
    subtitle: "Field testing, satellite data and agronomy, combined into advice a farmer can act on the same day.",
    steps: [
      {
        icon: "sampling",
        title: "Sampling",
        description: "Soil is collected from several points in the field at root depth and mixed into one representative sample.",
      },
      {
        icon: "testing",
        title: "Testing",
        description: "The portable device measures 13+ parameters — pH, EC, organic carbon, N, P, K and micronutrients — in 45–60 minutes.",
      },
      {
        icon: "satellite",
        title: "Satellite",
        description: "Satellite imagery adds crop vigour, moisture and field history, so advice reflects the whole plot, not one spot.",
      },
      {
        icon: "ai",
        title: "AI recommendations",
        description: "Our models turn the data into a crop-wise plan: which inputs, what dose and when — shared in the farmer's language.",
      },
    ],
  },
  testimonials: {
    eyebrow: "Farmer stories",
    title: "Results farmers can count",
    carouselLabel: "Farmer testimonials",
    previous: "Previous testimonial",
    next: "Next testimonial",
    slideLabel: "{n} of {count}",
    dotLabel: "Show testimonial {n}",
    items: [
      {
        quote: "I used to buy fertiliser by guesswork. After the soil test I knew exactly what my field needed. I now save ₹784 on every bigha and use 30% less water and inputs.",
        author: "Ramesh Yadav",
        role: "Wheat and paddy farmer",
        location: "Uttar Pradesh",
        stats: [
          { label: "Saved per bigha", value: "₹784" },
          { label: "Resource optimisation", value: "30%" },
        ],
      },
      {
        quote: "The test showed my soil already had enough phosphorus. I stopped the extra dose on my groundnut crop and saved ₹3,000 in a single season.",
        author: "Savitri Patel",
        role: "Groundnut farmer",
        location: "Madhya Pradesh",
        stats: [
          { label: "Saved on groundnut", value: "₹3,000" },
          { label: "Crop", value: "Groundnut" },
        ],
      },
      {
        quote: `My yield went from 7 to 9 quintals. The ${site.programmeName} from our village explained every number on the report and checked on my crop through the season.`,
        author: "Manoj Kumar",
        role: "Smallholder farmer",
        location: "Bihar",
        stats: [
          { label: "Yield", value: "7 → 9 quintals" },
          { label: "Increase", value: "28.5%" },
        ],
      },
      {
        quote: "Balanced fertiliser use cut my input costs by 5% in the first season, and the crop stood more evenly across the whole field.",
        author: "Rajbir Singh",
        role: "Wheat and mustard farmer",
        location: "Haryana",
        stats: [
          { label: "Input-cost reduction", value: "5%" },
          { label: "Seasons tested", value: "1" },
        ],
      },
    ],
  },
  media: {
    title: "As Seen On",
    subtitle: "Coverage of our work with farmers and rural entrepreneurs.",
    scrollLeft: "Scroll media mentions left",
    scrollRight: "Scroll media mentions right",
    items: [
      {
        name: "Krishi Samachar",
        description: "Agricultural news platform on how portable soil labs are reaching villages without a testing centre.",
      },
      {
        name: "The Business Ledger",
        description: "Business news feature on rural women running soil clinics as local enterprises.",
      },
      {
        name: "Seedfund Ventures",
        description: "Venture-capital portfolio profile of our soil intelligence platform.",
      },
      {
        name: "Market Pulse",
        description: "Financial news report on agri-tech start-ups cutting farmers' input costs.",
      },
      {
        name: "BioNest Incubator",
        description: "Biotech incubator showcase of field-ready soil diagnostics.",
      },
    ],
  },
  cta: {
    title: "Ready to know your soil?",
    subtitle: `Book a test at a ${site.brandName} or ${site.programmeName} centre near you, or talk to our team about bringing soil testing to your village.`,
    primary: { label: "Find a Clinic", to: "/find-clinic" },
    secondary: { label: "Contact Us", to: "/contact" },
  },
};
