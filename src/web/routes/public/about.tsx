import type { Route } from "./+types/about";
import { about } from "@content/about";
import { contentFor } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { localeOf } from "~/lib/locale";
import { Hero } from "~/components/ui/Hero";
import { Section } from "~/components/ui/Section";
import { Avatar } from "~/components/ui/Avatar";
import { AwardsStrip } from "~/features/pages/AwardsStrip";
import { CheckList, CtaBand, FeatureGrid } from "~/features/pages/blocks";
import { FeatureIcon } from "~/features/pages/icons";

// The copy travels as loader data (in the HTML), not in the page's script.
export function loader({ request }: Route.LoaderArgs) {
  return { t: contentFor(about, localeOf(request)) };
}

export function meta({ data, location }: Route.MetaArgs) {
  return data ? pageMeta(data.t.meta, { path: "/about", locale: localeOf(location) }) : [];
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { t } = loaderData;
  return (
    <>
      <Hero {...t.hero} />

      <Section tone="white" id="vision">
        <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
          <article className="rounded-3xl bg-forest-800 p-8 text-white sm:p-10" aria-labelledby="vision-heading">
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-harvest-300">{t.vision.eyebrow}</p>
            <h2 id="vision-heading" className="mt-3 text-h2 font-semibold text-white">{t.vision.title}</h2>
            <p className="mt-5 text-lead text-forest-50">{t.vision.text}</p>
          </article>
          <article className="rounded-3xl border border-soil-200 bg-soil-50 p-8 sm:p-10" aria-labelledby="mission-heading">
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-soil-600">{t.mission.eyebrow}</p>
            <h2 id="mission-heading" className="mt-3 text-h2 font-semibold text-forest-900">{t.mission.title}</h2>
            <p className="mt-5 text-lead text-ink">{t.mission.text}</p>
            <CheckList items={t.mission.points} className="mt-6" />
          </article>
        </div>
      </Section>

      <Section tone="light" id="problems" eyebrow={t.problems.eyebrow} title={t.problems.title} subtitle={t.problems.subtitle}>
        <FeatureGrid items={t.problems.items} columns={4} />
      </Section>

      <Section tone="dark" id="approach" eyebrow={t.approach.eyebrow} title={t.approach.title} subtitle={t.approach.subtitle}>
        <ul className="grid gap-5 md:grid-cols-3">
          {t.approach.items.map((a) => (
            <li key={a.title} className="rounded-3xl border border-white/10 bg-white/[0.06] p-7">
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-harvest-400 text-soil-950">
                <FeatureIcon name={a.icon} className="size-7" />
              </span>
              <h3 className="mt-5 text-h3 font-semibold text-white">{a.title}</h3>
              <p className="mt-2 leading-relaxed text-forest-100">{a.description}</p>
              <CheckList items={a.points} dark className="mt-5" />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="white" id="team" eyebrow={t.team.eyebrow} title={t.team.title} subtitle={t.team.subtitle}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="team">
          {t.team.members.map((m) => (
            <li key={m.name} className="flex flex-col items-center rounded-3xl border border-soil-200 bg-soil-50 p-7 text-center">
              <Avatar name={m.name} image={m.image} size={96} />
              <h3 className="mt-5 text-h3 font-semibold text-forest-900">{m.name}</h3>
              <p className="mt-1 text-sm font-semibold text-soil-700">{m.role}</p>
              <p className="mt-3 text-sm leading-relaxed text-muted">{m.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="green" id="awards" eyebrow={t.awards.eyebrow} title={t.awards.title} subtitle={t.awards.subtitle} contained={false}>
        <AwardsStrip items={t.awards.items} label={t.awards.stripLabel} />
      </Section>

      <CtaBand cta={t.cta} />
    </>
  );
}
