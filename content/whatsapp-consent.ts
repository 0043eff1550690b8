import type { Localized } from "./i18n.ts";
import { localized } from "./packs.ts";

/**
 * The WhatsApp consent box on the site's lead forms and the chat's form
 * (never ticked for the farmer). What it says is what they agree to: the
 * server keeps these words, in the language the farmer read them, with the
 * time and the form. Anyone can stop the messages by writing STOP.
 * Each language's words: content/<code>/whatsapp-consent.ts.
 */
export interface WhatsAppConsentCopy {
  /** The checkbox's words: what they agree to receive, and how to stop it. */
  label: string;
}

export const whatsappConsentCopy: Localized<WhatsAppConsentCopy> = localized((p) => p.whatsappConsent);
