import { site } from "../site.ts";
import type { ResourcesContent } from "../page-types.ts";

const brand = site.brandName;

export const resourcesMr: ResourcesContent = {
  meta: {
    title: "माहिती साहित्य",
    description: "माती परीक्षण, खते आणि शेतीच्या चांगल्या पद्धतींवर लेख, व्हिडिओ आणि मार्गदर्शिका, सोबत मोफत PDF: माती आरोग्य पुस्तिका, खत मार्गदर्शिका आणि पीक सल्ला.",
  },
  hero: {
    eyebrow: "माहिती साहित्य",
    title: "तुमच्या मातीबद्दल अधिक जाणून घ्या",
    subtitle: "माती परीक्षण, खते आणि पीक सल्ल्यावर कामाच्या मार्गदर्शिका, वाचायला आणि डाउनलोड करायला मोफत.",
    primary: { label: "मोफत डाउनलोड", to: "#downloads" },
    secondary: { label: "नेहमीचे प्रश्न", to: "#faq" },
  },
  library: {
    eyebrow: "माहितीचा खजिना",
    title: "लेख, व्हिडिओ आणि कहाण्या",
    subtitle: "शोधा, किंवा प्रकार, विषय आणि भाषेनुसार निवडा.",
    searchLabel: "माहिती शोधा",
    searchPlaceholder: "नाव किंवा विषयावरून शोधा",
    filters: { type: "प्रकार", category: "विषय", language: "भाषा", all: "सर्व" },
    typeLabels: { article: "लेख", video: "व्हिडिओ", blog: "ब्लॉग" },
    categories: ["Basics", "Soil Testing", "Fertilizers", "Success Stories", "Best Practices"],
    categoryLabels: {
      Basics: "सुरुवातीच्या गोष्टी",
      "Soil Testing": "माती परीक्षण",
      Fertilizers: "खते",
      "Success Stories": "यशोगाथा",
      "Best Practices": "शेतीच्या चांगल्या पद्धती",
    },
    languages: ["English", "Hindi"],
    languageLabels: { English: "इंग्रजी", Hindi: "हिंदी" },
    countOne: "{n} निकाल सापडला",
    countMany: "{n} निकाल सापडले",
    empty: "तुमच्या शोधाशी जुळणारे काही सापडले नाही. दुसरा शब्द लिहा किंवा फिल्टर काढा.",
    clear: "फिल्टर काढा",
    items: [
      {
        title: "मातीचा नमुना योग्य पद्धतीने कसा घ्यावा",
        description: "कुठे खणायचे, किती खोल आणि किती माती: प्रत्येक शेतात 5-10 जागा, 6 इंच खोल, मिसळून 500 ग्रॅमचा एक नमुना. चांगली तपासणी चांगल्या नमुन्यापासून सुरू होते.",
        type: "article",
        category: "Soil Testing",
        language: "Marathi",
        length: "5 मिनिटांत वाचा",
        link: { label: "माती आरोग्य पुस्तिकेत वाचा", to: "/downloads/soil-health-booklet.mr.pdf" },
      },
      {
        title: "माती परीक्षण का आवश्यक आहे?",
        description: "हिंदीतला एक छोटा व्हिडिओ: माती परीक्षणातून काय कळते आणि खतावरचे पैसे कसे वाचतात. गावातल्या एका माती क्लिनिकमध्ये चित्रित केलेला.",
        type: "video",
        category: "Basics",
        language: "Hindi",
        length: "4 मिनिटांचा व्हिडिओ",
        link: { label: "आमच्या WhatsApp चॅनेलवर मिळवा", to: "/contact" },
      },
      {
        title: "7 वरून 9 क्विंटल: बिहारमधल्या एका शेतकऱ्याची कहाणी",
        description: "एका अल्पभूधारक शेतकऱ्याने माती परीक्षण केले, पूर्ण हंगामभर पिकानुसार सल्ला पाळला, आणि त्याचे उत्पादन 28.5% वाढले.",
        type: "blog",
        category: "Success Stories",
        language: "English",
        length: "6 मिनिटांत वाचा",
        link: { label: "आमच्या ब्लॉगवर वाचा", to: "/blog" },
      },
    ],
  },
  downloads: {
    eyebrow: "मोफत डाउनलोड",
    title: "जपून ठेवण्याजोग्या आणि वाटण्याजोग्या मार्गदर्शिका",
    subtitle: "छापून घ्या, WhatsApp वर पाठवा किंवा तुमच्या फोनमध्ये ठेवा.",
    button: "PDF डाउनलोड करा",
    items: [
      {
        title: "माती आरोग्य पुस्तिका",
        description: "मातीचे आरोग्य म्हणजे काय, आम्ही कोणते घटक तपासतो, नमुना कसा घ्यायचा आणि तुमचा अहवाल कसा वाचायचा.",
        href: "/downloads/soil-health-booklet.mr.pdf",
        details: "PDF · 3 पाने",
      },
      {
        title: "खत मार्गदर्शिका",
        description: "नेहमीच्या खतांमध्ये किती अन्नद्रव्ये असतात, तपासणीप्रमाणे मात्रा कशी बदलायची आणि खत सुरक्षितपणे कसे द्यायचे.",
        href: "/downloads/fertilizer-guide.mr.pdf",
        details: "PDF · 3 पाने",
      },
      {
        title: "पीक सल्ला",
        description: "गहू, भात, मका, मोहरी, भुईमूग, कापूस, सोयाबीन आणि हरभऱ्यासाठी हंगामानुसार खत नियोजन.",
        href: "/downloads/crop-advisory.mr.pdf",
        details: "PDF · 2 पाने",
      },
    ],
  },
  faq: {
    eyebrow: "नेहमीचे प्रश्न",
    title: "वारंवार विचारले जाणारे प्रश्न",
    items: [
      {
        question: "माती परीक्षणाला किती वेळ लागतो आणि किती पैसे लागतात?",
        answer: `छोटे यंत्र 45-60 मिनिटांत 13+ घटक तपासते, म्हणून निकाल आणि सल्ला त्याच दिवशी मिळतो. ${brand} किंवा ${site.programmeName} केंद्रावर एका नमुन्याची तपासणी ₹300-₹500 मध्ये होते.`,
      },
      {
        question: "मातीचा नमुना कसा घ्यावा?",
        answer: "वरचा काडीकचरा बाजूला करून, शेतात नागमोडी (झिग-झॅग) चालत 5-10 जागांहून 6 इंच खोलीपर्यंतची माती घ्या. स्वच्छ बादलीत मिसळा आणि सुमारे 500 ग्रॅम माती स्वच्छ पिशवीत भरा, त्यावर तुमचे नाव आणि शेत लिहा. बांध, खताचे खड्डे आणि नुकतेच खत टाकलेल्या जागेतून नमुना घेऊ नका.",
      },
      {
        question: "माती परीक्षण किती वेळा करावे?",
        answer: "दर हंगामात पेरणीआधी, किंवा निदान वर्षातून एकदा. दर वर्षी एकाच वेळी तपासणी केल्याने कळते की माती कशी बदलत आहे आणि तुम्ही देत असलेले खत काम करत आहे की नाही.",
      },
    ],
  },
  stayInTouch: {
    eyebrow: "जोडलेले राहा",
    title: "नव्या मार्गदर्शिका, थेट तुमच्यापर्यंत",
    subtitle: "हंगामाचा सल्ला, नव्या मार्गदर्शिका आणि शेतकऱ्यांच्या कहाण्या, ईमेलवर किंवा WhatsApp वर.",
    whatsapp: { label: "WhatsApp चॅनेलला जोडा", to: site.whatsapp.channelUrl },
  },
};
