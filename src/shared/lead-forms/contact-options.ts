import type { UserType } from "../constants.ts";

/* Without zod, so the contact page can show the choices without shipping the validator. */

/**
 * "Who Are You?" on the contact page: the seven choices of the specification,
 * each mapped onto the nearest lead user type. The choice itself is kept in the
 * lead's metadata, so nothing is lost by the mapping.
 */
export const CONTACT_ROLE_OPTIONS = [
  { value: "farmer", label: "Farmer", userType: "farmer" },
  { value: "fpo", label: "Farmer Producer Organisation (FPO)", userType: "fpo" },
  { value: "csr-ngo", label: "CSR/NGO/Foundation", userType: "ngo" },
  { value: "agri-company", label: "Agri-Input/Output Company", userType: "agri-business" },
  { value: "press", label: "Press/Media", userType: "other" },
  { value: "student", label: "Student/Researcher", userType: "student" },
  { value: "other", label: "Other", userType: "other" },
] as const satisfies readonly { value: string; label: string; userType: UserType }[];

export const CONTACT_MESSAGE_MAX = 2000;

