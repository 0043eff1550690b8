import type { Localized } from "./i18n.ts";
import type { SolutionsContent } from "./page-types.ts";
import { solutionsEn } from "./en/solutions.ts";
import { solutionsHi } from "./hi/solutions.ts";

export const solutions: Localized<SolutionsContent> = { en: solutionsEn, hi: solutionsHi };
