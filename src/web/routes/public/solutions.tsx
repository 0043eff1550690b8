import type { Route } from "./+types/solutions";
import { solutions } from "@content/solutions";
import { contentFor } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { localeOf } from "~/lib/locale";
import { Hero } from "~/components/ui/Hero";
import { Section } from "~/components/ui/Section";
import { ButtonLink } from "~/components/ui/Button";
import { ArrowRight } from "~/components/ui/icons";
import { CheckList, CtaBand } from "~/features/pages/blocks";

// The copy travels as loader data (in the HTML), not in the page's script.
export function loader({ request }: Route.LoaderArgs) {
  return { t: contentFor(solutions, localeOf(request)) };
}

export function meta({ data, location }: Route.MetaArgs) {
  return data ? pageMeta(data.t.meta, { path: "/solutions", locale: localeOf(location) }) : [];
}

export default function SolutionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = loaderData;
  return (
    <>
      <Hero {...t.hero} />

      <Section tone="white" id="overview" eyebrow={t.intro.eyebrow} title={t.intro.title} subtitle={t.intro.subtitle}>
        <nav aria-label={t.jumpLabel}>
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {t.offerings.map((o) => (
              <li key={o.id}>
                <a
                  href={`#${o.id}`}
                  className="flex h-full min-h-14 items-center justify-between gap-2 rounded-2xl border border-soil-200 bg-soil-50 px-4 py-3 font-semibold text-forest-800 hover:border-forest-600 hover:bg-forest-50"
                >
                  {o.title}
                  <ArrowRight className="size-5 shrink-0 rotate-90" />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Section>

      {t.offerings.map((o, i) => (
        <section key={o.id} id={o.id} aria-labelledby={`${o.id}-title`} className={`${i % 2 ? "bg-white" : "bg-soil-50"} py-16 sm:py-20 on-light`}>
          <div className="mx-auto grid max-w-7xl items-center gap-10 px-5 sm:px-8 lg:grid-cols-2 lg:gap-16">
            <div className={i % 2 ? "lg:order-2" : ""}>
              <img
                src={o.image.src}
                alt={o.image.alt}
                width={o.image.width}
                height={o.image.height}
                loading="lazy"
                decoding="async"
                className="h-auto w-full rounded-[2rem] bg-forest-50 shadow-card"
              />
            </div>
            <div>
              <p className="text-sm font-semibold uppercase tracking-[0.14em] text-soil-600">{o.eyebrow}</p>
              <h2 id={`${o.id}-title`} className="mt-3 text-h2 font-semibold text-forest-900">{o.title}</h2>
              <p className="mt-4 text-lead text-muted">{o.description}</p>
              <dl className="mt-6 flex flex-wrap gap-3">
                {o.facts.map((f) => (
                  <div key={f.label} className="flex flex-col rounded-2xl bg-forest-50 px-4 py-2.5 ring-1 ring-forest-100">
                    <dt className="order-2 text-sm text-muted">{f.label}</dt>
                    <dd className="order-1 font-display text-xl font-semibold text-forest-700">{f.value}</dd>
                  </div>
                ))}
              </dl>
              <CheckList items={o.points} className="mt-6" />
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                {o.actions.map((a, j) => (
                  <ButtonLink key={a.label} to={a.to} variant={j === 0 ? "primary" : "outline"} iconRight={j === 0 ? <ArrowRight /> : undefined}>
                    {a.label}
                  </ButtonLink>
                ))}
              </div>
            </div>
          </div>
        </section>
      ))}

      <CtaBand cta={t.cta} />
    </>
  );
}
