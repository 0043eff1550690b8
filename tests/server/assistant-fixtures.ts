import type { AssistantSite } from "../../src/server/functions/chat/site.ts";

/** Sample contact values, deliberately different from content/site.ts. */
export const TEST_SITE: AssistantSite = {
  brand: "Soil Doctor",
  assistantName: "Soil Doctor Assistant",
  programme: "Soil Didi",
  phones: ["+91 11 2222 3333", "+91 98765 43210"],
  email: "hello@soil.test",
  offices: [
    { label: "Bangalore office", address: "1 MG Road, Bengaluru 560001" },
    { label: "Delhi office", address: "2 Janpath, New Delhi 110001" },
  ],
  hours: ["Mon-Fri 9:00-18:00", "Sat 9:00-13:00", "Sun closed"],
  hi: { officeLabels: ["बेंगलुरु दफ़्तर", "दिल्ली दफ़्तर"], hours: ["सोमवार-शुक्रवार 9:00-18:00", "शनिवार 9:00-13:00", "रविवार बंद"] },
};
