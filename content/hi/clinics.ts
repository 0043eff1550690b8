import type { SampleClinicTexts } from "../clinics.ts";
/**
 * The sample clinics' name, address and district in Hindi, as the places are
 * written in it (brand names stay in Latin letters). The state is not repeated:
 * the pack's state names give it.
 */
export const clinicTexts: SampleClinicTexts = {
  tumakuru: { name: "Soil Doctor क्लिनिक तुमकुरु", address: "एपीएमसी मंडी के पास, बी.एच. रोड, तुमकुरु 572101", district: "तुमकुरु" },
  baramati: { name: "Soil Didi केंद्र बारामती", address: "दुकान नं. 4, कृषि भवन रोड, बारामती 413102", district: "पुणे" },
  sitapur: { name: "Soil Didi केंद्र सीतापुर", address: "लालबाग चौराहा, किसान सेवा केंद्र के पास, सीतापुर 261001", district: "सीतापुर" },
  dharwad: { name: "Soil Doctor क्लिनिक धारवाड़", address: "कृषि विज्ञान विश्वविद्यालय के गेट के सामने, कृषिनगर, धारवाड़ 580005", district: "धारवाड़" },
  niphad: { name: "Soil Didi केंद्र निफाड", address: "मार्केट यार्ड रोड, निफाड, नासिक 422303", district: "नासिक" },
  varanasi: { name: "Soil Doctor क्लिनिक वाराणसी", address: "सेक्टर 2, कृषि विज्ञान केंद्र के पास, कल्लीपुर, वाराणसी 221307", district: "वाराणसी" },
  ludhiana: { name: "Soil Doctor क्लिनिक लुधियाना", address: "फ़िरोज़पुर रोड, पंजाब कृषि विश्वविद्यालय के गेट नं. 1 के पास, लुधियाना 141004", district: "लुधियाना" },
  sehore: { name: "Soil Didi केंद्र सीहोर", address: "भोपाल नाका, इंदौर रोड, सीहोर 466001", district: "सीहोर" },
  thanjavur: { name: "Soil Doctor क्लिनिक तंजावुर", address: "मेडिकल कॉलेज रोड, उझवर संधई (किसान बाज़ार) के पास, तंजावुर 613004", district: "तंजावुर" },
  guntur: { name: "Soil Didi केंद्र गुंटूर", address: "अमरावती रोड, मिर्ची मंडी के पास, गुंटूर 522002", district: "गुंटूर" },
  muzaffarpur: { name: "Soil Didi केंद्र मुज़फ़्फ़रपुर", address: "ब्रह्मपुरा, बेला औद्योगिक क्षेत्र के पास, मुज़फ़्फ़रपुर 842003", district: "मुज़फ़्फ़रपुर" },
  anand: { name: "Soil Doctor क्लिनिक आणंद", address: "वल्लभ विद्यानगर रोड, अमूल डेयरी के पास, आणंद 388001", district: "आणंद" },
};
