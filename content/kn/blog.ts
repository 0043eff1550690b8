import type { BlogCopy } from "../blog.ts";

/** What the public blog pages (/blog and /blog/{slug}) say around the articles. */
export const blogKn: BlogCopy = {
  listTitle: "ಎಲ್ಲ ಲೇಖನಗಳು",
  searchLabel: "ಲೇಖನ ಹುಡುಕಿ",
  searchPlaceholder: "ಲೇಖನದ ಹೆಸರು ಅಥವಾ ಸಾರಾಂಶ ಬರೆಯಿರಿ",
  searchButton: "ಹುಡುಕಿ",
  categoryLabel: "ವಿಷಯ",
  allCategories: "ಎಲ್ಲವೂ",
  categoryLabels: {
    "Soil Science": "ಮಣ್ಣಿನ ವಿಜ್ಞಾನ",
    "Organic Farming": "ಸಾವಯವ ಕೃಷಿ",
    Technology: "ತಂತ್ರಜ್ಞಾನ",
    "Success Stories": "ಯಶಸ್ಸಿನ ಕಥೆಗಳು",
  },
  resultsCount: (n) => (n === 1 ? "1 ಲೇಖನ ಸಿಕ್ಕಿದೆ" : `${n} ಲೇಖನಗಳು ಸಿಕ್ಕಿವೆ`),
  empty: "ನಿಮ್ಮ ಹುಡುಕಾಟಕ್ಕೆ ಯಾವ ಲೇಖನವೂ ಸಿಗಲಿಲ್ಲ. ಬೇರೆ ಪದ ಅಥವಾ ವಿಷಯ ಆರಿಸಿ.",
  clear: "ಎಲ್ಲ ಲೇಖನಗಳನ್ನು ತೋರಿಸಿ",
  readMore: "ಲೇಖನ ಓದಿ",
  by: "ಲೇಖಕರು:",
  backToBlog: "ಬ್ಲಾಗ್‌ಗೆ ಹಿಂತಿರುಗಿ",
  tags: "ಟ್ಯಾಗ್‌ಗಳು",
  share: "ಹಂಚಿಕೊಳ್ಳಿ",
  copied: "ಲಿಂಕ್ ಕಾಪಿ ಆಯಿತು",
  copyFailed: "ಲೇಖನ ಹಂಚಿಕೊಳ್ಳಲು ಈ ಲಿಂಕ್ ಕಾಪಿ ಮಾಡಿ:",
  defaultAuthor: "Soil Doctor ತಂಡ",
  defaultImage: "/images/hero-page.svg",
};
