import type { FormAlerts } from "../form-messages.ts";
import type { EnquiryMessages } from "../../src/shared/lead-forms/messages.ts";
import { whatsappConsentPa } from "./whatsapp-consent.ts";

/** What every lead form says above its fields when a send did not go through. */
export const formAlertsPa: FormAlerts = {
  invalid: "ਕਿਰਪਾ ਕਰਕੇ ਹੇਠਾਂ ਦੱਸੇ ਖਾਨੇ ਠੀਕ ਕਰੋ।",
  rateLimited: "ਤੁਹਾਡੇ ਨੈੱਟਵਰਕ ਤੋਂ ਬਹੁਤ ਸਾਰੇ ਸੁਨੇਹੇ ਆ ਚੁੱਕੇ ਹਨ। ਕਿਰਪਾ ਕਰਕੇ ਕੁਝ ਮਿੰਟ ਰੁਕ ਕੇ ਫਿਰ ਭੇਜੋ।",
  server: "ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡਾ ਸੁਨੇਹਾ ਹਾਲੇ ਨਹੀਂ ਜਾ ਸਕਿਆ। ਤੁਸੀਂ ਜੋ ਲਿਖਿਆ ਹੈ ਉਹ ਸਾਂਭਿਆ ਹੋਇਆ ਹੈ; ਕਿਰਪਾ ਕਰਕੇ ਫਿਰ ਭੇਜੋ।",
  offline: "ਤੁਹਾਡਾ ਸੁਨੇਹਾ ਨਹੀਂ ਜਾ ਸਕਿਆ: ਨੈੱਟਵਰਕ ਟੁੱਟ ਗਿਆ। ਤੁਸੀਂ ਜੋ ਲਿਖਿਆ ਹੈ ਉਹ ਸਾਂਭਿਆ ਹੋਇਆ ਹੈ; ਕਿਰਪਾ ਕਰਕੇ ਨੈੱਟਵਰਕ ਵੇਖ ਕੇ ਫਿਰ ਭੇਜੋ।",
};

/** The contact, partner and CSR forms' field messages: the same in plain words, with the same figures and examples. */
export const formMessagesPa: EnquiryMessages = {
  whatsappConsent: whatsappConsentPa.label,
  name: "ਕਿਰਪਾ ਕਰਕੇ ਆਪਣਾ ਪੂਰਾ ਨਾਂ ਲਿਖੋ।",
  nameTooLong: (max) => `ਨਾਂ ${max} ਅੱਖਰਾਂ ਤੋਂ ਲੰਮਾ ਨਹੀਂ ਹੋ ਸਕਦਾ।`,
  phoneOrEmail: "ਕਿਰਪਾ ਕਰਕੇ ਫ਼ੋਨ ਨੰਬਰ ਜਾਂ ਈਮੇਲ ਪਤਾ ਲਿਖੋ, ਤਾਂ ਜੋ ਅਸੀਂ ਤੁਹਾਨੂੰ ਜਵਾਬ ਦੇ ਸਕੀਏ। ਦੋਵਾਂ ਵਿੱਚੋਂ ਇੱਕ ਕਾਫ਼ੀ ਹੈ।",
  phoneOrEmailHint: "ਫ਼ੋਨ ਨੰਬਰ ਜਾਂ ਈਮੇਲ ਪਤਾ: ਦੋਵਾਂ ਵਿੱਚੋਂ ਇੱਕ ਕਾਫ਼ੀ ਹੈ।",
  emailTooLong: "ਇਹ ਈਮੇਲ ਪਤਾ ਬਹੁਤ ਲੰਮਾ ਹੈ।",
  emailInvalid: "ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ ਈਮੇਲ ਪਤਾ ਲਿਖੋ, ਜਿਵੇਂ name@example.com",
  phoneTooLong: (max) => `ਫ਼ੋਨ ਨੰਬਰ ${max} ਅੱਖਰਾਂ ਤੋਂ ਲੰਮਾ ਨਹੀਂ ਹੋ ਸਕਦਾ।`,
  organization: "ਕਿਰਪਾ ਕਰਕੇ ਆਪਣੀ ਸੰਸਥਾ ਦਾ ਨਾਂ ਲਿਖੋ।",
  organizationTooLong: (max) => `ਸੰਸਥਾ ਦਾ ਨਾਂ ${max} ਅੱਖਰਾਂ ਤੋਂ ਲੰਮਾ ਨਹੀਂ ਹੋ ਸਕਦਾ।`,
  messageTooLong: (max) => `ਸੁਨੇਹਾ ${max} ਅੱਖਰਾਂ ਤੋਂ ਲੰਮਾ ਨਹੀਂ ਹੋ ਸਕਦਾ।`,
  contact: {
    userType: "ਕਿਰਪਾ ਕਰਕੇ ਦੱਸੋ ਕਿ ਤੁਸੀਂ ਕੌਣ ਹੋ।",
    phoneInvalid: "ਕਿਰਪਾ ਕਰਕੇ ਫ਼ੋਨ ਨੰਬਰ ਸਿਰਫ਼ ਅੰਕਾਂ ਵਿੱਚ ਲਿਖੋ, ਜਿਵੇਂ 98450 12345",
    message: "ਕਿਰਪਾ ਕਰਕੇ ਆਪਣਾ ਸੁਨੇਹਾ ਲਿਖੋ।",
  },
  partner: {
    organizationType: "ਕਿਰਪਾ ਕਰਕੇ ਚੁਣੋ ਕਿ ਤੁਹਾਡੀ ਸੰਸਥਾ ਕਿਸ ਤਰ੍ਹਾਂ ਦੀ ਹੈ।",
    phoneInvalid: "ਕਿਰਪਾ ਕਰਕੇ ਘੱਟੋ-ਘੱਟ 10 ਅੰਕਾਂ ਦਾ ਫ਼ੋਨ ਨੰਬਰ ਲਿਖੋ, ਜਿਵੇਂ 98450 12345, ਜਾਂ ਇਸ ਨੂੰ ਖਾਲੀ ਛੱਡ ਦਿਓ।",
    message: "ਕਿਰਪਾ ਕਰਕੇ ਛੋਟਾ ਜਿਹਾ ਸੁਨੇਹਾ ਲਿਖੋ, ਤਾਂ ਜੋ ਅਸੀਂ ਸਮਝ ਸਕੀਏ ਕਿ ਰਲ ਕੇ ਕਿਵੇਂ ਕੰਮ ਕਰੀਏ।",
  },
  csr: {
    focusArea: "ਕਿਰਪਾ ਕਰਕੇ ਚੁਣੋ ਕਿ ਤੁਹਾਡਾ CSR ਕੰਮ ਕਿਸ ਖੇਤਰ ਵਿੱਚ ਹੈ।",
    partnershipModel: "ਕਿਰਪਾ ਕਰਕੇ ਸੂਚੀ ਵਿੱਚੋਂ ਭਾਈਵਾਲੀ ਦਾ ਤਰੀਕਾ ਚੁਣੋ, ਜਾਂ ਇਸ ਨੂੰ ਖਾਲੀ ਛੱਡ ਦਿਓ।",
  },
};
