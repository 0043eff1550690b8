import type { LeadsPage } from "@shared/api-types";
import type { LabImportAnswer, SampleCreateInput, SampleDetail, SampleFigures, SamplesPage } from "@shared/samples";
import type { Advice } from "@shared/soil/advice";
import { staffDownload, staffFunction, staffTable, type Staff } from "~/features/admin-api/staff.ts";

const post = <T = unknown>(staff: Staff, name: string, body: unknown) => staffFunction<T>(staff, name, { method: "POST", body });

/** A filter's set values as query parameters (empty ones left out, so the server applies its defaults). */
const query = (params: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== "").map(([k, v]) => [k, String(v)]));

export interface SampleListFilter {
  status?: string;
  clinicId?: string;
  district?: string;
  overdueDays?: string;
  page?: number;
}

export const fetchSamples = (staff: Staff, f: SampleListFilter) => staffFunction<SamplesPage>(staff, "samples-page", { query: query({ ...f }) });
export const fetchSample = (staff: Staff, id: string) => staffFunction<SampleDetail>(staff, "sample-detail", { query: { id } });
export const createSample = (staff: Staff, input: SampleCreateInput) => post<{ id: string; code: string }>(staff, "sample-create", input);
export const receiveSample = (staff: Staff, id: string) => post(staff, "sample-step", { id, to: "received" });
export const rejectSample = (staff: Staff, id: string, reason: string) => post(staff, "sample-step", { id, to: "rejected", reason });
export const saveResults = (staff: Staff, id: string, results: Record<string, string>) => post(staff, "sample-results", { id, results });
export const approveAdvice = (staff: Staff, id: string, advice: Advice) => post(staff, "sample-advice", { id, advice });
export const shareReport = (staff: Staff, id: string) => post<{ link: string; emailed: boolean }>(staff, "sample-share", { id });
/** Leads matching a phone or name (`leads-page`), to make a sample from one. */
export const findLeads = (staff: Staff, q: string) => staffFunction<LeadsPage>(staff, "leads-page", { query: query({ q, page: 0 }) });

const clinics = staffTable<{ id: string; name: string }>("clinics");
/** The clinics to pick from, by name. */
export const fetchClinicNames = (staff: Staff) => clinics.rows(staff, { select: "id,name", order: "name.asc" });

/** The lab's CSV: previewed (`save` false) or its good rows saved (`samples-import`). */
export const importLabCsv = (staff: Staff, csv: string, save: boolean) => post<LabImportAnswer>(staff, "samples-import", { csv, save });

/** The dashboard's samples figures (`samples-figures`). */
export const fetchSampleFigures = (staff: Staff) => staffFunction<SampleFigures>(staff, "samples-figures");

/** Every sample as a CSV file (`samples-export`), saved as the bytes arrived (the byte-order mark kept). */
export async function downloadSamplesCsv(staff: Staff): Promise<string> {
  const res = await staffDownload(staff, "samples-export");
  const url = URL.createObjectURL(await res.blob());
  const name = `samples-${new Date().toISOString().slice(0, 10)}.csv`;
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
