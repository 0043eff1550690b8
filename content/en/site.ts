import { site } from "../site.ts";
import type { SiteText } from "../site-text.ts";

/** Office headings, addresses and working hours as this language writes them. */
export const siteTextEn: SiteText = {
  officeLabels: { bangalore: site.offices.bangalore.label, delhi: site.offices.delhi.label },
  officeAddresses: {
    bangalore: { lines: site.offices.bangalore.lines, city: site.offices.bangalore.city },
    delhi: { lines: site.offices.delhi.lines, city: site.offices.delhi.city },
  },
  workingHours: site.workingHours,
};
