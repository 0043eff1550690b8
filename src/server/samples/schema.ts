import type { JsonColumn } from "../db/columns.ts";

/**
 * A soil sample's steps, in order (src/shared/samples.ts); `rejected` may end
 * any step before the report is ready (too little soil, a torn bag, no label).
 */
export { SAMPLE_STATUSES, type SampleStatus } from "../../shared/samples.ts";

/** The server writes samples only through src/server/samples/commands.ts; the data API does not know them. */
export interface SamplesTable {
  id: string;
  /** SD-<yy>-<six digits>, from the `id_counters` row of that year. */
  code: string;
  lead_id: string;
  farmer_name: string;
  phone_e164: string;
  email: string | null;
  /** The farmer's language (en, hi): the report, its link and its e-mail are in it. */
  language: string;
  village: string;
  district: string;
  state: string;
  survey_no: string | null;
  area_acres: number | null;
  crop: string;
  clinic_id: string | null;
  collector: string | null;
  /** YYYY-MM-DD (IST), the day the soil was taken. */
  collected_on: string;
  status: string;
  reject_reason: string | null;
  /** The 12 values (SoilResults) once tested. */
  results: JsonColumn | null;
  /** The advice as the agronomist left it (Advice). */
  advice: JsonColumn | null;
  /** The hash of the secret link's token, set when the report is shared. */
  link_token_hash: string | null;
  created_by: string | null;
  created_at: string;
  received_at: string | null;
  tested_at: string | null;
  report_ready_at: string | null;
  shared_at: string | null;
  updated_at: string;
}

export interface SampleViewsTable {
  id: string;
  sample_id: string;
  /** How the report was opened: "lookup" (id and phone), "link" (the secret link), "pdf". */
  via: string;
  viewed_at: string;
}

export interface IdCountersTable {
  name: string;
  value: number;
}
