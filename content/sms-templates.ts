import type { Locale } from "./i18n.ts";

/**
 * The SMS the company sends, as data. India's DLT rules let an operator
 * deliver only a text registered on a DLT portal, word for word, with its
 * variables at registered places; each language's text is registered on its
 * own and has its own template id. `{name}` marks a variable; the server
 * fills in only the variables a template lists and refuses any other
 * template, so nothing unregistered is ever sent.
 *
 * This file holds what is the same in every language (the templates and their
 * variables); each language's text and template id are in
 * content/<code>/sms-templates.ts. The template ids there are placeholders in
 * the DLT format (19 digits): replace them with the ids your DLT portal gives
 * when you register the texts, exactly as written (the README says how).
 */
export interface SmsTemplate {
  /** Variables the text holds, each once, filled in by the server. */
  variables: readonly string[];
}

export const smsTemplates = {
  /** The answer to a missed call: when the team will call back. */
  missed_call_reply: { variables: ["time"] },
  /** A call-back the visitor booked (chat or desk). */
  callback_confirmation: { variables: ["time"] },
  /** The lab has the soil sample. */
  sample_received: { variables: ["sample"] },
  /** The soil report can be read. */
  report_ready: { variables: ["sample", "link"] },
  /** The phone check's one-time code. */
  otp: { variables: ["code", "minutes"] },
  /** The farmer's booking from the clinic finder: its reference and the clinic that will call. */
  booking_confirmation: { variables: ["reference", "clinic"] },
  /** The booked clinic told of the booking, in its state's language: who to call back. */
  clinic_booking: { variables: ["reference", "name", "phone"] },
} as const satisfies Record<string, SmsTemplate>;

export type SmsTemplateName = keyof typeof smsTemplates;

/** One SMS as a language's DLT registration has it: the text (`{name}` for a variable) and its template id. */
export interface SmsText {
  body: string;
  dltTemplateId: string;
}

/** Every template in one language (content/<code>/sms-templates.ts); content/sms-texts.ts has them all. */
export type SmsTexts = Record<SmsTemplateName, SmsText>;

/** Staff may send these from a lead's page; the missed-call answer and the code are sent by the server alone. */
export const STAFF_SMS_TEMPLATES = ["callback_confirmation", "sample_received", "report_ready"] as const satisfies readonly SmsTemplateName[];

/** What the desk calls each template. */
export const smsTemplateLabels: Record<SmsTemplateName, string> = {
  missed_call_reply: "Missed-call answer",
  callback_confirmation: "Call-back confirmation",
  sample_received: "Sample received",
  report_ready: "Report ready",
  otp: "Phone check code",
  booking_confirmation: "Booking confirmation",
  clinic_booking: "Booking for the clinic",
};

export type SmsLocale = Locale;
