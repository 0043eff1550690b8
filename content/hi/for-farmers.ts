import { forFarmersEn } from "../en/for-farmers.ts";
export const forFarmersHi = forFarmersEn;
