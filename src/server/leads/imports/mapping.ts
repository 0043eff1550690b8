import { sql } from "kysely";
import type { Db } from "../../db/index.server.ts";
import { nowIso } from "../../db/dialect.ts";
import { DomainError } from "../../domain-error.ts";
import { IMPORT_FIELDS, type ImportField, type ImportMapping } from "../../../shared/lead-imports.ts";

/**
 * Column mapping: which lead field each header holds. A first guess comes
 * from the header's words; the mapping staff confirm is remembered per file
 * shape (the set of headers, any order or case), so next month's export from
 * the same marketplace is mapped already.
 */

export const fileShape = (headers: string[]) => [...new Set(headers.map((h) => h.trim().toLowerCase()))].sort().join("\u001f");

const GUESSES: Array<[ImportField, RegExp]> = [
  ["email", /e-?mail/],
  ["phone", /phone|mobile|contact\s*(no|number)|whatsapp|cell/],
  ["pincode", /pin\s*code|pincode|postal|zip/],
  ["district", /district|taluk|tehsil/],
  ["state", /^state|state$/],
  ["village", /village|gaon|gram/],
  ["location", /location|address|city|town|place/],
  ["user_type", /user\s*type|type|category|segment/],
  ["source", /source|channel/],
  ["language", /language|lang/],
  ["notes", /note|remark|comment|crop|acre/],
  ["name", /name|farmer|customer/],
];

export function guessMapping(headers: string[]): ImportMapping {
  const taken = new Set<ImportField>();
  const out: ImportMapping = {};
  for (const h of headers) {
    const low = h.toLowerCase();
    const hit = GUESSES.find(([f, re]) => re.test(low) && (f === "notes" || !taken.has(f)));
    out[h] = hit ? hit[0] : "ignore";
    if (hit) taken.add(hit[0]);
  }
  return out;
}

/** The mapping to use for these headers: the one remembered for the shape, else a guess. */
export async function mappingFor(db: Db, headers: string[]): Promise<{ mapping: ImportMapping; remembered: boolean }> {
  const row = await db.selectFrom("lead_import_mappings").select("mapping").where("shape", "=", fileShape(headers)).executeTakeFirst();
  if (row) {
    const saved = (typeof row.mapping === "string" ? JSON.parse(row.mapping) : row.mapping) as ImportMapping;
    const lower = new Map(Object.entries(saved).map(([k, v]) => [k.trim().toLowerCase(), v]));
    return { mapping: Object.fromEntries(headers.map((h) => [h, lower.get(h.trim().toLowerCase()) ?? "ignore"])), remembered: true };
  }
  return { mapping: guessMapping(headers), remembered: false };
}

export async function rememberMapping(db: Db, headers: string[], mapping: ImportMapping): Promise<void> {
  const shape = fileShape(headers);
  const json = JSON.stringify(mapping);
  await db
    .insertInto("lead_import_mappings")
    .values({ shape, mapping: json, updated_at: nowIso() })
    .onConflict((oc) => oc.column("shape").doUpdateSet({ mapping: json, updated_at: sql`excluded.updated_at` }))
    .execute();
}

/**
 * A mapping must say what every column of the file is (a field or "ignore"),
 * name no column the file lacks, give each single field one column, and map
 * a name and a phone or an e-mail.
 */
export function checkMapping(headers: string[], mapping: ImportMapping): void {
  const bad = (code: string, message: string) => new DomainError("invalid", code, message);
  const unknown = Object.keys(mapping).filter((k) => !headers.includes(k));
  if (unknown.length) throw bad("unknown_columns", `The file has no column ${unknown.map((u) => `"${u}"`).join(", ")}`);
  const unmapped = headers.filter((h) => !(h in mapping));
  if (unmapped.length) throw bad("unmapped_columns", `Say what ${unmapped.map((u) => `"${u}"`).join(", ")} holds, or choose "ignore"`);
  for (const f of IMPORT_FIELDS) {
    if (f === "ignore" || f === "notes") continue;
    const cols = headers.filter((h) => mapping[h] === f);
    if (cols.length > 1) throw bad("field_twice", `Only one column can be ${f}: ${cols.map((c) => `"${c}"`).join(" and ")}`);
  }
  const values = new Set(Object.values(mapping));
  if (!values.has("name")) throw bad("no_name_column", "Choose the column that holds the name");
  if (!values.has("phone") && !values.has("email")) throw bad("no_contact_column", "Choose the column that holds the phone or the e-mail");
}
