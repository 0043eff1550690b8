import { aboutEn } from "../en/about.ts";
export const aboutHi = aboutEn;
