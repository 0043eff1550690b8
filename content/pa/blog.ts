import type { BlogCopy } from "../blog.ts";

/** What the public blog pages (/blog and /blog/{slug}) say around the articles. */
export const blogPa: BlogCopy = {
  listTitle: "ਸਾਰੇ ਲੇਖ",
  searchLabel: "ਲੇਖ ਲੱਭੋ",
  searchPlaceholder: "ਲੇਖ ਦਾ ਨਾਂ ਜਾਂ ਸਾਰ ਲਿਖੋ",
  searchButton: "ਲੱਭੋ",
  categoryLabel: "ਵਿਸ਼ਾ",
  allCategories: "ਸਾਰੇ",
  categoryLabels: {
    "Soil Science": "ਮਿੱਟੀ ਦਾ ਵਿਗਿਆਨ",
    "Organic Farming": "ਜੈਵਿਕ ਖੇਤੀ",
    Technology: "ਤਕਨੀਕ",
    "Success Stories": "ਕਾਮਯਾਬੀ ਦੀਆਂ ਕਹਾਣੀਆਂ",
  },
  resultsCount: (n) => (n === 1 ? "1 ਲੇਖ ਮਿਲਿਆ" : `${n} ਲੇਖ ਮਿਲੇ`),
  empty: "ਤੁਹਾਡੀ ਖੋਜ ਨਾਲ ਕੋਈ ਲੇਖ ਨਹੀਂ ਮਿਲਿਆ। ਕੋਈ ਹੋਰ ਸ਼ਬਦ ਜਾਂ ਵਿਸ਼ਾ ਚੁਣੋ।",
  clear: "ਸਾਰੇ ਲੇਖ ਵਿਖਾਓ",
  readMore: "ਲੇਖ ਪੜ੍ਹੋ",
  by: "ਲੇਖਕ:",
  backToBlog: "ਬਲੌਗ ਤੇ ਵਾਪਸ",
  tags: "ਟੈਗ",
  share: "ਸਾਂਝਾ ਕਰੋ",
  copied: "ਲਿੰਕ ਕਾਪੀ ਹੋ ਗਿਆ",
  copyFailed: "ਲੇਖ ਸਾਂਝਾ ਕਰਨ ਲਈ ਇਹ ਲਿੰਕ ਕਾਪੀ ਕਰੋ:",
  defaultAuthor: "Soil Doctor ਟੀਮ",
  defaultImage: "/images/hero-page.svg",
};
