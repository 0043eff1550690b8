import type { Localized } from "./i18n.ts";
import { localized } from "./packs.ts";
import type { site, WorkingHours } from "./site.ts";

/** Office headings and working hours as a language writes them (addresses stay as the post office writes them). */
export interface SiteText {
  officeLabels: Record<keyof typeof site.offices, string>;
  /** Street lines and city of each office as the page's language writes them (the post delivers either). */
  officeAddresses: Record<keyof typeof site.offices, { lines: readonly string[]; city: string }>;
  workingHours: readonly WorkingHours[];
}

export const siteText: Localized<SiteText> = localized((p) => p.siteText);
