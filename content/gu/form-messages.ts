import type { FormAlerts } from "../form-messages.ts";
import type { EnquiryMessages } from "../../src/shared/lead-forms/messages.ts";
import { whatsappConsentGu } from "./whatsapp-consent.ts";

/** What every lead form says above its fields when a send did not go through. */
export const formAlertsGu: FormAlerts = {
  invalid: "કૃપા કરીને નીચે જણાવેલાં ખાનાં સુધારો.",
  rateLimited: "તમારા નેટવર્ક પરથી બહુ બધા સંદેશા આવી ગયા છે. કૃપા કરીને થોડી મિનિટ રાહ જોઈને ફરી મોકલો.",
  server: "માફ કરશો, તમારો સંદેશો હમણાં જઈ શક્યો નહીં. તમે જે લખ્યું છે તે સચવાયેલું છે; કૃપા કરીને ફરી મોકલો.",
  offline: "તમારો સંદેશો જઈ શક્યો નહીં: નેટવર્ક તૂટી ગયું. તમે જે લખ્યું છે તે સચવાયેલું છે; કૃપા કરીને નેટવર્ક જોઈને ફરી મોકલો.",
};

/** The contact, partner and CSR forms' field messages: the same in plain words, with the same figures and examples. */
export const formMessagesGu: EnquiryMessages = {
  whatsappConsent: whatsappConsentGu.label,
  name: "કૃપા કરીને તમારું પૂરું નામ લખો.",
  nameTooLong: (max) => `નામ ${max} અક્ષરથી લાંબું ન હોઈ શકે.`,
  phoneOrEmail: "કૃપા કરીને ફોન નંબર કે ઈમેલ સરનામું લખો, જેથી અમે તમને જવાબ આપી શકીએ. બેમાંથી એક પૂરતું છે.",
  phoneOrEmailHint: "ફોન નંબર કે ઈમેલ સરનામું: બેમાંથી એક પૂરતું છે.",
  emailTooLong: "આ ઈમેલ સરનામું બહુ લાંબું છે.",
  emailInvalid: "કૃપા કરીને સાચું ઈમેલ સરનામું લખો, જેમ કે name@example.com",
  phoneTooLong: (max) => `ફોન નંબર ${max} અક્ષરથી લાંબો ન હોઈ શકે.`,
  organization: "કૃપા કરીને તમારી સંસ્થાનું નામ લખો.",
  organizationTooLong: (max) => `સંસ્થાનું નામ ${max} અક્ષરથી લાંબું ન હોઈ શકે.`,
  messageTooLong: (max) => `સંદેશો ${max} અક્ષરથી લાંબો ન હોઈ શકે.`,
  contact: {
    userType: "કૃપા કરીને જણાવો કે તમે કોણ છો.",
    phoneInvalid: "કૃપા કરીને ફોન નંબર ફક્ત આંકડામાં લખો, જેમ કે 98450 12345",
    message: "કૃપા કરીને તમારો સંદેશો લખો.",
  },
  partner: {
    organizationType: "કૃપા કરીને પસંદ કરો કે તમારી સંસ્થા કયા પ્રકારની છે.",
    phoneInvalid: "કૃપા કરીને ઓછામાં ઓછા 10 આંકડાનો ફોન નંબર લખો, જેમ કે 98450 12345, અથવા આ ખાનું ખાલી રાખો.",
    message: "કૃપા કરીને નાનો સંદેશો લખો, જેથી અમે સમજી શકીએ કે સાથે મળીને કેવી રીતે કામ કરવું.",
  },
  csr: {
    focusArea: "કૃપા કરીને પસંદ કરો કે તમારું CSR કામ કયા ક્ષેત્રમાં છે.",
    partnershipModel: "કૃપા કરીને યાદીમાંથી ભાગીદારીની રીત પસંદ કરો, અથવા આ ખાનું ખાલી રાખો.",
  },
};
