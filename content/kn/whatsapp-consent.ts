import { site } from "../site.ts";
import type { WhatsAppConsentCopy } from "../whatsapp-consent.ts";

/** The WhatsApp consent box on the lead forms and the chat's form: the words the farmer agrees to. */
export const whatsappConsentKn: WhatsAppConsentCopy = {
  label: `ಹೌದು, ${site.brandName} ಕಡೆಯಿಂದ ಮಣ್ಣು ಪರೀಕ್ಷೆಯ ಸುದ್ದಿ ಮತ್ತು ಆಫರ್‌ಗಳನ್ನು ನನಗೆ WhatsApp ನಲ್ಲಿ ಕಳಿಸಿ. ನಿಲ್ಲಿಸಲು ಯಾವಾಗ ಬೇಕಾದರೂ STOP ಅಥವಾ "ನಿಲ್ಲಿಸಿ" ಅಂತ ಬರೆಯಬಹುದು.`,
};
