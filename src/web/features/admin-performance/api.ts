import { performanceCsv, type PerformancePeriod, type PerformanceReport } from "@shared/performance";
import { staffFunction, type Staff } from "~/features/admin-api/staff.ts";
import { adminPerformanceCopy } from "@content/admin-performance.ts";

/** Agent performance (functions/leads/performance-functions.server.ts): everyone's rows for an admin, one's own for an agent. */
export const fetchPerformance = (staff: Staff, days: PerformancePeriod) =>
  staffFunction<PerformanceReport>(staff, "desk-performance", { method: "GET", query: { days: String(days) } });

/** Saves the table on screen as a CSV file (with the byte-order mark spreadsheet programs need); answers the file's name. */
export function downloadPerformanceCsv(report: PerformanceReport): string {
  const name = adminPerformanceCopy.fileName(report.days, report.lastDay);
  const url = URL.createObjectURL(new Blob([`\uFEFF${performanceCsv(report)}`], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
