import { site } from "../site.ts";
import type { CommonContent } from "../types.ts";

export const commonKn: CommonContent = {
  skipLink: "ನೇರವಾಗಿ ಮುಖ್ಯ ಮಾಹಿತಿಗೆ ಹೋಗಿ",
  honeypotLabel: "ಇದನ್ನು ಖಾಲಿ ಬಿಡಿ",
  nav: {
    label: "ಮುಖ್ಯ ಮೆನು",
    homeLabel: `${site.brandName} ಮುಖಪುಟ`,
    links: [
      { label: "ನಮ್ಮ ಕಥೆ", to: "/about" },
      { label: "ನಮ್ಮ ಸೇವೆಗಳು", to: "/solutions" },
      { label: "ಮಣ್ಣಿನ ತಿಳುವಳಿಕೆ", to: "/soil-intelligence" },
      { label: "ರೈತರಿಗಾಗಿ", to: "/for-farmers" },
      { label: "ಪಾಲುದಾರರಿಗಾಗಿ", to: "/for-partners" },
      { label: "CSR", to: "/csr" },
      { label: "ಕ್ಲಿನಿಕ್ ಹುಡುಕಿ", to: "/find-clinic" },
      { label: "ಮಾಹಿತಿ", to: "/resources" },
      { label: "ಸಂಪರ್ಕ", to: "/contact" },
    ],
    startClinic: { label: "ಕ್ಲಿನಿಕ್ ತೆರೆಯಿರಿ", to: "/start-clinic" },
    openMenu: "ಮೆನು ತೆರೆಯಿರಿ",
    closeMenu: "ಮೆನು ಮುಚ್ಚಿ",
  },
  footer: {
    blurb: `${site.brandName} ಲ್ಯಾಬ್ ಮಟ್ಟದ ಮಣ್ಣು ಪರೀಕ್ಷೆಯನ್ನು ನೇರವಾಗಿ ನಿಮ್ಮ ಹೊಲದ ಬಳಿಗೆ ತರುತ್ತದೆ. ಕೈಯಲ್ಲಿ ಹಿಡಿಯುವ ಪರೀಕ್ಷಾ ಯಂತ್ರ, ಹಳ್ಳಿಯಲ್ಲೇ ತರಬೇತಿ ಪಡೆದ ${site.programmeName} ಮತ್ತು ಉಪಗ್ರಹ ಆಧಾರಿತ ಸಲಹೆಯಿಂದ ರೈತರು ಗೊಬ್ಬರ-ಔಷಧಿಗೆ ಕಡಿಮೆ ಖರ್ಚು ಮಾಡಿ, ಆರೋಗ್ಯವಂತ ಮಣ್ಣಿನಿಂದ ಹೆಚ್ಚು ಬೆಳೆ ತೆಗೆಯುತ್ತಾರೆ.`,
    socialHeading: "ನಮ್ಮ ಜೊತೆ ಸೇರಿ",
    quickLinksHeading: "ಮುಖ್ಯ ಲಿಂಕ್‌ಗಳು",
    quickLinks: [
      { label: "ನಮ್ಮ ಕಥೆ", to: "/about" },
      { label: "ರೈತರಿಗಾಗಿ", to: "/for-farmers" },
      { label: "ಪಾಲುದಾರರಿಗಾಗಿ", to: "/for-partners" },
      { label: "CSR ಪಾಲುದಾರಿಕೆ", to: "/csr" },
      { label: "ಮಾಹಿತಿ", to: "/resources" },
      { label: "ಬ್ಲಾಗ್", to: "/blog" },
      { label: "ಸಂಪರ್ಕ", to: "/contact" },
    ],
    servicesHeading: "ನಮ್ಮ ಸೇವೆಗಳು",
    services: [
      { label: "ಮಣ್ಣು ಪರೀಕ್ಷಾ ಯಂತ್ರ", to: "/solutions" },
      { label: "ಹತ್ತಿರದ ಕ್ಲಿನಿಕ್ ಹುಡುಕಿ", to: "/find-clinic" },
      { label: `${site.programmeName} ಯೋಜನೆ`, to: "/solutions" },
      { label: "ಮಣ್ಣಿನ ಮಾಹಿತಿ ವೇದಿಕೆ", to: "/soil-intelligence" },
      { label: "ಕ್ಲಿನಿಕ್ ತೆರೆಯಿರಿ", to: "/start-clinic" },
    ],
    phoneLabel: "ಫೋನ್",
    emailLabel: "ಇಮೇಲ್",
    legalLabel: "ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳು",
    legal: [
      { label: "ಗೌಪ್ಯತಾ ನೀತಿ", to: "/privacy-policy" },
      { label: "ಸೇವೆಯ ನಿಯಮಗಳು", to: "/terms-of-service" },
      { label: "ಸೈಟ್ ನಕ್ಷೆ", to: "/sitemap" },
    ],
    rights: "ಎಲ್ಲ ಹಕ್ಕುಗಳನ್ನು ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ.",
  },
  notFound: {
    meta: {
      title: "ಪುಟ ಸಿಗಲಿಲ್ಲ",
      description: "ನೀವು ಹುಡುಕುತ್ತಿದ್ದ ಪುಟ ಇಲ್ಲ ಅಥವಾ ಬೇರೆ ಕಡೆಗೆ ಹೋಗಿದೆ.",
    },
    eyebrow: "ದೋಷ 404",
    title: "ಈ ಹೊಲ ಖಾಲಿ ಇದೆ",
    subtitle: "ನೀವು ಹುಡುಕುತ್ತಿದ್ದ ಪುಟ ಇಲ್ಲ ಅಥವಾ ಬೇರೆ ಕಡೆಗೆ ಹೋಗಿದೆ. ಬನ್ನಿ, ನಿಮ್ಮನ್ನು ಸರಿಯಾದ ಜಾಗಕ್ಕೆ ಕರೆದುಕೊಂಡು ಹೋಗುತ್ತೇವೆ.",
    home: { label: "ಮುಖಪುಟಕ್ಕೆ ಹೋಗಿ", to: "/" },
    contact: { label: "ನಮ್ಮ ಜೊತೆ ಮಾತಾಡಿ", to: "/contact" },
    suggestionsHeading: "ಜನರು ಹೆಚ್ಚು ನೋಡುವ ಪುಟಗಳು",
  },
  error: {
    title: "ಏನೋ ತೊಂದರೆ ಆಯಿತು",
    subtitle: "ಈ ಪುಟ ತೆರೆಯಲಿಲ್ಲ. ಸ್ವಲ್ಪ ಹೊತ್ತಿನ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.",
    home: { label: "ಮುಖಪುಟಕ್ಕೆ ಹೋಗಿ", to: "/" },
  },
};
