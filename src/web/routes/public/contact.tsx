import { WhatsAppIcon } from "~/features/pages/icons";
import { Link } from "~/components/ui/Link";
import type { Route } from "./+types/contact";
import { contact, type ContactContent } from "@content/contact";
import { site } from "@content/site";
import { siteText } from "@content/site-text";
import { contentFor, useContent } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { localeOf } from "~/lib/locale";
import { Hero } from "~/components/ui/Hero";
import { Section } from "~/components/ui/Section";
import { ButtonLink } from "~/components/ui/Button";
import { ArrowRight, CheckIcon, ClockIcon, HandshakeIcon, LeafIcon, MailIcon, PhoneIcon, PinIcon, PressIcon } from "~/components/ui/icons";
import { LeadForm, useLeadFormResult } from "~/components/forms/lead-form";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { PlacesMap } from "~/features/maps/PlacesMap";
import { clinicFinder } from "@content/clinic-finder";
import { optionLabels } from "@content/option-labels";
import { MAP_DEFAULTS, telHref } from "@shared/clinics.ts";
import { CONTACT_MESSAGE_MAX, CONTACT_ROLE_OPTIONS } from "@shared/lead-forms/contact-options.ts";
import { contactSchemaIn, contactToLead } from "@shared/lead-forms/contact.ts";
import { formMessages } from "@content/form-messages";
import { WhatsAppConsentBox } from "~/features/whatsapp/ConsentBox";
import { showsMap } from "~/lib/page-scripts";

/** The page shows a map: its policy lets the map's tiles in. */
export const handle = showsMap;

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(contentFor(contact, localeOf(location)).meta, { path: "/contact", locale: localeOf(location) });
}

export async function action({ request, context }: Route.ActionArgs) {
  return context.forms.submit(request, {
    contact: { form: "contact", schema: contactSchemaIn(contentFor(formMessages, localeOf(request))), toLead: contactToLead },
  });
}


const officeKeys = ["bangalore", "delhi"] as const;
/** The offices on the map, named and addressed in the page's language. */
const officePlaces = (text: (typeof siteText)["en"]) =>
  officeKeys.map((key, i) => {
    const o = site.offices[key];
    const address = text.officeAddresses[key];
    return {
      id: `office-${i}`,
      name: `${site.brandName}, ${text.officeLabels[key]}`,
      address: [...address.lines, `${address.city} ${o.postalCode}`].join(", "),
      phone: site.phones[i]?.display ?? null,
      lat: o.lat,
      lng: o.lng,
    };
  });

const cardIcons = { sprout: LeafIcon, handshake: HandshakeIcon, press: PressIcon } as const;

export default function ContactPage() {
  const t = useContent(contact);
  const finder = useContent(clinicFinder);
  const text = useContent(siteText);
  return (
    <>
      <Hero {...t.hero} />
      <section id="contact-form" aria-labelledby="contact-form-title" className="scroll-mt-20 bg-soil-50 py-12 sm:py-16">
        <div className="mx-auto grid max-w-7xl gap-8 px-5 sm:px-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:items-start">
          <div className="rounded-3xl border border-soil-200 bg-white p-5 shadow-card sm:p-8">
            <ContactForm t={t} />
          </div>
          <aside aria-label={t.info.heading} className="space-y-6">
            <ContactInfo t={t} />
            <ul className="space-y-4">
              {t.cards.map((c) => {
                const Icon = cardIcons[c.icon];
                return (
                  <li key={c.title} className="flex gap-4 rounded-3xl bg-forest-800 p-5 text-white">
                    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-harvest-400 text-soil-950">
                      <Icon className="size-5" />
                    </span>
                    <div>
                      <h3 className="text-lg font-semibold text-white">{c.title}</h3>
                      <p className="mt-1 text-sm leading-relaxed text-forest-100">{c.body}</p>
                      <Link to={c.to} className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-harvest-300 underline-offset-4 hover:underline">
                        {c.label}
                        <ArrowRight className="size-4" />
                      </Link>
                    </div>
                  </li>
                );
              })}
            </ul>
          </aside>
        </div>
      </section>
      <Section tone="white" id="offices" title={t.map.title} subtitle={t.map.subtitle}>
        <PlacesMap
          places={officePlaces(text)}
          center={MAP_DEFAULTS.center}
          zoom={MAP_DEFAULTS.zoom}
          heightPx={MAP_DEFAULTS.heightPx}
          frame="places"
          labels={{ ...finder.map, label: t.map.mapLabel, errorDetail: t.map.errorDetail, tilesFailed: t.map.tilesFailed, stillNote: t.map.stillNote, markerLabel: "{name}" }}
        />
      </Section>
    </>
  );
}

