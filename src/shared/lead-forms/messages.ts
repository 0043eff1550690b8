/**
 * What the contact, partner and CSR forms say about a refused field, in the
 * page's language (content/form-messages.ts). Functions take the limit so the
 * number in the sentence is always the one the schema checks.
 */
export interface EnquiryMessages {
  /** The WhatsApp consent box's words (content/<code>/whatsapp-consent.ts): shown, and kept with the lead when ticked. */
  whatsappConsent: string;
  name: string;
  nameTooLong: (max: number) => string;
  /** Neither a phone number nor an e-mail address: one of them is needed to answer. */
  phoneOrEmail: string;
  /** Under the phone field: either one will do. */
  phoneOrEmailHint: string;
  emailTooLong: string;
  emailInvalid: string;
  phoneTooLong: (max: number) => string;
  organization: string;
  organizationTooLong: (max: number) => string;
  messageTooLong: (max: number) => string;
  contact: {
    userType: string;
    phoneInvalid: string;
    message: string;
  };
  partner: {
    organizationType: string;
    /** Partner and CSR forms: a phone number is optional but needs ten digits. */
    phoneInvalid: string;
    message: string;
  };
  csr: {
    focusArea: string;
    partnershipModel: string;
  };
}
