import type { Localized } from "./i18n.ts";
import { enquiryEn } from "./en/enquiry.ts";
import { enquiryHi } from "./hi/enquiry.ts";

export const enquiry: Localized<typeof enquiryEn> = { en: enquiryEn, hi: enquiryHi };
