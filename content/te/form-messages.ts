import type { FormAlerts } from "../form-messages.ts";
import type { EnquiryMessages } from "../../src/shared/lead-forms/messages.ts";
import { whatsappConsentTe } from "./whatsapp-consent.ts";

/** What every lead form says above its fields when a send did not go through. */
export const formAlertsTe: FormAlerts = {
  invalid: "దయచేసి కింద చూపిన గడులను సరిచేయండి.",
  rateLimited: "మీ నెట్‌వర్క్ నుంచి చాలా సందేశాలు వచ్చాయి. దయచేసి కొన్ని నిమిషాలు ఆగి మళ్లీ పంపండి.",
  server: "క్షమించండి, మీ సందేశం ఇప్పుడు వెళ్లలేదు. మీరు రాసినది భద్రంగా ఉంది; దయచేసి మళ్లీ పంపండి.",
  offline: "మీ సందేశం వెళ్లలేదు: నెట్‌వర్క్ తెగిపోయింది. మీరు రాసినది భద్రంగా ఉంది; నెట్‌వర్క్ చూసుకుని మళ్లీ పంపండి.",
};

/** The contact, partner and CSR forms' field messages: the same in plain words, with the same figures and examples. */
export const formMessagesTe: EnquiryMessages = {
  whatsappConsent: whatsappConsentTe.label,
  name: "దయచేసి మీ పూర్తి పేరు రాయండి.",
  nameTooLong: (max) => `పేరు ${max} అక్షరాలకు మించకూడదు.`,
  phoneOrEmail: "మేము మీకు జవాబివ్వడానికి దయచేసి ఫోన్ నంబర్ లేదా ఈమెయిల్ చిరునామా రాయండి. రెండింటిలో ఒకటి చాలు.",
  phoneOrEmailHint: "ఫోన్ నంబర్ లేదా ఈమెయిల్ చిరునామా: రెండింటిలో ఒకటి చాలు.",
  emailTooLong: "ఈ ఈమెయిల్ చిరునామా చాలా పొడవుగా ఉంది.",
  emailInvalid: "దయచేసి సరైన ఈమెయిల్ చిరునామా రాయండి, ఉదాహరణకు name@example.com",
  phoneTooLong: (max) => `ఫోన్ నంబర్ ${max} అక్షరాలకు మించకూడదు.`,
  organization: "దయచేసి మీ సంస్థ పేరు రాయండి.",
  organizationTooLong: (max) => `సంస్థ పేరు ${max} అక్షరాలకు మించకూడదు.`,
  messageTooLong: (max) => `సందేశం ${max} అక్షరాలకు మించకూడదు.`,
  contact: {
    userType: "దయచేసి మీరు ఎవరో చెప్పండి.",
    phoneInvalid: "దయచేసి ఫోన్ నంబర్ అంకెల్లోనే రాయండి, ఉదాహరణకు 98450 12345",
    message: "దయచేసి మీ సందేశం రాయండి.",
  },
  partner: {
    organizationType: "దయచేసి మీ సంస్థ ఏ రకమో ఎంచుకోండి.",
    phoneInvalid: "దయచేసి కనీసం 10 అంకెల ఫోన్ నంబర్ రాయండి, ఉదాహరణకు 98450 12345, లేదా ఖాళీగా వదిలేయండి.",
    message: "మనం కలిసి ఎలా పనిచేయవచ్చో తెలియడానికి దయచేసి చిన్న సందేశం రాయండి.",
  },
  csr: {
    focusArea: "దయచేసి మీ CSR ముఖ్య రంగం ఎంచుకోండి.",
    partnershipModel: "దయచేసి జాబితా నుంచి భాగస్వామ్య పద్ధతి ఎంచుకోండి, లేదా ఖాళీగా వదిలేయండి.",
  },
};
