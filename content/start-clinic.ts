import type { Localized } from "./i18n.ts";
import type { StartClinicContent } from "./page-types.ts";
import { startClinicEn } from "./en/start-clinic.ts";
import { startClinicHi } from "./hi/start-clinic.ts";

export const startClinic: Localized<StartClinicContent> = { en: startClinicEn, hi: startClinicHi };
