import type { Localized } from "./i18n.ts";
import type { PageMeta } from "./types.ts";
import { site } from "./site.ts";
import type { Amendment, Fertiliser } from "../src/shared/soil/advice.ts";
import type { Crop } from "../src/shared/soil/crops.ts";
import type { SoilParameter } from "../src/shared/soil/parameters.ts";
import type { Rating } from "../src/shared/soil/ratings.ts";
import type { SampleStatus } from "../src/shared/samples.ts";

/**
 * What the farmer reads about their soil sample, English and Hindi side by
 * side: the lookup form, the status page, the report and its PDF, and the
 * e-mail with the report's link. Each language must fill every text, so a
 * missing translation fails the type check. The numbers (doses, ranges) are
 * data in src/shared/soil/; these are only the words around them.
 */
export interface SoilReportCopy {
  lookup: {
    meta: PageMeta;
    title: string;
    intro: string;
    codeLabel: string;
    codeHint: string;
    phoneLabel: string;
    phoneHint: string;
    submit: string;
    /** The same answer for a wrong phone, a wrong id and an unknown sample. */
    notFound: string;
    tooMany: string;
    /** The phone-alone lookup with a one-time code is not offered yet. */
    phoneOnlyLater: string;
  };
  progress: {
    title(code: string): string;
    steps: Record<Exclude<SampleStatus, "rejected">, string>;
    now: string;
    collectedOn(date: string): string;
    expected(date: string): string;
    rejected(reason: string): string;
    ready: string;
    openReport: string;
  };
  report: {
    meta: PageMeta;
    title: string;
    sampleId: string;
    farmer: string;
    phone: string;
    plot: string;
    village: string;
    surveyNo: string;
    area: string;
    acres(n: string): string;
    crop: string;
    collectedOn: string;
    testedOn: string;
    resultsTitle: string;
    parameter: string;
    value: string;
    rating: string;
    adviceTitle: string;
    doseLine(n: number, p: number, k: number): string;
    perAcreTitle: string;
    forYourPlot(acres: string): string;
    kg(n: number): string;
    tonnes(n: number): string;
    amendmentsTitle: string;
    noAmendments: string;
    agronomistNote: string;
    clinicTitle: string;
    guidance: string;
    sources: string;
    downloadPdf: string;
    print: string;
  };
  parameters: Record<SoilParameter, string>;
  ratings: Record<Rating, string>;
  crops: Record<Crop, string>;
  fertilisers: Record<Fertiliser, string>;
  /** One sentence each; `{kg}`, `{t}` and `{pct}` stand for the amounts. */
  amendments: Record<Amendment, string>;
  mail: {
    subject(code: string): string;
    text(v: { name: string; code: string; link: string }): string;
  };
}

const phone = site.phones[1].display;

