import type { Route } from "./+types/csr";
import { csr } from "@content/csr";
import { contentFor } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { localeOf } from "~/lib/locale";
import { Hero } from "~/components/ui/Hero";
import { Section } from "~/components/ui/Section";
import { ButtonLink } from "~/components/ui/Button";
import { ArrowRight } from "~/components/ui/icons";
import { FeatureGrid, FigureGrid, StoryCards } from "~/features/pages/blocks";
import { DashboardPreview } from "~/features/pages/DashboardPreview";
import { CsrForm } from "~/features/pages/EnquiryForms";
import { csrSchemaIn, csrToLead } from "@shared/lead-forms/csr";
import { formMessages } from "@content/form-messages";

// The copy travels as loader data (in the HTML), not in the page's script.

export function loader({ request }: Route.LoaderArgs) {
  return { t: contentFor(csr, localeOf(request)) };
}

export function meta({ data, location }: Route.MetaArgs) {
  return data ? pageMeta(data.t.meta, { path: "/csr", locale: localeOf(location) }) : [];
}

export async function action({ request, context }: Route.ActionArgs) {
  return context.forms.submit(request, {
    csr: { form: "csr", schema: csrSchemaIn(contentFor(formMessages, localeOf(request))), toLead: csrToLead },
  });
}


export default function CsrPage({ loaderData }: Route.ComponentProps) {
  const { t } = loaderData;
  const p = t.partnership;
  return (
    <>
      <Hero {...t.hero} />

      <Section tone="white" id="impact" eyebrow={t.impact.eyebrow} title={t.impact.title} subtitle={t.impact.subtitle}>
        <FigureGrid items={t.impact.items} testId="csr-impact" />
        <p className="mt-8 text-center font-semibold text-forest-800">{t.impact.note}</p>
      </Section>

      <Section tone="dark" id="model" eyebrow={t.model.eyebrow} title={t.model.title} subtitle={t.model.subtitle}>
        <FeatureGrid items={t.model.steps} columns={4} dark />
      </Section>

      <Section tone="light" id="stories" eyebrow={t.stories.eyebrow} title={t.stories.title}>
        <StoryCards items={t.stories.items} />
      </Section>

      <Section tone="green" id="dashboard" eyebrow={t.dashboard.eyebrow} title={t.dashboard.title} subtitle={t.dashboard.subtitle}>
        <DashboardPreview t={t.dashboard} />
      </Section>

      <Section tone="white" id="models" eyebrow={p.eyebrow} title={p.title} subtitle={p.subtitle}>
        {/* Phones get one card per tier; wider screens the comparison table. */}
        <ul className="grid gap-4 md:hidden" data-testid="tier-cards">
          {p.tiers.map((tier) => (
            <li key={tier.tier} className="rounded-3xl border border-soil-200 bg-white p-6 shadow-card">
              <h3 className="text-h3 font-semibold text-forest-900">{tier.tier}</h3>
              <p className="mt-1 text-sm text-muted">{tier.description}</p>
              <dl className="mt-4 grid grid-cols-2 gap-3">
                {([["investment", tier.investment], ["clinics", tier.clinics], ["farmers", tier.farmers], ["duration", tier.duration]] as const).map(([k, v]) => (
                  <div key={k} className={`flex flex-col rounded-2xl px-4 py-3 ${k === "investment" ? "col-span-2 bg-forest-800 text-white" : "bg-forest-50"}`}>
                    <dt className={`text-xs font-semibold uppercase tracking-[0.08em] ${k === "investment" ? "text-harvest-300" : "text-muted"}`}>{p.headings[k]}</dt>
                    <dd className={`mt-1 font-display font-semibold ${k === "investment" ? "text-2xl text-white" : "text-lg text-forest-800"}`}>{v}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <div className="hidden overflow-x-auto rounded-3xl border border-soil-200 shadow-card md:block" role="region" aria-labelledby="tiers-caption" tabIndex={0}>
          <table className="w-full min-w-[40rem] border-collapse text-left" data-testid="tiers">
            <caption id="tiers-caption" className="sr-only">{p.caption}</caption>
            <thead className="bg-forest-800 text-white">
              <tr>
                {[p.headings.tier, p.headings.investment, p.headings.clinics, p.headings.farmers, p.headings.duration].map((h) => (
                  <th key={h} scope="col" className="px-5 py-4 text-sm font-semibold uppercase tracking-[0.08em]">{h}</th>
                ))}
              </tr>
            </thead>
            <tbody className="bg-white">
              {p.tiers.map((tier) => (
                <tr key={tier.tier} className="border-t border-soil-200">
                  <th scope="row" className="px-5 py-5 align-top">
                    <span className="block font-display text-xl font-semibold text-forest-900">{tier.tier}</span>
                    <span className="mt-1 block text-sm font-normal text-muted">{tier.description}</span>
                  </th>
                  <td className="px-5 py-5 align-top font-display text-xl font-semibold text-forest-700">{tier.investment}</td>
                  <td className="px-5 py-5 align-top text-ink">{tier.clinics}</td>
                  <td className="px-5 py-5 align-top text-ink">{tier.farmers}</td>
                  <td className="px-5 py-5 align-top text-ink">{tier.duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-8 grid gap-5 md:grid-cols-2">
          <div className="rounded-3xl bg-harvest-100 p-7">
            <h3 className="text-h3 font-semibold text-soil-950">{p.custom.title}</h3>
            <p className="mt-2 leading-relaxed text-soil-900">{p.custom.text}</p>
            <ButtonLink to="#csr-form" variant="primary" className="mt-5" iconRight={<ArrowRight />}>
              {t.hero.primary!.label}
            </ButtonLink>
          </div>
          <p className="flex items-center rounded-3xl bg-forest-50 p-7 text-lead font-semibold text-forest-800">{p.savings}</p>
        </div>
      </Section>

      <CsrForm t={t.form} />
    </>
  );
}
