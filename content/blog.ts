import type { Localized } from "./i18n.ts";

/** What the public blog pages say around the articles. */
export interface BlogCopy {
  /** The article list's heading (read by screen readers), apart from the page's own title. */
  listTitle: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchButton: string;
  categoryLabel: string;
  allCategories: string;
  /** Category names shown for the stored English category values. */
  categoryLabels?: Readonly<Record<string, string>>;
  resultsCount: (n: number) => string;
  empty: string;
  clear: string;
  readMore: string;
  by: string;
  backToBlog: string;
  tags: string;
  share: string;
  copied: string;
  copyFailed: string;
  defaultAuthor: string;
  defaultImage: string;
}

/** Copy of the public blog pages (/blog and /blog/{slug}); English, also read directly as `blogCopy`. */
export const blogCopy = {
  listTitle: "All articles",
  searchLabel: "Search articles",
  searchPlaceholder: "Search by title or summary",
  searchButton: "Search",
  categoryLabel: "Category",
  allCategories: "All",
  categoryLabels: { "Soil Science": "Soil Science", "Organic Farming": "Organic Farming", Technology: "Technology", "Success Stories": "Success Stories" },
  resultsCount: (n: number) => (n === 1 ? "1 article" : `${n} articles`),
  empty: "No articles match your search. Try another word or category.",
  clear: "Show all articles",
  readMore: "Read article",
  by: "By",
  backToBlog: "Back to the blog",
  tags: "Tags",
  share: "Share",
  copied: "Link copied to the clipboard",
  copyFailed: "Copy this link to share the article:",
  defaultAuthor: "Soil Doctor Team",
  defaultImage: "/images/hero-page.svg",
} as const;

/** The blog pages' copy in every language. Articles themselves have one text. */
export const blog: Localized<BlogCopy> = {
  en: blogCopy,
  hi: {
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
  },
};
