import { describe, expect, it } from "vitest";
import { SAMPLE_SITE, defaultAssistantSite, toAssistantSite } from "./site.ts";

describe("site adapter", () => {
  it("reads the shape of content/site.ts", () => {
    const site = toAssistantSite({
      brandName: "Acme Soil",
      programmeName: "Mitti Sakhi",
      assistantName: "Acme Assistant",
      phones: [{ display: "+91 1", e164: "+911" }, { display: "+91 2", e164: "+912" }],
      emails: { info: "info@acme.test", sales: "sales@acme.test" },
      offices: {
        bangalore: { label: "Bangalore office", lines: ["1 Road", "Hebbal"], city: "Bengaluru", postalCode: "560024" },
        delhi: { label: "Delhi office", lines: ["2 Lane"], city: "New Delhi", postalCode: "110020" },
      },
      workingHours: [
        { days: "Mon-Fri", hours: "9:00-18:00" },
        { days: "Sun", hours: "Closed" },
      ],
    });
    expect(site).toEqual({
      brand: "Acme Soil",
      assistantName: "Acme Assistant",
      programme: "Mitti Sakhi",
      phones: ["+91 1", "+91 2"],
      email: "info@acme.test",
      offices: [
        { label: "Bangalore office", address: "1 Road, Hebbal, Bengaluru 560024" },
        { label: "Delhi office", address: "2 Lane, New Delhi 110020" },
      ],
      hours: ["Mon-Fri 9:00-18:00", "Sun Closed"],
    });
  });

  it("accepts simpler shapes and fills gaps with the samples", () => {
    const site = toAssistantSite({ brand: "B", phones: ["+91 3"], email: "e@b.test", offices: ["Somewhere 1"], hours: ["Always"] });
    expect(site.phones).toEqual(["+91 3"]);
    expect(site.email).toBe("e@b.test");
    expect(site.offices).toEqual([{ label: "Office", address: "Somewhere 1" }]);
    expect(site.hours).toEqual(["Always"]);
    expect(site.programme).toBe(SAMPLE_SITE.programme);
  });

  it.each([[null], [undefined], ["x"], [42], [[]], [{ phones: "nope", offices: 5 }]])("never throws on %j", (raw) => {
    const site = toAssistantSite(raw);
    expect(site.phones.length).toBeGreaterThan(0);
    expect(site.email).toContain("@");
  });

  it("reads this deployment's site configuration", () => {
    const site = defaultAssistantSite();
    expect(site.phones.length).toBeGreaterThan(0);
    expect(site.email).toMatch(/@/);
    expect(site.offices.map((o) => o.label).join(" ")).toMatch(/Bangalore/);
    expect(site.hours.length).toBe(3);
  });
});
