import { useEffect, useState } from "react";
import { useSession } from "~/features/auth/auth-context.tsx";
import { Panel } from "~/components/admin/ui.tsx";
import { adminRoutingCopy, formatMinutes } from "@content/admin-routing.ts";
import type { PromiseFigures, ResponseFigures } from "@shared/routing";
import { fetchPromiseFigures } from "./api.ts";

const copy = adminRoutingCopy.figures;
const minutes = (m: number | null) => (m === null ? "–" : formatMinutes(m));

/** The dashboard's first-response figures: median and 90th percentile per agent and per source, and the breaches. */
export function ResponseFiguresPanel() {
  const { client } = useSession();
  const [data, setData] = useState<PromiseFigures | null>(null);
  useEffect(() => {
    let cancelled = false;
    // The last 30 days, as the dashboard's other windows.
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
    fetchPromiseFigures(client, since).then(
      (d) => !cancelled && setData(d),
      (err: unknown) => console.error(err),
    );
    return () => {
      cancelled = true;
    };
  }, [client]);
  if (!data) return null;
  return (
    <Panel title={copy.title} className="mt-6">
      <div className="space-y-1 px-5 pt-4 text-sm text-stone-700">
        <p>{copy.intro}</p>
        <p className="font-medium text-stone-900" data-testid="response-breaches">
          {copy.breaches(data.breaches)} · {copy.open(data.open)}
        </p>
      </div>
      <FiguresList title={copy.byAgent} rows={data.byAgent} testId="response-by-agent" />
      <FiguresList title={copy.bySource} rows={data.bySource} testId="response-by-source" />
    </Panel>
  );
}

function FiguresList({ title, rows, testId }: { title: string; rows: ResponseFigures[]; testId: string }) {
  const col = copy.columns;
  return (
    <>
      <h3 className="px-5 pt-4 text-sm font-semibold text-stone-800">{title}</h3>
      {rows.length === 0 ? (
        <p className="px-5 py-3 text-sm text-stone-600">{copy.none}</p>
      ) : (
        <ul className="divide-y divide-stone-100" data-testid={testId}>
          {rows.map((r) => (
            <li key={r.key || "none"} className="px-5 py-3 text-sm">
              <p className="font-medium text-stone-900">{r.name || copy.nobody}</p>
              <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5 text-stone-700 sm:grid-cols-4">
                <div>
                  <dt className="inline text-stone-500">{col.answered}: </dt>
                  <dd className="inline tabular-nums">{r.answered}</dd>
                </div>
                <div>
                  <dt className="inline text-stone-500">{col.median}: </dt>
                  <dd className="inline tabular-nums">{minutes(r.median)}</dd>
                </div>
                <div>
                  <dt className="inline text-stone-500">{col.p90}: </dt>
                  <dd className="inline tabular-nums">{minutes(r.p90)}</dd>
                </div>
                <div>
                  <dt className="inline text-stone-500">{col.breaches}: </dt>
                  <dd className="inline tabular-nums">{r.breaches}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