function ContactForm({ t }: { t: ContactContent }) {
  const roles = useContent(optionLabels).contactRole;
  const { errors, values } = useLeadFormResult("contact");
  const consent = useContent(formMessages).whatsappConsent;
  const f = t.form;
  return (
    <>
      <h2 id="contact-form-title" className="text-h2 font-semibold text-forest-900">
        {f.heading}
      </h2>
      <p className="mt-2 text-sm text-muted">{f.intro}</p>
      <LeadForm
        form="contact"
        anchor="contact-form"
        submitLabel={f.submit}
        busyLabel={f.busy}
        className="mt-6"
        thanks={
          <div className="mt-6 rounded-3xl bg-forest-50 px-6 py-10 text-center">
            <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-forest-700 text-white">
              <CheckIcon className="size-8" />
            </span>
            <p className="mt-5 font-display text-2xl font-semibold text-forest-900">{t.thanks.title}</p>
            <p className="mx-auto mt-2 max-w-md leading-relaxed text-muted">{t.thanks.body}</p>
            <ButtonLink to="/contact" variant="outline" className="mt-6">
              {t.thanks.again}
            </ButtonLink>
          </div>
        }
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="name" label={f.name} required autoComplete="name" maxLength={200} error={errors.name} defaultValue={values.name} />
          <SelectField
            name="user_type"
            label={f.userType}
            required
            placeholder={f.userTypePlaceholder}
            options={CONTACT_ROLE_OPTIONS.map((o) => ({ ...o, label: roles[o.value as keyof typeof roles] ?? o.label }))}
            error={errors.user_type}
            defaultValue={values.user_type}
          />
        </div>
        {/* A phone or an e-mail, either one: many farmers have no e-mail. */}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="phone" type="tel" inputMode="tel" label={f.phone} autoComplete="tel" maxLength={40} hint={f.phoneHint} error={errors.phone} defaultValue={values.phone} />
          <TextField name="email" type="email" label={f.email} autoComplete="email" maxLength={254} error={errors.email} defaultValue={values.email} />
        </div>
        <TextAreaField name="message" label={f.message} required rows={6} maxLength={CONTACT_MESSAGE_MAX} error={errors.message} defaultValue={values.message} />
        <WhatsAppConsentBox idPrefix="contact" label={consent} checked={values.whatsapp_consent === "yes"} />
      </LeadForm>
    </>
  );
}

function ContactInfo({ t }: { t: ContactContent }) {
  const text = useContent(siteText);
  const heading = "flex items-center gap-2 font-sans text-sm font-semibold uppercase tracking-[0.12em] text-soil-600";
  return (
    <div className="rounded-3xl border border-soil-200 bg-white p-6 shadow-card">
      <h2 className="text-h3 font-semibold text-forest-900">{t.info.heading}</h2>
      <div className="mt-5 space-y-6">
        <div>
          <h3 className={heading}>
            <PinIcon className="size-4" />
            {t.info.offices}
          </h3>
          <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            {officeKeys.map((key) => (
              <address key={key} className="not-italic leading-relaxed text-ink">
                <span className="font-semibold">{text.officeLabels[key]}</span>
                {text.officeAddresses[key].lines.map((l) => (
                  <span key={l} className="block text-muted">
                    {l}
                  </span>
                ))}
                <span className="block text-muted">
                  {text.officeAddresses[key].city} {site.offices[key].postalCode}
                </span>
              </address>
            ))}
          </div>
        </div>
        <div>
          <h3 className={heading}>
            <PhoneIcon className="size-4" />
            {t.info.phones}
          </h3>
          <ul className="mt-1">
            {site.phones.map((p) => (
              <li key={p.e164}>
                <a href={telHref(p.e164)} className="inline-flex min-h-11 items-center font-semibold text-forest-700 underline-offset-4 hover:underline">
                  {p.display}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className={heading}>
            <WhatsAppIcon className="size-4" />
            WhatsApp
          </h3>
          <a href={site.whatsapp.chatUrl} className="mt-1 inline-flex min-h-11 items-center font-semibold text-forest-700 underline-offset-4 hover:underline">
            {t.info.whatsapp}: {site.whatsapp.display}
          </a>
        </div>
        <div>
          <h3 className={heading}>
            <MailIcon className="size-4" />
            {t.info.email}
          </h3>
          <a href={`mailto:${site.emails.info}`} className="mt-1 inline-flex min-h-11 items-center break-all font-semibold text-forest-700 underline-offset-4 hover:underline">
            {site.emails.info}
          </a>
        </div>
        <div>
          <h3 className={heading}>
            <ClockIcon className="size-4" />
            {t.info.hours}
          </h3>
          <dl className="mt-2 space-y-1.5">
            {text.workingHours.map((h) => (
              <div key={h.days} className="flex justify-between gap-4 text-sm">
                <dt className="text-muted">{h.days}</dt>
                <dd className="font-semibold text-ink">{h.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </div>
  );
}
