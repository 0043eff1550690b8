import type { Localized } from "./i18n.ts";
import type { SolutionsContent } from "./page-types.ts";
import { localized } from "./packs.ts";

export const solutions: Localized<SolutionsContent> = localized((p) => p.solutions);
