import type { Localized } from "./i18n.ts";
import { enquiryEn } from "./en/enquiry.ts";

export const enquiry: Localized<typeof enquiryEn> = { en: enquiryEn };
