import type { Route } from "./+types/soil-intelligence";
import { soilIntelligence } from "@content/soil-intelligence";
import { contentFor } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { localeOf } from "~/lib/locale";
import { Link } from "~/components/ui/Link";
import { Hero } from "~/components/ui/Hero";
import { Section } from "~/components/ui/Section";
import { ButtonLink } from "~/components/ui/Button";
import { AlertIcon, ArrowRight, CheckIcon } from "~/components/ui/icons";
import { FeatureGrid, StoryCards } from "~/features/pages/blocks";
import { DemoDashboard } from "~/features/pages/DemoDashboard";

// The copy travels as loader data (in the HTML), not in the page's script.
export function loader({ request }: Route.LoaderArgs) {
  return { t: contentFor(soilIntelligence, localeOf(request)) };
}

export function meta({ data, location }: Route.MetaArgs) {
  return data ? pageMeta(data.t.meta, { path: "/soil-intelligence", locale: localeOf(location) }) : [];
}

export default function SoilIntelligencePage({ loaderData }: Route.ComponentProps) {
  const { t } = loaderData;
  const e = t.explainer;
  return (
    <>
      <Hero {...t.hero} />

      <Section tone="white" id="explainer" eyebrow={e.eyebrow} title={e.title} subtitle={e.subtitle}>
        <div className="grid gap-6 md:grid-cols-2 lg:gap-8">
          <div className="rounded-3xl border border-soil-200 bg-soil-50 p-7 sm:p-9">
            <h3 className="flex items-center gap-3 text-h3 font-semibold text-soil-800">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-soil-200 text-soil-800">
                <AlertIcon className="size-5" />
              </span>
              {e.before.heading}
            </h3>
            <ul className="mt-6 space-y-4">
              {e.before.points.map((p) => (
                <li key={p} className="flex gap-3 leading-relaxed text-ink">
                  <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-soil-500" aria-hidden="true" />
                  {p}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl bg-forest-800 p-7 text-white sm:p-9">
            <h3 className="flex items-center gap-3 text-h3 font-semibold text-white">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-harvest-400 text-soil-950">
                <CheckIcon className="size-5" />
              </span>
              {e.after.heading}
            </h3>
            <ul className="mt-6 space-y-4">
              {e.after.points.map((p) => (
                <li key={p} className="flex gap-3 leading-relaxed text-forest-50">
                  <CheckIcon className="mt-0.5 size-5 shrink-0 text-harvest-300" />
                  {p}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section tone="green" id="demo" eyebrow={t.demo.eyebrow} title={t.demo.title} subtitle={t.demo.subtitle}>
        <DemoDashboard t={t.demo} />
      </Section>

      <Section tone="dark" id="process" eyebrow={t.process.eyebrow} title={t.process.title} subtitle={t.process.subtitle}>
        <FeatureGrid items={t.process.steps} columns={4} dark />
      </Section>

      <Section tone="light" id="stories" eyebrow={t.stories.eyebrow} title={t.stories.title}>
        <StoryCards items={t.stories.items} />
        <div className="mt-10 text-center">
          <ButtonLink to={t.stories.link.to} variant="outline" size="lg" iconRight={<ArrowRight />}>
            {t.stories.link.label}
          </ButtonLink>
        </div>
      </Section>

      <Section tone="white" id="next" eyebrow={t.next.eyebrow} title={t.next.title}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {t.next.links.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="group flex h-full flex-col rounded-3xl border border-soil-200 bg-soil-50 p-6 transition-shadow hover:border-forest-600 hover:shadow-card">
                <span className="flex items-center justify-between font-display text-xl font-semibold text-forest-900">
                  {l.label}
                  <ArrowRight className="size-5 text-forest-700 transition-transform group-hover:translate-x-1" />
                </span>
                <span className="mt-2 text-muted">{l.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
