import { useEffect, useState } from "react";
import { Link } from "react-router";
import { soilAdminCopy } from "@content/soil-admin.ts";
import { SAMPLE_STATUSES, type SampleFigures } from "@shared/samples";
import { Panel } from "~/components/admin/ui.tsx";
import { useSession } from "~/features/auth/auth-context.tsx";
import { downloadSamplesCsv, fetchSampleFigures } from "./api.ts";

const copy = soilAdminCopy.figures;

/** The dashboard's samples panel: samples at each step now, the median days from collection to report, and the samples CSV. */
export function SampleFiguresPanel() {
  const { client } = useSession();
  const [data, setData] = useState<SampleFigures | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    fetchSampleFigures(client).then(
      (d) => !cancelled && setData(d),
      (err: unknown) => console.error(err),
    );
    return () => {
      cancelled = true;
    };
  }, [client]);
  if (!data) return null;
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadSamplesCsv(client);
    } catch (err) {
      console.error(err);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel
      title={copy.title}
      className="mt-6"
      actions={
        <Link to="/admin/samples" className="text-sm font-medium text-emerald-800 hover:underline">
          {soilAdminCopy.navLabel}
        </Link>
      }
    >
      <dl className="flex flex-wrap gap-3 px-5 py-4">
        {SAMPLE_STATUSES.map((s) => (
          <div key={s} className="rounded-lg border border-stone-200 px-4 py-3">
            <dt className="text-sm font-medium text-stone-600">{soilAdminCopy.status[s]}</dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums text-stone-900" data-testid={`samples-${s}`}>
              {data.byStatus[s].toLocaleString("en-IN")}
            </dd>
          </div>
        ))}
        <div className="rounded-lg border border-stone-200 px-4 py-3">
          <dt className="text-sm font-medium text-stone-600">{copy.medianDays}</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums text-stone-900" data-testid="samples-median-days">
            {data.medianDaysToReport === null ? "–" : copy.days(data.medianDaysToReport)}
          </dd>
          {data.reported ? <dd className="text-xs text-stone-500">{copy.over(data.reported)}</dd> : null}
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-3 border-t border-stone-100 px-5 py-3">
        <button type="button" onClick={() => void download()} disabled={busy} className="rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-50 disabled:opacity-60">
          {busy ? copy.downloading : copy.download}
        </button>
        {failed ? (
          <p role="alert" className="text-sm text-red-700">
            {copy.downloadFailed}
          </p>
        ) : null}
      </div>
    </Panel>
  );
}
