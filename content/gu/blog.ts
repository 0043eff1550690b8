import type { BlogCopy } from "../blog.ts";

/** What the public blog pages (/blog and /blog/{slug}) say around the articles. */
export const blogGu: BlogCopy = {
  listTitle: "બધા લેખ",
  searchLabel: "લેખ શોધો",
  searchPlaceholder: "લેખનું નામ કે સાર લખો",
  searchButton: "શોધો",
  categoryLabel: "વિષય",
  allCategories: "બધા",
  categoryLabels: {
    "Soil Science": "જમીનનું વિજ્ઞાન",
    "Organic Farming": "સજીવ ખેતી",
    Technology: "ટેકનોલોજી",
    "Success Stories": "સફળતાની વાતો",
  },
  resultsCount: (n) => (n === 1 ? "1 લેખ મળ્યો" : `${n} લેખ મળ્યા`),
  empty: "તમારી શોધથી કોઈ લેખ મળ્યો નહીં. બીજો શબ્દ કે વિષય પસંદ કરો.",
  clear: "બધા લેખ બતાવો",
  readMore: "લેખ વાંચો",
  by: "લેખક:",
  backToBlog: "બ્લોગ પર પાછા",
  tags: "ટેગ",
  share: "શેર કરો",
  copied: "લિંક કૉપી થઈ ગઈ",
  copyFailed: "લેખ શેર કરવા આ લિંક કૉપી કરો:",
  defaultAuthor: "Soil Doctor ટીમ",
  defaultImage: "/images/hero-page.svg",
};
