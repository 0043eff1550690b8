import { z } from "zod";
import { LANGUAGES, LEAD_SOURCES, LIMITS, USER_TYPES, USER_TYPE_OPTIONS, LEAD_SOURCE_OPTIONS } from "../../../shared/constants.ts";
import type { ImportMapping } from "../../../shared/lead-imports.ts";
import { canonicalPhone } from "../../../shared/phone.ts";
import { normalEmail } from "../contacts.ts";

/** One sheet row as the lead fields capture takes, or why it cannot be a lead. */
export interface ImportedLead {
  name: string;
  email: string | null;
  phone: string | null;
  phoneE164: string | null;
  location: string | null;
  village: string | null;
  user_type: string;
  source: string;
  language: string | null;
  notes: string | null;
}
export type RowResult = { lead: ImportedLead } | { reason: string };

const email = z.email();
/** A label or a value both name an option ("Farmer", "farmer", "FPO Representative"). */
const optionOf = (options: readonly { value: string; label: string }[], text: string) => {
  const t = text.trim().toLowerCase();
  return options.find((o) => o.value === t || o.label.toLowerCase() === t)?.value;
};

export function toLead(headers: string[], mapping: ImportMapping, cells: string[]): RowResult {
  const by: Record<string, string[]> = {};
  headers.forEach((h, i) => {
    const f = mapping[h];
    const v = (cells[i] ?? "").trim();
    if (f && f !== "ignore" && v) (by[f] ??= []).push(v);
  });
  const one = (f: string) => by[f]?.[0] ?? "";
  const name = one("name");
  if (!name) return { reason: "No name" };
  if (name.length > LIMITS.name) return { reason: `Name longer than ${LIMITS.name} characters` };
  const rawPhone = one("phone");
  const rawEmail = one("email");
  if (!rawPhone && !rawEmail) return { reason: "No phone or e-mail" };
  const phoneE164 = rawPhone ? canonicalPhone(rawPhone) : null;
  if (rawPhone && !phoneE164) return { reason: `Phone "${rawPhone.slice(0, 40)}" is not a valid number` };
  const mail = normalEmail(rawEmail);
  if (mail && (mail.length > LIMITS.email || !email.safeParse(mail).success)) return { reason: `E-mail "${rawEmail.slice(0, 60)}" is not a valid address` };
  let user_type = "farmer";
  if (one("user_type")) {
    const t = optionOf(USER_TYPE_OPTIONS, one("user_type"));
    if (!t) return { reason: `User type "${one("user_type").slice(0, 40)}" is not one of ${USER_TYPES.join(", ")}` };
    user_type = t;
  }
  // Leads from a sheet are staff's own entry unless the sheet names a known channel.
  const source = (one("source") && optionOf(LEAD_SOURCE_OPTIONS, one("source"))) || "manual";
  const lang = one("language").toLowerCase();
  const language = (LANGUAGES as readonly string[]).includes(lang) ? lang : null;
  const place = [one("location"), one("district"), one("state"), one("pincode")].filter(Boolean).join(", ");
  const village = one("village").slice(0, LIMITS.village) || null;
  const notes = by.notes?.join("\n").slice(0, 4000) || null;
  void LEAD_SOURCES;
  return {
    lead: { name, email: mail, phone: rawPhone || null, phoneE164, location: place.slice(0, LIMITS.location) || null, village, user_type, source, language, notes },
  };
}
