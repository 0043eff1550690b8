import type { SampleClinicTexts } from "../clinics.ts";
/**
 * The sample clinics' name, address and district in Telugu, as the places are
 * written in it (brand names stay in Latin letters). The state is not repeated:
 * the pack's state names give it.
 */
export const clinicTexts: SampleClinicTexts = {
  tumakuru: { name: "Soil Doctor క్లినిక్ తుమకూరు", address: "ఏపీఎంసీ యార్డ్ దగ్గర, బి.హెచ్. రోడ్, తుమకూరు 572101", district: "తుమకూరు" },
  baramati: { name: "Soil Didi కేంద్రం బారామతి", address: "దుకాణం నం. 4, కృషి భవన్ రోడ్, బారామతి 413102", district: "పుణె" },
  sitapur: { name: "Soil Didi కేంద్రం సీతాపూర్", address: "లాల్‌బాగ్ కూడలి, కిసాన్ సేవా కేంద్రం దగ్గర, సీతాపూర్ 261001", district: "సీతాపూర్" },
  dharwad: { name: "Soil Doctor క్లినిక్ ధార్వాడ్", address: "వ్యవసాయ విజ్ఞాన విశ్వవిద్యాలయం గేటు ఎదురుగా, కృషినగర్, ధార్వాడ్ 580005", district: "ధార్వాడ్" },
  niphad: { name: "Soil Didi కేంద్రం నిఫాడ్", address: "మార్కెట్ యార్డ్ రోడ్, నిఫాడ్, నాసిక్ 422303", district: "నాసిక్" },
  varanasi: { name: "Soil Doctor క్లినిక్ వారణాసి", address: "సెక్టార్ 2, కృషి విజ్ఞాన కేంద్రం దగ్గర, కల్లిపూర్, వారణాసి 221307", district: "వారణాసి" },
  ludhiana: { name: "Soil Doctor క్లినిక్ లుధియానా", address: "ఫిరోజ్‌పూర్ రోడ్, పంజాబ్ వ్యవసాయ విశ్వవిద్యాలయం గేటు నం. 1 దగ్గర, లుధియానా 141004", district: "లుధియానా" },
  sehore: { name: "Soil Didi కేంద్రం సీహోర్", address: "భోపాల్ నాకా, ఇండోర్ రోడ్, సీహోర్ 466001", district: "సీహోర్" },
  thanjavur: { name: "Soil Doctor క్లినిక్ తంజావూరు", address: "మెడికల్ కాలేజీ రోడ్, ఉళవర్ సంతై (రైతు బజార్) దగ్గర, తంజావూరు 613004", district: "తంజావూరు" },
  guntur: { name: "Soil Didi కేంద్రం గుంటూరు", address: "అమరావతి రోడ్, మిర్చి యార్డ్ దగ్గర, గుంటూరు 522002", district: "గుంటూరు" },
  muzaffarpur: { name: "Soil Didi కేంద్రం ముజఫర్‌పూర్", address: "బ్రహ్మపుర, బేలా పారిశ్రామిక ప్రాంతం దగ్గర, ముజఫర్‌పూర్ 842003", district: "ముజఫర్‌పూర్" },
  anand: { name: "Soil Doctor క్లినిక్ ఆనంద్", address: "వల్లభ్ విద్యానగర్ రోడ్, అమూల్ డెయిరీ దగ్గర, ఆనంద్ 388001", district: "ఆనంద్" },
};
