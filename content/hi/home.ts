import { homeEn } from "../en/home.ts";
export const homeHi = homeEn;
