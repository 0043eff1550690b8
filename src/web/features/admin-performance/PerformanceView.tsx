import type { AgentPerformance, PerformanceReport } from "@shared/performance";
import { DataTable, formatDate, Panel } from "~/components/admin/ui.tsx";
import { adminPerformanceCopy } from "@content/admin-performance.ts";
import { formatMinutes } from "@content/admin-routing.ts";
import { BarChart, type Bar } from "./BarChart.tsx";

const copy = adminPerformanceCopy;
const dash = copy.none_value;
const minutes = (m: number | null) => (m === null ? dash : formatMinutes(m));
const rating = (a: AgentPerformance) => (a.averageRating === null ? dash : copy.charts.rating.value(a.averageRating, a.ratings));

/** The period's dates as the reader sees them (IST). */
export function PeriodLine({ report }: { report: PerformanceReport }) {
  return (
    <p className="text-sm text-stone-700" data-testid="performance-range">
      {copy.range(formatDate(report.from), formatDate(report.to))}
    </p>
  );
}

/** One chart per figure, then the same figures as a table. */
export function PerformanceView({ report }: { report: PerformanceReport }) {
  const agents = report.agents;
  const c = copy.charts;
  const bars = (value: (a: AgentPerformance) => number | null, text: (a: AgentPerformance) => string, of?: (a: AgentPerformance) => number): Bar[] =>
    agents.flatMap((a) => {
      const v = value(a);
      return v === null ? [] : [{ key: a.agentId, label: a.name, value: v, text: text(a), ...(of ? { of: of(a) } : {}) }];
    });
  if (agents.length === 0) return <p className="text-stone-600">{copy.none}</p>;
  return (
    <>
      <section aria-labelledby="performance-charts" className="mb-6">
        <h2 id="performance-charts" className="sr-only">
          {c.title}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <BarChart testId="chart-leads" title={c.leadsOwned.title} hint={c.leadsOwned.hint} bars={bars((a) => a.leadsOwned, (a) => String(a.leadsOwned))} />
          <BarChart
            testId="chart-contacted"
            title={c.contacted.title}
            hint={c.contacted.hint}
            bars={bars((a) => a.contactedInTime, (a) => c.contacted.value(a.contactedInTime, a.withTarget), (a) => a.withTarget)}
          />
          <BarChart testId="chart-median" title={c.median.title} hint={c.median.hint} bars={bars((a) => a.medianFirstResponse, (a) => minutes(a.medianFirstResponse))} />
          <BarChart testId="chart-calls" title={c.calls.title} hint={c.calls.hint} bars={bars((a) => a.calls, (a) => String(a.calls))} />
          <BarChart testId="chart-samples" title={c.samples.title} hint={c.samples.hint} bars={bars((a) => a.samples, (a) => String(a.samples))} />
          <BarChart testId="chart-conversions" title={c.conversions.title} hint={c.conversions.hint} bars={bars((a) => a.conversions, (a) => String(a.conversions))} />
          <BarChart testId="chart-rating" scale={5} title={c.rating.title} hint={c.rating.hint} bars={bars((a) => a.averageRating, (a) => String(a.averageRating))} />
        </div>
      </section>
      <Panel title={copy.table.title}>
        <DataTable
          columns={[
            { label: copy.table.columns.agent },
            { label: copy.table.columns.leadsOwned },
            { label: copy.table.columns.contacted },
            { label: copy.table.columns.median },
            { label: copy.table.columns.calls },
            { label: copy.table.columns.samples },
            { label: copy.table.columns.conversions },
            { label: copy.table.columns.rating },
          ]}
        >
          {agents.map((a) => (
            <tr key={a.agentId} data-testid="performance-row">
              <th scope="row" className="whitespace-nowrap px-4 py-3 font-medium text-stone-900">
                {a.name}
                {a.active ? null : <span className="ml-1 text-xs font-normal text-stone-500">({copy.table.inactive})</span>}
              </th>
              <td className="px-4 py-3 tabular-nums">{a.leadsOwned}</td>
              <td className="whitespace-nowrap px-4 py-3 tabular-nums">{c.contacted.value(a.contactedInTime, a.withTarget)}</td>
              <td className="whitespace-nowrap px-4 py-3 tabular-nums">{minutes(a.medianFirstResponse)}</td>
              <td className="px-4 py-3 tabular-nums">{a.calls}</td>
              <td className="px-4 py-3 tabular-nums">{a.samples}</td>
              <td className="px-4 py-3 tabular-nums">{a.conversions}</td>
              <td className="whitespace-nowrap px-4 py-3 tabular-nums">{rating(a)}</td>
            </tr>
          ))}
        </DataTable>
      </Panel>
    </>
  );
}
