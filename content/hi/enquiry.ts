import { enquiryEn } from "../en/enquiry.ts";
export const enquiryHi = enquiryEn;
