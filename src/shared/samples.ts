import { z } from "zod";
import type { Locale } from "../../content/i18n.ts";
import { adviceSchema, type Advice } from "./soil/advice.ts";
import { CROPS } from "./soil/crops.ts";
import { soilResultsSchema, type SoilParameter, type SoilResults } from "./soil/parameters.ts";

/**
 * Soil samples on the wire: the staff functions' inputs (checked on the
 * server with these schemas) and answers, shared with the admin pages.
 */
export const SAMPLE_STATUSES = ["collected", "received", "tested", "report_ready", "shared", "rejected"] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];

/** `SD-26-004817`: the company's letters, the year, a six-digit number. */
export const SAMPLE_CODE = /^SD-\d{2}-\d{6,}$/;
export const sampleCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(20)
  .regex(SAMPLE_CODE, "must look like SD-26-004817");

const text = (max: number) => z.string().trim().min(1, "is required").max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "must be a real date");

export const sampleCreateSchema = z.object({
  leadId: z.uuid({ error: "must be a lead id" }),
  /** Defaults to the lead's name and phone. */
  farmerName: optionalText(200),
  phone: optionalText(40),
  village: text(200),
  district: text(100),
  state: text(100),
  surveyNo: optionalText(60),
  areaAcres: z.coerce.number().positive("must be more than 0").max(10_000).optional().nullable(),
  crop: z.enum(CROPS, { error: "must be one of the listed crops" }),
  clinicId: z.uuid({ error: "must be a clinic id" }).optional().nullable(),
  collector: optionalText(200),
  collectedOn: isoDay,
});
export type SampleCreateInput = z.input<typeof sampleCreateSchema>;

export const sampleIdSchema = z.object({ id: z.uuid({ error: "must be a sample id" }) });

/** A step staff take by hand: received at the lab, or rejected with the reason. */
export const sampleStepSchema = z.discriminatedUnion("to", [
  z.object({ id: z.uuid(), to: z.literal("received") }),
  z.object({ id: z.uuid(), to: z.literal("rejected"), reason: z.string().trim().min(1, "a rejected sample needs a reason").max(500) }),
]);

export const sampleResultsSchema = z.object({ id: z.uuid(), results: soilResultsSchema });
export const sampleAdviceSchema = z.object({ id: z.uuid(), advice: adviceSchema });

export const sampleFilterSchema = z.object({
  status: z.enum(SAMPLE_STATUSES).optional(),
  clinicId: z.uuid().optional(),
  district: z.string().trim().max(100).optional(),
  /** Only samples at the lab (collected or received) for more than this many days. */
  overdueDays: z.coerce.number().int().min(1).max(365).optional(),
  leadId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type SampleFilter = z.output<typeof sampleFilterSchema>;

export interface SampleRow {
  id: string;
  code: string;
  leadId: string;
  farmerName: string;
  phone: string;
  email: string | null;
  language: Locale;
  village: string;
  district: string;
  state: string;
  surveyNo: string | null;
  areaAcres: number | null;
  crop: string;
  clinicId: string | null;
  clinicName: string | null;
  collector: string | null;
  collectedOn: string;
  status: SampleStatus;
  rejectReason: string | null;
  createdAt: string;
  receivedAt: string | null;
  testedAt: string | null;
  reportReadyAt: string | null;
  sharedAt: string | null;
}

export interface SampleDetail extends SampleRow {
  results: SoilResults | null;
  /** The stored advice, or the suggestion from the results while none is stored. */
  advice: Advice | null;
  adviceReviewed: boolean;
  views: number;
  /** The status page the label's QR code opens. */
  statusUrl: string;
  /** The label's QR code as an SVG document. */
  qrSvg: string;
}

export interface SamplesPage {
  rows: SampleRow[];
  total: number;
  pageSize: number;
}

/** Days from collection to the report that the status page promises. */
export const REPORT_EXPECTED_DAYS = 7;

/** What the farmer's own pages show of a sample: its status, and its report once shared. */
export interface FarmerSample {
  code: string;
  status: SampleStatus;
  language: Locale;
  farmerName: string;
  /** Shown masked (last four digits) so a shared screen does not give the number away. */
  phoneTail: string;
  village: string;
  district: string;
  state: string;
  surveyNo: string | null;
  areaAcres: number | null;
  crop: string;
  collectedOn: string;
  testedAt: string | null;
  /** YYYY-MM-DD. */
  expectedBy: string;
  rejectReason: string | null;
  /** Only once the report is shared. */
  report: { results: SoilResults; advice: Advice } | null;
  clinic: { name: string; nameHi: string | null; phone: string | null; email: string | null; address: string; addressHi: string | null } | null;
}

/** The lab's results file as the import sends it: previewed first, saved when `save` is set. */
export const sampleImportSchema = z.object({ csv: z.string().min(1, "the file is empty").max(60_000, "the file is too large; split it"), save: z.boolean().default(false) });

export interface LabImportAnswer {
  rows: Array<{ line: number; code: string; errors: string[] }>;
  good: number;
  bad: number;
  saved?: number;
}

/** How one parameter moved between a plot's previous report and this one. */
export type ParameterChange = "up" | "down" | "same";

/** A report beside the previous report of the same plot: each parameter then and now. */
export interface ReportComparison {
  previousCode: string;
  /** When the previous sample was collected (YYYY-MM-DD). */
  previousCollectedOn: string;
  rows: Array<{ parameter: SoilParameter; before: number; now: number; change: ParameterChange }>;
}

/**
 * One of a phone's samples, as the farmer sees them after proving the phone
 * with a one-time code: where it is, and for a shared report a pass to open
 * it and its comparison with the plot's previous report (null for the first).
 */
export interface PhoneSample {
  code: string;
  status: SampleStatus;
  village: string;
  district: string;
  surveyNo: string | null;
  crop: string;
  collectedOn: string;
  expectedBy: string;
  rejectReason: string | null;
  /** A short-lived pass to this sample's page (`/report/<code>?access=…`). */
  access: string;
  /** Only for a shared report. */
  comparison: ReportComparison | null;
  isReport: boolean;
}

/**
 * The lookup by phone alone, step by step: the number (a code is sent to any
 * valid Indian mobile, so the answer never tells whether it has samples), the
 * code from the SMS, then that phone's samples.
 */
export type PhoneOutcome =
  | { step: "phone"; phone: string; error: "invalid_phone" | "too_many" }
  | { step: "code"; phone: string; tail: string; error?: "wrong_code" | "expired" | "too_many" }
  | { step: "list"; tail: string; samples: PhoneSample[] };

/** The dashboard's samples figures: samples at each step now, and the median IST days from collection to the report being ready. */
export interface SampleFigures {
  byStatus: Record<SampleStatus, number>;
  total: number;
  /** Null until a report is ready. */
  medianDaysToReport: number | null;
  /** How many samples the median is over. */
  reported: number;
}
