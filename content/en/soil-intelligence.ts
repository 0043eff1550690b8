import { site } from "../site.ts";
import type { SoilIntelligenceContent } from "../page-types.ts";

const didi = site.programmeName;

export const soilIntelligenceEn: SoilIntelligenceContent = {
  meta: {
    title: "Soil Intelligence",
    description: "Soil is a system, not a report card. See how field tests, satellite data and AI combine into soil intelligence, with a demo dashboard of biological, structure and carbon health.",
  },
  hero: {
    eyebrow: "Soil Intelligence",
    title: "Understand your soil as a living system",
    subtitle: "Field tests, satellite imagery and AI, combined into one picture of your soil's biology, structure and carbon, and advice you can act on the same day.",
    primary: { label: "Find a Clinic", to: "/find-clinic" },
    secondary: { label: "Try the Demo", to: "#demo" },
  },
  explainer: {
    eyebrow: "What is soil intelligence",
    title: "Beyond the report card",
    subtitle: "A soil report lists numbers. Soil intelligence explains how they work together and what to do about them.",
    before: {
      heading: "A report card",
      points: [
        "A one-time list of nutrient values",
        "The same fertiliser advice for every field",
        "No link to crop, weather or field history",
      ],
    },
    after: {
      heading: "Soil intelligence",
      points: [
        "Biology, structure and carbon, read together",
        "Satellite history and crop vigour for the whole plot",
        "AI advice for your crop: which input, what dose, when",
        "Tracked season after season to show what changed",
      ],
    },
  },
  demo: {
    eyebrow: "Demo dashboard",
    title: "See a field through soil intelligence",
    subtitle: "A sample dashboard for one farm. Choose a tab to explore its biological health, soil structure and carbon.",
    tablistLabel: "Soil health layers",
    farm: "Sample field: 2.5 acres, wheat after paddy, Uttar Pradesh",
    statusLabels: { excellent: "Excellent", good: "Good", moderate: "Moderate" },
    trendLabels: { up: "Improving", down: "Declining", steady: "Steady" },
    headings: { metric: "Metric", value: "Value", status: "Status", trend: "Trend" },
    tabs: [
      {
        id: "biological",
        label: "Biological",
        summary: "Soil life is active and recovering after two seasons of balanced inputs.",
        metrics: [
          { name: "Microbial activity", value: "78 / 100", status: "good", trend: "up", note: "Living soil breaks down residue and releases nutrients." },
          { name: "Earthworm count", value: "14 per m²", status: "good", trend: "up", note: "A sign of moist, well-aerated soil." },
          { name: "Fungal-to-bacterial ratio", value: "0.8", status: "moderate", trend: "steady", note: "More residue and less tillage would raise it." },
          { name: "Respiration rate", value: "32 mg CO₂/kg/day", status: "excellent", trend: "up", note: "High respiration means active soil biology." },
        ],
      },
      {
        id: "structure",
        label: "Structure",
        summary: "Structure is sound; compaction below the plough layer needs attention.",
        metrics: [
          { name: "Aggregate stability", value: "68%", status: "good", trend: "up", note: "Stable crumbs resist crusting and erosion." },
          { name: "Bulk density", value: "1.42 g/cm³", status: "moderate", trend: "steady", note: "Slight compaction; roots grow less freely." },
          { name: "Water-holding capacity", value: "41%", status: "excellent", trend: "up", note: "The field holds moisture longer between irrigations." },
          { name: "Infiltration rate", value: "18 mm/hour", status: "good", trend: "steady", note: "Rain soaks in rather than running off." },
        ],
      },
      {
        id: "carbon",
        label: "Carbon",
        summary: "Organic carbon is rising as residue is kept in the field instead of burnt.",
        metrics: [
          { name: "Soil organic carbon", value: "0.72%", status: "good", trend: "up", note: "Close to the 0.75% mark of a high-carbon soil." },
          { name: "Active carbon", value: "520 mg/kg", status: "excellent", trend: "up", note: "The fast-cycling carbon that feeds soil life." },
          { name: "Carbon stock (0-30 cm)", value: "31 t/ha", status: "good", trend: "up", note: "Carbon stored in the top layer of this field." },
          { name: "C:N ratio", value: "11:1", status: "moderate", trend: "steady", note: "Residue breaks down at a steady pace." },
        ],
      },
    ],
    note: "Sample values for illustration. A real dashboard shows your own field's results.",
  },
  process: {
    eyebrow: "The process",
    title: "Four steps from soil to decision",
    subtitle: "The same four steps behind every recommendation we make.",
    steps: [
      { icon: "sampling", title: "Sample", description: "Soil from 5-10 spots across the field, 6 inches deep, mixed into one 500 g sample." },
      { icon: "testing", title: "Test", description: "The portable device measures 13+ parameters in 45-60 minutes, at the field or the clinic." },
      { icon: "satellite", title: "Map", description: "Satellite imagery adds crop vigour, moisture and field history across the whole plot." },
      { icon: "spark", title: "Recommend", description: "AI turns the data into a crop-wise plan, explained by your local clinic or " + didi + "." },
    ],
  },
  stories: {
    eyebrow: "Success stories",
    title: "Soil intelligence on real farms",
    items: [
      {
        partner: "Ramesh Yadav",
        place: "Uttar Pradesh",
        title: "₹784 saved on every bigha",
        summary: "Test-based doses replaced habit on his wheat and paddy fields, with 30% resource optimisation.",
        results: [
          { value: "₹784", label: "saved per bigha" },
          { value: "30%", label: "resource optimisation" },
        ],
      },
      {
        partner: "Manoj Kumar",
        place: "Bihar",
        title: "From 7 to 9 quintals",
        summary: `Guided by a ${didi} through the season, his yield rose by 28.5% on the same land.`,
        results: [
          { value: "28.5%", label: "higher yield" },
          { value: "7 → 9", label: "quintals" },
        ],
      },
    ],
    link: { label: "More stories and guides in Resources", to: "/resources" },
  },
  next: {
    eyebrow: "Get started",
    title: "Put soil intelligence to work",
    links: [
      { label: "Find a Clinic", to: "/find-clinic", description: "Get your soil tested near you." },
      { label: "For Partners", to: "/for-partners", description: "Bring soil intelligence to your programme." },
      { label: "Contact Us", to: "/contact", description: "Ask our team anything." },
      { label: "Our Solutions", to: "/solutions", description: "Device, clinics, programme and platform." },
    ],
  },
};
