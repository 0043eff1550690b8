import { z } from "zod";

/**
 * What a column of an imported sheet can be: a lead field, a part of the
 * place (joined into the lead's location text, which routing reads), a note,
 * or nothing. Browser-safe: the import screen offers these.
 */
export const IMPORT_FIELDS = ["name", "phone", "email", "location", "village", "district", "state", "pincode", "user_type", "source", "language", "notes", "ignore"] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Every header of the file, to the field its column holds. */
export const importMappingSchema = z
  .record(z.string().max(200), z.enum(IMPORT_FIELDS, { error: () => `must be one of ${IMPORT_FIELDS.join(", ")}` }))
  .refine((m) => Object.keys(m).length <= 60, "at most 60 columns");
export type ImportMapping = z.infer<typeof importMappingSchema>;

export interface ImportSample {
  row: number;
  name: string;
  phone: string;
  email: string;
  /** Why a refused row is refused, or which lead or earlier row a joining row joins. */
  note: string;
}

export interface ImportPreview {
  total: number;
  new: number;
  joined: number;
  refused: number;
  samples: { new: ImportSample[]; joined: ImportSample[]; refused: ImportSample[] };
}

export interface ImportProgress {
  id: string;
  status: "running" | "done" | "undoing" | "undone";
  fileName: string;
  total: number;
  done: number;
  created: number;
  joined: number;
  refused: number;
  createdAt: string;
  undoneAt: string | null;
}

/** What the import screen shows once a file is read: its columns, the mapping to confirm and, when that mapping is complete, the preview. */
export interface ImportReading {
  fileName: string;
  headers: string[];
  mapping: ImportMapping;
  /** The mapping is the one confirmed last time for a sheet of this shape. */
  remembered: boolean;
  preview: ImportPreview | null;
  /** Why there is no preview yet (the mapping lacks a name column, ...). */
  problem: string | null;
}
