import type { SmsTexts } from "../sms-templates.ts";

const BRAND = "Soil Doctor";

/**
 * Each SMS as registered on the DLT portal for this language, word for word,
 * with its own template id (placeholders until registered: the README says how).
 */
export const smsTextsEn: SmsTexts = {
  missed_call_reply: { body: `${BRAND}: We got your missed call. We will call you back by {time}. Please keep your phone with you.`, dltTemplateId: "1107170000000000001" },
  callback_confirmation: { body: `${BRAND}: Your call-back is booked for {time}. We will call you on this number.`, dltTemplateId: "1107170000000000003" },
  sample_received: { body: `${BRAND}: We have received your soil sample {sample}. Your report will be ready in a few days.`, dltTemplateId: "1107170000000000005" },
  report_ready: { body: `${BRAND}: Your soil report for sample {sample} is ready. See it here: {link}`, dltTemplateId: "1107170000000000007" },
  otp: { body: `${BRAND}: {code} is your code to check your phone number. It works for {minutes} minutes. Do not share it with anyone.`, dltTemplateId: "1107170000000000009" },
  booking_confirmation: { body: `${BRAND}: Your soil test booking {reference} with {clinic} is made. The clinic will call you within one working day.`, dltTemplateId: "1107170000000000011" },
  clinic_booking: { body: `${BRAND}: New soil test booking {reference}: {name}, {phone}. Please call the farmer within one working day.`, dltTemplateId: "1107170000000000012" },
};
