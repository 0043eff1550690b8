import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useSession } from "~/features/auth/auth-context.tsx";
import { Alert, Panel, formatDateTime } from "~/components/admin/ui.tsx";
import { adminDeskCopy } from "@content/admin-desk.ts";
import type { DeskDashboard, DeskLead } from "@shared/desk-types";
import { leadSourceLabel } from "@shared/constants";
import { LEAD_STATUSES } from "@shared/pipeline";
import { fetchDeskDashboard } from "./api.ts";

const copy = adminDeskCopy.dashboard;

/** The dashboard's desk panels: the funnel, conversion by source and the follow-ups due. Bars are plain elements, readable at 390 px. */
export function DeskPanels() {
  const { client } = useSession();
  const [data, setData] = useState<DeskDashboard | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    fetchDeskDashboard(client).then(
      (d) => !cancelled && setData(d),
      (err: unknown) => {
        console.error(err);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [client]);
  if (failed) return <Alert className="mt-6">{copy.loadFailed}</Alert>;
  const max = Math.max(1, ...Object.values(data?.byStatus ?? {}));
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-2">
      <Panel title={copy.funnel}>
        <ul className="space-y-2 px-5 py-4" data-testid="funnel">
          {LEAD_STATUSES.map((s) => {
            const n = data?.byStatus[s] ?? 0;
            return (
              <li key={s} data-status={s} className="grid grid-cols-[8rem_1fr_3rem] items-center gap-2 text-sm">
                <span className="text-stone-700">{adminDeskCopy.status[s]}</span>
                <span className="h-3 overflow-hidden rounded bg-stone-100" aria-hidden="true">
                  <span className="block h-full rounded bg-emerald-600" style={{ width: `${(n / max) * 100}%` }} />
                </span>
                <span className="text-right tabular-nums text-stone-900" data-testid="count">
                  {n.toLocaleString("en-IN")}
                </span>
              </li>
            );
          })}
        </ul>
      </Panel>
      <Panel title={copy.conversion}>
        <ul className="space-y-2 px-5 py-4 text-sm" data-testid="conversion">
          {Object.entries(data?.conversionBySource ?? {}).map(([source, c]) => {
            const pct = c.total ? Math.round((c.converted / c.total) * 1000) / 10 : 0;
            return (
              <li key={source} className="flex justify-between gap-2">
                <span className="text-stone-700">{leadSourceLabel(source)}</span>
                <span className="tabular-nums text-stone-900">{copy.conversionRow(c.converted, c.total, pct)}</span>
              </li>
            );
          })}
        </ul>
      </Panel>
      <DueList title={copy.overdue} leads={data?.overdue} testId="overdue" />
      <DueList title={copy.dueToday} leads={data?.dueToday} testId="due-today" />
    </div>
  );
}

function DueList({ title, leads, testId }: { title: string; leads: DeskLead[] | undefined; testId: string }) {
  return (
    <Panel title={title}>
      {leads && leads.length === 0 ? (
        <p className="px-5 py-6 text-sm text-stone-600">{copy.noneDue}</p>
      ) : (
        <ul className="divide-y divide-stone-100" data-testid={testId}>
          {(leads ?? []).map((l) => (
            <li key={l.id} className="flex flex-wrap items-baseline justify-between gap-2 px-5 py-3 text-sm">
              <Link to={`/admin/leads/${l.id}`} className="font-medium text-stone-900 hover:underline">
                {l.name}
              </Link>
              <time dateTime={l.next_follow_up_at ?? undefined} className="text-stone-600">
                {formatDateTime(l.next_follow_up_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
