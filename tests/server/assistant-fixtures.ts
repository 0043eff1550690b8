import type { ContactSource, LocalSiteText } from "../../content/knowledge/facts.ts";

const hours = (weekdays: string, saturday: string, sunday: string) => [
  { days: weekdays, hours: "9:00-18:00" },
  { days: saturday, hours: "9:00-13:00" },
  { days: sunday.split(" ")[0]!, hours: sunday.split(" ")[1]! },
];

const en: LocalSiteText = {
  officeLabels: { bangalore: "Bangalore office", delhi: "Delhi office" },
  officeAddresses: { bangalore: { lines: ["1 MG Road"], city: "Bengaluru" }, delhi: { lines: ["2 Janpath"], city: "New Delhi" } },
  workingHours: hours("Mon-Fri", "Sat", "Sun closed"),
};

const hi: LocalSiteText = {
  officeLabels: { bangalore: "बेंगलुरु दफ़्तर", delhi: "दिल्ली दफ़्तर" },
  officeAddresses: { bangalore: { lines: ["1 एमजी रोड"], city: "बेंगलुरु" }, delhi: { lines: ["2 जनपथ"], city: "नई दिल्ली" } },
  workingHours: hours("सोमवार-शुक्रवार", "शनिवार", "रविवार बंद"),
};

/** Sample contact values, deliberately different from content/site.ts. */
export const TEST_CONTACTS: ContactSource = {
  site: {
    brandName: "Soil Doctor",
    programmeName: "Soil Didi",
    assistantName: "Soil Doctor Assistant",
    phones: [{ display: "+91 11 2222 3333" }, { display: "+91 98765 43210" }],
    whatsapp: { display: "+91 98765 43210" },
    emails: { info: "hello@soil.test" },
    offices: { bangalore: { postalCode: "560001" }, delhi: { postalCode: "110001" } },
  },
  text: { en, hi },
};
