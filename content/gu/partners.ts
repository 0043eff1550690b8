import type { PartnerNames } from "../partners.ts";

/** The partners' names as Gujarati newspapers spell them, in Gujarati script (the logos stay). */
export const partnerNamesGu: PartnerNames = {
  "Narmada Valley FPO": "નર્મદા વેલી FPO",
  "Kisan Mitra Agro": "કિસાન મિત્ર એગ્રો",
  "Green Furrow Foundation": "ગ્રીન ફરો ફાઉન્ડેશન",
  "Doab Farmers Co-op": "દોઆબ ખેડૂત સહકારી મંડળી",
  "Sahyadri Agri Inputs": "સહ્યાદ્રિ એગ્રી ઇનપુટ્સ",
  "Rural Women Rising Trust": "રૂરલ વિમેન રાઇઝિંગ ટ્રસ્ટ",
  "Bharat Krishi Labs": "ભારત કૃષિ લેબ્સ",
  "Ganga Basin Growers": "ગંગા બેસિન ગ્રોઅર્સ",
  "Deccan Agri Ventures": "ડેક્કન એગ્રી વેન્ચર્સ",
  "Prakriti Seeds": "પ્રકૃતિ સીડ્સ",
  "Annadata Finance": "અન્નદાતા ફાઇનાન્સ",
  "Malwa Organic Collective": "માળવા ઓર્ગેનિક કલેક્ટિવ",
  "Terai Producer Company": "તરાઈ પ્રોડ્યુસર કંપની",
  "AgriTech Incubation Hub": "એગ્રીટેક ઇન્ક્યુબેશન હબ",
  "Mitti Foundation": "મિટ્ટી ફાઉન્ડેશન",
  "Vidarbha Cotton Growers": "વિદર્ભ કોટન ગ્રોઅર્સ",
};
