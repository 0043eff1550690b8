import type { SiteText } from "../site-text.ts";

/** Office headings, addresses and working hours as this language writes them. */
export const siteTextPa: SiteText = {
  officeLabels: { bangalore: "ਬੈਂਗਲੁਰੂ ਦਫ਼ਤਰ", delhi: "ਦਿੱਲੀ ਦਫ਼ਤਰ" },
  officeAddresses: {
    bangalore: { lines: ["2ਜੀ ਮੰਜ਼ਿਲ, 14 ਐਗਰੀ ਇਨੋਵੇਸ਼ਨ ਪਾਰਕ", "ਹੇਬਾਲ, ਬੇਲਾਰੀ ਰੋਡ"], city: "ਬੈਂਗਲੁਰੂ, ਕਰਨਾਟਕ" },
    delhi: { lines: ["B-42, ਓਖਲਾ ਉਦਯੋਗਿਕ ਖੇਤਰ, ਫ਼ੇਜ਼ II"], city: "ਨਵੀਂ ਦਿੱਲੀ" },
  },
  workingHours: [
    { days: "ਸੋਮਵਾਰ – ਸ਼ੁੱਕਰਵਾਰ", hours: "9:00 – 18:00" },
    { days: "ਸ਼ਨਿੱਚਰਵਾਰ", hours: "9:00 – 13:00" },
    { days: "ਐਤਵਾਰ", hours: "ਬੰਦ" },
  ],
};
