import { site } from "../site.ts";
import type { AboutContent } from "../page-types.ts";

const brand = site.brandName;
const didi = site.programmeName;

const award = (file: string, alt: string) => ({ src: `/awards/${file}.svg`, alt, width: 160, height: 160 });

export const aboutEn: AboutContent = {
  meta: {
    title: "Our Story",
    description: `${brand} is building a nationwide movement to democratise soil intelligence with affordable, rapid, farmer-first solutions: portable testing, ${didi} entrepreneurs and satellite-backed advice.`,
  },
  hero: {
    eyebrow: "Our Story",
    title: "Building a nationwide movement to democratise soil intelligence",
    subtitle: "Affordable, rapid, farmer-first solutions, so that every farmer in India can know their soil before they spend a rupee on inputs.",
    primary: { label: "Explore Our Solutions", to: "/solutions" },
    secondary: { label: "Meet the Team", to: "#team" },
  },
  vision: {
    eyebrow: "Our vision",
    title: "Every farm decision backed by soil intelligence",
    text: "We see an India where a soil test is as ordinary as buying seed: done in the village, explained in the farmer's language, and repeated every season, so that soil is understood as a living system and not a report card filed away after one visit.",
  },
  mission: {
    eyebrow: "Our mission",
    title: "Put a soil lab within reach of every village",
    text: `We combine a portable testing device, local ${brand} and ${didi} clinics and a digital platform to bring lab-grade results to the farm gate, and advice that cuts input costs while restoring soil health.`,
    points: [
      "Test 13+ soil parameters in 45-60 minutes, in the field",
      `Train rural women as ${didi} entrepreneurs who earn by serving their neighbours`,
      "Turn every reading, with satellite data, into crop-wise advice a farmer can act on",
    ],
  },
  problems: {
    eyebrow: "Why we exist",
    title: "The problems we set out to solve",
    subtitle: "Most farmers never test their soil. The reasons are practical, and each one has a practical answer.",
    items: [
      {
        icon: "clock",
        title: "Results that arrive too late",
        description: "Government and private labs can take weeks to return a report, often after the sowing window has closed and the fertiliser has already been bought.",
      },
      {
        icon: "pin",
        title: "Labs far from the village",
        description: "A district lab can be a day's travel away. Carrying samples there costs a farmer time and wages he cannot spare in the season.",
      },
      {
        icon: "coins",
        title: "Inputs bought by habit",
        description: "Without a test, urea and DAP are applied by custom. Money is spent on nutrients the soil already has, while what it lacks goes missing.",
      },
      {
        icon: "book",
        title: "Reports nobody explains",
        description: "A sheet of numbers rarely says which fertiliser to buy, how much or when. Advice has to come in the farmer's language, from someone he trusts.",
      },
    ],
  },
  approach: {
    eyebrow: "Our approach",
    title: "Technology, training and trust",
    subtitle: "Three things have to come together for a farmer to change what he puts on his field.",
    items: [
      {
        icon: "testing",
        title: "Technology",
        description: "A portable device that brings the lab to the field, backed by satellite imagery and AI recommendations.",
        points: ["13+ parameters in 45-60 minutes", "Results synced to the cloud", "Satellite history for every plot"],
      },
      {
        icon: "school",
        title: "Training",
        description: `We train agri-graduates, rural entrepreneurs and women as ${didi}s to sample, test and explain results with confidence.`,
        points: ["Hands-on sampling and testing", "Reading and explaining a report", "Running a clinic as a business"],
      },
      {
        icon: "heart",
        title: "Trust",
        description: "Advice lands when it comes from a neighbour. Our clinics are run by people from the villages they serve.",
        points: ["Local, women-led clinics", "Advice in the farmer's language", "Follow-up through the season"],
      },
    ],
  },
  team: {
    eyebrow: "Leadership",
    title: "The team behind the movement",
    subtitle: "Agronomists, engineers and rural-development practitioners who have spent their careers close to the soil.",
    members: [
      {
        name: "Dr. Anjali Rao",
        role: "Co-founder & Chief Executive Officer",
        description: "Soil scientist with fifteen years in agricultural research and extension. Leads the company's strategy and partnerships.",
      },
      {
        name: "Vikram Sethi",
        role: "Co-founder & Chief Technology Officer",
        description: "Electronics engineer who designed the portable testing device and leads the soil intelligence platform and its AI models.",
      },
      {
        name: "Meena Kumari",
        role: `Head of ${didi} Programme`,
        description: `Rural-livelihoods specialist who has trained hundreds of women entrepreneurs. Builds the ${didi} network state by state.`,
      },
      {
        name: "Arjun Patil",
        role: "Head of Agronomy & Farmer Success",
        description: "Agronomist who turns test results into crop-wise advice and tracks what changes on farmers' fields season after season.",
      },
    ],
  },
  awards: {
    eyebrow: "Recognition",
    title: "Awards and recognition",
    subtitle: "Our work with farmers and rural women has been recognised by innovation, sustainability and social-impact programmes.",
    stripLabel: "Awards (scrolls automatically; hover or focus to pause)",
    items: [
      {
        title: "AgriTech Innovation Award",
        organization: "National Agri Innovation Summit",
        description: "For the portable 13-parameter soil testing device.",
        image: award("innovation", "Emblem of the AgriTech Innovation Award"),
      },
      {
        title: "Women Entrepreneurship Champion",
        organization: "Rural Enterprise Forum",
        description: `For the ${didi} programme and its women-led clinics.`,
        image: award("women", "Emblem of the Women Entrepreneurship Champion award"),
      },
      {
        title: "Sustainability Leadership Award",
        organization: "Green Economy Council",
        description: "For cutting excess fertiliser use on partner farms.",
        image: award("sustainability", "Emblem of the Sustainability Leadership Award"),
      },
      {
        title: "Best Rural Startup",
        organization: "Startup India Showcase",
        description: "For bringing soil labs to villages without a testing centre.",
        image: award("startup", "Emblem of the Best Rural Startup award"),
      },
      {
        title: "Digital Agriculture Excellence",
        organization: "Agri Digital Forum",
        description: "For the Soil Intelligence Platform combining tests, satellites and AI.",
        image: award("digital", "Emblem of the Digital Agriculture Excellence award"),
      },
      {
        title: "Social Impact Award",
        organization: "Impact Investors Network",
        description: "For measurable gains in farm incomes and soil health.",
        image: award("impact", "Emblem of the Social Impact Award"),
      },
    ],
  },
  cta: {
    title: "Join the movement",
    subtitle: `Test your soil, start a clinic in your village or partner with us to bring ${brand} to the farmers you serve.`,
    primary: { label: "Start a Clinic", to: "/start-clinic" },
    secondary: { label: "Partner with Us", to: "/for-partners" },
  },
};
