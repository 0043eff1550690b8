import type { DashboardPreview as Preview } from "@content/page-types";

/** A static picture of the partner dashboard, drawn with HTML so it stays sharp and readable. */
export function DashboardPreview({ t }: { t: Preview }) {
  const max = Math.max(...t.chart.bars.map((b) => b.value));
  return (
    <figure className="mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-white shadow-lift ring-1 ring-soil-200" data-testid="dashboard-preview">
      <div className="flex items-center gap-2 border-b border-soil-200 bg-soil-100 px-5 py-3" aria-hidden="true">
        <span className="size-3 rounded-full bg-soil-300" />
        <span className="size-3 rounded-full bg-harvest-300" />
        <span className="size-3 rounded-full bg-forest-300" />
      </div>
      <div className="p-5 sm:p-8">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {t.kpis.map((k) => (
            <div key={k.label} className="flex flex-col rounded-2xl bg-forest-50 px-4 py-4">
              <dt className="order-2 text-sm text-muted">{k.label}</dt>
              <dd className="order-1 font-display text-2xl font-semibold text-forest-800 sm:text-3xl">{k.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 grid gap-6 lg:grid-cols-5">
          <div className="rounded-2xl border border-soil-200 p-5 lg:col-span-3">
            <h3 className="font-sans text-base font-semibold text-forest-900">{t.chart.title}</h3>
            <ul className="mt-5 flex h-44 items-end gap-3" aria-label={t.chart.title}>
              {t.chart.bars.map((b) => (
                <li key={b.label} className="flex h-full flex-1 flex-col items-center justify-end gap-2">
                  <span className="text-xs font-semibold text-forest-800">{b.value}</span>
                  <span className="w-full rounded-t-lg bg-forest-600" style={{ height: `${Math.round((b.value / max) * 75)}%` }} aria-hidden="true" />
                  <span className="text-xs text-muted">
                    {b.label}
                    <span className="sr-only">: {b.value} {t.chart.unit}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-soil-200 p-5 lg:col-span-2">
            <h3 className="font-sans text-base font-semibold text-forest-900">{t.districts.title}</h3>
            <table className="mt-4 w-full text-left text-sm">
              <thead>
                <tr className="text-muted">
                  {t.districts.headings.map((h) => (
                    <th key={h} scope="col" className="pb-2 font-semibold">{h}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {t.districts.rows.map((r) => (
                  <tr key={r[0]} className="border-t border-soil-200">
                    {r.map((c, i) =>
                      i === 0 ? (
                        <th key={i} scope="row" className="py-2.5 font-semibold text-ink">{c}</th>
                      ) : (
                        <td key={i} className={`py-2.5 ${i === r.length - 1 ? "font-semibold text-forest-700" : "text-ink"}`}>{c}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
      <figcaption className="border-t border-soil-200 bg-soil-50 px-5 py-3 text-center text-sm text-muted">
        {t.caption} · {t.note}
      </figcaption>
    </figure>
  );
}
