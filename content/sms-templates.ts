import type { Locale, Localized } from "./i18n.ts";

/**
 * The SMS the company sends, as data. India's DLT rules let an operator
 * deliver only a text registered on a DLT portal, word for word, with its
 * variables at registered places; each language's text is registered on its
 * own and has its own template id. `{name}` marks a variable; the server
 * fills in only the variables a template lists and refuses any other
 * template, so nothing unregistered is ever sent.
 *
 * The template ids here are placeholders in the DLT format (19 digits):
 * replace them with the ids your DLT portal gives when you register the
 * texts, exactly as written below (the README says how).
 */
export interface SmsTemplate {
  /** Variables the text holds, each once, filled in by the server. */
  variables: readonly string[];
  text: Localized<{ body: string; dltTemplateId: string }>;
}

const BRAND = "Soil Doctor";

export const smsTemplates = {
  /** The answer to a missed call: when the team will call back. */
  missed_call_reply: {
    variables: ["time"],
    text: {
      en: { body: `${BRAND}: We got your missed call. We will call you back by {time}. Please keep your phone with you.`, dltTemplateId: "1107170000000000001" },
      hi: { body: `${BRAND}: आपकी मिस्ड कॉल मिल गई। हम आपको {time} तक वापस फ़ोन करेंगे। कृपया फ़ोन पास रखें।`, dltTemplateId: "1107170000000000002" },
    },
  },
  /** A call-back the visitor booked (chat or desk). */
  callback_confirmation: {
    variables: ["time"],
    text: {
      en: { body: `${BRAND}: Your call-back is booked for {time}. We will call you on this number.`, dltTemplateId: "1107170000000000003" },
      hi: { body: `${BRAND}: आपका कॉल-बैक {time} के लिए तय है। हम इसी नंबर पर फ़ोन करेंगे।`, dltTemplateId: "1107170000000000004" },
    },
  },
  /** The lab has the soil sample. */
  sample_received: {
    variables: ["sample"],
    text: {
      en: { body: `${BRAND}: We have received your soil sample {sample}. Your report will be ready in a few days.`, dltTemplateId: "1107170000000000005" },
      hi: { body: `${BRAND}: आपका मिट्टी का नमूना {sample} हमें मिल गया है। आपकी रिपोर्ट कुछ दिनों में तैयार होगी।`, dltTemplateId: "1107170000000000006" },
    },
  },
  /** The soil report can be read. */
  report_ready: {
    variables: ["sample", "link"],
    text: {
      en: { body: `${BRAND}: Your soil report for sample {sample} is ready. See it here: {link}`, dltTemplateId: "1107170000000000007" },
      hi: { body: `${BRAND}: नमूना {sample} की मिट्टी जाँच रिपोर्ट तैयार है। यहाँ देखें: {link}`, dltTemplateId: "1107170000000000008" },
    },
  },
  /** The phone check's one-time code. */
  otp: {
    variables: ["code", "minutes"],
    text: {
      en: { body: `${BRAND}: {code} is your code to check your phone number. It works for {minutes} minutes. Do not share it with anyone.`, dltTemplateId: "1107170000000000009" },
      hi: { body: `${BRAND}: आपका फ़ोन नंबर जाँचने का कोड {code} है। यह {minutes} मिनट तक चलेगा। इसे किसी को न बताएँ।`, dltTemplateId: "1107170000000000010" },
    },
  },
} as const satisfies Record<string, SmsTemplate>;

export type SmsTemplateName = keyof typeof smsTemplates;

/** Staff may send these from a lead's page; the missed-call answer and the code are sent by the server alone. */
export const STAFF_SMS_TEMPLATES = ["callback_confirmation", "sample_received", "report_ready"] as const satisfies readonly SmsTemplateName[];

/** What the desk calls each template. */
export const smsTemplateLabels: Record<SmsTemplateName, string> = {
  missed_call_reply: "Missed-call answer",
  callback_confirmation: "Call-back confirmation",
  sample_received: "Sample received",
  report_ready: "Report ready",
  otp: "Phone check code",
};

export type SmsLocale = Locale;
