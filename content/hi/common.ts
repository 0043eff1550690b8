import { site } from "../site.ts";
import type { CommonContent } from "../types.ts";

export const commonHi: CommonContent = {
  skipLink: "सीधे मुख्य जानकारी पर जाएँ",
  honeypotLabel: "इसे खाली छोड़ दें",
  nav: {
    label: "मुख्य मेन्यू",
    homeLabel: `${site.brandName} का होम पेज`,
    links: [
      { label: "हमारी कहानी", to: "/about" },
      { label: "हमारी सेवाएँ", to: "/solutions" },
      { label: "मिट्टी की समझ", to: "/soil-intelligence" },
      { label: "किसानों के लिए", to: "/for-farmers" },
      { label: "साझेदारों के लिए", to: "/for-partners" },
      { label: "CSR", to: "/csr" },
      { label: "क्लिनिक खोजें", to: "/find-clinic" },
      { label: "जानकारी", to: "/resources" },
      { label: "संपर्क", to: "/contact" },
    ],
    startClinic: { label: "क्लिनिक खोलें", to: "/start-clinic" },
    openMenu: "मेन्यू खोलें",
    closeMenu: "मेन्यू बंद करें",
  },
  footer: {
    blurb: `${site.brandName} लैब जैसी मिट्टी की जाँच सीधे आपके खेत तक लाता है। छोटी जाँच मशीन, गाँव की ट्रेनिंग पाई ${site.programmeName} और सैटेलाइट से मिली सलाह की मदद से किसान खाद-दवा पर कम खर्च करते हैं और अच्छी मिट्टी से ज़्यादा फसल लेते हैं।`,
    socialHeading: "हमसे जुड़ें",
    quickLinksHeading: "ज़रूरी लिंक",
    quickLinks: [
      { label: "हमारी कहानी", to: "/about" },
      { label: "किसानों के लिए", to: "/for-farmers" },
      { label: "साझेदारों के लिए", to: "/for-partners" },
      { label: "CSR साझेदारी", to: "/csr" },
      { label: "जानकारी", to: "/resources" },
      { label: "ब्लॉग", to: "/blog" },
      { label: "संपर्क", to: "/contact" },
    ],
    servicesHeading: "हमारी सेवाएँ",
    services: [
      { label: "मिट्टी जाँच मशीन", to: "/solutions" },
      { label: "पास का क्लिनिक खोजें", to: "/find-clinic" },
      { label: `${site.programmeName} योजना`, to: "/solutions" },
      { label: "मिट्टी जानकारी प्लेटफ़ॉर्म", to: "/soil-intelligence" },
      { label: "क्लिनिक खोलें", to: "/start-clinic" },
    ],
    phoneLabel: "फ़ोन",
    emailLabel: "ईमेल",
    legalLabel: "नियम और शर्तें",
    legal: [
      { label: "प्राइवेसी नीति", to: "/privacy-policy" },
      { label: "सेवा की शर्तें", to: "/terms-of-service" },
      { label: "साइट का नक्शा", to: "/sitemap" },
    ],
    rights: "सभी अधिकार सुरक्षित।",
  },
  notFound: {
    meta: {
      title: "पेज नहीं मिला",
      description: "आप जो पेज खोज रहे थे, वह नहीं है या कहीं और चला गया है।",
    },
    eyebrow: "गलती 404",
    title: "यह खेत खाली है",
    subtitle: "आप जो पेज खोज रहे थे, वह नहीं है या कहीं और चला गया है। चलिए, आपको सही जगह ले चलते हैं।",
    home: { label: "होम पेज पर जाएँ", to: "/" },
    contact: { label: "हमसे बात करें", to: "/contact" },
    suggestionsHeading: "लोग ये पेज ज़्यादा देखते हैं",
  },
  error: {
    title: "कुछ गड़बड़ हो गई",
    subtitle: "यह पेज नहीं खुल पाया। थोड़ी देर बाद फिर से कोशिश करें।",
    home: { label: "होम पेज पर जाएँ", to: "/" },
  },
};
