import type { SampleClinicTexts } from "../clinics.ts";
/**
 * The sample clinics' name, address and district in Gujarati, as the places are
 * written in it (brand names stay in Latin letters). The state is not repeated:
 * the pack's state names give it.
 */
export const clinicTexts: SampleClinicTexts = {
  tumakuru: { name: "Soil Doctor ક્લિનિક તુમકુરુ", address: "એપીએમસી યાર્ડ પાસે, બી.એચ. રોડ, તુમકુરુ 572101", district: "તુમકુરુ" },
  baramati: { name: "Soil Didi કેન્દ્ર બારામતી", address: "દુકાન નં. 4, કૃષિ ભવન રોડ, બારામતી 413102", district: "પુણે" },
  sitapur: { name: "Soil Didi કેન્દ્ર સીતાપુર", address: "લાલબાગ ચોક, કિસાન સેવા કેન્દ્ર પાસે, સીતાપુર 261001", district: "સીતાપુર" },
  dharwad: { name: "Soil Doctor ક્લિનિક ધારવાડ", address: "કૃષિ વિજ્ઞાન યુનિવર્સિટીના ગેટ સામે, કૃષિનગર, ધારવાડ 580005", district: "ધારવાડ" },
  niphad: { name: "Soil Didi કેન્દ્ર નિફાડ", address: "માર્કેટ યાર્ડ રોડ, નિફાડ, નાશિક 422303", district: "નાશિક" },
  varanasi: { name: "Soil Doctor ક્લિનિક વારાણસી", address: "સેક્ટર 2, કૃષિ વિજ્ઞાન કેન્દ્ર પાસે, કલ્લીપુર, વારાણસી 221307", district: "વારાણસી" },
  ludhiana: { name: "Soil Doctor ક્લિનિક લુધિયાણા", address: "ફિરોઝપુર રોડ, પંજાબ કૃષિ યુનિવર્સિટી ગેટ નં. 1 પાસે, લુધિયાણા 141004", district: "લુધિયાણા" },
  sehore: { name: "Soil Didi કેન્દ્ર સિહોર", address: "ભોપાલ નાકા, ઇન્દોર રોડ, સિહોર 466001", district: "સિહોર" },
  thanjavur: { name: "Soil Doctor ક્લિનિક તંજાવુર", address: "મેડિકલ કોલેજ રોડ, ઉઝવર સંધઈ (ખેડૂત બજાર) પાસે, તંજાવુર 613004", district: "તંજાવુર" },
  guntur: { name: "Soil Didi કેન્દ્ર ગુંટુર", address: "અમરાવતી રોડ, મરચાં યાર્ડ પાસે, ગુંટુર 522002", district: "ગુંટુર" },
  muzaffarpur: { name: "Soil Didi કેન્દ્ર મુઝફ્ફરપુર", address: "બ્રહ્મપુરા, બેલા ઔદ્યોગિક વિસ્તાર પાસે, મુઝફ્ફરપુર 842003", district: "મુઝફ્ફરપુર" },
  anand: { name: "Soil Doctor ક્લિનિક આણંદ", address: "વલ્લભ વિદ્યાનગર રોડ, અમૂલ ડેરી પાસે, આણંદ 388001", district: "આણંદ" },
};
