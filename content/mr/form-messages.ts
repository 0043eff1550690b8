import type { FormAlerts } from "../form-messages.ts";
import type { EnquiryMessages } from "../../src/shared/lead-forms/messages.ts";
import { whatsappConsentMr } from "./whatsapp-consent.ts";

/** What every lead form says above its fields when a send did not go through. */
export const formAlertsMr: FormAlerts = {
  invalid: "कृपया खाली सांगितलेल्या जागा दुरुस्त करा.",
  rateLimited: "तुमच्या नेटवर्कवरून खूप संदेश आले आहेत. कृपया काही मिनिटे थांबून पुन्हा पाठवा.",
  server: "माफ करा, तुमचा संदेश आत्ता जाऊ शकला नाही. तुम्ही लिहिलेले सुरक्षित आहे; कृपया पुन्हा पाठवा.",
  offline: "तुमचा संदेश जाऊ शकला नाही: नेटवर्क तुटले. तुम्ही लिहिलेले सुरक्षित आहे; कृपया नेटवर्क तपासून पुन्हा पाठवा.",
};

/** The contact, partner and CSR forms' field messages: the same in plain words, with the same figures and examples. */
export const formMessagesMr: EnquiryMessages = {
  whatsappConsent: whatsappConsentMr.label,
  name: "कृपया तुमचे पूर्ण नाव लिहा.",
  nameTooLong: (max) => `नाव ${max} अक्षरांपेक्षा मोठे असू शकत नाही.`,
  phoneOrEmail: "कृपया फोन नंबर किंवा ईमेल पत्ता लिहा, म्हणजे आम्ही तुम्हाला उत्तर देऊ शकू. दोघांपैकी एक पुरेसा आहे.",
  phoneOrEmailHint: "फोन नंबर किंवा ईमेल पत्ता: दोघांपैकी एक पुरेसा आहे.",
  emailTooLong: "हा ईमेल पत्ता खूप लांब आहे.",
  emailInvalid: "कृपया योग्य ईमेल पत्ता लिहा, उदा. name@example.com",
  phoneTooLong: (max) => `फोन नंबर ${max} अक्षरांपेक्षा मोठा असू शकत नाही.`,
  organization: "कृपया तुमच्या संस्थेचे नाव लिहा.",
  organizationTooLong: (max) => `संस्थेचे नाव ${max} अक्षरांपेक्षा मोठे असू शकत नाही.`,
  messageTooLong: (max) => `संदेश ${max} अक्षरांपेक्षा मोठा असू शकत नाही.`,
  contact: {
    userType: "कृपया तुम्ही कोण आहात ते सांगा.",
    phoneInvalid: "कृपया फोन नंबर फक्त अंकांमध्ये लिहा, उदा. 98450 12345",
    message: "कृपया तुमचा संदेश लिहा.",
  },
  partner: {
    organizationType: "कृपया तुमची संस्था कोणत्या प्रकारची आहे ते निवडा.",
    phoneInvalid: "कृपया किमान 10 अंकी फोन नंबर लिहा, उदा. 98450 12345, किंवा ही जागा रिकामी ठेवा.",
    message: "कृपया छोटासा संदेश लिहा, म्हणजे आपण मिळून कसे काम करू शकतो ते आम्हाला समजेल.",
  },
  csr: {
    focusArea: "कृपया तुमचे CSR काम कोणत्या क्षेत्रात आहे ते निवडा.",
    partnershipModel: "कृपया यादीतून भागीदारीचा प्रकार निवडा, किंवा ही जागा रिकामी ठेवा.",
  },
};
