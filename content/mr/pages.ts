import type { PlaceholderKey, PlaceholderPage } from "../types.ts";

/** Title, description and hero of the blog list page. */
export const pagesMr: Record<PlaceholderKey, PlaceholderPage> = {
  blog: {
    meta: { title: "ब्लॉग", description: "मातीचे विज्ञान, सेंद्रिय शेती, शेतीतले नवे तंत्रज्ञान आणि शेतकऱ्यांच्या यशोगाथांवर लेख." },
    hero: { eyebrow: "ब्लॉग", title: "शेतातून आलेल्या कहाण्या", subtitle: "मातीचे विज्ञान, सेंद्रिय शेती, नवे तंत्रज्ञान आणि शेतकऱ्यांच्या यशोगाथा." },
  },
};
