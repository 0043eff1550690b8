import type { Localized } from "./i18n.ts";
import type { LegalContent } from "./page-types.ts";
import { localized } from "./packs.ts";

export const privacyPolicy: Localized<LegalContent> = localized((p) => p.privacyPolicy);
export const termsOfService: Localized<LegalContent> = localized((p) => p.termsOfService);
