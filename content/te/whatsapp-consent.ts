import { site } from "../site.ts";
import type { WhatsAppConsentCopy } from "../whatsapp-consent.ts";

/** The WhatsApp consent box on the lead forms and the chat's form: the words the farmer agrees to. */
export const whatsappConsentTe: WhatsAppConsentCopy = {
  label: `అవును, ${site.brandName} నుంచి మట్టి పరీక్ష వార్తలు, ఆఫర్లు నాకు WhatsApp లో పంపండి. ఆపాలంటే ఎప్పుడైనా STOP లేదా "ఆపండి" అని రాయవచ్చు.`,
};
