import type { BlogCopy } from "../blog.ts";

/** What the public blog pages (/blog and /blog/{slug}) say around the articles. */
export const blogMr: BlogCopy = {
  listTitle: "सगळे लेख",
  searchLabel: "लेख शोधा",
  searchPlaceholder: "लेखाचे नाव किंवा सारांश लिहा",
  searchButton: "शोधा",
  categoryLabel: "विषय",
  allCategories: "सर्व",
  categoryLabels: {
    "Soil Science": "मातीचे विज्ञान",
    "Organic Farming": "सेंद्रिय शेती",
    Technology: "तंत्रज्ञान",
    "Success Stories": "यशोगाथा",
  },
  resultsCount: (n) => (n === 1 ? "1 लेख सापडला" : `${n} लेख सापडले`),
  empty: "तुमच्या शोधाशी जुळणारा एकही लेख सापडला नाही. दुसरा शब्द किंवा विषय निवडा.",
  clear: "सगळे लेख दाखवा",
  readMore: "लेख वाचा",
  by: "लेखक:",
  backToBlog: "ब्लॉगकडे परत",
  tags: "टॅग",
  share: "शेअर करा",
  copied: "लिंक कॉपी झाली",
  copyFailed: "लेख शेअर करण्यासाठी ही लिंक कॉपी करा:",
  defaultAuthor: "Soil Doctor टीम",
  defaultImage: "/images/hero-page.svg",
};
