import type { Route } from "./+types/for-partners";
import { forPartners } from "@content/for-partners";
import { contentFor } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { localeOf } from "~/lib/locale";
import { Hero } from "~/components/ui/Hero";
import { Section } from "~/components/ui/Section";
import { buttonClasses } from "~/components/ui/Button";
import { ArrowRight } from "~/components/ui/icons";
import { CheckList, FeatureGrid, FigureGrid, StoryCards } from "~/features/pages/blocks";
import { DownloadIcon } from "~/features/pages/icons";
import { PartnerForm } from "~/features/pages/EnquiryForms";
import { partnerSchemaIn, partnerToLead } from "@shared/lead-forms/partner";
import { formMessages } from "@content/form-messages";

// The copy travels as loader data (in the HTML), not in the page's script.

export function loader({ request }: Route.LoaderArgs) {
  return { t: contentFor(forPartners, localeOf(request)) };
}

export function meta({ data, location }: Route.MetaArgs) {
  return data ? pageMeta(data.t.meta, { path: "/for-partners", locale: localeOf(location) }) : [];
}

export async function action({ request, context }: Route.ActionArgs) {
  return context.forms.submit(request, {
    partner: { form: "partner", schema: partnerSchemaIn(contentFor(formMessages, localeOf(request))), toLead: partnerToLead },
  });
}


export default function ForPartnersPage({ loaderData }: Route.ComponentProps) {
  const { t } = loaderData;
  const h = t.hero;
  return (
    <>
      <Hero eyebrow={h.eyebrow} title={h.title} subtitle={h.subtitle}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <a href={h.formCta.to} className={buttonClasses({ tone: "dark", size: "lg" })}>
            {h.formCta.label}
            <ArrowRight className="-mr-1 size-5" />
          </a>
          <a href={h.proposal.to} download className={buttonClasses({ tone: "dark", variant: "outline", size: "lg" })}>
            <DownloadIcon className="-ml-1 size-5" />
            {h.proposal.label}
            <span className="hidden text-sm font-normal opacity-80 sm:inline">({h.proposal.note})</span>
          </a>
        </div>
      </Hero>

      <Section tone="white" id="partner-types" eyebrow={t.partnerTypes.eyebrow} title={t.partnerTypes.title} subtitle={t.partnerTypes.subtitle}>
        <FeatureGrid items={t.partnerTypes.items} />
      </Section>

      <Section tone="light" id="collaboration" eyebrow={t.collaboration.eyebrow} title={t.collaboration.title} subtitle={t.collaboration.subtitle}>
        <FeatureGrid items={t.collaboration.items} columns={4} />
      </Section>

      <Section tone="dark" id="impact" eyebrow={t.impact.eyebrow} title={t.impact.title}>
        <FigureGrid items={t.impact.items} dark testId="partner-impact" />
      </Section>

      <Section tone="white" id="stories" eyebrow={t.stories.eyebrow} title={t.stories.title}>
        <StoryCards items={t.stories.items} />
      </Section>

      <Section tone="green" id="engagement" eyebrow={t.engagement.eyebrow} title={t.engagement.title}>
        <ul className="grid gap-5 md:grid-cols-3">
          {t.engagement.items.map((m, i) => (
            <li key={m.name} className={`rounded-3xl p-7 ${i === 1 ? "bg-forest-800 text-white shadow-lift" : "bg-white shadow-card"}`}>
              <h3 className={`text-h3 font-semibold ${i === 1 ? "text-white" : "text-forest-900"}`}>{m.name}</h3>
              <p className={`mt-2 leading-relaxed ${i === 1 ? "text-forest-100" : "text-muted"}`}>{m.description}</p>
              <CheckList items={m.points} dark={i === 1} className="mt-5" />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="white" id="collaborators" eyebrow={t.collaborators.eyebrow} title={t.collaborators.title} subtitle={t.collaborators.subtitle}>
        <ul className="flex flex-wrap justify-center gap-3">
          {t.collaborators.names.map((n) => (
            <li key={n} className="rounded-full border border-soil-200 bg-soil-50 px-5 py-2.5 font-display font-semibold text-forest-800">
              {n}
            </li>
          ))}
        </ul>
      </Section>

      <PartnerForm t={t.form} />
    </>
  );
}
