import { z } from "zod";
import { whatsappConsentCopy } from "../../../content/whatsapp-consent.ts";
import { isLocale, defaultLocale } from "../../../content/i18n.ts";

/** The consent box's name on every lead form (never ticked for the visitor). */
export const WHATSAPP_CONSENT_FIELD = "whatsapp_consent";

/** The ticked box as a form posts it ("yes"; a browser's default "on"); anything else is "not ticked". */
export const whatsappConsentInput = z
  .union([z.string().max(10), z.boolean()])
  .optional()
  .transform((v) => v === true || v === "yes" || v === "on");

/**
 * The lead's consent fields when the box was ticked: the time, the form it
 * was ticked on, and the words the farmer read, in the page's language.
 */
export function whatsappConsentFields(source: string, language: string | null, at = new Date().toISOString()) {
  return {
    whatsapp_consent_at: at,
    whatsapp_consent_source: source,
    whatsapp_consent_text: whatsappConsentCopy[isLocale(language) ? language : defaultLocale].label,
  };
}

/** A page form's box: the words the page showed when ticked, else null. */
export const whatsappConsentIn = (words: string) => whatsappConsentInput.transform((ticked) => (ticked ? words : null));

/** The lead's consent fields from a page form's box (the words it showed), or none when not ticked. */
export function consentFields(words: string | null, source: string, at = new Date().toISOString()) {
  return words ? { whatsapp_consent_at: at, whatsapp_consent_source: source, whatsapp_consent_text: words } : {};
}
