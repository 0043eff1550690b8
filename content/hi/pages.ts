import { pagesEn } from "../en/pages.ts";
export const pagesHi = pagesEn;
