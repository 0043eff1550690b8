/**
 * Writes tests/fixtures/fair-leads.xlsx, the Excel sheet the import tests read:
 * a fair's sign-up sheet as staff get it, written by an Excel library
 * (write-excel-file), with a phone typed as a number (as Excel keeps it), one
 * as text with spaces, a repeat of an earlier row in another format, and a row
 * without a phone or an e-mail. `npx tsx scripts/make-import-fixture.ts`.
 */
import path from "node:path";
import writeExcelFile from "write-excel-file/node";

const rows: Array<[string, string | number, string, string, string]> = [
  ["Farmer Name", "Mobile No", "Email", "District", "Remarks"],
  ["Ramesh Patil", 9876512340, "", "Nashik", "Grapes, 4 acres"],
  ["Sunita Devi", "98765 12341", "SUNITA.DEVI@Example.in ", "Ludhiana", "Wheat"],
  ["Ramesh P.", "+91 98765 12340", "", "Nashik", "Same man, second visit"],
  ["No Contact", "", "", "Guntur", "Left no number"],
];

const data = rows.map((r, i) =>
  r.map((value) => (i === 0 ? { value: String(value), fontWeight: "bold" as const } : typeof value === "number" ? { value, type: Number } : { value, type: String })),
);
const file = path.join(import.meta.dirname, "..", "tests", "fixtures", "fair-leads.xlsx");
await writeExcelFile(data, { sheet: "Fair" }).toFile(file);
console.log(`wrote ${file}`);
