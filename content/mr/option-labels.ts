import type { OptionLabels } from "../option-labels.ts";

export const optionLabelsMr: OptionLabels = {
  userType: {
    farmer: "शेतकरी",
    fpo: "FPO कडून",
    "agri-business": "शेतीशी जोडलेला व्यावसायिक",
    ngo: "NGO/CSR कडून",
    student: "विद्यार्थी/संशोधक",
    entrepreneur: "स्वतःचा व्यवसाय सुरू करायचा आहे",
    other: "इतर",
  },
  contactRole: {
    farmer: "शेतकरी",
    fpo: "शेतकरी उत्पादक कंपनी (FPO)",
    "csr-ngo": "CSR/NGO/फाउंडेशन",
    "agri-company": "खत-बियाणे किंवा शेतमाल खरेदी करणारी कंपनी",
    press: "प्रेस/माध्यमे",
    student: "विद्यार्थी/संशोधक",
    other: "इतर",
  },
  partnerOrgType: { csr: "CSR टीम", ngo: "NGO संस्था", retailer: "खत-बियाणे विक्रेता", government: "सरकारी विभाग", research: "संशोधन संस्था", investor: "गुंतवणूकदार", other: "इतर" },
  csrFocusArea: {
    agriculture: "शेती आणि शेतकरी कल्याण",
    education: "शिक्षण आणि कौशल्य",
    women: "महिला सक्षमीकरण",
    environment: "पर्यावरण आणि शाश्वतता",
    livelihood: "गावातली उपजीविका",
    multiple: "अनेक क्षेत्रे",
  },
  csrModel: { pilot: "पायलट (₹5-10 लाख)", regional: "प्रादेशिक (₹25-50 लाख)", state: "राज्य स्तर (₹1-2 कोटी)", custom: "गरजेनुसार भागीदारी" },
  clinicService: {
    "7-Parameter Test": "7 घटकांची तपासणी",
    "13-Parameter Test": "13 घटकांची तपासणी",
    "Advisory Services": "सल्ला सेवा",
    "Satellite Analysis": "उपग्रह विश्लेषण",
  },
};
