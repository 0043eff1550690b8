import { site } from "../site.ts";
import type { WhatsAppConsentCopy } from "../whatsapp-consent.ts";

/** The WhatsApp consent box on the lead forms and the chat's form: the words the farmer agrees to. */
export const whatsappConsentEn: WhatsAppConsentCopy = {
  label: `Yes, send me soil-testing news and offers from ${site.brandName} on WhatsApp. I can write STOP any time to stop them.`,
};
