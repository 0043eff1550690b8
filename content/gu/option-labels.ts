import type { OptionLabels } from "../option-labels.ts";

/** What the public forms and the clinic finder show for each stored choice, in Gujarati. */
export const optionLabelsGu: OptionLabels = {
  userType: {
    farmer: "ખેડૂત",
    fpo: "FPO તરફથી",
    "agri-business": "ખેતી સાથે જોડાયેલો વેપારી",
    ngo: "NGO/CSR તરફથી",
    student: "વિદ્યાર્થી/સંશોધન કરનાર",
    entrepreneur: "પોતાનો ધંધો શરૂ કરવો છે",
    other: "બીજું કોઈ",
  },
  contactRole: {
    farmer: "ખેડૂત",
    fpo: "ખેડૂત ઉત્પાદક સંગઠન (FPO)",
    "csr-ngo": "CSR/NGO/ફાઉન્ડેશન",
    "agri-company": "ખાતર-બિયારણ કે પાક ખરીદતી કંપની",
    press: "પ્રેસ/મીડિયા",
    student: "વિદ્યાર્થી/સંશોધન કરનાર",
    other: "બીજું કોઈ",
  },
  partnerOrgType: { csr: "CSR ટીમ", ngo: "NGO સંસ્થા", retailer: "ખાતર-બિયારણના વેપારી", government: "સરકારી વિભાગ", research: "સંશોધન સંસ્થા", investor: "રોકાણકાર", other: "બીજું કોઈ" },
  csrFocusArea: {
    agriculture: "ખેતી અને ખેડૂત કલ્યાણ",
    education: "શિક્ષણ અને કૌશલ્ય",
    women: "બહેનોનું સશક્તિકરણ",
    environment: "પર્યાવરણ અને ટકાઉપણું",
    livelihood: "ગામની રોજીરોટી",
    multiple: "ઘણાં ક્ષેત્રો",
  },
  csrModel: { pilot: "પાયલટ (₹5-10 લાખ)", regional: "પ્રાદેશિક (₹25-50 લાખ)", state: "રાજ્ય સ્તરે (₹1-2 કરોડ)", custom: "તમારી જરૂર પ્રમાણે ભાગીદારી" },
  clinicService: {
    "7-Parameter Test": "7 બાબતોની ચકાસણી",
    "13-Parameter Test": "13 બાબતોની ચકાસણી",
    "Advisory Services": "સલાહ સેવા",
    "Satellite Analysis": "સેટેલાઇટ ચકાસણી",
  },
};
