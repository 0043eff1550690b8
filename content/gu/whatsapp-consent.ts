import { site } from "../site.ts";
import type { WhatsAppConsentCopy } from "../whatsapp-consent.ts";

/** The WhatsApp consent box on the lead forms and the chat's form: the words the farmer agrees to. */
export const whatsappConsentGu: WhatsAppConsentCopy = {
  label: `હા, ${site.brandName} મને માટી ચકાસણીના સમાચાર અને ઑફર WhatsApp પર મોકલે. બંધ કરાવવા હું ગમે ત્યારે STOP કે "બંધ" લખી શકું છું.`,
};
