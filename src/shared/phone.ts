import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * Indian phone numbers in the forms people type them (`9876543210`, `+91 98765 43210`,
 * `098765 43210`, `91-98765-43210`) become one canonical E.164 form (`+919876543210`),
 * so the same farmer typing their number two ways is recognised as one person.
 * Numbers with another country code are kept when they are valid for that country.
 */
export function canonicalPhone(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const parsed = parsePhoneNumberFromString(text, "IN");
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}

/** A canonical number written for people: `+91 98765 43210`. */
export function displayPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164, "IN");
  return parsed ? parsed.formatInternational() : e164;
}
