import type { Route } from "./+types/find-clinic";
import { clinicFinder } from "@content/clinic-finder";
import { contentFor, useContent } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { localeOf } from "~/lib/locale";
import { Hero } from "~/components/ui/Hero";
import { Section } from "~/components/ui/Section";
import { ButtonLink } from "~/components/ui/Button";
import { ArrowRight } from "~/components/ui/icons";
import { JsonLd } from "~/lib/nonce";
import { ClinicFinder } from "~/features/clinics/ClinicFinder";
import { clinicsJsonLd } from "~/features/clinics/structured-data";
import { CLINICS_JSON_LD_ID } from "~/features/clinics/clinic-json-ld";
import { filtersFromSearch } from "@shared/clinics.ts";
import { bookingSchemaFor, bookingToLead, type BookingValues } from "@shared/lead-forms/booking.ts";
import { showsMap } from "~/lib/page-scripts";
import { data } from "react-router";
import { NearestClinics, type NearAnswer } from "~/features/clinics/NearestClinics";

/** The page shows a map: its policy lets the map's tiles in. */
export const handle = showsMap;

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(contentFor(clinicFinder, localeOf(location)).meta, { path: "/find-clinic", locale: localeOf(location) });
}

/** The clinic list comes with the HTML in the page's language, so the finder works before (and without) scripts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const clinics = await context.clinics.list(localeOf(request));
  const search = new URL(request.url).searchParams;
  // `?clinic=<id>`: that clinic's own view (an unknown id just shows the finder).
  const clinic = search.get("clinic");
  const focusedId = clinic && clinics.some((c) => c.id === clinic) ? clinic : null;
  return { clinics, filters: filtersFromSearch(search), focusedId };
}

/**
 * Three posts: "nearest clinics" (a district, city or PIN code, answered with
 * the nearest clinics by distance), "Use my location" (the phone's position,
 * answered the same way) and Book a Soil Test (the clinic is looked up here,
 * and its details go into the lead).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const peek = await request.clone().formData();
  if (peek.get("intent") === "near") {
    const typed = String(peek.get("place") ?? "").slice(0, 100);
    const found = await context.clinics.nearest(typed, localeOf(request));
    const near: NearAnswer = { typed, ...found };
    return data({ near }, { status: found.place ? 200 : 400 });
  }
  if (peek.get("intent") === "near-me") {
    // "Use my location": the phone's position, read (two numbers inside India) and answered by the clinics service.
    const found = await context.clinics.nearestToPosition({ lat: peek.get("lat"), lon: peek.get("lon") }, localeOf(request));
    const near: NearAnswer = found.refused === undefined ? { typed: "", here: "found", place: null, clinics: found.clinics } : { typed: "", here: "refused", place: null, clinics: [] };
    return data({ near }, { status: found.refused === undefined ? 200 : 400 });
  }
  // The lead carries the clinic in English, as the team reads it.
  const clinic = await context.clinics.findById(String(peek.get("clinic_id") ?? ""));
  return context.forms.submit(request, {
    booking: {
      form: "booking",
      // Refused fields are explained in the page's language.
      schema: bookingSchemaFor(clinic, contentFor(clinicFinder, localeOf(request)).booking.errors),
      // The schema refuses a booking without a clinic, so one is always there.
      toLead: (v: BookingValues) => bookingToLead(v, clinic!),
      // The booked clinic is told and the farmer gets a reference for the thank-you.
      afterCapture: (lead, v: BookingValues) =>
        context.bookings.booked({ id: lead.id, name: v.name, phone: v.phone || null, email: v.email || null, village: v.village || null, language: localeOf(request) }, { clinicId: clinic!.id, preferredDate: v.preferred_date || null, services: v.services }),
    },
  });
}

export default function FindClinicPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useContent(clinicFinder);
  const { clinics, filters, focusedId } = loaderData;
  // A booking refused from the dialog comes back with what was typed, its clinic among it.
  const posted = actionData && "values" in actionData ? (actionData.values as Record<string, string> | undefined)?.clinic_id : undefined;
  const near = actionData && "near" in actionData ? actionData.near : undefined;
  const clinicHref = (id: string, hash: string) => `?clinic=${encodeURIComponent(id)}#${hash}`;
  return (
    <>
      <Hero {...t.hero} />
      <section aria-labelledby="clinic-count" className="bg-soil-50 py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <NearestClinics t={t} answer={near} clinicHref={clinicHref} />
          <ClinicFinder clinics={clinics} initialFilters={filters} focusedId={focusedId} bookingClinicId={posted ?? null} withDialog={actionData !== undefined && !near} t={t} />
        </div>
      </section>
      <Section tone="green" id="start-clinic-cta" title={t.cta.title} subtitle={t.cta.subtitle}>
        <div className="-mt-2 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={t.cta.primary.to} size="lg" iconRight={<ArrowRight />}>
            {t.cta.primary.label}
          </ButtonLink>
          <ButtonLink to={t.cta.secondary.to} size="lg" variant="outline">
            {t.cta.secondary.label}
          </ButtonLink>
        </div>
      </Section>
      <JsonLd json={clinicsJsonLd(clinics)} id={CLINICS_JSON_LD_ID} />
    </>
  );
}
