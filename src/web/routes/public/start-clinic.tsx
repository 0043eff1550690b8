import type { Route } from "./+types/start-clinic";
import { startClinic } from "@content/start-clinic";
import { contentFor } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { localeOf } from "~/lib/locale";
import { Hero } from "~/components/ui/Hero";
import { Section } from "~/components/ui/Section";
import { CheckList, CtaBand, FeatureGrid, FigureGrid } from "~/features/pages/blocks";

// The copy travels as loader data (in the HTML), not in the page's script.
export function loader({ request }: Route.LoaderArgs) {
  return { t: contentFor(startClinic, localeOf(request)) };
}

export function meta({ data, location }: Route.MetaArgs) {
  return data ? pageMeta(data.t.meta, { path: "/start-clinic", locale: localeOf(location) }) : [];
}

export default function StartClinicPage({ loaderData }: Route.ComponentProps) {
  const { t } = loaderData;
  return (
    <>
      <Hero {...t.hero} />

      <Section tone="white" id="who" eyebrow={t.who.eyebrow} title={t.who.title} subtitle={t.who.subtitle}>
        <FeatureGrid items={t.who.items} columns={4} />
      </Section>

      <Section tone="light" id="cost" eyebrow={t.kit.eyebrow} title={t.kit.title} subtitle={t.kit.subtitle}>
        <div className="grid gap-6 lg:grid-cols-3">
          {t.kit.options.map((o, i) => (
            <article key={o.name} className={`rounded-3xl p-7 sm:p-8 ${i === 0 ? "bg-forest-800 text-white shadow-lift" : "bg-white shadow-card"}`}>
              <h3 className={`text-h3 font-semibold ${i === 0 ? "text-white" : "text-forest-900"}`}>{o.name}</h3>
              <p className={`mt-3 font-display text-4xl font-semibold ${i === 0 ? "text-harvest-300" : "text-forest-700"}`}>{o.price}</p>
              <p className={`mt-3 leading-relaxed ${i === 0 ? "text-forest-100" : "text-muted"}`}>{o.note}</p>
            </article>
          ))}
          <div className="rounded-3xl border border-soil-200 bg-white p-7 sm:p-8">
            <h3 className="text-h3 font-semibold text-forest-900">{t.kit.includesTitle}</h3>
            <CheckList items={t.kit.includes} className="mt-5" />
          </div>
        </div>
      </Section>

      <Section tone="white" id="revenue" eyebrow={t.revenue.eyebrow} title={t.revenue.title} subtitle={t.revenue.subtitle}>
        <div className="mx-auto max-w-3xl overflow-hidden rounded-3xl border border-soil-200 shadow-card">
          <table className="w-full border-collapse text-left" data-testid="revenue">
            <caption className="sr-only">{t.revenue.caption}</caption>
            <tbody>
              {t.revenue.rows.map((r, i) => {
                const last = i === t.revenue.rows.length - 1;
                return (
                  <tr key={r.label} className={`${last ? "bg-forest-800 text-white" : i % 2 ? "bg-soil-50" : "bg-white"} border-t border-soil-200 first:border-t-0`}>
                    <th scope="row" className={`px-5 py-4 font-medium sm:px-7 ${last ? "text-white" : "text-ink"}`}>{r.label}</th>
                    <td className={`px-5 py-4 text-right font-display text-lg font-semibold sm:px-7 sm:text-xl ${last ? "text-harvest-300" : "text-forest-700"}`}>{r.value}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="mx-auto mt-5 max-w-3xl text-center text-sm text-muted">{t.revenue.note}</p>
      </Section>

      <Section tone="dark" id="impact" eyebrow={t.claims.eyebrow} title={t.claims.title}>
        <FigureGrid items={t.claims.items} dark testId="clinic-claims" />
      </Section>

      <Section tone="green" id="support" eyebrow={t.support.eyebrow} title={t.support.title} subtitle={t.support.subtitle}>
        <FeatureGrid items={t.support.items} />
      </Section>

      <CtaBand cta={t.cta} />
    </>
  );
}
