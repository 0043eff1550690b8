import { site } from "../site.ts";
import type { WhatsAppConsentCopy } from "../whatsapp-consent.ts";

/** The WhatsApp consent box on the lead forms and the chat's form: the words the farmer agrees to. */
export const whatsappConsentPa: WhatsAppConsentCopy = {
  label: `ਹਾਂ, ${site.brandName} ਮੈਨੂੰ ਮਿੱਟੀ ਜਾਂਚ ਦੀਆਂ ਖ਼ਬਰਾਂ ਤੇ ਆਫ਼ਰ WhatsApp ’ਤੇ ਭੇਜੇ। ਬੰਦ ਕਰਵਾਉਣ ਲਈ ਮੈਂ ਕਦੇ ਵੀ STOP ਜਾਂ "ਬੰਦ" ਲਿਖ ਸਕਦਾ/ਸਕਦੀ ਹਾਂ।`,
};
