import type { PlaceholderKey, PlaceholderPage } from "../types.ts";

/** Title, description and hero of the blog list page. */
export const pagesEn: Record<PlaceholderKey, PlaceholderPage> = {
  blog: {
    meta: { title: "Blog", description: "Articles on soil science, organic farming, agri-technology and farmer success stories." },
    hero: { eyebrow: "Blog", title: "Stories from the field", subtitle: "Soil science, organic farming, technology and farmer success stories." },
  },
};
