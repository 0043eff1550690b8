import type { FormAlerts } from "../form-messages.ts";
import type { EnquiryMessages } from "../../src/shared/lead-forms/messages.ts";
import { whatsappConsentEn } from "./whatsapp-consent.ts";

/** What every lead form says above its fields when a send did not go through. */
export const formAlertsEn: FormAlerts = {
  invalid: "Please correct the fields marked below.",
  rateLimited: "Too many messages from your connection. Please wait a few minutes and try again.",
  server: "Sorry, your message could not be sent just now. Nothing you typed is lost; please try again.",
  offline: "Your message could not be sent: the connection was lost. Nothing you typed is lost; please check your connection and try again.",
};

/** The contact, partner and CSR forms' field messages: the site's original wording. */
export const formMessagesEn: EnquiryMessages = {
  whatsappConsent: whatsappConsentEn.label,
  name: "Please enter your full name.",
  nameTooLong: (max) => `Your name must be at most ${max} characters.`,
  phoneOrEmail: "Please give a phone number or an e-mail address, so we can answer you. One of them is enough.",
  phoneOrEmailHint: "A phone number or an e-mail address: one of them is enough.",
  emailTooLong: "This e-mail address is too long.",
  emailInvalid: "Please enter a valid e-mail address, for example name@example.com.",
  phoneTooLong: (max) => `The phone number must be at most ${max} characters.`,
  organization: "Please enter the name of your organisation.",
  organizationTooLong: (max) => `The organisation's name must be at most ${max} characters.`,
  messageTooLong: (max) => `Your message must be at most ${max} characters.`,
  contact: {
    userType: "Please tell us who you are.",
    phoneInvalid: "Please enter a phone number with digits only, for example 98450 12345.",
    message: "Please write your message.",
  },
  partner: {
    organizationType: "Please choose the type of your organisation.",
    phoneInvalid: "Please enter a phone number with at least 10 digits, for example 98450 12345, or leave it empty.",
    message: "Please write a short message so we know how we can work together.",
  },
  csr: {
    focusArea: "Please choose your CSR focus area.",
    partnershipModel: "Please choose a partnership model from the list, or leave it empty.",
  },
};
