import type { ImportField, ImportProgress } from "../src/shared/lead-imports.ts";

/** Copy of the lead import screen (admins only; English like the rest of the admin area). */

const fieldLabels: Record<ImportField, string> = {
  name: "Name",
  phone: "Phone",
  email: "E-mail",
  location: "Place or address",
  village: "Village",
  district: "District",
  state: "State",
  pincode: "PIN code",
  user_type: "User type",
  source: "Source",
  language: "Language",
  notes: "Notes",
  ignore: "Ignore this column",
};

const statusLabels: Record<ImportProgress["status"], string> = {
  running: "Importing",
  done: "Imported",
  undoing: "Undoing",
  undone: "Undone",
};

const n = (v: number) => v.toLocaleString("en-IN");

export const adminImportsCopy = {
  nav: "Imports",
  title: "Import leads",
  intro:
    "Add leads from a sheet: a fair's sign-up list, a partner's list, a marketplace export. Each row is checked against the desk's leads before anything is saved, goes to an owner by the routing rules, and the whole import can be undone.",
  onlyAdmins: "Only an admin can import leads.",
  fieldLabels,
  statusLabels,
  file: {
    title: "1. Choose the sheet",
    label: "CSV or Excel file",
    hint: "A .csv or .xlsx file with one lead per row and the column names in the first row; up to 15 MB and 100,000 rows.",
    reading: "Reading the sheet…",
  },
  mapping: {
    title: "2. Say what each column holds",
    remembered: "This is the mapping used last time for a sheet with these columns.",
    guessed: "Guessed from the column names: check each one.",
    column: (h: string) => `Column "${h}"`,
    check: "Check the rows again",
    stale: "The mapping changed: check the rows again before importing.",
  },
  preview: {
    title: "3. What the import will do",
    total: (v: number) => `${n(v)} rows in the sheet`,
    new: "New leads",
    joined: "Join a lead",
    refused: "Refused",
    newHelp: "People the desk does not have yet.",
    joinedHelp: "The same phone or e-mail as a lead of the last 90 days, or as an earlier row of this sheet: the row goes on that lead's timeline.",
    refusedHelp: "Rows that cannot be a lead; fix them in the sheet and import it again.",
    examples: "Examples",
    row: (r: number) => `Row ${r}`,
    nothingSaved: "Nothing is saved until you start the import.",
  },
  start: (rows: number) => `Import ${n(rows)} rows`,
  starting: "Starting…",
  started: "The import has started. It carries on if you leave this page.",
  list: {
    title: "Imports",
    empty: "No imports yet.",
    progress: (done: number, total: number) => `${n(done)} of ${n(total)} rows`,
    counts: (p: Pick<ImportProgress, "created" | "joined" | "refused">) => `${n(p.created)} new · ${n(p.joined)} joined · ${n(p.refused)} refused`,
    started: (when: string) => `Started ${when}`,
    undone: (when: string) => `Undone ${when}`,
    seeLeads: "See the leads",
    undo: "Undo this import",
    confirmUndo: (file: string, created: number) =>
      `Undo the import of "${file}"? Its ${n(created)} new leads are deleted, and rows that joined a lead are taken off it.`,
    undoStarted: "Undoing the import…",
  },
  failed: (why: string) => `That did not work: ${why}`,
  loadFailed: "The imports could not be loaded. Check your connection and reload the page.",
};
