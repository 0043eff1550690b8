import type { OptionLabels } from "../option-labels.ts";

/** What the public forms and the clinic finder show for each stored choice, in Punjabi. */
export const optionLabelsPa: OptionLabels = {
  userType: {
    farmer: "ਕਿਸਾਨ",
    fpo: "FPO ਤੋਂ",
    "agri-business": "ਖੇਤੀ ਨਾਲ ਜੁੜਿਆ ਕਾਰੋਬਾਰੀ",
    ngo: "NGO/CSR ਤੋਂ",
    student: "ਵਿਦਿਆਰਥੀ/ਖੋਜ ਕਰਨ ਵਾਲੇ",
    entrepreneur: "ਆਪਣਾ ਕੰਮ ਸ਼ੁਰੂ ਕਰਨਾ ਚਾਹੁੰਦੇ ਹੋ",
    other: "ਕੋਈ ਹੋਰ",
  },
  contactRole: {
    farmer: "ਕਿਸਾਨ",
    fpo: "ਕਿਸਾਨ ਉਤਪਾਦਕ ਸੰਗਠਨ (FPO)",
    "csr-ngo": "CSR/NGO/ਫ਼ਾਊਂਡੇਸ਼ਨ",
    "agri-company": "ਖਾਦ-ਬੀਜ ਜਾਂ ਫ਼ਸਲ ਖਰੀਦਣ ਵਾਲੀ ਕੰਪਨੀ",
    press: "ਪ੍ਰੈੱਸ/ਮੀਡੀਆ",
    student: "ਵਿਦਿਆਰਥੀ/ਖੋਜ ਕਰਨ ਵਾਲੇ",
    other: "ਕੋਈ ਹੋਰ",
  },
  partnerOrgType: { csr: "CSR ਟੀਮ", ngo: "NGO ਸੰਸਥਾ", retailer: "ਖਾਦ-ਬੀਜ ਵਿਕਰੇਤਾ", government: "ਸਰਕਾਰੀ ਮਹਿਕਮਾ", research: "ਖੋਜ ਸੰਸਥਾ", investor: "ਨਿਵੇਸ਼ਕ", other: "ਕੋਈ ਹੋਰ" },
  csrFocusArea: {
    agriculture: "ਖੇਤੀ ਅਤੇ ਕਿਸਾਨ ਭਲਾਈ",
    education: "ਪੜ੍ਹਾਈ ਅਤੇ ਹੁਨਰ",
    women: "ਔਰਤਾਂ ਨੂੰ ਤਾਕਤ",
    environment: "ਵਾਤਾਵਰਣ ਅਤੇ ਟਿਕਾਊਪਣ",
    livelihood: "ਪਿੰਡਾਂ ਦੀ ਰੋਜ਼ੀ-ਰੋਟੀ",
    multiple: "ਕਈ ਖੇਤਰ",
  },
  csrModel: { pilot: "ਪਾਇਲਟ (₹5-10 ਲੱਖ)", regional: "ਖੇਤਰੀ (₹25-50 ਲੱਖ)", state: "ਸੂਬਾ ਪੱਧਰ (₹1-2 ਕਰੋੜ)", custom: "ਆਪਣੀ ਲੋੜ ਮੁਤਾਬਕ ਭਾਈਵਾਲੀ" },
  clinicService: {
    "7-Parameter Test": "7 ਚੀਜ਼ਾਂ ਦੀ ਜਾਂਚ",
    "13-Parameter Test": "13 ਚੀਜ਼ਾਂ ਦੀ ਜਾਂਚ",
    "Advisory Services": "ਸਲਾਹ ਸੇਵਾ",
    "Satellite Analysis": "ਸੈਟੇਲਾਈਟ ਜਾਂਚ",
  },
};
