import { csrEn } from "../en/csr.ts";
export const csrHi = csrEn;
