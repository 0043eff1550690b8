import { site } from "../site.ts";
import type { CommonContent } from "../types.ts";

export const commonMr: CommonContent = {
  skipLink: "थेट मुख्य माहितीकडे जा",
  honeypotLabel: "ही जागा रिकामी ठेवा",
  nav: {
    label: "मुख्य मेन्यू",
    homeLabel: `${site.brandName} चे मुख्य पान`,
    links: [
      { label: "आमची कहाणी", to: "/about" },
      { label: "आमच्या सेवा", to: "/solutions" },
      { label: "मातीची माहिती", to: "/soil-intelligence" },
      { label: "शेतकऱ्यांसाठी", to: "/for-farmers" },
      { label: "भागीदारांसाठी", to: "/for-partners" },
      { label: "CSR", to: "/csr" },
      { label: "क्लिनिक शोधा", to: "/find-clinic" },
      { label: "माहिती साहित्य", to: "/resources" },
      { label: "संपर्क", to: "/contact" },
    ],
    startClinic: { label: "क्लिनिक सुरू करा", to: "/start-clinic" },
    openMenu: "मेन्यू उघडा",
    closeMenu: "मेन्यू बंद करा",
  },
  footer: {
    blurb: `${site.brandName} प्रयोगशाळेसारखे माती परीक्षण थेट तुमच्या शेताच्या बांधावर आणते. छोटे तपासणी यंत्र, गावातल्या प्रशिक्षित ${site.programmeName} आणि उपग्रहाच्या माहितीवर आधारित सल्ला यांच्या मदतीने शेतकरी खत-औषधांवरचा खर्च कमी करतात आणि सुपीक मातीतून जास्त पीक घेतात.`,
    socialHeading: "आमच्याशी जोडलेले राहा",
    quickLinksHeading: "महत्त्वाच्या लिंक",
    quickLinks: [
      { label: "आमची कहाणी", to: "/about" },
      { label: "शेतकऱ्यांसाठी", to: "/for-farmers" },
      { label: "भागीदारांसाठी", to: "/for-partners" },
      { label: "CSR भागीदारी", to: "/csr" },
      { label: "माहिती साहित्य", to: "/resources" },
      { label: "ब्लॉग", to: "/blog" },
      { label: "संपर्क", to: "/contact" },
    ],
    servicesHeading: "आमच्या सेवा",
    services: [
      { label: "माती तपासणी यंत्र", to: "/solutions" },
      { label: "जवळचे माती क्लिनिक शोधा", to: "/find-clinic" },
      { label: `${site.programmeName} उपक्रम`, to: "/solutions" },
      { label: "माती माहिती प्लॅटफॉर्म", to: "/soil-intelligence" },
      { label: "क्लिनिक सुरू करा", to: "/start-clinic" },
    ],
    phoneLabel: "फोन",
    emailLabel: "ईमेल",
    legalLabel: "नियम व अटी",
    legal: [
      { label: "गोपनीयता धोरण", to: "/privacy-policy" },
      { label: "सेवेच्या अटी", to: "/terms-of-service" },
      { label: "साइटचा नकाशा", to: "/sitemap" },
    ],
    rights: "सर्व हक्क राखीव.",
  },
  notFound: {
    meta: {
      title: "पान सापडले नाही",
      description: "तुम्ही शोधत असलेले पान अस्तित्वात नाही किंवा दुसरीकडे हलवले आहे.",
    },
    eyebrow: "चूक 404",
    title: "हे शेत रिकामे आहे",
    subtitle: "तुम्ही शोधत असलेले पान इथे नाही किंवा दुसरीकडे हलवले आहे. चला, तुम्हाला योग्य ठिकाणी नेतो.",
    home: { label: "मुख्य पानावर जा", to: "/" },
    contact: { label: "आमच्याशी बोला", to: "/contact" },
    suggestionsHeading: "लोक ही पाने जास्त पाहतात",
  },
  error: {
    title: "काहीतरी बिघडले",
    subtitle: "हे पान उघडता आले नाही. थोड्या वेळाने पुन्हा प्रयत्न करा.",
    home: { label: "मुख्य पानावर जा", to: "/" },
  },
};
