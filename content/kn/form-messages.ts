import type { FormAlerts } from "../form-messages.ts";
import type { EnquiryMessages } from "../../src/shared/lead-forms/messages.ts";
import { whatsappConsentKn } from "./whatsapp-consent.ts";

/** What every lead form says above its fields when a send did not go through. */
export const formAlertsKn: FormAlerts = {
  invalid: "ದಯವಿಟ್ಟು ಕೆಳಗೆ ಗುರುತಿಸಿದ ಜಾಗಗಳನ್ನು ಸರಿಪಡಿಸಿ.",
  rateLimited: "ನಿಮ್ಮ ನೆಟ್‌ವರ್ಕ್‌ನಿಂದ ತುಂಬಾ ಸಂದೇಶಗಳು ಬಂದಿವೆ. ದಯವಿಟ್ಟು ಕೆಲವು ನಿಮಿಷ ಕಾದು ಮತ್ತೆ ಕಳಿಸಿ.",
  server: "ಕ್ಷಮಿಸಿ, ನಿಮ್ಮ ಸಂದೇಶ ಈಗ ಹೋಗಲಿಲ್ಲ. ನೀವು ಬರೆದದ್ದು ಸುರಕ್ಷಿತವಾಗಿದೆ; ದಯವಿಟ್ಟು ಮತ್ತೆ ಕಳಿಸಿ.",
  offline: "ನಿಮ್ಮ ಸಂದೇಶ ಹೋಗಲಿಲ್ಲ: ನೆಟ್‌ವರ್ಕ್ ಕಡಿದುಹೋಯಿತು. ನೀವು ಬರೆದದ್ದು ಸುರಕ್ಷಿತವಾಗಿದೆ; ದಯವಿಟ್ಟು ನೆಟ್‌ವರ್ಕ್ ನೋಡಿ ಮತ್ತೆ ಕಳಿಸಿ.",
};

/** The contact, partner and CSR forms' field messages: the same in plain words, with the same figures and examples. */
export const formMessagesKn: EnquiryMessages = {
  whatsappConsent: whatsappConsentKn.label,
  name: "ದಯವಿಟ್ಟು ನಿಮ್ಮ ಪೂರ್ತಿ ಹೆಸರು ಬರೆಯಿರಿ.",
  nameTooLong: (max) => `ಹೆಸರು ${max} ಅಕ್ಷರಗಳಿಗಿಂತ ಉದ್ದ ಇರಬಾರದು.`,
  phoneOrEmail: "ನಾವು ನಿಮಗೆ ಉತ್ತರಿಸಲು ದಯವಿಟ್ಟು ಫೋನ್ ನಂಬರ್ ಅಥವಾ ಇಮೇಲ್ ವಿಳಾಸ ಬರೆಯಿರಿ. ಎರಡರಲ್ಲಿ ಒಂದು ಸಾಕು.",
  phoneOrEmailHint: "ಫೋನ್ ನಂಬರ್ ಅಥವಾ ಇಮೇಲ್ ವಿಳಾಸ: ಎರಡರಲ್ಲಿ ಒಂದು ಸಾಕು.",
  emailTooLong: "ಈ ಇಮೇಲ್ ವಿಳಾಸ ತುಂಬಾ ಉದ್ದವಾಗಿದೆ.",
  emailInvalid: "ದಯವಿಟ್ಟು ಸರಿಯಾದ ಇಮೇಲ್ ವಿಳಾಸ ಬರೆಯಿರಿ, ಉದಾ: name@example.com",
  phoneTooLong: (max) => `ಫೋನ್ ನಂಬರ್ ${max} ಅಕ್ಷರಗಳಿಗಿಂತ ಉದ್ದ ಇರಬಾರದು.`,
  organization: "ದಯವಿಟ್ಟು ನಿಮ್ಮ ಸಂಸ್ಥೆಯ ಹೆಸರು ಬರೆಯಿರಿ.",
  organizationTooLong: (max) => `ಸಂಸ್ಥೆಯ ಹೆಸರು ${max} ಅಕ್ಷರಗಳಿಗಿಂತ ಉದ್ದ ಇರಬಾರದು.`,
  messageTooLong: (max) => `ಸಂದೇಶ ${max} ಅಕ್ಷರಗಳಿಗಿಂತ ಉದ್ದ ಇರಬಾರದು.`,
  contact: {
    userType: "ದಯವಿಟ್ಟು ನೀವು ಯಾರು ಅಂತ ತಿಳಿಸಿ.",
    phoneInvalid: "ದಯವಿಟ್ಟು ಫೋನ್ ನಂಬರನ್ನು ಅಂಕಿಗಳಲ್ಲಿ ಮಾತ್ರ ಬರೆಯಿರಿ, ಉದಾ: 98450 12345",
    message: "ದಯವಿಟ್ಟು ನಿಮ್ಮ ಸಂದೇಶ ಬರೆಯಿರಿ.",
  },
  partner: {
    organizationType: "ದಯವಿಟ್ಟು ನಿಮ್ಮ ಸಂಸ್ಥೆಯ ಬಗೆ ಆರಿಸಿ.",
    phoneInvalid: "ದಯವಿಟ್ಟು ಕನಿಷ್ಠ 10 ಅಂಕಿಯ ಫೋನ್ ನಂಬರ್ ಬರೆಯಿರಿ, ಉದಾ: 98450 12345, ಅಥವಾ ಖಾಲಿ ಬಿಡಿ.",
    message: "ಒಟ್ಟಿಗೆ ಹೇಗೆ ಕೆಲಸ ಮಾಡಬಹುದು ಅಂತ ತಿಳಿಯಲು ದಯವಿಟ್ಟು ಒಂದು ಸಣ್ಣ ಸಂದೇಶ ಬರೆಯಿರಿ.",
  },
  csr: {
    focusArea: "ದಯವಿಟ್ಟು ನಿಮ್ಮ CSR ಕೆಲಸದ ಕ್ಷೇತ್ರ ಆರಿಸಿ.",
    partnershipModel: "ದಯವಿಟ್ಟು ಪಟ್ಟಿಯಿಂದ ಪಾಲುದಾರಿಕೆಯ ರೀತಿ ಆರಿಸಿ, ಅಥವಾ ಖಾಲಿ ಬಿಡಿ.",
  },
};
