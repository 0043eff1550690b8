import { site } from "../site.ts";
import type { ForFarmersContent } from "../page-types.ts";

const brand = site.brandName;
const didi = site.programmeName;

export const forFarmersEn: ForFarmersContent = {
  meta: {
    title: "For Farmers",
    description: `Why test your soil, what farmers have gained from it and how a ${brand} soil test works in three simple steps: results in 45-60 minutes, tests from ₹300-₹500.`,
  },
  hero: {
    eyebrow: "For Farmers",
    title: "Spend less on inputs, grow more from your land",
    subtitle: "A soil test takes under an hour and tells you exactly what your field needs: which fertiliser, how much, and when.",
    primary: { label: "Find a Clinic", to: "/find-clinic" },
    secondary: { label: "How It Works", to: "#how-it-works" },
  },
  reasons: {
    eyebrow: "Why test your soil",
    title: "Six reasons to test before you sow",
    subtitle: "A test costs less than one bag of fertiliser. Here is what it gives back.",
    items: [
      {
        icon: "coins",
        title: "Save on fertiliser",
        description: "Stop paying for nutrients your soil already has. Farmers save up to ₹1000 per acre by applying only what the test shows is missing.",
      },
      {
        icon: "chart",
        title: "Grow a bigger harvest",
        description: "Balanced nutrition gives stronger, more even crops. Farmers who follow their test see yield gains of 10-30%.",
      },
      {
        icon: "clock",
        title: "Results the same day",
        description: "The portable device tests 13+ parameters in 45-60 minutes, in your village. No waiting weeks for a lab report.",
      },
      {
        icon: "leaf",
        title: "Healthier soil every season",
        description: "Right-sized doses and more organic matter keep your soil alive, so it holds water and feeds the crop for years to come.",
      },
      {
        icon: "users",
        title: "Advice from someone you know",
        description: `A ${didi} from your area explains every number in your language and checks on your crop through the season.`,
      },
      {
        icon: "satellite",
        title: "Your whole field, not one spot",
        description: "Satellite data adds crop vigour, moisture and field history, so the advice fits your whole plot.",
      },
    ],
  },
  testimonials: {
    eyebrow: "Farmer stories",
    title: "What farmers say after their first test",
    items: [
      {
        quote: "For years I put two bags of DAP on every acre. The test showed my phosphorus was already high. I cut the dose, added zinc instead, and saved ₹950 per acre this season.",
        author: "Sunita Devi",
        role: "Paddy and wheat farmer",
        location: "Uttar Pradesh",
        stats: [
          { label: "Saved per acre", value: "₹950" },
          { label: "Test time", value: "50 min" },
        ],
      },
      {
        quote: `The ${didi} tested my soil at my own field. My soybean crop stood more evenly than ever, and my yield went up by nearly a fifth.`,
        author: "Prakash Choudhary",
        role: "Soybean and chickpea farmer",
        location: "Madhya Pradesh",
        stats: [
          { label: "Yield gain", value: "18%" },
          { label: "Crop", value: "Soybean" },
        ],
      },
      {
        quote: "I was spending more every year and getting the same harvest. After following the advice I saved ₹1,000 on each acre and my maize yield went up by a quarter.",
        author: "Lakshmi Narayan",
        role: "Maize and vegetable farmer",
        location: "Karnataka",
        stats: [
          { label: "Saved per acre", value: "₹1,000" },
          { label: "Yield gain", value: "25%" },
        ],
      },
    ],
  },
  motto: {
    eyebrow: "Our motto",
    text: "Test first, then invest.",
    translation: "Pehle jaanch, phir kharch. Know your soil before you spend on it.",
  },
  howItWorks: {
    eyebrow: "How it works",
    title: "Your soil test in three simple steps",
    subtitle: "From your field to a clear plan in about an hour.",
    steps: [
      {
        title: "Bring or book",
        description: `Visit a ${brand} or ${didi} centre near you with a soil sample, or book a ${didi} to come to your field. A test costs ₹300-₹500 per sample.`,
      },
      {
        title: "Test in 45-60 minutes",
        description: "Soil from 5-10 spots in your field, dug to 6 inches and mixed into a 500 g sample, is tested for 13+ parameters while you wait.",
      },
      {
        title: "Get your plan",
        description: "You receive a report with crop-wise advice in your language: which fertiliser, how much, and when to apply it.",
      },
    ],
    note: "Not sure how to take a sample? Our Soil Health Booklet shows you how, step by step.",
  },
  cta: {
    title: "Know your soil this season",
    subtitle: `Find a ${brand} or ${didi} centre near you, or ask our team to bring a test to your village.`,
    primary: { label: "Find a Clinic", to: "/find-clinic" },
    secondary: { label: "Download the Soil Health Booklet", to: "/resources#downloads" },
  },
};
