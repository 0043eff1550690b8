import type { BlogCopy } from "../blog.ts";

/** What the public blog pages (/blog and /blog/{slug}) say around the articles. */
export const blogEn: BlogCopy = {
  listTitle: "All articles",
  searchLabel: "Search articles",
  searchPlaceholder: "Search by title or summary",
  searchButton: "Search",
  categoryLabel: "Category",
  allCategories: "All",
  categoryLabels: { "Soil Science": "Soil Science", "Organic Farming": "Organic Farming", Technology: "Technology", "Success Stories": "Success Stories" },
  resultsCount: (n) => (n === 1 ? "1 article" : `${n} articles`),
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
};
