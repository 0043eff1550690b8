import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useSession } from "~/features/auth/auth-context.tsx";
import { Alert, Panel, SelectField, formatDateTime } from "~/components/admin/ui.tsx";
import { adminDeskCopy, deskWorkCopy } from "@content/admin-desk.ts";
import type { Conversion, DeskDashboard, DueItem } from "@shared/desk-types";
import { leadSourceLabel, userTypeLabel } from "@shared/constants";
import { LEAD_PERIOD_OPTIONS, periodStart, type LeadPeriod } from "@shared/lead-filters";
import { LEAD_STATUSES } from "@shared/pipeline";
import { fetchDeskDashboard } from "./api.ts";
import { CallbackCallButton } from "~/features/telephony/call-entry.tsx";
import { fetchMyPhone, startCall } from "~/features/telephony/api.ts";
import { adminCallsCopy } from "@content/admin-calls.ts";
import { readablePhone } from "./timeline.tsx";

const copy = adminDeskCopy.dashboard;
const w = deskWorkCopy.dashboard;

/**
 * The dashboard's desk panels over a chosen window: the funnel, conversion by
 * source and by user type, open call-backs, the chats' average rating (overall
 * and per agent), and what is overdue or due today (follow-ups and call-backs).
 * Bars are plain elements stacked under their labels, readable at 390 px.
 */
