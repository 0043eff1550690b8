import { describe, expect, it } from "vitest";
import { canonicalPhone, displayPhone } from "./phone.ts";

describe("canonicalPhone", () => {
  it.each(["9876543210", "+91 98765 43210", "098765 43210", "91-98765-43210", " +919876543210 "])("reads %s as one number", (input) => {
    expect(canonicalPhone(input)).toBe("+919876543210");
  });
  it.each(["", "12345", "abcdefghij", "+91 00000 00000", "98765 4321"])("refuses %j", (input) => {
    expect(canonicalPhone(input)).toBeNull();
  });
  it("writes a number for people", () => {
    expect(displayPhone("+919876543210")).toBe("+91 98765 43210");
  });
});
