import type { Localized } from "./i18n.ts";
import type { ForPartnersContent } from "./page-types.ts";
import { forPartnersEn } from "./en/for-partners.ts";
import { forPartnersHi } from "./hi/for-partners.ts";

export const forPartners: Localized<ForPartnersContent> = { en: forPartnersEn, hi: forPartnersHi };
