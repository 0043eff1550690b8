import { site } from "../site.ts";
import type { SitemapContent } from "../page-types.ts";

const brand = site.brandName;
const didi = site.programmeName;

export const sitemapMr: SitemapContent = {
  meta: { title: "साइटचा नकाशा", description: `${brand} वेबसाइटची सगळी पाने एका ठिकाणी: मुख्य पाने, आमच्या सेवा, वेगवेगळ्या लोकांसाठीची पाने आणि नियम व अटी.` },
  hero: { eyebrow: "साइटचा नकाशा", title: "साइटचा नकाशा", subtitle: "आमच्या वेबसाइटची सगळी पाने एका ठिकाणी." },
  groups: [
    {
      title: "मुख्य पाने",
      links: [
        { label: "मुख्य पान", to: "/", description: "मातीची ओळख, शाश्वत शेती." },
        { label: "आमची कहाणी", to: "/about", description: "आमचे स्वप्न, ध्येय, टीम आणि पुरस्कार." },
        { label: "माहिती साहित्य", to: "/resources", description: "मार्गदर्शिका, व्हिडिओ, डाउनलोड आणि नेहमीचे प्रश्न." },
        { label: "ब्लॉग", to: "/blog", description: "शेतातून आलेले लेख आणि कहाण्या." },
        { label: "संपर्क", to: "/contact", description: "कार्यालये, फोन, ईमेल आणि कामाची वेळ." },
      ],
    },
    {
      title: "आमच्या सेवा",
      links: [
        { label: "आमच्या सेवा", to: "/solutions", description: `तपासणी यंत्र, क्लिनिक, ${didi} उपक्रम आणि प्लॅटफॉर्म.` },
        { label: "मातीची माहिती", to: "/soil-intelligence", description: "तपासणी, उपग्रह आणि AI एकत्र कसे काम करतात." },
        { label: "क्लिनिक शोधा", to: "/find-clinic", description: "तुमच्या जवळची माती क्लिनिक." },
        { label: "क्लिनिक सुरू करा", to: "/start-clinic", description: "खर्च, कमाई, प्रशिक्षण आणि मदत." },
      ],
    },
    {
      title: "तुमच्यासाठी",
      links: [
        { label: "शेतकऱ्यांसाठी", to: "/for-farmers", description: "माती परीक्षण का आणि कसे करायचे." },
        { label: "भागीदारांसाठी", to: "/for-partners", description: "एकत्र काम करण्याचे मार्ग आणि भागीदारीची विचारणा." },
        { label: "CSR", to: "/csr", description: "CSR उपक्रम, परिणाम आणि गुंतवणुकीचे स्तर." },
      ],
    },
    {
      title: "नियम व अटी",
      links: [
        { label: "गोपनीयता धोरण", to: "/privacy-policy", description: "आम्ही तुमची माहिती कशी सांभाळतो." },
        { label: "सेवेच्या अटी", to: "/terms-of-service", description: "आमची वेबसाइट वापरण्याच्या अटी." },
        { label: "साइटचा नकाशा", to: "/sitemap", description: "हेच पान." },
      ],
    },
  ],
  xmlNote: { label: "sitemap.xml", to: "/sitemap.xml", text: "सर्च इंजिनसाठी:" },
};
