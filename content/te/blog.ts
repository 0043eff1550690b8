import type { BlogCopy } from "../blog.ts";

/** What the public blog pages (/blog and /blog/{slug}) say around the articles. */
export const blogTe: BlogCopy = {
  listTitle: "అన్ని వ్యాసాలు",
  searchLabel: "వ్యాసాలు వెతకండి",
  searchPlaceholder: "వ్యాసం పేరు లేదా సారాంశం రాయండి",
  searchButton: "వెతకండి",
  categoryLabel: "విషయం",
  allCategories: "అన్నీ",
  categoryLabels: {
    "Soil Science": "భూసార శాస్త్రం",
    "Organic Farming": "సేంద్రియ వ్యవసాయం",
    Technology: "సాంకేతికత",
    "Success Stories": "విజయ గాథలు",
  },
  resultsCount: (n) => (n === 1 ? "1 వ్యాసం దొరికింది" : `${n} వ్యాసాలు దొరికాయి`),
  empty: "మీరు వెతికిన దానికి ఏ వ్యాసం దొరకలేదు. వేరే మాట లేదా విషయం ఎంచుకోండి.",
  clear: "అన్ని వ్యాసాలు చూపించండి",
  readMore: "వ్యాసం చదవండి",
  by: "రచయిత:",
  backToBlog: "బ్లాగ్‌కు తిరిగి వెళ్లండి",
  tags: "ట్యాగ్‌లు",
  share: "షేర్ చేయండి",
  copied: "లింక్ కాపీ అయింది",
  copyFailed: "వ్యాసాన్ని షేర్ చేయడానికి ఈ లింక్ కాపీ చేయండి:",
  defaultAuthor: "Soil Doctor బృందం",
  defaultImage: "/images/hero-page.svg",
};
