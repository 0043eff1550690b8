import type { SmsTexts } from "../sms-templates.ts";

const BRAND = "Soil Doctor";

/**
 * Each SMS as registered on the DLT portal for this language, word for word,
 * with its own template id (placeholders until registered: the README says how).
 */
export const smsTextsGu: SmsTexts = {
  missed_call_reply: { body: `${BRAND}: તમારો મિસ્ડ કૉલ મળી ગયો. અમે તમને {time} સુધીમાં પાછો ફોન કરીશું. કૃપા કરીને ફોન પાસે રાખો.`, dltTemplateId: "1107170000000050001" },
  callback_confirmation: { body: `${BRAND}: તમારો કૉલ-બેક {time} માટે નક્કી છે. અમે આ જ નંબર પર ફોન કરીશું.`, dltTemplateId: "1107170000000050002" },
  sample_received: { body: `${BRAND}: તમારી માટીનો નમૂનો {sample} અમને મળી ગયો છે. તમારો રિપોર્ટ થોડા દિવસમાં તૈયાર થશે.`, dltTemplateId: "1107170000000050003" },
  report_ready: { body: `${BRAND}: નમૂના {sample} નો જમીન ચકાસણી રિપોર્ટ તૈયાર છે. અહીં જુઓ: {link}`, dltTemplateId: "1107170000000050004" },
  otp: { body: `${BRAND}: તમારો ફોન નંબર ચકાસવાનો કોડ {code} છે. તે {minutes} મિનિટ સુધી ચાલશે. કોઈને જણાવશો નહીં.`, dltTemplateId: "1107170000000050005" },
  booking_confirmation: { body: `${BRAND}: માટી ચકાસણીનું તમારું બુકિંગ {reference} {clinic} સાથે થઈ ગયું છે. કેન્દ્ર એક કામકાજના દિવસમાં તમને ફોન કરશે.`, dltTemplateId: "1107170000000050006" },
  clinic_booking: { body: `${BRAND}: માટી ચકાસણીનું નવું બુકિંગ {reference}: {name}, {phone}. કૃપા કરીને ખેડૂતને એક કામકાજના દિવસમાં ફોન કરો.`, dltTemplateId: "1107170000000050007" },
};
