import type { Localized } from "./i18n.ts";
import type { ResourcesContent } from "./page-types.ts";
import { resourcesEn } from "./en/resources.ts";
import { resourcesHi } from "./hi/resources.ts";

export const resources: Localized<ResourcesContent> = { en: resourcesEn, hi: resourcesHi };
