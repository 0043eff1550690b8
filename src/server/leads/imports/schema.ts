import type { JsonColumn } from "../../db/columns.ts";

/** The import tables (migration 0028); Kysely's types for them. Never exposed through the data API. */

export interface LeadImportsTable {
  id: string;
  /** running | done | undone */
  status: string;
  file_name: string;
  /** The file's shape: its headers, trimmed, lower-cased, sorted, joined. */
  shape: string;
  /** ImportMapping as JSON. */
  mapping: JsonColumn;
  total: number;
  /** The next row number to capture. */
  cursor: number;
  created_count: number;
  joined_count: number;
  refused_count: number;
  claimed_by: string | null;
  claimed_until: string | null;
  created_by: string;
  undone_by: string | null;
  undone_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface LeadImportRowsTable {
  import_id: string;
  row_no: number;
  /** The row's cells by lead field, as mapped. */
  data: JsonColumn;
  /** new | joined | refused, once captured */
  outcome: string | null;
  reason: string | null;
  target_lead: string | null;
  /** A joined lead's contact fields before this row, restored on undo. */
  before: JsonColumn | null;
  captured_at: string | null;
}

export interface LeadImportMappingsTable {
  shape: string;
  mapping: JsonColumn;
  updated_at: string;
}
