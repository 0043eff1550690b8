import type { Route } from "./+types/resources";
import { resources } from "@content/resources";
import { newsletterPages } from "@content/newsletter";
import { contentFor } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { localeOf } from "~/lib/locale";
import { Hero } from "~/components/ui/Hero";
import { Section } from "~/components/ui/Section";
import { ButtonLink, buttonClasses } from "~/components/ui/Button";
import { NewsletterForm } from "~/features/newsletter/NewsletterForm";
import { ResourceLibrary } from "~/features/pages/ResourceLibrary";
import { DownloadIcon, PlusIcon, WhatsAppIcon } from "~/features/pages/icons";

// The copy travels as loader data (in the HTML), not in the page's script.

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  return { t: contentFor(resources, locale), newsletter: contentFor(newsletterPages, locale).form };
}

/** The newsletter form posts here; the server checks it and queues the confirmation mail. */
export async function action({ request, context }: Route.ActionArgs) {
  return context.newsletter.subscribe(request);
}


export function meta({ data, location }: Route.MetaArgs) {
  return data ? pageMeta(data.t.meta, { path: "/resources", locale: localeOf(location) }) : [];
}

export default function ResourcesPage({ loaderData }: Route.ComponentProps) {
  const { t, newsletter } = loaderData;
  return (
    <>
      <Hero {...t.hero} />

      <Section tone="light" id="library" eyebrow={t.library.eyebrow} title={t.library.title} subtitle={t.library.subtitle}>
        <ResourceLibrary t={t.library} />
      </Section>

      <Section tone="white" id="downloads" eyebrow={t.downloads.eyebrow} title={t.downloads.title} subtitle={t.downloads.subtitle}>
        <ul className="grid gap-6 md:grid-cols-3">
          {t.downloads.items.map((d) => (
            <li key={d.href} className="flex flex-col rounded-3xl bg-forest-50 p-7 ring-1 ring-forest-100">
              <img src="/images/guide-cover.svg" alt="" width={72} height={92} loading="lazy" decoding="async" className="h-[92px] w-[72px]" />
              <h3 className="mt-5 text-h3 font-semibold text-forest-900">{d.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-muted">{d.description}</p>
              <p className="mt-4 text-sm font-medium text-soil-700">{d.details}</p>
              <a href={d.href} download className={buttonClasses({ variant: "primary", className: "mt-5 self-start" })}>
                <DownloadIcon className="-ml-1 size-5" />
                {t.downloads.button}
                <span className="sr-only">: {d.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="light" id="faq" eyebrow={t.faq.eyebrow} title={t.faq.title}>
        <div className="mx-auto max-w-3xl space-y-4" data-testid="faq">
          {t.faq.items.map((f) => (
            <details key={f.question} className="group rounded-2xl border border-soil-200 bg-white shadow-sm open:shadow-card">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-6 py-4 text-lg font-semibold text-forest-900 [&::-webkit-details-marker]:hidden">
                {f.question}
                <PlusIcon className="size-6 shrink-0 text-forest-700 transition-transform group-open:rotate-45" />
              </summary>
              <p className="px-6 pb-6 leading-relaxed text-ink">{f.answer}</p>
            </details>
          ))}
        </div>
      </Section>

      <Section tone="dark" id="stay-in-touch" eyebrow={t.stayInTouch.eyebrow} title={t.stayInTouch.title} subtitle={t.stayInTouch.subtitle}>
        <div className="mx-auto flex max-w-2xl flex-col items-center gap-6">
          <NewsletterForm t={newsletter} />
          <ButtonLink to={t.stayInTouch.whatsapp.to} tone="dark" variant="outline" size="lg" iconLeft={<WhatsAppIcon />}>
            {t.stayInTouch.whatsapp.label}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
