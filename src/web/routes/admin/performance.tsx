import { useEffect, useState } from "react";
import { useSession } from "~/features/auth/auth-context.tsx";
import { useMe } from "~/features/admin-team/use-role.ts";
import { Alert, buttonStyles, PageHeader } from "~/components/admin/ui.tsx";
import { downloadPerformanceCsv, fetchPerformance } from "~/features/admin-performance/api.ts";
import { PerformanceView, PeriodLine } from "~/features/admin-performance/PerformanceView.tsx";
import { adminPerformanceCopy } from "@content/admin-performance.ts";
import { PERFORMANCE_PERIODS, type PerformancePeriod, type PerformanceReport } from "@shared/performance";

const copy = adminPerformanceCopy;

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

/** Agent performance: every agent's figures for admins, one's own for an agent; charts, a table and its CSV. */
export default function Performance() {
  const { client } = useSession();
  const me = useMe(client);
  const [days, setDays] = useState<PerformancePeriod>(7);
  const [report, setReport] = useState<PerformanceReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState("");

  useEffect(() => {
    let cancelled = false;
    fetchPerformance(client, days).then(
      (r) => !cancelled && setReport(r),
      () => !cancelled && setError(copy.loadFailed),
    );
    return () => {
      cancelled = true;
    };
  }, [client, days]);

  const current = report?.days === days ? report : null;
  return (
    <>
      <PageHeader
        title={copy.title}
        intro={copy.intro}
        actions={
          <button type="button" className={buttonStyles.secondary} disabled={!current} onClick={() => current && setSaved(copy.downloaded(downloadPerformanceCsv(current)))}>
            {copy.download}
          </button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-x-6 gap-y-2">
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-stone-800">{copy.periodLegend}</legend>
          <div className="inline-flex overflow-hidden rounded-md border border-stone-300">
            {PERFORMANCE_PERIODS.map((d) => (
              <label key={d} className={`cursor-pointer px-3 py-2 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-600 ${d === days ? "bg-emerald-700 text-white" : "bg-white text-stone-800 hover:bg-stone-50"}`}>
                <input type="radio" name="period" value={d} checked={d === days} onChange={() => {
                    setError(null);
                    setDays(d);
                  }} className="sr-only" />
                {copy.periods[d]}
              </label>
            ))}
          </div>
        </fieldset>
        {current ? <PeriodLine report={current} /> : null}
      </div>
      {me && me.role !== "admin" ? <p className="mb-4 text-sm text-stone-700">{copy.ownOnly}</p> : null}
      <p role="status" aria-live="polite" className="mb-2 text-sm text-emerald-800">
        {saved}
      </p>
      {error ? <Alert>{error}</Alert> : current ? <PerformanceView report={current} /> : <p className="text-stone-600">{copy.loading}</p>}
    </>
  );
}
