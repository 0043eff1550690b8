import { resourcesEn } from "../en/resources.ts";
export const resourcesHi = resourcesEn;
