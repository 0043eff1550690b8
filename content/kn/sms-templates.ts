import type { SmsTexts } from "../sms-templates.ts";

const BRAND = "Soil Doctor";

/**
 * Each SMS as registered on the DLT portal for this language, word for word,
 * with its own template id (placeholders until registered: the README says how).
 */
export const smsTextsKn: SmsTexts = {
  missed_call_reply: { body: `${BRAND}: ನಿಮ್ಮ ಮಿಸ್ಡ್ ಕಾಲ್ ಸಿಕ್ಕಿದೆ. {time} ರೊಳಗೆ ನಿಮಗೆ ಮತ್ತೆ ಫೋನ್ ಮಾಡುತ್ತೇವೆ. ದಯವಿಟ್ಟು ಫೋನ್ ಹತ್ತಿರ ಇಟ್ಟುಕೊಳ್ಳಿ.`, dltTemplateId: "1107170000000040001" },
  callback_confirmation: { body: `${BRAND}: ನಿಮಗೆ {time} ಕ್ಕೆ ಮತ್ತೆ ಫೋನ್ ಮಾಡುವುದು ನಿಗದಿಯಾಗಿದೆ. ಇದೇ ನಂಬರ್‌ಗೆ ಫೋನ್ ಮಾಡುತ್ತೇವೆ.`, dltTemplateId: "1107170000000040002" },
  sample_received: { body: `${BRAND}: ನಿಮ್ಮ ಮಣ್ಣಿನ ಮಾದರಿ {sample} ನಮಗೆ ತಲುಪಿದೆ. ನಿಮ್ಮ ವರದಿ ಕೆಲವು ದಿನಗಳಲ್ಲಿ ಸಿದ್ಧವಾಗುತ್ತದೆ.`, dltTemplateId: "1107170000000040003" },
  report_ready: { body: `${BRAND}: ಮಾದರಿ {sample} ರ ಮಣ್ಣು ಪರೀಕ್ಷಾ ವರದಿ ಸಿದ್ಧವಾಗಿದೆ. ಇಲ್ಲಿ ನೋಡಿ: {link}`, dltTemplateId: "1107170000000040004" },
  otp: { body: `${BRAND}: ನಿಮ್ಮ ಫೋನ್ ನಂಬರ್ ಪರಿಶೀಲಿಸುವ ಕೋಡ್ {code}. ಇದು {minutes} ನಿಮಿಷ ಕೆಲಸ ಮಾಡುತ್ತದೆ. ಇದನ್ನು ಯಾರಿಗೂ ಹೇಳಬೇಡಿ.`, dltTemplateId: "1107170000000040005" },
  booking_confirmation: { body: `${BRAND}: ಮಣ್ಣು ಪರೀಕ್ಷೆಯ ನಿಮ್ಮ ಬುಕಿಂಗ್ {reference} {clinic} ಜೊತೆ ಆಗಿದೆ. ಕೇಂದ್ರವು ಒಂದು ಕೆಲಸದ ದಿನದೊಳಗೆ ನಿಮಗೆ ಫೋನ್ ಮಾಡುತ್ತದೆ.`, dltTemplateId: "1107170000000040006" },
  clinic_booking: { body: `${BRAND}: ಮಣ್ಣು ಪರೀಕ್ಷೆಯ ಹೊಸ ಬುಕಿಂಗ್ {reference}: {name}, {phone}. ದಯವಿಟ್ಟು ರೈತರಿಗೆ ಒಂದು ಕೆಲಸದ ದಿನದೊಳಗೆ ಫೋನ್ ಮಾಡಿ.`, dltTemplateId: "1107170000000040007" },
};
