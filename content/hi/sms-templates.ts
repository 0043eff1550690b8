import type { SmsTexts } from "../sms-templates.ts";

const BRAND = "Soil Doctor";

/**
 * Each SMS as registered on the DLT portal for this language, word for word,
 * with its own template id (placeholders until registered: the README says how).
 */
export const smsTextsHi: SmsTexts = {
  missed_call_reply: { body: `${BRAND}: आपकी मिस्ड कॉल मिल गई। हम आपको {time} तक वापस फ़ोन करेंगे। कृपया फ़ोन पास रखें।`, dltTemplateId: "1107170000000000002" },
  callback_confirmation: { body: `${BRAND}: आपका कॉल-बैक {time} के लिए तय है। हम इसी नंबर पर फ़ोन करेंगे।`, dltTemplateId: "1107170000000000004" },
  sample_received: { body: `${BRAND}: आपका मिट्टी का नमूना {sample} हमें मिल गया है। आपकी रिपोर्ट कुछ दिनों में तैयार होगी।`, dltTemplateId: "1107170000000000006" },
  report_ready: { body: `${BRAND}: नमूना {sample} की मिट्टी जाँच रिपोर्ट तैयार है। यहाँ देखें: {link}`, dltTemplateId: "1107170000000000008" },
  otp: { body: `${BRAND}: आपका फ़ोन नंबर जाँचने का कोड {code} है। यह {minutes} मिनट तक चलेगा। इसे किसी को न बताएँ।`, dltTemplateId: "1107170000000000010" },
  booking_confirmation: { body: `${BRAND}: मिट्टी जाँच की आपकी बुकिंग {reference} {clinic} के साथ हो गई है। केंद्र एक कामकाजी दिन में आपको फ़ोन करेगा।`, dltTemplateId: "1107170000000000013" },
  clinic_booking: { body: `${BRAND}: मिट्टी जाँच की नई बुकिंग {reference}: {name}, {phone}। कृपया किसान को एक कामकाजी दिन में फ़ोन करें।`, dltTemplateId: "1107170000000000014" },
};