export function DeskPanels() {
  const { client } = useSession();
  const [period, setPeriod] = useState<LeadPeriod>("all");
  const [data, setData] = useState<DeskDashboard | null>(null);
  const [failed, setFailed] = useState(false);
  const canCall = useCanCall();
  useEffect(() => {
    let cancelled = false;
    fetchDeskDashboard(client, periodStart(period, new Date())?.toISOString()).then(
      (d) => !cancelled && setData(d),
      (err: unknown) => {
        console.error(err);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [client, period]);
  if (failed) return <Alert className="mt-6">{copy.loadFailed}</Alert>;
  const max = Math.max(1, ...Object.values(data?.byStatus ?? {}));
  return (
    <section className="mt-6" aria-busy={!data}>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="w-full sm:w-56">
          <SelectField label={w.windowLabel} id="desk-window" value={period} onChange={(e) => setPeriod(e.target.value as LeadPeriod)}>
            {LEAD_PERIOD_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {w.windows[o.value]}
              </option>
            ))}
          </SelectField>
        </div>
        <dl className="flex flex-wrap gap-3">
          <Figure label={w.openCallbacks} value={data ? data.openCallbacks.toLocaleString("en-IN") : "–"} testId="open-callbacks" />
          <Figure
            label={w.averageRating}
            value={data ? (data.rating.average === null ? "–" : w.ratingValue(data.rating.average, data.rating.count)) : "–"}
            testId="average-rating"
          />
        </dl>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title={copy.funnel}>
          <ul className="space-y-2 px-5 py-4" data-testid="funnel">
            {LEAD_STATUSES.map((s) => {
              const n = data?.byStatus[s] ?? 0;
              return (
                <li key={s} data-status={s} className="grid grid-cols-[minmax(0,7rem)_1fr_3rem] items-center gap-2 text-sm sm:grid-cols-[8rem_1fr_3rem]">
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
        <Panel title={w.ratingPerAgent}>
          {data && data.ratingByAgent.length === 0 ? (
            <p className="px-5 py-6 text-sm text-stone-600">{w.noRatings}</p>
          ) : (
            <ul className="divide-y divide-stone-100" data-testid="rating-per-agent">
              {(data?.ratingByAgent ?? []).map((a) => (
                <li key={a.agentId ?? "none"} className="flex flex-wrap items-baseline justify-between gap-2 px-5 py-3 text-sm">
                  <span className="font-medium text-stone-900">{a.name || w.noAgent}</span>
                  <span className="tabular-nums text-stone-700">{w.agentRow(a.average, a.count)}</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <ConversionPanel title={w.bySource} rows={data?.conversionBySource} label={leadSourceLabel} testId="conversion" />
        <ConversionPanel title={w.byUserType} rows={data?.conversionByUserType} label={userTypeLabel} testId="conversion-user-type" />
        <DueList title={copy.overdue} items={data?.overdue} testId="overdue" canCall={canCall} />
        <DueList title={copy.dueToday} items={data?.dueToday} testId="due-today" canCall={canCall} />
      </div>
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white px-4 py-3 shadow-sm">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums text-stone-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Conversion per group: the label and figures on one line, the bar (converted share) under them. */
function ConversionPanel({ title, rows, label, testId }: { title: string; rows: Record<string, Conversion> | undefined; label: (key: string) => string; testId: string }) {
  const entries = Object.entries(rows ?? {}).sort((a, b) => b[1].total - a[1].total);
  return (
    <Panel title={title}>
      {rows && entries.length === 0 ? (
        <p className="px-5 py-6 text-sm text-stone-600">{w.noLeads}</p>
      ) : (
        <ul className="space-y-3 px-5 py-4 text-sm" data-testid={testId}>
          {entries.map(([key, c]) => {
            const pct = c.total ? Math.round((c.converted / c.total) * 1000) / 10 : 0;
            return (
              <li key={key} data-key={key}>
                <div className="flex flex-wrap justify-between gap-x-2">
                  <span className="text-stone-700">{label(key)}</span>
                  <span className="tabular-nums text-stone-900">{w.conversionRow(c.converted, c.total, pct)}</span>
                </div>
                <span className="mt-1 block h-2 overflow-hidden rounded bg-stone-100" aria-hidden="true">
                  <span className="block h-full rounded bg-emerald-600" style={{ width: `${pct}%` }} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

/** Whether the desk can ring this staff member's phone and then the farmer's (calls set up, own number saved). */
function useCanCall(): boolean {
  const { client } = useSession();
  const [canCall, setCanCall] = useState(false);
  useEffect(() => {
    let cancelled = false;
    fetchMyPhone(client).then(
      (me) => !cancelled && setCanCall(me.calls && !!me.phone),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [client]);
  return canCall;
}

/**
 * What is due, each with its way to act at once: "Call now" rings the agent's
 * phone and then the farmer's when the desk's calls are set up; otherwise the
 * number opens the phone's own dialler (an agent in the field works from here).
 */
function DueList({ title, items, testId, canCall }: { title: string; items: DueItem[] | undefined; testId: string; canCall: boolean }) {
  const { client } = useSession();
  const [ringing, setRinging] = useState<string | null>(null);
  return (
    <Panel title={title}>
      {items && items.length === 0 ? (
        <p className="px-5 py-6 text-sm text-stone-600">{copy.noneDue}</p>
      ) : (
        <ul className="divide-y divide-stone-100" data-testid={testId}>
          {(items ?? []).map((item) => (
            <li key={`${item.kind}-${item.callbackId ?? item.lead.id}`} data-kind={item.kind} className="flex flex-wrap items-baseline justify-between gap-2 px-5 py-3 text-sm">
              <div className="min-w-0">
                <Link to={`/admin/leads/${item.lead.id}`} className="font-medium text-stone-900 hover:underline">
                  {item.lead.name}
                </Link>
                <p className="text-xs text-stone-600">{item.kind === "callback" ? deskWorkCopy.callbacks.dueCallback(item.phone ? readablePhone(item.phone) : "–") : deskWorkCopy.callbacks.dueFollowUp}</p>
                {canCall && (item.phone || item.lead.phone) ? (
                  <CallbackCallButton
                    run={async () => {
                      await startCall(client, item.lead.id, item.callbackId);
                      setRinging(`${item.kind}-${item.callbackId ?? item.lead.id}`);
                    }}
                  />
                ) : !canCall && (item.phone || item.lead.phone) ? (
                  <a href={`tel:${item.phone || item.lead.phone}`} className="mt-1 inline-block text-sm font-medium text-emerald-800 hover:underline">
                    {adminCallsCopy.callbackCall}
                  </a>
                ) : null}
                {ringing === `${item.kind}-${item.callbackId ?? item.lead.id}` ? (
                  <p role="status" className="mt-1 text-xs text-emerald-800">
                    {adminCallsCopy.panel.ringing}
                  </p>
                ) : null}
              </div>
              <time dateTime={item.at} className="text-stone-600">
                {formatDateTime(item.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
