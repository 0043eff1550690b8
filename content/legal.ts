import type { Localized } from "./i18n.ts";
import type { LegalContent } from "./page-types.ts";
import { privacyEn, termsEn } from "./en/legal.ts";
import { privacyHi, termsHi } from "./hi/legal.ts";

export const privacyPolicy: Localized<LegalContent> = { en: privacyEn, hi: privacyHi };
export const termsOfService: Localized<LegalContent> = { en: termsEn, hi: termsHi };
