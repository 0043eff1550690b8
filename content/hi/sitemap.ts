import { site } from "../site.ts";
import type { SitemapContent } from "../page-types.ts";

const brand = site.brandName;
const didi = site.programmeName;

export const sitemapHi: SitemapContent = {
  meta: { title: "साइट का नक्शा", description: `${brand} वेबसाइट के सारे पेज एक जगह: मुख्य पेज, हमारी सेवाएँ, अलग-अलग लोगों के पेज और नियम-शर्तें।` },
  hero: { eyebrow: "साइट का नक्शा", title: "साइट का नक्शा", subtitle: "हमारी वेबसाइट के सारे पेज एक जगह।" },
  groups: [
    {
      title: "मुख्य पेज",
      links: [
        { label: "होम", to: "/", description: "मिट्टी को समझकर टिकाऊ खेती।" },
        { label: "हमारी कहानी", to: "/about", description: "हमारा सपना, लक्ष्य, टीम और पुरस्कार।" },
        { label: "जानकारी", to: "/resources", description: "गाइड, वीडियो, डाउनलोड और आम सवाल।" },
        { label: "ब्लॉग", to: "/blog", description: "खेतों से लेख और कहानियाँ।" },
        { label: "संपर्क", to: "/contact", description: "दफ़्तर, फ़ोन, ईमेल और काम का समय।" },
      ],
    },
    {
      title: "हमारी सेवाएँ",
      links: [
        { label: "हमारी सेवाएँ", to: "/solutions", description: `जाँच मशीन, क्लिनिक, ${didi} योजना और प्लेटफ़ॉर्म।` },
        { label: "मिट्टी की समझ", to: "/soil-intelligence", description: "जाँच, सैटेलाइट और AI मिलकर कैसे काम करते हैं।" },
        { label: "क्लिनिक खोजें", to: "/find-clinic", description: "आपके पास के मिट्टी क्लिनिक।" },
        { label: "क्लिनिक खोलें", to: "/start-clinic", description: "खर्च, कमाई, ट्रेनिंग और मदद।" },
      ],
    },
    {
      title: "आपके लिए",
      links: [
        { label: "किसानों के लिए", to: "/for-farmers", description: "मिट्टी की जाँच क्यों और कैसे कराएँ।" },
        { label: "साझेदारों के लिए", to: "/for-partners", description: "साथ काम करने के तरीके और साझेदारी की अर्ज़ी।" },
        { label: "CSR", to: "/csr", description: "CSR कार्यक्रम, असर और निवेश के स्तर।" },
      ],
    },
    {
      title: "नियम और शर्तें",
      links: [
        { label: "प्राइवेसी नीति", to: "/privacy-policy", description: "हम आपकी जानकारी कैसे संभालते हैं।" },
        { label: "सेवा की शर्तें", to: "/terms-of-service", description: "हमारी वेबसाइट इस्तेमाल करने की शर्तें।" },
        { label: "साइट का नक्शा", to: "/sitemap", description: "यही पेज।" },
      ],
    },
  ],
  xmlNote: { label: "sitemap.xml", to: "/sitemap.xml", text: "सर्च इंजन के लिए:" },
};
