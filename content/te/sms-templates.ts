import type { SmsTexts } from "../sms-templates.ts";

const BRAND = "Soil Doctor";

/**
 * Each SMS as registered on the DLT portal for this language, word for word,
 * with its own template id (placeholders until registered: the README says how).
 */
export const smsTextsTe: SmsTexts = {
  missed_call_reply: { body: `${BRAND}: మీ మిస్డ్ కాల్ అందింది. {time} లోపు మీకు తిరిగి ఫోన్ చేస్తాం. దయచేసి ఫోన్ దగ్గర ఉంచుకోండి.`, dltTemplateId: "1107170000000030001" },
  callback_confirmation: { body: `${BRAND}: మీకు {time}కి తిరిగి ఫోన్ చేయడం ఖరారైంది. ఇదే నంబర్‌కు ఫోన్ చేస్తాం.`, dltTemplateId: "1107170000000030002" },
  sample_received: { body: `${BRAND}: మీ మట్టి నమూనా {sample} మాకు అందింది. మీ రిపోర్టు కొన్ని రోజుల్లో సిద్ధమవుతుంది.`, dltTemplateId: "1107170000000030003" },
  report_ready: { body: `${BRAND}: నమూనా {sample} భూసార పరీక్ష రిపోర్టు సిద్ధంగా ఉంది. ఇక్కడ చూడండి: {link}`, dltTemplateId: "1107170000000030004" },
  otp: { body: `${BRAND}: మీ ఫోన్ నంబర్ నిర్ధారించే కోడ్ {code}. ఇది {minutes} నిమిషాలు పనిచేస్తుంది. దీన్ని ఎవరికీ చెప్పకండి.`, dltTemplateId: "1107170000000030005" },
  booking_confirmation: { body: `${BRAND}: మట్టి పరీక్ష కోసం మీ బుకింగ్ {reference} {clinic} తో అయింది. కేంద్రం ఒక పని దినంలో మీకు ఫోన్ చేస్తుంది.`, dltTemplateId: "1107170000000030006" },
  clinic_booking: { body: `${BRAND}: మట్టి పరీక్ష కొత్త బుకింగ్ {reference}: {name}, {phone}. దయచేసి రైతుకు ఒక పని దినంలో ఫోన్ చేయండి.`, dltTemplateId: "1107170000000030007" },
};
