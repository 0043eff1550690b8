import type { SampleClinicTexts } from "../clinics.ts";
/**
 * The sample clinics' name, address and district in Punjabi, as the places are
 * written in it (brand names stay in Latin letters). The state is not repeated:
 * the pack's state names give it.
 */
export const clinicTexts: SampleClinicTexts = {
  tumakuru: { name: "Soil Doctor ਕਲੀਨਿਕ ਤੁਮਕੁਰੂ", address: "ਏਪੀਐਮਸੀ ਯਾਰਡ ਦੇ ਨੇੜੇ, ਬੀ.ਐਚ. ਰੋਡ, ਤੁਮਕੁਰੂ 572101", district: "ਤੁਮਕੁਰੂ" },
  baramati: { name: "Soil Didi ਕੇਂਦਰ ਬਾਰਾਮਤੀ", address: "ਦੁਕਾਨ ਨੰ. 4, ਕ੍ਰਿਸ਼ੀ ਭਵਨ ਰੋਡ, ਬਾਰਾਮਤੀ 413102", district: "ਪੁਣੇ" },
  sitapur: { name: "Soil Didi ਕੇਂਦਰ ਸੀਤਾਪੁਰ", address: "ਲਾਲਬਾਗ ਚੌਕ, ਕਿਸਾਨ ਸੇਵਾ ਕੇਂਦਰ ਦੇ ਨੇੜੇ, ਸੀਤਾਪੁਰ 261001", district: "ਸੀਤਾਪੁਰ" },
  dharwad: { name: "Soil Doctor ਕਲੀਨਿਕ ਧਾਰਵਾੜ", address: "ਖੇਤੀਬਾੜੀ ਵਿਗਿਆਨ ਯੂਨੀਵਰਸਿਟੀ ਦੇ ਗੇਟ ਦੇ ਸਾਹਮਣੇ, ਕ੍ਰਿਸ਼ੀਨਗਰ, ਧਾਰਵਾੜ 580005", district: "ਧਾਰਵਾੜ" },
  niphad: { name: "Soil Didi ਕੇਂਦਰ ਨਿਫਾੜ", address: "ਮਾਰਕੀਟ ਯਾਰਡ ਰੋਡ, ਨਿਫਾੜ, ਨਾਸਿਕ 422303", district: "ਨਾਸਿਕ" },
  varanasi: { name: "Soil Doctor ਕਲੀਨਿਕ ਵਾਰਾਣਸੀ", address: "ਸੈਕਟਰ 2, ਕ੍ਰਿਸ਼ੀ ਵਿਗਿਆਨ ਕੇਂਦਰ ਦੇ ਨੇੜੇ, ਕੱਲੀਪੁਰ, ਵਾਰਾਣਸੀ 221307", district: "ਵਾਰਾਣਸੀ" },
  ludhiana: { name: "Soil Doctor ਕਲੀਨਿਕ ਲੁਧਿਆਣਾ", address: "ਫ਼ਿਰੋਜ਼ਪੁਰ ਰੋਡ, ਪੰਜਾਬ ਖੇਤੀਬਾੜੀ ਯੂਨੀਵਰਸਿਟੀ ਦੇ ਗੇਟ ਨੰ. 1 ਦੇ ਨੇੜੇ, ਲੁਧਿਆਣਾ 141004", district: "ਲੁਧਿਆਣਾ" },
  sehore: { name: "Soil Didi ਕੇਂਦਰ ਸੀਹੋਰ", address: "ਭੋਪਾਲ ਨਾਕਾ, ਇੰਦੌਰ ਰੋਡ, ਸੀਹੋਰ 466001", district: "ਸੀਹੋਰ" },
  thanjavur: { name: "Soil Doctor ਕਲੀਨਿਕ ਤੰਜਾਵੁਰ", address: "ਮੈਡੀਕਲ ਕਾਲਜ ਰੋਡ, ਉਝਵਰ ਸੰਧਈ (ਕਿਸਾਨ ਮੰਡੀ) ਦੇ ਨੇੜੇ, ਤੰਜਾਵੁਰ 613004", district: "ਤੰਜਾਵੁਰ" },
  guntur: { name: "Soil Didi ਕੇਂਦਰ ਗੁੰਟੂਰ", address: "ਅਮਰਾਵਤੀ ਰੋਡ, ਮਿਰਚ ਮੰਡੀ ਦੇ ਨੇੜੇ, ਗੁੰਟੂਰ 522002", district: "ਗੁੰਟੂਰ" },
  muzaffarpur: { name: "Soil Didi ਕੇਂਦਰ ਮੁਜ਼ੱਫ਼ਰਪੁਰ", address: "ਬ੍ਰਹਮਪੁਰਾ, ਬੇਲਾ ਉਦਯੋਗਿਕ ਖੇਤਰ ਦੇ ਨੇੜੇ, ਮੁਜ਼ੱਫ਼ਰਪੁਰ 842003", district: "ਮੁਜ਼ੱਫ਼ਰਪੁਰ" },
  anand: { name: "Soil Doctor ਕਲੀਨਿਕ ਆਣੰਦ", address: "ਵੱਲਭ ਵਿਦਿਆਨਗਰ ਰੋਡ, ਅਮੂਲ ਡੇਅਰੀ ਦੇ ਨੇੜੇ, ਆਣੰਦ 388001", district: "ਆਣੰਦ" },
};
