import type { Localized } from "./i18n.ts";
import { localized } from "./packs.ts";
import type { EnquiryMessages } from "../src/shared/lead-forms/messages.ts";

/** What every lead form says above its fields when a send did not go through. */
export interface FormAlerts {
  /** Some fields were refused; each says why below it. */
  invalid: string;
  /** Too many sends from one connection (a shared carrier address). */
  rateLimited: string;
  /** The server could not store it just now. */
  server: string;
  /** The connection dropped while sending. */
  offline: string;
}

export const formAlerts: Localized<FormAlerts> = localized((p) => p.formAlerts);

/** The messages of the contact, partner and CSR forms in every language, with the same figures and examples. */
export const formMessages: Localized<EnquiryMessages> = localized((p) => p.formMessages);
