import type { SiteText } from "../site-text.ts";

/** Office headings, addresses and working hours as this language writes them. */
export const siteTextMr: SiteText = {
  officeLabels: { bangalore: "बेंगळुरू कार्यालय", delhi: "दिल्ली कार्यालय" },
  officeAddresses: {
    bangalore: { lines: ["2रा मजला, 14 अ‍ॅग्री इनोव्हेशन पार्क", "हेब्बाळ, बेल्लारी रोड"], city: "बेंगळुरू, कर्नाटक" },
    delhi: { lines: ["B-42, ओखला औद्योगिक क्षेत्र, फेज II"], city: "नवी दिल्ली" },
  },
  workingHours: [
    { days: "सोमवार – शुक्रवार", hours: "9:00 – 18:00" },
    { days: "शनिवार", hours: "9:00 – 13:00" },
    { days: "रविवार", hours: "बंद" },
  ],
};
