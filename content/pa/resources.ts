import { site } from "../site.ts";
import type { ResourcesContent } from "../page-types.ts";

const brand = site.brandName;

export const resourcesPa: ResourcesContent = {
  meta: {
    title: "ਜਾਣਕਾਰੀ",
    description: "ਮਿੱਟੀ ਦੀ ਜਾਂਚ, ਖਾਦ ਅਤੇ ਖੇਤੀ ਦੇ ਚੰਗੇ ਤਰੀਕਿਆਂ ਬਾਰੇ ਪੰਜਾਬੀ, ਹਿੰਦੀ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਲੇਖ, ਵੀਡੀਓ ਅਤੇ ਗਾਈਡਾਂ, ਨਾਲ ਮੁਫ਼ਤ PDF: ਮਿੱਟੀ ਸਿਹਤ ਕਿਤਾਬਚਾ, ਖਾਦ ਗਾਈਡ ਅਤੇ ਫ਼ਸਲ ਸਲਾਹ।",
  },
  hero: {
    eyebrow: "ਜਾਣਕਾਰੀ",
    title: "ਆਪਣੀ ਮਿੱਟੀ ਬਾਰੇ ਹੋਰ ਜਾਣੋ",
    subtitle: "ਮਿੱਟੀ ਦੀ ਜਾਂਚ, ਖਾਦ ਅਤੇ ਫ਼ਸਲ ਦੀ ਸਲਾਹ ਬਾਰੇ ਕੰਮ ਦੀਆਂ ਗਾਈਡਾਂ, ਪੰਜਾਬੀ ਵਿੱਚ, ਪੜ੍ਹਨ ਅਤੇ ਡਾਊਨਲੋਡ ਕਰਨ ਲਈ ਮੁਫ਼ਤ।",
    primary: { label: "ਮੁਫ਼ਤ ਡਾਊਨਲੋਡ", to: "#downloads" },
    secondary: { label: "ਆਮ ਸਵਾਲ", to: "#faq" },
  },
  library: {
    eyebrow: "ਜਾਣਕਾਰੀ ਦਾ ਭੰਡਾਰ",
    title: "ਲੇਖ, ਵੀਡੀਓ ਅਤੇ ਕਹਾਣੀਆਂ",
    subtitle: "ਲੱਭੋ, ਜਾਂ ਕਿਸਮ, ਵਿਸ਼ੇ ਅਤੇ ਬੋਲੀ ਨਾਲ ਛਾਂਟੋ।",
    searchLabel: "ਜਾਣਕਾਰੀ ਲੱਭੋ",
    searchPlaceholder: "ਨਾਂ ਜਾਂ ਵਿਸ਼ੇ ਨਾਲ ਲੱਭੋ",
    filters: { type: "ਕਿਸਮ", category: "ਵਿਸ਼ਾ", language: "ਬੋਲੀ", all: "ਸਾਰੇ" },
    typeLabels: { article: "ਲੇਖ", video: "ਵੀਡੀਓ", blog: "ਬਲੌਗ" },
    categories: ["Basics", "Soil Testing", "Fertilizers", "Success Stories", "Best Practices"],
    categoryLabels: {
      Basics: "ਮੁੱਢਲੀਆਂ ਗੱਲਾਂ",
      "Soil Testing": "ਮਿੱਟੀ ਦੀ ਜਾਂਚ",
      Fertilizers: "ਖਾਦ",
      "Success Stories": "ਕਾਮਯਾਬੀ ਦੀਆਂ ਕਹਾਣੀਆਂ",
      "Best Practices": "ਖੇਤੀ ਦੇ ਚੰਗੇ ਤਰੀਕੇ",
    },
    languages: ["English", "Hindi"],
    languageLabels: { English: "ਅੰਗਰੇਜ਼ੀ", Hindi: "ਹਿੰਦੀ" },
    countOne: "{n} ਨਤੀਜਾ ਮਿਲਿਆ",
    countMany: "{n} ਨਤੀਜੇ ਮਿਲੇ",
    empty: "ਤੁਹਾਡੀ ਖੋਜ ਨਾਲ ਕੁਝ ਨਹੀਂ ਮਿਲਿਆ। ਕੋਈ ਹੋਰ ਸ਼ਬਦ ਲਿਖੋ ਜਾਂ ਫ਼ਿਲਟਰ ਹਟਾਓ।",
    clear: "ਫ਼ਿਲਟਰ ਹਟਾਓ",
    items: [
      {
        title: "ਮਿੱਟੀ ਦਾ ਨਮੂਨਾ ਸਹੀ ਤਰੀਕੇ ਨਾਲ ਕਿਵੇਂ ਲਈਏ",
        description: "ਕਿੱਥੇ ਪੁੱਟਣਾ ਹੈ, ਕਿੰਨਾ ਡੂੰਘਾ ਅਤੇ ਕਿੰਨੀ ਮਿੱਟੀ: ਹਰ ਖੇਤ ਵਿੱਚ 5-10 ਥਾਵਾਂ, 6 ਇੰਚ ਡੂੰਘਾਈ, ਰਲਾ ਕੇ 500 ਗ੍ਰਾਮ ਦਾ ਇੱਕ ਨਮੂਨਾ। ਚੰਗੀ ਜਾਂਚ ਚੰਗੇ ਨਮੂਨੇ ਤੋਂ ਸ਼ੁਰੂ ਹੁੰਦੀ ਹੈ।",
        type: "article",
        category: "Soil Testing",
        language: "Punjabi",
        length: "5 ਮਿੰਟਾਂ ਵਿੱਚ ਪੜ੍ਹੋ",
        link: { label: "ਮਿੱਟੀ ਸਿਹਤ ਕਿਤਾਬਚੇ ਵਿੱਚ ਪੜ੍ਹੋ", to: "/downloads/soil-health-booklet.pa.pdf" },
      },
      {
        title: "ਮਿੱਟੀ ਦੀ ਜਾਂਚ ਕਿਉਂ ਜ਼ਰੂਰੀ ਹੈ?",
        description: "ਹਿੰਦੀ ਵਿੱਚ ਇੱਕ ਛੋਟੀ ਵੀਡੀਓ: ਮਿੱਟੀ ਦੀ ਜਾਂਚ ਕੀ ਦੱਸਦੀ ਹੈ ਅਤੇ ਖਾਦ ਤੇ ਪੈਸੇ ਕਿਵੇਂ ਬਚਾਉਂਦੀ ਹੈ। ਪਿੰਡ ਦੇ ਇੱਕ ਮਿੱਟੀ ਕਲੀਨਿਕ ਵਿੱਚ ਫ਼ਿਲਮਾਈ ਗਈ।",
        type: "video",
        category: "Basics",
        language: "Hindi",
        length: "4 ਮਿੰਟ ਦੀ ਵੀਡੀਓ",
        link: { label: "ਸਾਡੇ WhatsApp ਚੈਨਲ ਤੇ ਵੇਖੋ", to: "/contact" },
      },
      {
        title: "7 ਤੋਂ 9 ਕੁਇੰਟਲ: ਬਿਹਾਰ ਦੇ ਇੱਕ ਕਿਸਾਨ ਦੀ ਕਹਾਣੀ",
        description: "ਇੱਕ ਛੋਟੇ ਕਿਸਾਨ ਨੇ ਮਿੱਟੀ ਦੀ ਜਾਂਚ ਕਰਾਈ, ਪੂਰਾ ਸੀਜ਼ਨ ਫ਼ਸਲ ਮੁਤਾਬਕ ਸਲਾਹ ਮੰਨੀ, ਅਤੇ ਉਸ ਦਾ ਝਾੜ 28.5% ਵਧ ਗਿਆ।",
        type: "blog",
        category: "Success Stories",
        language: "English",
        length: "6 ਮਿੰਟਾਂ ਵਿੱਚ ਪੜ੍ਹੋ",
        link: { label: "ਸਾਡੇ ਬਲੌਗ ਤੇ ਪੜ੍ਹੋ", to: "/blog" },
      },
    ],
  },
  downloads: {
    eyebrow: "ਮੁਫ਼ਤ ਡਾਊਨਲੋਡ",
    title: "ਰੱਖਣ ਅਤੇ ਵੰਡਣ ਜੋਗੀਆਂ ਗਾਈਡਾਂ",
    subtitle: "ਪ੍ਰਿੰਟ ਕਰੋ, WhatsApp ਤੇ ਭੇਜੋ ਜਾਂ ਆਪਣੇ ਫ਼ੋਨ ਵਿੱਚ ਰੱਖੋ।",
    button: "PDF ਡਾਊਨਲੋਡ ਕਰੋ",
    items: [
      {
        title: "ਮਿੱਟੀ ਸਿਹਤ ਕਿਤਾਬਚਾ",
        description: "ਮਿੱਟੀ ਦੀ ਸਿਹਤ ਦਾ ਮਤਲਬ, ਅਸੀਂ ਕਿਹੜੀਆਂ ਚੀਜ਼ਾਂ ਪਰਖਦੇ ਹਾਂ, ਨਮੂਨਾ ਕਿਵੇਂ ਲਈਏ ਅਤੇ ਆਪਣੀ ਰਿਪੋਰਟ ਕਿਵੇਂ ਪੜ੍ਹੀਏ।",
        href: "/downloads/soil-health-booklet.pa.pdf",
        details: "PDF · 3 ਪੰਨੇ",
      },
      {
        title: "ਖਾਦ ਗਾਈਡ",
        description: "ਆਮ ਖਾਦਾਂ ਵਿੱਚ ਕਿੰਨੇ ਖੁਰਾਕੀ ਤੱਤ ਹੁੰਦੇ ਹਨ, ਜਾਂਚ ਮੁਤਾਬਕ ਮਾਤਰਾ ਕਿਵੇਂ ਬਦਲੀਏ ਅਤੇ ਖਾਦ ਸੁਰੱਖਿਅਤ ਤਰੀਕੇ ਨਾਲ ਕਿਵੇਂ ਪਾਈਏ।",
        href: "/downloads/fertilizer-guide.pa.pdf",
        details: "PDF · 3 ਪੰਨੇ",
      },
      {
        title: "ਫ਼ਸਲ ਸਲਾਹ",
        description: "ਕਣਕ, ਝੋਨਾ, ਮੱਕੀ, ਸਰ੍ਹੋਂ, ਮੂੰਗਫਲੀ, ਨਰਮਾ-ਕਪਾਹ, ਸੋਇਆਬੀਨ ਅਤੇ ਛੋਲਿਆਂ ਲਈ ਸੀਜ਼ਨ ਮੁਤਾਬਕ ਖਾਦ ਦੀ ਯੋਜਨਾ।",
        href: "/downloads/crop-advisory.pa.pdf",
        details: "PDF · 2 ਪੰਨੇ",
      },
    ],
  },
  faq: {
    eyebrow: "ਆਮ ਸਵਾਲ",
    title: "ਅਕਸਰ ਪੁੱਛੇ ਜਾਣ ਵਾਲੇ ਸਵਾਲ",
    items: [
      {
        question: "ਮਿੱਟੀ ਦੀ ਜਾਂਚ ਨੂੰ ਕਿੰਨਾ ਸਮਾਂ ਲੱਗਦਾ ਹੈ ਅਤੇ ਕਿੰਨੇ ਪੈਸੇ ਲੱਗਦੇ ਹਨ?",
        answer: `ਛੋਟੀ ਮਸ਼ੀਨ 45-60 ਮਿੰਟਾਂ ਵਿੱਚ 13+ ਚੀਜ਼ਾਂ ਪਰਖਦੀ ਹੈ, ਇਸ ਲਈ ਨਤੀਜਾ ਅਤੇ ਸਲਾਹ ਉਸੇ ਦਿਨ ਮਿਲ ਜਾਂਦੀ ਹੈ। ${brand} ਜਾਂ ${site.programmeName} ਕੇਂਦਰ ਤੇ ਇੱਕ ਨਮੂਨੇ ਦੀ ਜਾਂਚ ₹300-₹500 ਵਿੱਚ ਹੁੰਦੀ ਹੈ।`,
      },
      {
        question: "ਮਿੱਟੀ ਦਾ ਨਮੂਨਾ ਕਿਵੇਂ ਲਈਏ?",
        answer: "ਉੱਪਰਲਾ ਕੂੜਾ-ਪੱਤੇ ਹਟਾ ਕੇ, ਖੇਤ ਵਿੱਚ ਵਿੰਗੇ-ਟੇਢੇ (ਜ਼ਿਗ-ਜ਼ੈਗ) ਤੁਰਦੇ ਹੋਏ 5-10 ਥਾਵਾਂ ਤੋਂ 6 ਇੰਚ ਡੂੰਘਾਈ ਤੱਕ ਮਿੱਟੀ ਲਓ। ਸਾਫ਼ ਬਾਲਟੀ ਵਿੱਚ ਰਲਾਓ ਅਤੇ ਲਗਭਗ 500 ਗ੍ਰਾਮ ਮਿੱਟੀ ਸਾਫ਼ ਥੈਲੀ ਵਿੱਚ ਭਰੋ, ਉਸ ਤੇ ਆਪਣਾ ਨਾਂ ਅਤੇ ਖੇਤ ਲਿਖੋ। ਵੱਟ, ਰੂੜੀ ਦੇ ਟੋਏ ਅਤੇ ਜਿੱਥੇ ਹੁਣੇ ਖਾਦ ਪਾਈ ਹੋਵੇ, ਉੱਥੋਂ ਨਮੂਨਾ ਨਾ ਲਓ।",
      },
      {
        question: "ਮਿੱਟੀ ਦੀ ਜਾਂਚ ਕਿੰਨੀ ਵਾਰ ਕਰਾਉਣੀ ਚਾਹੀਦੀ ਹੈ?",
        answer: "ਹਰ ਸੀਜ਼ਨ ਬਿਜਾਈ ਤੋਂ ਪਹਿਲਾਂ, ਜਾਂ ਘੱਟੋ-ਘੱਟ ਸਾਲ ਵਿੱਚ ਇੱਕ ਵਾਰ। ਹਰ ਸਾਲ ਇੱਕੋ ਸਮੇਂ ਜਾਂਚ ਕਰਾਉਣ ਨਾਲ ਪਤਾ ਲੱਗਦਾ ਹੈ ਕਿ ਮਿੱਟੀ ਕਿਵੇਂ ਬਦਲ ਰਹੀ ਹੈ ਅਤੇ ਤੁਹਾਡੀ ਖਾਦ ਕੰਮ ਕਰ ਰਹੀ ਹੈ ਜਾਂ ਨਹੀਂ।",
      },
    ],
  },
  stayInTouch: {
    eyebrow: "ਜੁੜੇ ਰਹੋ",
    title: "ਨਵੀਆਂ ਗਾਈਡਾਂ, ਸਿੱਧੀਆਂ ਤੁਹਾਡੇ ਤੱਕ",
    subtitle: "ਸੀਜ਼ਨ ਦੀ ਸਲਾਹ, ਨਵੀਆਂ ਗਾਈਡਾਂ ਅਤੇ ਕਿਸਾਨਾਂ ਦੀਆਂ ਕਹਾਣੀਆਂ, ਈਮੇਲ ਜਾਂ WhatsApp ਤੇ।",
    whatsapp: { label: "WhatsApp ਚੈਨਲ ਨਾਲ ਜੁੜੋ", to: site.whatsapp.channelUrl },
  },
};
