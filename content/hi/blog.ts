import type { BlogCopy } from "../blog.ts";

/** What the public blog pages (/blog and /blog/{slug}) say around the articles. */
export const blogHi: BlogCopy = {
  listTitle: "सारे लेख",
  searchLabel: "लेख खोजें",
  searchPlaceholder: "लेख का नाम या सार लिखें",
  searchButton: "खोजें",
  categoryLabel: "विषय",
  allCategories: "सभी",
  categoryLabels: {
    "Soil Science": "मिट्टी का विज्ञान",
    "Organic Farming": "जैविक खेती",
    Technology: "तकनीक",
    "Success Stories": "कामयाबी की कहानियाँ",
  },
  resultsCount: (n) => (n === 1 ? "1 लेख मिला" : `${n} लेख मिले`),
  empty: "आपकी खोज से कोई लेख नहीं मिला। कोई दूसरा शब्द या विषय चुनें।",
  clear: "सारे लेख दिखाएँ",
  readMore: "लेख पढ़ें",
  by: "लेखक:",
  backToBlog: "ब्लॉग पर वापस",
  tags: "टैग",
  share: "शेयर करें",
  copied: "लिंक कॉपी हो गया",
  copyFailed: "लेख शेयर करने के लिए यह लिंक कॉपी करें:",
  defaultAuthor: "Soil Doctor टीम",
  defaultImage: "/images/hero-page.svg",
};
