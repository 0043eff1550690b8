import { solutionsEn } from "../en/solutions.ts";
export const solutionsHi = solutionsEn;
