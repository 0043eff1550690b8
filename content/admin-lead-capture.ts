import { languageNames } from "./i18n.ts";
/** The desk's words for adding a lead by hand and for possible duplicates (staff pages are in English). */
export const leadCaptureCopy = {
  add: {
    button: "Add lead",
    title: "Add a lead who phoned or walked in",
    name: "Name",
    phone: "Phone",
    email: "E-mail",
    phoneOrEmail: "A phone number or an e-mail address, either one.",
    userType: "They are a",
    language: "Language",
    languages: languageNames,
    location: "Village or town",
    notes: "Notes",
    save: "Add lead",
    saving: "Adding…",
    cancel: "Cancel",
  },
  duplicates: {
    title: "Possible duplicates",
    intro: "These leads share an e-mail, a phone or the name with this one. Open one to compare; merge from the lead you keep.",
    shared: { email: "same e-mail", phone: "same phone", name: "same name" } as Record<"email" | "phone" | "name", string>,
  },
} as const;
