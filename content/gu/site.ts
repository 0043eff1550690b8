import type { SiteText } from "../site-text.ts";

/** Office headings, addresses and working hours as this language writes them. */
export const siteTextGu: SiteText = {
  officeLabels: { bangalore: "બેંગલુરુ ઓફિસ", delhi: "દિલ્હી ઓફિસ" },
  officeAddresses: {
    bangalore: { lines: ["2જો માળ, 14 એગ્રી ઇનોવેશન પાર્ક", "હેબ્બાલ, બેલ્લારી રોડ"], city: "બેંગલુરુ, કર્ણાટક" },
    delhi: { lines: ["B-42, ઓખલા ઔદ્યોગિક વિસ્તાર, ફેઝ II"], city: "નવી દિલ્હી" },
  },
  workingHours: [
    { days: "સોમવાર – શુક્રવાર", hours: "9:00 – 18:00" },
    { days: "શનિવાર", hours: "9:00 – 13:00" },
    { days: "રવિવાર", hours: "બંધ" },
  ],
};
