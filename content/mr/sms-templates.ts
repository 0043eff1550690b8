import type { SmsTexts } from "../sms-templates.ts";

const BRAND = "Soil Doctor";

/**
 * Each SMS as registered on the DLT portal for this language, word for word,
 * with its own template id (placeholders until registered: the README says how).
 */
export const smsTextsMr: SmsTexts = {
  missed_call_reply: { body: `${BRAND}: तुमचा मिस्ड कॉल मिळाला. आम्ही तुम्हाला {time} पर्यंत परत फोन करू. कृपया फोन जवळ ठेवा.`, dltTemplateId: "1107170000000020001" },
  callback_confirmation: { body: `${BRAND}: तुमचा कॉल-बॅक {time} साठी ठरला आहे. आम्ही याच नंबरवर फोन करू.`, dltTemplateId: "1107170000000020002" },
  sample_received: { body: `${BRAND}: तुमचा मातीचा नमुना {sample} आम्हाला मिळाला आहे. तुमचा अहवाल काही दिवसांत तयार होईल.`, dltTemplateId: "1107170000000020003" },
  report_ready: { body: `${BRAND}: नमुना {sample} चा माती परीक्षण अहवाल तयार आहे. इथे पाहा: {link}`, dltTemplateId: "1107170000000020004" },
  otp: { body: `${BRAND}: तुमचा फोन नंबर तपासण्याचा कोड {code} आहे. तो {minutes} मिनिटे चालेल. तो कोणालाही सांगू नका.`, dltTemplateId: "1107170000000020005" },
  booking_confirmation: { body: `${BRAND}: माती परीक्षणाची तुमची बुकिंग {reference} {clinic} कडे झाली आहे. केंद्र एका कामकाजाच्या दिवसात तुम्हाला फोन करेल.`, dltTemplateId: "1107170000000020006" },
  clinic_booking: { body: `${BRAND}: माती परीक्षणाची नवी बुकिंग {reference}: {name}, {phone}. कृपया शेतकऱ्याला एका कामकाजाच्या दिवसात फोन करा.`, dltTemplateId: "1107170000000020007" },
};
