import type { PlaceholderKey, PlaceholderPage } from "../types.ts";

/** Title, description and hero of the blog list page. */
export const pagesKn: Record<PlaceholderKey, PlaceholderPage> = {
  blog: {
    meta: { title: "ಬ್ಲಾಗ್", description: "ಮಣ್ಣಿನ ವಿಜ್ಞಾನ, ಸಾವಯವ ಕೃಷಿ, ಕೃಷಿಯ ಹೊಸ ತಂತ್ರಜ್ಞಾನ ಮತ್ತು ರೈತರ ಯಶಸ್ಸಿನ ಬಗ್ಗೆ ಲೇಖನಗಳು." },
    hero: { eyebrow: "ಬ್ಲಾಗ್", title: "ಹೊಲಗಳಿಂದ ಬಂದ ಕಥೆಗಳು", subtitle: "ಮಣ್ಣಿನ ವಿಜ್ಞಾನ, ಸಾವಯವ ಕೃಷಿ, ಹೊಸ ತಂತ್ರಜ್ಞಾನ ಮತ್ತು ರೈತರ ಯಶಸ್ಸಿನ ಕಥೆಗಳು." },
  },
};
