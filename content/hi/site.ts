import type { SiteText } from "../site-text.ts";

/** Office headings, addresses and working hours as this language writes them. */
export const siteTextHi: SiteText = {
  officeLabels: { bangalore: "बेंगलुरु दफ़्तर", delhi: "दिल्ली दफ़्तर" },
  officeAddresses: {
    bangalore: { lines: ["2री मंज़िल, 14 एग्री इनोवेशन पार्क", "हेब्बाल, बेल्लारी रोड"], city: "बेंगलुरु, कर्नाटक" },
    delhi: { lines: ["B-42, ओखला औद्योगिक क्षेत्र, फ़ेज़ II"], city: "नई दिल्ली" },
  },
  workingHours: [
    { days: "सोमवार – शुक्रवार", hours: "9:00 – 18:00" },
    { days: "शनिवार", hours: "9:00 – 13:00" },
    { days: "रविवार", hours: "बंद" },
  ],
};
