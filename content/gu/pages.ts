import type { PlaceholderKey, PlaceholderPage } from "../types.ts";

/** Title, description and hero of the blog list page. */
export const pagesGu: Record<PlaceholderKey, PlaceholderPage> = {
  blog: {
    meta: { title: "બ્લોગ", description: "જમીનનું વિજ્ઞાન, સજીવ ખેતી, ખેતીની નવી ટેકનોલોજી અને ખેડૂતોની સફળતા વિશે લેખ." },
    hero: { eyebrow: "બ્લોગ", title: "ખેતરોમાંથી વાતો", subtitle: "જમીનનું વિજ્ઞાન, સજીવ ખેતી, નવી ટેકનોલોજી અને ખેડૂતોની સફળતાની વાતો." },
  },
};
