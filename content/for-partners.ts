import type { Localized } from "./i18n.ts";
import type { ForPartnersContent } from "./page-types.ts";
import { localized } from "./packs.ts";

export const forPartners: Localized<ForPartnersContent> = localized((p) => p.forPartners);
