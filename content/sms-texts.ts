import type { Localized } from "./i18n.ts";
import { localized } from "./packs.ts";
import type { SmsTexts } from "./sms-templates.ts";

/** Every SMS template's text and DLT template id, in every language. */
export const smsTexts: Localized<SmsTexts> = localized((p) => p.smsTexts);
