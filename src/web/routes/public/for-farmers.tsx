import type { Route } from "./+types/for-farmers";
import { forFarmers } from "@content/for-farmers";
import { contentFor } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { localeOf } from "~/lib/locale";
import { Hero } from "~/components/ui/Hero";
import { Section } from "~/components/ui/Section";
import { PersonByline } from "~/components/ui/PersonByline";
import { QuoteIcon } from "~/components/ui/icons";
import { CtaBand, FeatureGrid, NumberedSteps } from "~/features/pages/blocks";

// The copy travels as loader data (in the HTML), not in the page's script.
export function loader({ request }: Route.LoaderArgs) {
  return { t: contentFor(forFarmers, localeOf(request)) };
}

export function meta({ data, location }: Route.MetaArgs) {
  return data ? pageMeta(data.t.meta, { path: "/for-farmers", locale: localeOf(location) }) : [];
}

export default function ForFarmersPage({ loaderData }: Route.ComponentProps) {
  const { t } = loaderData;
  return (
    <>
      <Hero {...t.hero} />

      <Section tone="white" id="reasons" eyebrow={t.reasons.eyebrow} title={t.reasons.title} subtitle={t.reasons.subtitle}>
        <FeatureGrid items={t.reasons.items} />
      </Section>

      <Section tone="light" id="testimonials" eyebrow={t.testimonials.eyebrow} title={t.testimonials.title}>
        <ul className="grid gap-6 lg:grid-cols-3" data-testid="farmer-testimonials">
          {t.testimonials.items.map((item) => (
            <li key={item.author}>
              <figure className="flex h-full flex-col rounded-3xl bg-white p-7 shadow-card">
                <QuoteIcon className="size-9 text-harvest-400" />
                <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
                  <p>{item.quote}</p>
                </blockquote>
                <dl className="mt-6 grid grid-cols-2 gap-3">
                  {item.stats.map((s) => (
                    <div key={s.label} className="flex flex-col rounded-2xl bg-forest-50 px-4 py-3">
                      <dt className="order-2 text-sm text-muted">{s.label}</dt>
                      <dd className="order-1 font-display text-2xl font-semibold text-forest-700">{s.value}</dd>
                    </div>
                  ))}
                </dl>
                <figcaption className="mt-6 flex items-center gap-4 border-t border-soil-200 pt-5">
                  <PersonByline name={item.author} role={item.role} location={item.location} image={item.image} />
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="motto-title" className="relative overflow-hidden bg-forest-900 px-5 py-16 text-center text-white sm:px-8 sm:py-20">
        <svg aria-hidden="true" viewBox="0 0 800 200" className="pointer-events-none absolute inset-x-0 bottom-0 h-28 w-full text-forest-800" preserveAspectRatio="none">
          <path d="M0 130c130-40 270-40 400 0s270 40 400 0v70H0z" fill="currentColor" />
        </svg>
        <div className="relative mx-auto max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-harvest-300">{t.motto.eyebrow}</p>
          <h2 id="motto-title" className="mt-4 font-display text-display font-semibold text-white">
            “{t.motto.text}”
          </h2>
          <p className="mt-5 text-lead text-forest-100">{t.motto.translation}</p>
        </div>
      </section>

      <Section tone="white" id="how-it-works" eyebrow={t.howItWorks.eyebrow} title={t.howItWorks.title} subtitle={t.howItWorks.subtitle}>
        <NumberedSteps steps={t.howItWorks.steps} />
        <p className="mt-8 text-center text-muted">{t.howItWorks.note}</p>
      </Section>

      <CtaBand cta={t.cta} />
    </>
  );
}
