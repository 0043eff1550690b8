/**
 * A lead sheet as a fair or a partner sends it, for the import tests and
 * `npm run bench:imports`: `rows` rows, of which 5 % repeat a person in another
 * format (half an earlier row of the same sheet, half a lead the desk already
 * has: +91 98…, 098…, spaces, upper-case e-mails with spaces) and 1 % are bad
 * (no contact, a phone that is not a number, an e-mail that is not an address).
 */
export interface ImportSheet {
  csv: string;
  /** The leads to capture before importing, whom the sheet's "existing" repeats name. */
  existing: Array<{ name: string; phone: string; email: string }>;
  expected: { total: number; new: number; joined: number; refused: number };
}

const phoneOf = (i: number) => String(9_100_000_000 + i);
const existingPhone = (k: number) => String(8_100_000_000 + k);
const spaced = (p: string) => `${p.slice(0, 5)} ${p.slice(5)}`;
const OTHER_FORMATS = [(p: string) => `+91 ${spaced(p)}`, (p: string) => `0${p}`, (p: string) => `${p.slice(0, 3)} ${p.slice(3, 6)} ${p.slice(6)}`, (p: string) => `+91-${p}`];
const DISTRICTS = [["Nashik", "Maharashtra", "422001"], ["Guntur", "Andhra Pradesh", "522001"], ["Ludhiana", "Punjab", "141001"], ["Belagavi", "Karnataka", "590001"]] as const;

export function importSheet(rows: number, tag = "s"): ImportSheet {
  const lines = ["Farmer Name,Mobile No,Email,Village,District,State,Pincode,Type,Remarks"];
  const existing: ImportSheet["existing"] = [];
  const expected = { total: rows, new: 0, joined: 0, refused: 0 };
  const q = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  for (let i = 0; i < rows; i++) {
    const [district, state, pin] = DISTRICTS[i % DISTRICTS.length]!;
    let name = `Farmer ${tag} ${i}`;
    let phone = spaced(phoneOf(i));
    let email = i % 3 === 0 ? "" : `farmer.${tag}.${i}@example.in`;
    if (i % 100 === 99) {
      expected.refused += 1;
      const kind = (i / 100) % 3 | 0;
      if (kind === 0) [phone, email] = ["", ""];
      else if (kind === 1) [phone, email] = ["12345", ""];
      else [phone, email] = ["", "not-an-address"];
    } else if (i % 40 === 10) {
      // The same person as ten rows up, written another way.
      expected.joined += 1;
      const j = i - 10;
      name = `Farmer ${tag} ${j}`;
      phone = OTHER_FORMATS[(i / 40) % 4 | 0]!(phoneOf(j));
      email = j % 3 === 0 ? "" : ` FARMER.${tag.toUpperCase()}.${j}@EXAMPLE.IN `;
    } else if (i % 40 === 30) {
      // A farmer the desk already has, written another way.
      expected.joined += 1;
      const k = existing.length;
      existing.push({ name: `Known ${tag} ${k}`, phone: spaced(existingPhone(k)), email: `known.${tag}.${k}@example.in` });
      name = `Known ${tag} ${k}`;
      phone = OTHER_FORMATS[k % 4]!(existingPhone(k));
      email = k % 2 ? `KNOWN.${tag.toUpperCase()}.${k}@Example.IN` : "";
    } else {
      expected.new += 1;
    }
    lines.push([name, phone, email, `Village ${i % 50}`, district, state, pin, i % 7 === 0 ? "FPO Representative" : "Farmer", i % 5 === 0 ? "Grows onions, 3 acres" : ""].map(q).join(","));
  }
  return { csv: lines.join("\n") + "\n", existing, expected };
}

export const SHEET_MAPPING = {
  "Farmer Name": "name",
  "Mobile No": "phone",
  Email: "email",
  Village: "village",
  District: "district",
  State: "state",
  Pincode: "pincode",
  Type: "user_type",
  Remarks: "notes",
} as const;
