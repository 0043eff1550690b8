import { site } from "../site.ts";
import type { ResourcesContent } from "../page-types.ts";

const brand = site.brandName;

export const resourcesHi: ResourcesContent = {
  meta: {
    title: "जानकारी",
    description: "मिट्टी की जाँच, खाद और खेती के अच्छे तरीकों पर हिंदी और अंग्रेज़ी में लेख, वीडियो और गाइड, साथ में मुफ़्त PDF: मिट्टी सेहत पुस्तिका, खाद गाइड और फसल सलाह।",
  },
  hero: {
    eyebrow: "जानकारी",
    title: "अपनी मिट्टी के बारे में और जानिए",
    subtitle: "मिट्टी की जाँच, खाद और फसल की सलाह पर काम की गाइड, हिंदी और अंग्रेज़ी में, पढ़ने और डाउनलोड करने के लिए मुफ़्त।",
    primary: { label: "मुफ़्त डाउनलोड", to: "#downloads" },
    secondary: { label: "आम सवाल", to: "#faq" },
  },
  library: {
    eyebrow: "जानकारी का भंडार",
    title: "लेख, वीडियो और कहानियाँ",
    subtitle: "खोजें, या किस्म, विषय और भाषा से छाँटें।",
    searchLabel: "जानकारी खोजें",
    searchPlaceholder: "नाम या विषय से खोजें",
    filters: { type: "किस्म", category: "विषय", language: "भाषा", all: "सभी" },
    typeLabels: { article: "लेख", video: "वीडियो", blog: "ब्लॉग" },
    categories: ["Basics", "Soil Testing", "Fertilizers", "Success Stories", "Best Practices"],
    categoryLabels: {
      Basics: "शुरुआती बातें",
      "Soil Testing": "मिट्टी की जाँच",
      Fertilizers: "खाद",
      "Success Stories": "कामयाबी की कहानियाँ",
      "Best Practices": "खेती के अच्छे तरीके",
    },
    languages: ["English", "Hindi"],
    languageLabels: { English: "अंग्रेज़ी", Hindi: "हिंदी" },
    countOne: "{n} नतीजा मिला",
    countMany: "{n} नतीजे मिले",
    empty: "आपकी खोज से कुछ नहीं मिला। कोई दूसरा शब्द लिखें या फ़िल्टर हटाएँ।",
    clear: "फ़िल्टर हटाएँ",
    items: [
      {
        title: "मिट्टी का नमूना सही तरीके से कैसे लें",
        description: "कहाँ खोदें, कितना गहरा और कितनी मिट्टी: हर खेत में 5-10 जगह, 6 इंच गहराई, मिलाकर 500 ग्राम का एक नमूना। अच्छी जाँच अच्छे नमूने से शुरू होती है।",
        type: "article",
        category: "Soil Testing",
        language: "Hindi",
        length: "5 मिनट में पढ़ें",
        link: { label: "मिट्टी सेहत पुस्तिका में पढ़ें", to: "/downloads/soil-health-booklet.hi.pdf" },
      },
      {
        title: "मिट्टी की जाँच क्यों ज़रूरी है?",
        description: "हिंदी में एक छोटा वीडियो: मिट्टी की जाँच क्या बताती है और खाद पर पैसे कैसे बचाती है। गाँव के एक मिट्टी क्लिनिक में फ़िल्माया गया।",
        type: "video",
        category: "Basics",
        language: "Hindi",
        length: "4 मिनट का वीडियो",
        link: { label: "हमारे WhatsApp चैनल पर पाएँ", to: "/contact" },
      },
      {
        title: "7 से 9 क्विंटल: बिहार के एक किसान की कहानी",
        description: "एक छोटे किसान ने मिट्टी की जाँच कराई, पूरे मौसम फसल के हिसाब से सलाह मानी, और उसकी पैदावार 28.5% बढ़ गई।",
        type: "blog",
        category: "Success Stories",
        language: "English",
        length: "6 मिनट में पढ़ें",
        link: { label: "हमारे ब्लॉग पर पढ़ें", to: "/blog" },
      },
    ],
  },
  downloads: {
    eyebrow: "मुफ़्त डाउनलोड",
    title: "रखने और बाँटने लायक गाइड",
    subtitle: "प्रिंट करें, WhatsApp पर भेजें या अपने फ़ोन में रखें।",
    button: "PDF डाउनलोड करें",
    items: [
      {
        title: "मिट्टी सेहत पुस्तिका",
        description: "मिट्टी की सेहत का मतलब, हम कौन-सी चीज़ें जाँचते हैं, नमूना कैसे लें और अपनी रिपोर्ट कैसे पढ़ें।",
        href: "/downloads/soil-health-booklet.hi.pdf",
        details: "PDF · 3 पेज",
      },
      {
        title: "खाद गाइड",
        description: "आम खादों में कितने पोषक तत्व होते हैं, जाँच के हिसाब से मात्रा कैसे बदलें और खाद सुरक्षित तरीके से कैसे डालें।",
        href: "/downloads/fertilizer-guide.hi.pdf",
        details: "PDF · 3 पेज",
      },
      {
        title: "फसल सलाह",
        description: "गेहूँ, धान, मक्का, सरसों, मूँगफली, कपास, सोयाबीन और चने के लिए मौसम के हिसाब से खाद की योजना।",
        href: "/downloads/crop-advisory.hi.pdf",
        details: "PDF · 2 पेज",
      },
    ],
  },
  faq: {
    eyebrow: "आम सवाल",
    title: "अक्सर पूछे जाने वाले सवाल",
    items: [
      {
        question: "मिट्टी की जाँच में कितना समय लगता है और कितने पैसे लगते हैं?",
        answer: `छोटी मशीन 45-60 मिनट में 13+ चीज़ें जाँचती है, इसलिए नतीजा और सलाह उसी दिन मिल जाती है। ${brand} या ${site.programmeName} केंद्र पर एक नमूने की जाँच ₹300-₹500 में होती है।`,
      },
      {
        question: "मिट्टी का नमूना कैसे लें?",
        answer: "ऊपर का कूड़ा-पत्ती हटाकर, खेत में टेढ़े-मेढ़े (ज़िग-ज़ैग) चलते हुए 5-10 जगहों से 6 इंच गहराई तक मिट्टी लें। साफ़ बाल्टी में मिलाएँ और लगभग 500 ग्राम मिट्टी साफ़ थैली में भरें, उस पर अपना नाम और खेत लिखें। मेड़, खाद के गड्ढे और जहाँ अभी खाद डाली हो, वहाँ से नमूना न लें।",
      },
      {
        question: "मिट्टी की जाँच कितनी बार करानी चाहिए?",
        answer: "हर मौसम बुआई से पहले, या कम से कम साल में एक बार। हर साल एक ही समय जाँच कराने से पता चलता है कि मिट्टी कैसे बदल रही है और आपकी खाद काम कर रही है या नहीं।",
      },
    ],
  },
  stayInTouch: {
    eyebrow: "जुड़े रहें",
    title: "नई गाइड, सीधे आप तक",
    subtitle: "मौसम की सलाह, नई गाइड और किसानों की कहानियाँ, ईमेल या WhatsApp पर।",
    whatsapp: { label: "WhatsApp चैनल से जुड़ें", to: site.whatsapp.channelUrl },
  },
};
