import type { PlaceholderKey, PlaceholderPage } from "../types.ts";

/** Title, description and hero of the blog list page. */
export const pagesHi: Record<PlaceholderKey, PlaceholderPage> = {
  blog: {
    meta: { title: "ब्लॉग", description: "मिट्टी के विज्ञान, जैविक खेती, खेती की नई तकनीक और किसानों की कामयाबी पर लेख।" },
    hero: { eyebrow: "ब्लॉग", title: "खेतों से कहानियाँ", subtitle: "मिट्टी का विज्ञान, जैविक खेती, नई तकनीक और किसानों की कामयाबी की कहानियाँ।" },
  },
};
