import type { Localized } from "./i18n.ts";
import type { StartClinicContent } from "./page-types.ts";
import { localized } from "./packs.ts";

export const startClinic: Localized<StartClinicContent> = localized((p) => p.startClinic);
