import type { SmsTexts } from "../sms-templates.ts";

const BRAND = "Soil Doctor";

/**
 * Each SMS as registered on the DLT portal for this language, word for word,
 * with its own template id (placeholders until registered: the README says how).
 */
export const smsTextsPa: SmsTexts = {
  missed_call_reply: { body: `${BRAND}: ਤੁਹਾਡੀ ਮਿਸਡ ਕਾਲ ਮਿਲ ਗਈ। ਅਸੀਂ ਤੁਹਾਨੂੰ {time} ਤੱਕ ਮੁੜ ਫ਼ੋਨ ਕਰਾਂਗੇ। ਕਿਰਪਾ ਕਰਕੇ ਫ਼ੋਨ ਕੋਲ ਰੱਖੋ।`, dltTemplateId: "1107170000000060001" },
  callback_confirmation: { body: `${BRAND}: ਤੁਹਾਡੀ ਵਾਪਸੀ ਕਾਲ {time} ਲਈ ਤੈਅ ਹੈ। ਅਸੀਂ ਇਸੇ ਨੰਬਰ ਤੇ ਫ਼ੋਨ ਕਰਾਂਗੇ।`, dltTemplateId: "1107170000000060002" },
  sample_received: { body: `${BRAND}: ਤੁਹਾਡਾ ਮਿੱਟੀ ਦਾ ਨਮੂਨਾ {sample} ਸਾਨੂੰ ਮਿਲ ਗਿਆ ਹੈ। ਤੁਹਾਡੀ ਰਿਪੋਰਟ ਕੁਝ ਦਿਨਾਂ ਵਿੱਚ ਤਿਆਰ ਹੋਵੇਗੀ।`, dltTemplateId: "1107170000000060003" },
  report_ready: { body: `${BRAND}: ਨਮੂਨਾ {sample} ਦੀ ਮਿੱਟੀ ਜਾਂਚ ਰਿਪੋਰਟ ਤਿਆਰ ਹੈ। ਇੱਥੇ ਵੇਖੋ: {link}`, dltTemplateId: "1107170000000060004" },
  otp: { body: `${BRAND}: ਤੁਹਾਡਾ ਫ਼ੋਨ ਨੰਬਰ ਪਰਖਣ ਦਾ ਕੋਡ {code} ਹੈ। ਇਹ {minutes} ਮਿੰਟ ਤੱਕ ਚੱਲੇਗਾ। ਇਹ ਕਿਸੇ ਨੂੰ ਨਾ ਦੱਸੋ।`, dltTemplateId: "1107170000000060005" },
  booking_confirmation: { body: `${BRAND}: ਮਿੱਟੀ ਜਾਂਚ ਦੀ ਤੁਹਾਡੀ ਬੁਕਿੰਗ {reference} {clinic} ਨਾਲ ਹੋ ਗਈ ਹੈ। ਕੇਂਦਰ ਇੱਕ ਕੰਮਕਾਜੀ ਦਿਨ ਵਿੱਚ ਤੁਹਾਨੂੰ ਫ਼ੋਨ ਕਰੇਗਾ।`, dltTemplateId: "1107170000000060006" },
  clinic_booking: { body: `${BRAND}: ਮਿੱਟੀ ਜਾਂਚ ਦੀ ਨਵੀਂ ਬੁਕਿੰਗ {reference}: {name}, {phone}। ਕਿਰਪਾ ਕਰਕੇ ਕਿਸਾਨ ਨੂੰ ਇੱਕ ਕੰਮਕਾਜੀ ਦਿਨ ਵਿੱਚ ਫ਼ੋਨ ਕਰੋ।`, dltTemplateId: "1107170000000060007" },
};
