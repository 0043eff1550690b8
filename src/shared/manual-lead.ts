import { z } from "zod";
import { LANGUAGES, LIMITS, USER_TYPES } from "./constants.ts";
import { API_CONTACT_MESSAGES, contactInputs, leadFields, requirePhoneOrEmail } from "./lead-fields.ts";

/**
 * A lead staff add by hand (`lead-add`): someone who phoned or walked in.
 * The same contact rule as every capture: a phone or an e-mail, either one.
 * Shared by the desk's form and the server's check.
 */
export const manualLeadSchema = requirePhoneOrEmail(
  z.object({
    name: leadFields.name,
    ...contactInputs(),
    userType: z.enum(USER_TYPES, { error: () => `must be one of ${USER_TYPES.join(", ")} (user types)` }),
    language: z.enum(LANGUAGES).nullish(),
    location: z.string().trim().max(LIMITS.location).nullish(),
    notes: z.string().trim().max(4000, "must be at most 4000 characters").nullish(),
  }),
  API_CONTACT_MESSAGES.phoneOrEmail,
);
export type ManualLeadInput = z.input<typeof manualLeadSchema>;

/** Another lead that may be the same person (`lead-duplicates`), and what they share. */
export interface DuplicateLead {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  source: string;
  created_at: string;
  /** What the two leads share: an e-mail, a phone, or the name (in either script). */
  shared: Array<"email" | "phone" | "name">;
}
