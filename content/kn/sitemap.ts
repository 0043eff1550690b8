import { site } from "../site.ts";
import type { SitemapContent } from "../page-types.ts";

const brand = site.brandName;
const didi = site.programmeName;

export const sitemapKn: SitemapContent = {
  meta: { title: "ಸೈಟ್ ನಕ್ಷೆ", description: `${brand} ವೆಬ್‌ಸೈಟ್‌ನ ಎಲ್ಲ ಪುಟಗಳು ಒಂದೇ ಕಡೆ: ಮುಖ್ಯ ಪುಟಗಳು, ನಮ್ಮ ಸೇವೆಗಳು, ಬೇರೆ ಬೇರೆ ಜನರಿಗಾಗಿ ಪುಟಗಳು ಮತ್ತು ನಿಯಮ-ಷರತ್ತುಗಳು.` },
  hero: { eyebrow: "ಸೈಟ್ ನಕ್ಷೆ", title: "ಸೈಟ್ ನಕ್ಷೆ", subtitle: "ನಮ್ಮ ವೆಬ್‌ಸೈಟ್‌ನ ಎಲ್ಲ ಪುಟಗಳು ಒಂದೇ ಕಡೆ." },
  groups: [
    {
      title: "ಮುಖ್ಯ ಪುಟಗಳು",
      links: [
        { label: "ಮುಖಪುಟ", to: "/", description: "ಮಣ್ಣನ್ನು ಅರಿತು ಸುಸ್ಥಿರ ಕೃಷಿ." },
        { label: "ನಮ್ಮ ಕಥೆ", to: "/about", description: "ನಮ್ಮ ಕನಸು, ಗುರಿ, ತಂಡ ಮತ್ತು ಪ್ರಶಸ್ತಿಗಳು." },
        { label: "ಮಾಹಿತಿ", to: "/resources", description: "ಕೈಪಿಡಿಗಳು, ವಿಡಿಯೋಗಳು, ಡೌನ್‌ಲೋಡ್ ಮತ್ತು ಸಾಮಾನ್ಯ ಪ್ರಶ್ನೆಗಳು." },
        { label: "ಬ್ಲಾಗ್", to: "/blog", description: "ಹೊಲಗಳಿಂದ ಲೇಖನಗಳು ಮತ್ತು ಕಥೆಗಳು." },
        { label: "ಸಂಪರ್ಕ", to: "/contact", description: "ಕಚೇರಿಗಳು, ಫೋನ್, ಇಮೇಲ್ ಮತ್ತು ಕೆಲಸದ ಸಮಯ." },
      ],
    },
    {
      title: "ನಮ್ಮ ಸೇವೆಗಳು",
      links: [
        { label: "ನಮ್ಮ ಸೇವೆಗಳು", to: "/solutions", description: `ಪರೀಕ್ಷಾ ಯಂತ್ರ, ಕ್ಲಿನಿಕ್‌ಗಳು, ${didi} ಯೋಜನೆ ಮತ್ತು ವೇದಿಕೆ.` },
        { label: "ಮಣ್ಣಿನ ತಿಳುವಳಿಕೆ", to: "/soil-intelligence", description: "ಪರೀಕ್ಷೆ, ಉಪಗ್ರಹ ಮತ್ತು AI ಒಟ್ಟಿಗೆ ಹೇಗೆ ಕೆಲಸ ಮಾಡುತ್ತವೆ." },
        { label: "ಕ್ಲಿನಿಕ್ ಹುಡುಕಿ", to: "/find-clinic", description: "ನಿಮ್ಮ ಹತ್ತಿರದ ಮಣ್ಣು ಕ್ಲಿನಿಕ್‌ಗಳು." },
        { label: "ಕ್ಲಿನಿಕ್ ತೆರೆಯಿರಿ", to: "/start-clinic", description: "ಖರ್ಚು, ಸಂಪಾದನೆ, ತರಬೇತಿ ಮತ್ತು ನೆರವು." },
      ],
    },
    {
      title: "ನಿಮಗಾಗಿ",
      links: [
        { label: "ರೈತರಿಗಾಗಿ", to: "/for-farmers", description: "ಮಣ್ಣು ಪರೀಕ್ಷೆ ಯಾಕೆ, ಹೇಗೆ ಮಾಡಿಸಬೇಕು." },
        { label: "ಪಾಲುದಾರರಿಗಾಗಿ", to: "/for-partners", description: "ಒಟ್ಟಿಗೆ ಕೆಲಸ ಮಾಡುವ ದಾರಿಗಳು ಮತ್ತು ಪಾಲುದಾರಿಕೆಯ ಅರ್ಜಿ." },
        { label: "CSR", to: "/csr", description: "CSR ಕಾರ್ಯಕ್ರಮಗಳು, ಪರಿಣಾಮ ಮತ್ತು ಹೂಡಿಕೆಯ ಹಂತಗಳು." },
      ],
    },
    {
      title: "ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳು",
      links: [
        { label: "ಗೌಪ್ಯತಾ ನೀತಿ", to: "/privacy-policy", description: "ನಿಮ್ಮ ಮಾಹಿತಿಯನ್ನು ನಾವು ಹೇಗೆ ನೋಡಿಕೊಳ್ಳುತ್ತೇವೆ." },
        { label: "ಸೇವೆಯ ನಿಯಮಗಳು", to: "/terms-of-service", description: "ನಮ್ಮ ವೆಬ್‌ಸೈಟ್ ಬಳಸುವ ನಿಯಮಗಳು." },
        { label: "ಸೈಟ್ ನಕ್ಷೆ", to: "/sitemap", description: "ಇದೇ ಪುಟ." },
      ],
    },
  ],
  xmlNote: { label: "sitemap.xml", to: "/sitemap.xml", text: "ಸರ್ಚ್ ಎಂಜಿನ್‌ಗಳಿಗಾಗಿ:" },
};
