import { site } from "../site.ts";
import type { ResourcesContent } from "../page-types.ts";

const brand = site.brandName;

export const resourcesEn: ResourcesContent = {
  meta: {
    title: "Resources",
    description: "Guides, videos and articles on soil testing, fertilisers and best farming practices in English and Hindi, plus free PDF downloads: Soil Health Booklet, Fertilizer Guide and Crop Advisory.",
  },
  hero: {
    eyebrow: "Resources",
    title: "Learn more about your soil",
    subtitle: "Practical guides on soil testing, fertilisers and crop advice, in English and Hindi, free to read and download.",
    primary: { label: "Free Downloads", to: "#downloads" },
    secondary: { label: "Common Questions", to: "#faq" },
  },
  library: {
    eyebrow: "Library",
    title: "Articles, videos and stories",
    subtitle: "Search or filter by type, topic and language.",
    searchLabel: "Search resources",
    searchPlaceholder: "Search by title or topic",
    filters: { type: "Type", category: "Category", language: "Language", all: "All" },
    typeLabels: { article: "Article", video: "Video", blog: "Blog" },
    categories: ["Basics", "Soil Testing", "Fertilizers", "Success Stories", "Best Practices"],
    categoryLabels: { Basics: "Basics", "Soil Testing": "Soil Testing", Fertilizers: "Fertilizers", "Success Stories": "Success Stories", "Best Practices": "Best Practices" },
    languages: ["English", "Hindi"],
    languageLabels: { English: "English", Hindi: "Hindi" },
    countOne: "{n} resource",
    countMany: "{n} resources",
    empty: "No resources match your search. Try another word or clear the filters.",
    clear: "Clear filters",
    items: [
      {
        title: "How to take a soil sample the right way",
        description: "Where to dig, how deep and how much: 5-10 spots per field, 6 inches deep, mixed into one 500 g sample. A good test starts with a good sample.",
        type: "article",
        category: "Soil Testing",
        language: "English",
        length: "5 min read",
        link: { label: "Read in the Soil Health Booklet", to: "/downloads/soil-health-booklet.pdf" },
      },
      {
        title: "Mitti ki jaanch kyon zaroori hai? (Why soil testing matters)",
        description: "A short Hindi video on what a soil test tells you and how it saves money on fertiliser, filmed at a village soil clinic.",
        type: "video",
        category: "Basics",
        language: "Hindi",
        length: "4 min video",
        link: { label: "Get it on our WhatsApp channel", to: "/contact" },
      },
      {
        title: "From 7 to 9 quintals: a Bihar farmer's story",
        description: "How one smallholder raised his yield by 28.5% after testing his soil and following crop-wise advice through the season.",
        type: "blog",
        category: "Success Stories",
        language: "English",
        length: "6 min read",
        link: { label: "Read on our blog", to: "/blog" },
      },
    ],
  },
  downloads: {
    eyebrow: "Free downloads",
    title: "Guides to keep and share",
    subtitle: "Print them, share them on WhatsApp or keep them on your phone.",
    button: "Download PDF",
    items: [
      {
        title: "Soil Health Booklet",
        description: "What soil health means, the parameters we test, how to take a sample and how to read your report.",
        href: "/downloads/soil-health-booklet.pdf",
        details: "PDF · 3 pages",
      },
      {
        title: "Fertilizer Guide",
        description: "Nutrient content of common fertilisers, how to adjust doses to your test and how to apply them safely.",
        href: "/downloads/fertilizer-guide.pdf",
        details: "PDF · 3 pages",
      },
      {
        title: "Crop Advisory",
        description: "Season-wise nutrient plans for wheat, paddy, maize, mustard, groundnut, cotton, soybean and chickpea.",
        href: "/downloads/crop-advisory.pdf",
        details: "PDF · 2 pages",
      },
    ],
  },
  faq: {
    eyebrow: "FAQ",
    title: "Frequently asked questions",
    items: [
      {
        question: "How long does a soil test take, and what does it cost?",
        answer: `The portable device tests 13+ parameters in 45-60 minutes, so you get your results and advice the same day. At a ${brand} or ${site.programmeName} centre a test costs ₹300-₹500 per sample.`,
      },
      {
        question: "How do I take a soil sample?",
        answer: "Collect soil from 5-10 spots across the field in a zig-zag, each 6 inches deep, after scraping away surface litter. Mix it in a clean bucket and take about 500 g in a clean bag labelled with your name and field. Avoid bunds, compost pits and spots where fertiliser was just applied.",
      },
      {
        question: "How often should I test my soil?",
        answer: "Test once every season before sowing, or at least once a year. Testing at the same time each year lets you see how your soil changes and whether your inputs are working.",
      },
    ],
  },
  stayInTouch: {
    eyebrow: "Stay in touch",
    title: "New guides, straight to you",
    subtitle: "Seasonal advice, new guides and farmer stories, by e-mail or on WhatsApp.",
    whatsapp: { label: "Join WhatsApp Channel", to: site.whatsapp.channelUrl },
  },
};
