import type { FormAlerts } from "../form-messages.ts";
import type { EnquiryMessages } from "../../src/shared/lead-forms/messages.ts";
import { whatsappConsentHi } from "./whatsapp-consent.ts";

/** What every lead form says above its fields when a send did not go through. */
export const formAlertsHi: FormAlerts = {
  invalid: "कृपया नीचे बताए गए खाने ठीक करें।",
  rateLimited: "आपके नेटवर्क से बहुत सारे संदेश आ चुके हैं। कृपया कुछ मिनट रुककर फिर से भेजें।",
  server: "माफ़ कीजिए, आपका संदेश अभी नहीं जा सका। आपने जो लिखा है वह सुरक्षित है; कृपया फिर से भेजें।",
  offline: "आपका संदेश नहीं जा सका: नेटवर्क टूट गया। आपने जो लिखा है वह सुरक्षित है; कृपया नेटवर्क देखकर फिर से भेजें।",
};

/** The contact, partner and CSR forms' field messages: the same in plain words, with the same figures and examples. */
export const formMessagesHi: EnquiryMessages = {
  whatsappConsent: whatsappConsentHi.label,
  name: "कृपया अपना पूरा नाम लिखें।",
  nameTooLong: (max) => `नाम ${max} अक्षरों से लंबा नहीं हो सकता।`,
  phoneOrEmail: "कृपया फ़ोन नंबर या ई-मेल पता लिखें, ताकि हम आपको जवाब दे सकें। दोनों में से एक काफ़ी है।",
  phoneOrEmailHint: "फ़ोन नंबर या ई-मेल पता: दोनों में से एक काफ़ी है।",
  emailTooLong: "यह ई-मेल पता बहुत लंबा है।",
  emailInvalid: "कृपया सही ई-मेल पता लिखें, जैसे name@example.com",
  phoneTooLong: (max) => `फ़ोन नंबर ${max} अक्षरों से लंबा नहीं हो सकता।`,
  organization: "कृपया अपनी संस्था का नाम लिखें।",
  organizationTooLong: (max) => `संस्था का नाम ${max} अक्षरों से लंबा नहीं हो सकता।`,
  messageTooLong: (max) => `संदेश ${max} अक्षरों से लंबा नहीं हो सकता।`,
  contact: {
    userType: "कृपया बताएँ कि आप कौन हैं।",
    phoneInvalid: "कृपया फ़ोन नंबर सिर्फ़ अंकों में लिखें, जैसे 98450 12345",
    message: "कृपया अपना संदेश लिखें।",
  },
  partner: {
    organizationType: "कृपया चुनें कि आपकी संस्था किस तरह की है।",
    phoneInvalid: "कृपया कम से कम 10 अंकों का फ़ोन नंबर लिखें, जैसे 98450 12345, या इसे खाली छोड़ दें।",
    message: "कृपया छोटा-सा संदेश लिखें, ताकि हम समझ सकें कि साथ मिलकर कैसे काम करें।",
  },
  csr: {
    focusArea: "कृपया चुनें कि आपका CSR काम किस क्षेत्र में है।",
    partnershipModel: "कृपया सूची से साझेदारी का तरीका चुनें, या इसे खाली छोड़ दें।",
  },
};
