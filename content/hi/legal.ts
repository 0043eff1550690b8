import { privacyEn } from "../en/legal.ts";
import { termsEn } from "../en/legal.ts";
export const privacyHi = privacyEn;
export const termsHi = termsEn;
