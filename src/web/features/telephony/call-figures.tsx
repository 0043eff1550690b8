import { useEffect, useState } from "react";
import { useSession } from "~/features/auth/auth-context.tsx";
import { Panel } from "~/components/admin/ui.tsx";
import { adminCallsCopy } from "@content/admin-calls.ts";
import type { CallFigures } from "@shared/telephony-types";
import { fetchCallFigures } from "./api.ts";

const copy = adminCallsCopy.figures;

/** The dashboard's call figures: desk calls per agent, the answered rate, and how soon missed calls are called back. */
export function CallFiguresPanel() {
  const { client } = useSession();
  const [data, setData] = useState<CallFigures | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetchCallFigures(client).then(
      (d) => !cancelled && setData(d),
      (err: unknown) => console.error(err),
    );
    return () => {
      cancelled = true;
    };
  }, [client]);
  if (!data) return null;
  const figures: Array<[string, string, string]> = [
    [copy.calls, data.calls.toLocaleString("en-IN"), "calls-total"],
    [copy.answeredRate, data.answeredRate === null ? "–" : `${data.answeredRate.toLocaleString("en-IN")} %`, "calls-answered-rate"],
    [copy.callBack, data.callBackMinutesMedian === null ? "–" : copy.minutes(data.callBackMinutesMedian), "calls-call-back"],
  ];
  return (
    <Panel title={copy.title} className="mt-6">
      <dl className="flex flex-wrap gap-3 px-5 py-4">
        {figures.map(([label, value, id]) => (
          <div key={id} className="rounded-lg border border-stone-200 px-4 py-3">
            <dt className="text-sm font-medium text-stone-600">{label}</dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums text-stone-900" data-testid={id}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="px-5 text-sm text-stone-600">{copy.missed(data.missedCalls, data.calledBack)}</p>
      <h3 className="px-5 pt-4 text-sm font-semibold text-stone-800">{copy.perAgent}</h3>
      {data.perAgent.length === 0 ? (
        <p className="px-5 py-4 text-sm text-stone-600">{copy.none}</p>
      ) : (
        <ul className="divide-y divide-stone-100" data-testid="calls-per-agent">
          {data.perAgent.map((a) => (
            <li key={a.agentId ?? "none"} className="flex flex-wrap items-baseline justify-between gap-2 px-5 py-3 text-sm">
              <span className="font-medium text-stone-900">{a.name || copy.noAgent}</span>
              <span className="tabular-nums text-stone-700">{copy.agentRow(a.calls, a.answered)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
