import { forPartnersEn } from "../en/for-partners.ts";
export const forPartnersHi = forPartnersEn;
