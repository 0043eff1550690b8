import { site } from "../site.ts";
import type { WhatsAppConsentCopy } from "../whatsapp-consent.ts";

/** The WhatsApp consent box on the lead forms and the chat's form: the words the farmer agrees to. */
export const whatsappConsentHi: WhatsAppConsentCopy = {
  label: `हाँ, ${site.brandName} मुझे मिट्टी जाँच की खबरें और ऑफ़र WhatsApp पर भेजे। बंद करवाने के लिए मैं कभी भी STOP या "बंद" लिख सकता/सकती हूँ।`,
};