export const soilReportCopy: Localized<SoilReportCopy> = {
  en: {
    lookup: {
      meta: { title: "Your soil report", description: "See where your soil sample is and read its report." },
      title: "Find your soil report",
      intro: "Type the sample number from your receipt or label and the mobile number you gave us when the soil was collected.",
      codeLabel: "Sample number",
      codeHint: "For example SD-26-004817",
      phoneLabel: "Mobile number",
      phoneHint: "The number you gave at the clinic",
      submit: "Show my sample",
      notFound: "We could not find a sample with this number and mobile number. Check both and try again, or call us.",
      tooMany: "Too many tries. Please wait a few minutes and try again.",
      phoneOnlyLater: "Lost your sample number? Call us and we will tell you.",
    },
    progress: {
      title: (code) => `Sample ${code}`,
      steps: {
        collected: "Soil collected",
        received: "Reached the lab",
        tested: "Tested",
        report_ready: "Report checked by our agronomist",
        shared: "Report ready",
      },
      now: "Now",
      collectedOn: (date) => `Collected on ${date}`,
      expected: (date) => `Report expected by ${date}`,
      rejected: (reason) => `We could not test this sample: ${reason}. Our team will call you to collect soil again.`,
      ready: "Your report is ready.",
      openReport: "Open the report",
    },
    report: {
      meta: { title: "Soil health report", description: "Your soil test results and fertiliser advice." },
      title: "Soil health report",
      sampleId: "Sample number",
      farmer: "Farmer",
      phone: "Mobile",
      plot: "Field",
      village: "Village",
      surveyNo: "Survey / khasra no.",
      area: "Area",
      acres: (n) => `${n} acres`,
      crop: "Crop planned",
      collectedOn: "Collected on",
      testedOn: "Tested on",
      resultsTitle: "What your soil has",
      parameter: "Test",
      value: "Value",
      rating: "Level",
      adviceTitle: "What to put in your field",
      doseLine: (n, p, k) => `Nutrients your crop needs from fertiliser: nitrogen ${n}, phosphate ${p} and potash ${k} kg per hectare.`,
      perAcreTitle: "Fertiliser per acre",
      forYourPlot: (acres) => `For your ${acres} acres`,
      kg: (n) => `${n} kg`,
      tonnes: (n) => `${n} tonnes`,
      amendmentsTitle: "Also do this",
      noAmendments: "Your soil needs nothing else this season.",
      agronomistNote: "Our agronomist says",
      clinicTitle: "Questions? Talk to us",
      guidance:
        "This is general guidance from your soil test. Split the urea into two or three doses, and ask your clinic or the local agriculture officer before changing what you grow.",
      sources: "Ratings and doses: Soil Health Card scheme (Government of India) and ICAR's general recommendations.",
      downloadPdf: "Download PDF",
      print: "Print",
    },
    parameters: {
      ph: "pH (acid or alkaline)",
      ec: "EC (salts)",
      oc: "Organic carbon",
      n: "Nitrogen (N)",
      p: "Phosphorus (P)",
      k: "Potash (K)",
      s: "Sulphur (S)",
      zn: "Zinc (Zn)",
      fe: "Iron (Fe)",
      cu: "Copper (Cu)",
      mn: "Manganese (Mn)",
      b: "Boron (B)",
    },
    ratings: {
      strongly_acidic: "Strongly acidic",
      moderately_acidic: "Slightly acidic",
      neutral: "Normal",
      moderately_alkaline: "Slightly alkaline",
      strongly_alkaline: "Strongly alkaline",
      normal: "Normal",
      critical: "Salty, take care",
      injurious: "Too salty",
      low: "Low",
      medium: "Medium",
      high: "High",
      deficient: "Short",
      sufficient: "Enough",
    },
    crops: {
      rice: "Paddy",
      wheat: "Wheat",
      maize: "Maize",
      jowar: "Jowar",
      bajra: "Bajra",
      sugarcane: "Sugarcane",
      cotton: "Cotton",
      soybean: "Soybean",
      chickpea: "Gram (chana)",
      pigeonpea: "Tur (arhar)",
      groundnut: "Groundnut",
      mustard: "Mustard",
      potato: "Potato",
      onion: "Onion",
      tomato: "Tomato",
    },
    fertilisers: { urea: "Urea", dap: "DAP", ssp: "SSP (single super phosphate)", mop: "MOP (potash)" },
    amendments: {
      zinc_sulphate: "Zinc is short: mix {kg} of zinc sulphate per acre into the soil before sowing, once in three seasons.",
      ferrous_sulphate: "Iron is short: spray ferrous sulphate ({pct} solution) on the leaves two or three times, a week apart.",
      copper_sulphate: "Copper is short: put {kg} of copper sulphate per acre into the soil before sowing.",
      manganese_sulphate: "Manganese is short: spray manganese sulphate ({pct} solution) on the leaves two or three times.",
      borax: "Boron is short: put {kg} of borax per acre into the soil before sowing.",
      gypsum_sulphur: "Sulphur is short: put {kg} of gypsum per acre into the soil before sowing.",
      lime: "The soil is acidic: put {kg} of agricultural lime per acre in the furrows a few weeks before sowing.",
      gypsum_alkaline: "The soil is strongly alkaline: put {kg} of gypsum per acre and water the field well; ask us for a gypsum test.",
      leach_salts: "The soil has too much salt: flood the field with good water to wash the salts down, and choose a salt-tolerant crop.",
      farmyard_manure: "Organic carbon is low: put {t} of well-rotted farmyard manure or compost per acre.",
    },
    mail: {
      subject: (code) => `Your soil report ${code} is ready`,
      text: ({ name, code, link }) =>
        `Namaste ${name},\n\nThe report of your soil sample ${code} is ready. Open it here:\n${link}\n\nIt shows what your soil has and how much fertiliser to put per acre. Keep this link to yourself: anyone with it can read your report.\n\nQuestions? Call us on ${phone}.\n\n${site.brandName}`,
    },
  },
  hi: {
    lookup: {
      meta: { title: "आपकी मिट्टी की रिपोर्ट", description: "देखें आपका मिट्टी का नमूना कहाँ है और उसकी रिपोर्ट पढ़ें।" },
      title: "अपनी मिट्टी की रिपोर्ट देखें",
      intro: "रसीद या थैली की पर्ची पर लिखा नमूना नंबर और वह मोबाइल नंबर लिखें जो आपने मिट्टी देते समय दिया था।",
      codeLabel: "नमूना नंबर",
      codeHint: "जैसे SD-26-004817",
      phoneLabel: "मोबाइल नंबर",
      phoneHint: "जो नंबर आपने क्लिनिक पर दिया था",
      submit: "मेरा नमूना दिखाएँ",
      notFound: "इस नमूना नंबर और मोबाइल नंबर से कोई नमूना नहीं मिला। दोनों नंबर जाँचकर फिर से कोशिश करें, या हमें फ़ोन करें।",
      tooMany: "बहुत बार कोशिश हो गई। कुछ मिनट रुककर फिर से कोशिश करें।",
      phoneOnlyLater: "नमूना नंबर खो गया? हमें फ़ोन करें, हम बता देंगे।",
    },
    progress: {
      title: (code) => `नमूना ${code}`,
      steps: {
        collected: "मिट्टी ली गई",
        received: "लैब में पहुँची",
        tested: "जाँच हो गई",
        report_ready: "कृषि विशेषज्ञ ने रिपोर्ट देख ली",
        shared: "रिपोर्ट तैयार",
      },
      now: "अभी",
      collectedOn: (date) => `मिट्टी ली गई: ${date}`,
      expected: (date) => `रिपोर्ट ${date} तक आने की उम्मीद है`,
      rejected: (reason) => `इस नमूने की जाँच नहीं हो पाई: ${reason}। हमारी टीम दोबारा मिट्टी लेने के लिए आपको फ़ोन करेगी।`,
      ready: "आपकी रिपोर्ट तैयार है।",
      openReport: "रिपोर्ट खोलें",
    },
    report: {
      meta: { title: "मिट्टी की सेहत की रिपोर्ट", description: "आपकी मिट्टी की जाँच के नतीजे और खाद की सलाह।" },
      title: "मिट्टी की सेहत की रिपोर्ट",
      sampleId: "नमूना नंबर",
      farmer: "किसान",
      phone: "मोबाइल",
      plot: "खेत",
      village: "गाँव",
      surveyNo: "खसरा / सर्वे नंबर",
      area: "रकबा",
      acres: (n) => `${n} एकड़`,
      crop: "बोई जाने वाली फ़सल",
      collectedOn: "मिट्टी ली गई",
      testedOn: "जाँच हुई",
      resultsTitle: "आपकी मिट्टी में क्या है",
      parameter: "जाँच",
      value: "मात्रा",
      rating: "स्तर",
      adviceTitle: "खेत में क्या डालें",
      doseLine: (n, p, k) => `फ़सल को खाद से चाहिए: नाइट्रोजन ${n}, फ़ॉस्फ़ेट ${p} और पोटाश ${k} किलो प्रति हेक्टेयर।`,
      perAcreTitle: "प्रति एकड़ खाद",
      forYourPlot: (acres) => `आपके ${acres} एकड़ के लिए`,
      kg: (n) => `${n} किलो`,
      tonnes: (n) => `${n} टन`,
      amendmentsTitle: "यह भी करें",
      noAmendments: "इस मौसम में मिट्टी को और कुछ नहीं चाहिए।",
      agronomistNote: "हमारे कृषि विशेषज्ञ की सलाह",
      clinicTitle: "कोई सवाल? हमसे बात करें",
      guidance:
        "यह आपकी मिट्टी की जाँच पर आधारित आम सलाह है। यूरिया दो-तीन बार में बाँटकर डालें, और फ़सल बदलने से पहले अपने क्लिनिक या कृषि अधिकारी से पूछ लें।",
      sources: "स्तर और खाद की मात्रा: मृदा स्वास्थ्य कार्ड योजना (भारत सरकार) और ICAR की आम सिफ़ारिशें।",
      downloadPdf: "PDF डाउनलोड करें",
      print: "प्रिंट करें",
    },
    parameters: {
      ph: "pH (अम्लीय या क्षारीय)",
      ec: "EC (लवण)",
      oc: "जैविक कार्बन",
      n: "नाइट्रोजन (N)",
      p: "फ़ॉस्फ़ोरस (P)",
      k: "पोटाश (K)",
      s: "गंधक (S)",
      zn: "ज़िंक (Zn)",
      fe: "लोहा (Fe)",
      cu: "ताँबा (Cu)",
      mn: "मैंगनीज़ (Mn)",
      b: "बोरॉन (B)",
    },
    ratings: {
      strongly_acidic: "बहुत अम्लीय",
      moderately_acidic: "थोड़ी अम्लीय",
      neutral: "सामान्य",
      moderately_alkaline: "थोड़ी क्षारीय",
      strongly_alkaline: "बहुत क्षारीय",
      normal: "सामान्य",
      critical: "लवण ज़्यादा, ध्यान दें",
      injurious: "बहुत ज़्यादा लवण",
      low: "कम",
      medium: "मध्यम",
      high: "ज़्यादा",
      deficient: "कमी",
      sufficient: "पर्याप्त",
    },
    crops: {
      rice: "धान",
      wheat: "गेहूँ",
      maize: "मक्का",
      jowar: "ज्वार",
      bajra: "बाजरा",
      sugarcane: "गन्ना",
      cotton: "कपास",
      soybean: "सोयाबीन",
      chickpea: "चना",
      pigeonpea: "अरहर (तुअर)",
      groundnut: "मूँगफली",
      mustard: "सरसों",
      potato: "आलू",
      onion: "प्याज़",
      tomato: "टमाटर",
    },
    fertilisers: { urea: "यूरिया", dap: "डीएपी (DAP)", ssp: "सिंगल सुपर फ़ॉस्फ़ेट (SSP)", mop: "पोटाश (MOP)" },
    amendments: {
      zinc_sulphate: "ज़िंक की कमी है: बुआई से पहले {kg} ज़िंक सल्फ़ेट प्रति एकड़ मिट्टी में मिलाएँ, तीन मौसम में एक बार।",
      ferrous_sulphate: "लोहे की कमी है: फ़ेरस सल्फ़ेट ({pct} का घोल) पत्तों पर हफ़्ते-हफ़्ते के अंतर पर दो-तीन बार छिड़कें।",
      copper_sulphate: "ताँबे की कमी है: बुआई से पहले {kg} कॉपर सल्फ़ेट प्रति एकड़ मिट्टी में डालें।",
      manganese_sulphate: "मैंगनीज़ की कमी है: मैंगनीज़ सल्फ़ेट ({pct} का घोल) पत्तों पर दो-तीन बार छिड़कें।",
      borax: "बोरॉन की कमी है: बुआई से पहले {kg} बोरेक्स प्रति एकड़ मिट्टी में डालें।",
      gypsum_sulphur: "गंधक की कमी है: बुआई से पहले {kg} जिप्सम प्रति एकड़ मिट्टी में डालें।",
      lime: "मिट्टी अम्लीय है: बुआई से कुछ हफ़्ते पहले {kg} खेती वाला चूना प्रति एकड़ कूंडों में डालें।",
      gypsum_alkaline: "मिट्टी बहुत क्षारीय है: {kg} जिप्सम प्रति एकड़ डालकर खेत में अच्छी सिंचाई करें; जिप्सम की जाँच के लिए हमसे पूछें।",
      leach_salts: "मिट्टी में लवण बहुत ज़्यादा है: अच्छे पानी से खेत भरकर लवण नीचे बहाएँ, और लवण सहने वाली फ़सल चुनें।",
      farmyard_manure: "जैविक कार्बन कम है: {t} अच्छी सड़ी गोबर की खाद या कम्पोस्ट प्रति एकड़ डालें।",
    },
    mail: {
      subject: (code) => `आपकी मिट्टी की रिपोर्ट ${code} तैयार है`,
      text: ({ name, code, link }) =>
        `नमस्ते ${name} जी,\n\nआपके मिट्टी के नमूने ${code} की रिपोर्ट तैयार है। यहाँ खोलें:\n${link}\n\nइसमें लिखा है कि आपकी मिट्टी में क्या है और प्रति एकड़ कितनी खाद डालनी है। यह लिंक किसी और को न दें: जिसके पास यह लिंक है, वह आपकी रिपोर्ट पढ़ सकता है।\n\nकोई सवाल? हमें ${phone} पर फ़ोन करें।\n\n${site.brandName}`,
    },
  },
};

/** An amendment's sentence with its amounts written in (`{kg}` → "10 kg"). */
export function amendmentText(copy: SoilReportCopy, a: { kind: Amendment; kgPerAcre?: number; sprayPercent?: number; tonnesPerAcre?: number }): string {
  return copy.amendments[a.kind]
    .replace("{kg}", copy.report.kg(a.kgPerAcre ?? 0))
    .replace("{pct}", `${a.sprayPercent ?? 0}%`)
    .replace("{t}", copy.report.tonnes(a.tonnesPerAcre ?? 0));
}
