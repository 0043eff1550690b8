import { contactEn } from "../en/contact.ts";
export const contactHi = contactEn;
