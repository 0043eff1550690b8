import type { MetricStatus, MetricTrend, SoilIntelligenceContent } from "@content/page-types";
import { TrendDownIcon, TrendSteadyIcon, TrendUpIcon } from "./icons";

type Demo = SoilIntelligenceContent["demo"];

const statusClass: Record<MetricStatus, string> = {
  excellent: "bg-forest-700 text-white",
  good: "bg-forest-100 text-forest-900",
  moderate: "bg-harvest-100 text-soil-900",
};
const trendIcon: Record<MetricTrend, typeof TrendUpIcon> = { up: TrendUpIcon, down: TrendDownIcon, steady: TrendSteadyIcon };

/**
 * The demo dashboard: three tabs following the WAI-ARIA tabs pattern (arrow
 * keys move and select, Home/End jump to the ends, only the selected tab is in
 * the tab order). Every panel is in the server HTML with the first selected and
 * the others hidden; the `tabs` island (src/web/islands/tabs.ts) switches them,
 * and each tab's looks follow its `aria-selected`.
 */
export function DemoDashboard({ t }: { t: Demo }) {
  return (
    <div className="mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-white shadow-lift ring-1 ring-soil-200" data-testid="demo-dashboard" data-island="tabs">
      <div className="border-b border-soil-200 bg-soil-100 px-5 py-4 sm:px-8">
        <p className="text-sm font-medium text-soil-800">{t.farm}</p>
      </div>
      <div role="tablist" aria-label={t.tablistLabel} className="flex gap-1 overflow-x-auto border-b border-soil-200 px-3 pt-3 sm:px-6">
        {t.tabs.map((tab, i) => (
          <button
            key={tab.id}
            id={`tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={i === 0}
            aria-controls={`panel-${tab.id}`}
            tabIndex={i === 0 ? 0 : -1}
            className="-mb-px min-h-12 shrink-0 rounded-t-xl border-b-[3px] border-transparent px-5 py-3 font-semibold text-muted transition-colors not-aria-selected:hover:bg-soil-50 not-aria-selected:hover:text-forest-800 aria-selected:border-forest-700 aria-selected:bg-forest-50 aria-selected:text-forest-900"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {t.tabs.map((tab, i) => (
        <div key={tab.id} id={`panel-${tab.id}`} role="tabpanel" aria-labelledby={`tab-${tab.id}`} hidden={i !== 0} tabIndex={0} className="p-5 sm:p-8">
          <p className="text-lead text-ink">{tab.summary}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {tab.metrics.map((m) => {
              const Trend = trendIcon[m.trend];
              return (
                <li key={m.name} className="rounded-2xl border border-soil-200 bg-soil-50 p-5" data-metric={m.name}>
                  <div className="flex items-start justify-between gap-3">
                    <h3 className="font-sans text-base font-semibold text-forest-900">{m.name}</h3>
                    <span className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ${statusClass[m.status]}`}>
                      <span className="sr-only">{t.headings.status}: </span>
                      {t.statusLabels[m.status]}
                    </span>
                  </div>
                  <p className="mt-3 font-display text-3xl font-semibold text-forest-800">
                    <span className="sr-only">{t.headings.value}: </span>
                    {m.value}
                  </p>
                  <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-soil-700">
                    <Trend className="size-4" />
                    <span className="sr-only">{t.headings.trend}: </span>
                    {t.trendLabels[m.trend]}
                  </p>
                  <p className="mt-2 text-sm leading-relaxed text-muted">{m.note}</p>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <p className="border-t border-soil-200 bg-soil-50 px-5 py-3 text-center text-sm text-muted">{t.note}</p>
    </div>
  );
}
