import type { ImportMapping, ImportProgress, ImportReading } from "@shared/lead-imports";
import { staffFunction, type Staff } from "~/features/admin-api/staff.ts";

/** The lead import calls (functions/leads/import-functions.server.ts); admins only. */

/** Reads the file and previews it; with no mapping, the server's remembered one or its guess. Nothing is saved. */
export const previewImport = (staff: Staff, file: File, mapping?: ImportMapping) =>
  staffFunction<ImportReading>(staff, "lead-import-preview", { method: "POST", body: file, query: { file: file.name, mapping: mapping && JSON.stringify(mapping) } });

export const startImport = (staff: Staff, file: File, mapping: ImportMapping) =>
  staffFunction<ImportProgress>(staff, "lead-import-start", { method: "POST", body: file, query: { file: file.name, mapping: JSON.stringify(mapping) } });

export const fetchImports = (staff: Staff) => staffFunction<ImportProgress[]>(staff, "lead-imports", { method: "GET" });

export const undoImport = (staff: Staff, id: string) => staffFunction<ImportProgress>(staff, "lead-import-undo", { method: "POST", body: { id } });
