import { startClinicEn } from "../en/start-clinic.ts";
export const startClinicHi = startClinicEn;
