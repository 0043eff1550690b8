import { parse as parseCsv } from "csv-parse/sync";
import { readSheet } from "read-excel-file/node";
import { DomainError } from "../../domain-error.ts";

/**
 * Reading an uploaded spreadsheet into a header row and text cells. CSV is
 * read with csv-parse (quotes, a byte-order mark, `,` `;` or tab between
 * cells as the first line shows), Excel (.xlsx) with read-excel-file. What
 * arrives is judged by its bytes, not only by its name: an .xlsx is a zip
 * (it starts with "PK"), a CSV is text. Every refusal is a clear 4xx.
 */

/** The largest upload: 50,000 rows of a typical sheet are about 5 MB. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** The most data rows one import takes. */
export const MAX_ROWS = 100_000;
/** The most columns a sheet may have (more is not a list of leads). */
const MAX_COLUMNS = 60;

export interface Sheet {
  headers: string[];
  rows: string[][];
}

const invalid = (code: string, message: string) => new DomainError("invalid", code, message);

export type UploadKind = "csv" | "xlsx";

/** What the bytes are, or a refusal naming what is accepted. */
export function uploadKind(fileName: string, bytes: Uint8Array): UploadKind {
  if (bytes.length === 0) throw invalid("empty_file", "The file is empty");
  if (bytes.length > MAX_UPLOAD_BYTES) throw invalid("file_too_large", `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB; split it into smaller files`);
  const name = fileName.toLowerCase();
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (name.endsWith(".xlsx") && zip) return "xlsx";
  if ((name.endsWith(".csv") || name.endsWith(".txt")) && !zip && !bytes.subarray(0, 4096).includes(0)) return "csv";
  if (name.endsWith(".xls")) throw invalid("wrong_file_type", "Old Excel files (.xls) cannot be read: save the sheet as .xlsx or .csv");
  throw invalid("wrong_file_type", "Upload a CSV file (.csv) or an Excel file (.xlsx)");
}

const cellText = (v: unknown): string => {
  if (v === null || v === undefined) return "";
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).trim();
};

/** The sheet's header and data rows, all as trimmed text; blank rows dropped. */
export async function readUpload(fileName: string, bytes: Uint8Array): Promise<Sheet> {
  const kind = uploadKind(fileName, bytes);
  let table: string[][];
  if (kind === "xlsx") {
    try {
      // Phone numbers typed into Excel arrive as numbers; text keeps all their digits.
      const data = await readSheet(Buffer.from(bytes));
      table = data.map((row) => row.map(cellText));
    } catch {
      throw invalid("unreadable_file", "The Excel file could not be read: open it in Excel and save it again as .xlsx");
    }
  } else {
    const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
    const firstLine = text.slice(0, text.search(/\r?\n|$/));
    const delimiter = [",", ";", "\t"].reduce((best, d) => (firstLine.split(d).length > firstLine.split(best).length ? d : best), ",");
    try {
      table = parseCsv(text, { bom: true, delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true }) as string[][];
    } catch (e) {
      throw invalid("unreadable_file", `The CSV file could not be read (${e instanceof Error ? e.message.slice(0, 120) : "bad quoting"})`);
    }
  }
  const nonBlank = table.filter((r) => r.some((c) => c !== ""));
  const [headers, ...rows] = nonBlank;
  if (!headers) throw invalid("empty_file", "The file has no rows");
  if (headers.length > MAX_COLUMNS) throw invalid("too_many_columns", `The sheet has ${headers.length} columns; a list of leads has at most ${MAX_COLUMNS}`);
  if (rows.length === 0) throw invalid("no_rows", "The file has a header row but no leads under it");
  if (rows.length > MAX_ROWS) throw invalid("too_many_rows", `The file has ${rows.length.toLocaleString("en-IN")} rows; one import takes at most ${MAX_ROWS.toLocaleString("en-IN")}`);
  return { headers: headers.map((h, i) => h || `Column ${i + 1}`), rows };
}
