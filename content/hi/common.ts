import { commonEn } from "../en/common.ts";
export const commonHi = commonEn;
