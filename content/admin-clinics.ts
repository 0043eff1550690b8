import { indianStateNames, type IndianState } from "./indian-states.ts";

/** Copy of the staff clinic screen (/admin/clinics). */
export const adminClinicsCopy = {
  navLabel: "Clinics",
  title: "Clinics",
  intro: "The clinic finder lists these clinics. Changes show on the public site at once.",
  readOnly: "You can see the clinics here. Only an admin can add, change or delete them: ask an admin for any change.",
  add: "Add Clinic",
  loading: "Loading clinics...",
  loadFailed: "The clinics could not be loaded. Check your connection and reload the page.",
  empty: "No clinics yet. Add the first one so farmers can find it.",
  count: (n: number) => (n === 1 ? "1 clinic" : `${n} clinics`),
  columns: { name: "Clinic", location: "District, state", services: "Services", contact: "Contact", actions: "Actions" },
  edit: "Edit",
  delete: "Delete",
  confirmDelete: (name: string) => `Delete "${name}"? It disappears from the clinic finder. This cannot be undone.`,
  deleted: (name: string) => `"${name}" was deleted.`,
  deleteFailed: (msg: string) => `The clinic could not be deleted: ${msg}`,
  form: {
    addTitle: "Add a clinic",
    editTitle: (name: string) => `Edit ${name}`,
    name: "Clinic name",
    address: "Address",
    district: "District",
    state: "State",
    services: "Services",
    phone: "Phone",
    email: "E-mail",
    languagesLegend: "In other languages",
    languagesIntro: "What the clinic finder shows in each language. Open a language to write its texts in its own script. Leave a field empty to show the English text there (an empty state shows the state's usual name in that language).",
    languageFilled: (n: number, of: number) => (n === 0 ? "not translated yet" : `${n} of ${of} filled`),
    lat: "Latitude",
    lng: "Longitude",
    coordsHint: "Decimal degrees, e.g. 13.3409 and 77.1010. Right-click the place on a map to copy them.",
    save: "Save Clinic",
    saving: "Saving...",
    cancel: "Cancel",
    invalid: "Please correct the fields marked below.",
    saved: (name: string) => `"${name}" was saved.`,
    saveFailed: (msg: string) => `The clinic could not be saved: ${msg}`,
  },
} as const;

/** States and union territories, offered as suggestions in the clinic form's English state field. */
export const indianStates = Object.keys(indianStateNames) as IndianState[];
