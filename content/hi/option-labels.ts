import type { OptionLabels } from "../option-labels.ts";

/** What the public forms and the clinic finder show for each stored choice, in Hindi. */
export const optionLabelsHi: OptionLabels = {
  userType: {
    farmer: "किसान",
    fpo: "FPO से",
    "agri-business": "खेती से जुड़ा कारोबारी",
    ngo: "NGO/CSR से",
    student: "छात्र/रिसर्च करने वाले",
    entrepreneur: "अपना काम शुरू करना चाहते हैं",
    other: "कोई और",
  },
  contactRole: {
    farmer: "किसान",
    fpo: "किसान उत्पादक संगठन (FPO)",
    "csr-ngo": "CSR/NGO/फ़ाउंडेशन",
    "agri-company": "खाद-बीज या फसल खरीदने वाली कंपनी",
    press: "प्रेस/मीडिया",
    student: "छात्र/रिसर्च करने वाले",
    other: "कोई और",
  },
  partnerOrgType: { csr: "CSR टीम", ngo: "NGO संस्था", retailer: "खाद-बीज विक्रेता", government: "सरकारी विभाग", research: "रिसर्च संस्थान", investor: "निवेशक", other: "कोई और" },
  csrFocusArea: {
    agriculture: "खेती और किसान भलाई",
    education: "पढ़ाई और हुनर",
    women: "महिलाओं को ताकत",
    environment: "पर्यावरण और टिकाऊपन",
    livelihood: "गाँव की रोज़ी-रोटी",
    multiple: "कई क्षेत्र",
  },
  csrModel: { pilot: "पायलट (₹5-10 लाख)", regional: "क्षेत्रीय (₹25-50 लाख)", state: "राज्य स्तर (₹1-2 करोड़)", custom: "अपनी ज़रूरत के हिसाब से साझेदारी" },
  clinicService: {
    "7-Parameter Test": "7 चीज़ों की जाँच",
    "13-Parameter Test": "13 चीज़ों की जाँच",
    "Advisory Services": "सलाह सेवा",
    "Satellite Analysis": "सैटेलाइट जाँच",
  },
};
