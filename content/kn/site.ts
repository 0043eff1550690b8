import type { SiteText } from "../site-text.ts";

/** Office headings, addresses and working hours as this language writes them. */
export const siteTextKn: SiteText = {
  officeLabels: { bangalore: "ಬೆಂಗಳೂರು ಕಚೇರಿ", delhi: "ದೆಹಲಿ ಕಚೇರಿ" },
  officeAddresses: {
    bangalore: { lines: ["2ನೇ ಮಹಡಿ, 14 ಅಗ್ರಿ ಇನೋವೇಶನ್ ಪಾರ್ಕ್", "ಹೆಬ್ಬಾಳ, ಬಳ್ಳಾರಿ ರಸ್ತೆ"], city: "ಬೆಂಗಳೂರು, ಕರ್ನಾಟಕ" },
    delhi: { lines: ["B-42, ಓಖ್ಲಾ ಕೈಗಾರಿಕಾ ಪ್ರದೇಶ, ಹಂತ II"], city: "ನವದೆಹಲಿ" },
  },
  workingHours: [
    { days: "ಸೋಮವಾರ – ಶುಕ್ರವಾರ", hours: "9:00 – 18:00" },
    { days: "ಶನಿವಾರ", hours: "9:00 – 13:00" },
    { days: "ಭಾನುವಾರ", hours: "ರಜೆ" },
  ],
};
