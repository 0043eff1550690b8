import { clinicFinderEn } from "../en/clinic-finder.ts";
export const clinicFinderHi = clinicFinderEn;
