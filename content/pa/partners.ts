import type { PartnerNames } from "../partners.ts";

/** The partners' names as Punjabi newspapers spell them, in Gurmukhi (the logos stay). */
export const partnerNamesPa: PartnerNames = {
  "Narmada Valley FPO": "ਨਰਮਦਾ ਵੈਲੀ FPO",
  "Kisan Mitra Agro": "ਕਿਸਾਨ ਮਿੱਤਰ ਐਗਰੋ",
  "Green Furrow Foundation": "ਗ੍ਰੀਨ ਫ਼ਰੋ ਫ਼ਾਊਂਡੇਸ਼ਨ",
  "Doab Farmers Co-op": "ਦੁਆਬਾ ਕਿਸਾਨ ਸਹਿਕਾਰੀ ਸਭਾ",
  "Sahyadri Agri Inputs": "ਸਹਿਆਦਰੀ ਐਗਰੀ ਇਨਪੁਟਸ",
  "Rural Women Rising Trust": "ਰੂਰਲ ਵੁਮੈਨ ਰਾਈਜ਼ਿੰਗ ਟਰੱਸਟ",
  "Bharat Krishi Labs": "ਭਾਰਤ ਕ੍ਰਿਸ਼ੀ ਲੈਬਜ਼",
  "Ganga Basin Growers": "ਗੰਗਾ ਬੇਸਿਨ ਗ੍ਰੋਅਰਜ਼",
  "Deccan Agri Ventures": "ਡੈਕਨ ਐਗਰੀ ਵੈਂਚਰਜ਼",
  "Prakriti Seeds": "ਪ੍ਰਕ੍ਰਿਤੀ ਸੀਡਜ਼",
  "Annadata Finance": "ਅੰਨਦਾਤਾ ਫ਼ਾਈਨਾਂਸ",
  "Malwa Organic Collective": "ਮਾਲਵਾ ਆਰਗੈਨਿਕ ਕਲੈਕਟਿਵ",
  "Terai Producer Company": "ਤਰਾਈ ਪ੍ਰੋਡਿਊਸਰ ਕੰਪਨੀ",
  "AgriTech Incubation Hub": "ਐਗਰੀਟੈਕ ਇਨਕਿਊਬੇਸ਼ਨ ਹੱਬ",
  "Mitti Foundation": "ਮਿੱਟੀ ਫ਼ਾਊਂਡੇਸ਼ਨ",
  "Vidarbha Cotton Growers": "ਵਿਦਰਭ ਕਾਟਨ ਗ੍ਰੋਅਰਜ਼",
};
