import type { Localized } from "./i18n.ts";
import type { ResourcesContent } from "./page-types.ts";
import { localized } from "./packs.ts";

export const resources: Localized<ResourcesContent> = localized((p) => p.resources);
