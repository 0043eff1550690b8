import { languageNames } from "./i18n.ts";

/** Copy of the staff newsletter screen (/admin/newsletter); like the rest of the admin area, in English. */
export const adminNewsletterCopy = {
  navLabel: "Newsletter",
  title: "Newsletter",
  intro: "Everyone who subscribed on the Resources page. Only confirmed addresses may be sent the newsletter.",
  loading: "Loading subscribers...",
  loadFailed: "The subscribers could not be loaded. Check your connection and reload the page.",
  onlyAdmins: "Only admins can see the newsletter's subscribers.",
  empty: "No one has subscribed yet.",
  counts: "Subscribers by state",
  list: "Subscribers",
  status: { pending: "Waiting for confirmation", confirmed: "Confirmed", unsubscribed: "Unsubscribed" },
  language: languageNames,
  columns: { email: "E-mail", language: "Language", status: "Status", subscribed: "Subscribed (IST)", confirmed: "Confirmed (IST)" },
} as const;
