import type { Route } from "./+types/home";
import { home } from "@content/home";
import { partnersByLocale } from "@content/partners";
import { contentFor, useContent, useLocale } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { localeOf } from "~/lib/locale";
import { organizationJsonLd } from "~/features/pages/structured-data";
import { Hero } from "~/components/ui/Hero";
import { Section } from "~/components/ui/Section";
import { ButtonLink } from "~/components/ui/Button";
import { FallbackImage } from "~/components/ui/FallbackImage";
import { AlertIcon, ArrowRight, CheckIcon } from "~/components/ui/icons";
import { PartnerMarquee } from "~/features/home/PartnerMarquee";
import { JourneyCards } from "~/features/home/JourneyCards";
import { ScienceSteps } from "~/features/home/ScienceSteps";
import { TestimonialCarousel } from "~/features/home/TestimonialCarousel";
import { MediaStrip } from "~/features/home/MediaStrip";
import { JsonLd, scriptJson } from "~/lib/nonce";

export function meta({ location }: Route.MetaArgs) {
  return [...pageMeta(contentFor(home, localeOf(location)).meta, { brandFirst: true, path: "/", locale: localeOf(location) })];
}

export default function Home() {
  const t = useContent(home);
  const locale = useLocale();
  const partners = useContent(partnersByLocale);
  return (
    <>
      <Hero {...t.hero} size="tall" />
      {/* In the body, through JsonLd, like the finder's: one way to write structured data. */}
      <JsonLd json={scriptJson(organizationJsonLd(locale))} />

      <PartnerMarquee heading={t.trusted.heading} partners={partners} />

      <Section tone="white" id="soil-intelligence" eyebrow={t.explainer.eyebrow} title={t.explainer.title}>
        <div className="grid gap-6 md:grid-cols-2 lg:gap-8">
          <div className="rounded-3xl border border-soil-200 bg-soil-50 p-7 sm:p-9">
            <h3 className="flex items-center gap-3 text-h3 font-semibold text-soil-800">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-soil-200 text-soil-800">
                <AlertIcon className="size-5" />
              </span>
              {t.explainer.problem.heading}
            </h3>
            <ul className="mt-6 space-y-4">
              {t.explainer.problem.points.map((p) => (
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
              {t.explainer.solution.heading}
            </h3>
            <ul className="mt-6 space-y-4">
              {t.explainer.solution.points.map((p) => (
                <li key={p} className="flex gap-3 leading-relaxed text-forest-50">
                  <CheckIcon className="mt-0.5 size-5 shrink-0 text-harvest-300" />
                  {p}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-10 text-center">
          <ButtonLink to={t.explainer.cta.to} variant="outline" size="lg" iconRight={<ArrowRight />}>
            {t.explainer.cta.label}
          </ButtonLink>
        </div>
      </Section>

      {/* A picture that failed to load takes its caption with it, rather than leaving a strip of text. */}
      <figure className="relative bg-forest-50 not-has-[img]:hidden">
        <FallbackImage
          src={t.illustration.src}
          alt={t.illustration.alt}
          width={t.illustration.width}
          height={t.illustration.height}
          loading="lazy"
          decoding="async"
          className="block h-60 max-h-[800px] w-full object-cover sm:h-auto"
        />
        <figcaption className="mx-auto max-w-7xl px-5 py-5 text-center text-sm text-muted sm:px-8">{t.illustration.caption}</figcaption>
      </figure>

      <Section tone="light" id="journey" eyebrow={t.journey.eyebrow} title={t.journey.title} subtitle={t.journey.subtitle}>
        <JourneyCards t={t.journey} />
      </Section>

      <Section tone="green" id="results" title={t.stats.title} subtitle={t.stats.subtitle}>
        <dl className="grid gap-5 sm:grid-cols-3">
          {t.stats.items.map((s) => (
            <div key={s.label} className="flex flex-col rounded-3xl bg-white px-6 py-8 text-center shadow-card">
              <dt className="order-2 mt-3 text-lg font-semibold text-ink">{s.label}</dt>
              <dd className="order-1 font-display text-5xl font-semibold text-forest-700 sm:text-6xl">{s.value}</dd>
              <dd className="order-3 mt-1 text-muted">{s.detail}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-8 text-center text-sm text-muted">{t.stats.note}</p>
      </Section>

      <Section tone="dark" id="science" eyebrow={t.science.eyebrow} title={t.science.title} subtitle={t.science.subtitle}>
        <ScienceSteps t={t.science} />
      </Section>

      <Section tone="light" id="testimonials" eyebrow={t.testimonials.eyebrow} title={t.testimonials.title}>
        <TestimonialCarousel t={t.testimonials} />
      </Section>

      <Section tone="dark" id="media" title={t.media.title} subtitle={t.media.subtitle} contained={false} className="bg-forest-800!">
        <MediaStrip t={t.media} />
      </Section>

      <section aria-labelledby="cta-title" className="bg-soil-50 px-5 py-16 sm:px-8 sm:py-20">
        <div className="relative mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-harvest-400 px-6 py-14 text-center sm:px-12 sm:py-16">
          <svg aria-hidden="true" viewBox="0 0 800 200" className="pointer-events-none absolute inset-x-0 bottom-0 h-24 w-full text-harvest-500/60" preserveAspectRatio="none">
            <path d="M0 120c130-40 270-40 400 0s270 40 400 0v80H0z" fill="currentColor" />
            <path d="M0 160c130-30 270-30 400 0s270 30 400 0v40H0z" fill="currentColor" opacity=".7" />
          </svg>
          <div className="relative">
            <h2 id="cta-title" className="text-h2 font-semibold text-soil-950">{t.cta.title}</h2>
            <p className="mx-auto mt-4 max-w-2xl text-lead text-soil-900">{t.cta.subtitle}</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink to={t.cta.primary.to} size="lg" iconRight={<ArrowRight />}>
                {t.cta.primary.label}
              </ButtonLink>
              <ButtonLink to={t.cta.secondary.to} size="lg" variant="outline" className="border-soil-950! text-soil-950! hover:bg-soil-950! hover:text-white!">
                {t.cta.secondary.label}
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
