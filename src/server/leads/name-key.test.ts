import { describe, expect, it } from "vitest";
import { nameKey } from "./name-key.ts";

describe("a name's search key", () => {
  it.each([
    ["रामेश्वर पाटील", "Rameshwar Patil"],
    ["मीना कुमारी", "Meena Kumari"],
    ["लक्ष्मी", "Laxmi"],
    ["लक्ष्मी", "Lakshmi"],
    ["चंद्रकांत", "Chandrakant"],
    ["कृष्णा", "Krishna"],
    ["सुरेश", "Suresh"],
    ["अनिल शर्मा", "Anil Sharma"],
  ])("%s and %s give one key", (devanagari, latin) => {
    expect(nameKey(devanagari)).toBe(nameKey(latin));
  });

  it("a first name finds the full name, and different names stay apart", () => {
    expect(nameKey("रामेश्वर पाटील")).toContain(nameKey("Rameshwar"));
    expect(nameKey("Rameshwar")).not.toBe(nameKey("Ramesh"));
    expect(nameKey("Meena")).not.toBe(nameKey("Mohan"));
    expect(nameKey("  ")).toBe("");
  });
});
