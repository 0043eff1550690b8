import type { ReactNode } from "react";
import { useLocation } from "react-router";
import type { ClinicFinderContent } from "@content/clinic-finder";
import { CLINIC_SERVICE_OPTIONS } from "@shared/constants.ts";
import {
  MAP_DEFAULTS,
  directionsUrl,
  filterClinics,
  filtersToSearch,
  hasFilters,
  statesOf,
  telHref,
  type Clinic,
  type ClinicFilters,
} from "@shared/clinics.ts";
import { Button, ButtonLink, buttonClasses } from "~/components/ui/Button";
import { siteDialogClass } from "~/components/ui/Dialog";
import { CloseIcon, DirectionsIcon, MailIcon, PhoneIcon, PinIcon, SearchIcon } from "~/components/ui/icons";
import { PlacesMap } from "~/features/maps/PlacesMap";
import { BookingForm } from "./BookingForm";
import { useFormat } from "~/lib/intl";
import { optionLabels } from "@content/option-labels";
import { useContent, useLocale } from "~/lib/content";
import { intlLocale } from "~/lib/locale";

/** A stored service name in the page's language (unknown names as stored). */
function useServiceLabel() {
  const labels: Readonly<Record<string, string>> = useContent(optionLabels).clinicService;
  return (value: string) => labels[value] ?? value;
}

const control =
  "block w-full rounded-lg border border-soil-300 bg-white px-3.5 py-3 text-base text-ink shadow-sm focus:border-forest-600 focus:outline-none focus:ring-2 focus:ring-forest-600/30";

/**
 * The clinic finder: filters, the count, the list and the map, all rendered on
 * the server (the island reads the clinics from the page's structured data), so it works before and without scripts (the filters are a GET
 * form; each clinic has its own view, `?clinic=`, with its booking form). The
 * `clinic-finder` island (src/web/islands/clinic-finder.ts) makes it live:
 * filtering in place, the details and booking dialog, the map following the
 * list. Every clinic is in the list; those the filters leave out are hidden.
 */
export function ClinicFinder({
  clinics,
  initialFilters,
  focusedId,
  bookingClinicId,
  withDialog = false,
  t,
}: {
  clinics: readonly Clinic[];
  initialFilters: ClinicFilters;
  /** A clinic's own view (`?clinic=`): its details and booking form on the page itself. */
  focusedId?: string | null;
  /** The clinic of a booking just posted from the dialog, so its answer names the clinic. */
  bookingClinicId?: string | null;
  /**
   * Whether the dialog is in the page: only in the answer to a booking (the
   * island takes the answer from it). Otherwise the island fetches it once the
   * page is in (FinderDialogPage): only a visitor with scripts can open it.
   */
  withDialog?: boolean;
  t: ClinicFinderContent;
}) {
  const { pathname } = useLocation();
  const fmt = useFormat();
  const serviceLabel = useServiceLabel();
  const locale = useLocale();
  const states = statesOf(clinics, intlLocale(locale));
  const listed = filterClinics(clinics, initialFilters);
  const shown = new Set(listed.map((c) => c.id));

  // Addresses that work without scripts: a clinic's own view, and the finder as it is filtered.
  const listHref = `${pathname}${filtersToSearch(initialFilters)}`;
  const clinicHref = (id: string, hash: string) => {
    const q = new URLSearchParams(filtersToSearch(initialFilters));
    q.set("clinic", id);
    return `${pathname}?${q.toString()}#${hash}`;
  };
  const focused = focusedId ? clinics.find((c) => c.id === focusedId) : undefined;
  const bookingClinic = (bookingClinicId ? clinics.find((c) => c.id === bookingClinicId) : undefined) ?? clinics[0];

  return (
    <div data-island="clinic-finder" data-finder-base={pathname} data-finder-dialog-src={withDialog ? undefined : `${pathname}/dialog`}>
      {focused ? <ClinicView clinic={focused} t={t} listHref={listHref} /> : null}
      <form method="get" action={pathname} role="search" aria-labelledby="clinic-filters-title" data-finder-filters className="rounded-3xl border border-soil-200 bg-white p-5 shadow-card sm:p-7">
        <h2 id="clinic-filters-title" className="sr-only">
          {t.filters.heading}
        </h2>
        <div className="grid gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div>
            <label htmlFor="clinic-search" className="mb-1.5 block text-sm font-semibold text-ink">
              {t.filters.searchLabel}
            </label>
            <div className="relative">
              <SearchIcon className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted" />
              <input
                id="clinic-search"
                type="search"
                name="q"
                defaultValue={initialFilters.query}
                placeholder={t.filters.searchPlaceholder}
                autoComplete="off"
                maxLength={100}
                className={`${control} pl-11`}
              />
            </div>
          </div>
          <div>
            <label htmlFor="clinic-state" className="mb-1.5 block text-sm font-semibold text-ink">
              {t.filters.stateLabel}
            </label>
            <select id="clinic-state" name="state" defaultValue={initialFilters.state} className={control}>
              <option value="">{t.filters.allStates}</option>
              {states.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset className="mt-5">
          <legend className="mb-2 block text-sm font-semibold text-ink">{t.filters.servicesLegend}</legend>
          <div className="flex flex-wrap gap-2">
            {CLINIC_SERVICE_OPTIONS.map((o) => (
              <label
                key={o.value}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 rounded-full border border-soil-300 bg-white px-4 py-2 text-sm font-medium text-ink transition-colors hover:border-forest-600 has-checked:border-forest-700 has-checked:bg-forest-700 has-checked:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-forest-600"
              >
                <input type="checkbox" name="service" value={o.value} defaultChecked={initialFilters.services.includes(o.value)} className="size-4 accent-harvest-400" />
                {serviceLabel(o.value)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          {/* With scripts the filters apply as they change. */}
          <noscript>
            <button type="submit" className="inline-flex min-h-12 items-center rounded-full bg-forest-700 px-6 py-3 font-semibold text-white">
              {t.filters.apply}
            </button>
          </noscript>
          <a
            href={pathname}
            data-finder-clear
            className="inline-flex min-h-11 items-center rounded-full border-2 border-forest-700 px-5 py-2 text-sm font-semibold text-forest-800 hover:bg-forest-700 hover:text-white"
          >
            {t.filters.clear}
          </a>
        </div>
      </form>

      <div className="mt-10 flex flex-wrap items-end justify-between gap-4">
        <h2 id="clinic-count" aria-live="polite" className="text-h2 font-semibold text-forest-900">
          {fmt.plural(t.count, listed.length)}
        </h2>
        <a href={`${listHref}#clinic-count`} role="button" data-finder-reset className={buttonClasses({ variant: "outline", size: "sm" })}>
          <span>{t.resetView}</span>
        </a>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <div className="lg:sticky lg:top-24 lg:order-2">
          <PlacesMap
            places={listed}
            center={MAP_DEFAULTS.center}
            zoom={MAP_DEFAULTS.zoom}
            heightPx={MAP_DEFAULTS.heightPx}
            labels={t.map}
            frame={hasFilters(initialFilters) ? "places" : "default"}
            island={false}
          />
        </div>
        <div className="lg:order-1">
          <p data-finder-empty hidden={listed.length > 0} className="rounded-3xl border border-dashed border-soil-300 bg-white px-6 py-10 text-center text-lg text-muted">
            {t.empty}
          </p>
          <ul aria-label={t.resultsLabel} className="space-y-4">
            {clinics.map((c) => (
              <ClinicCard key={c.id} clinic={c} t={t} hidden={!shown.has(c.id)} viewHref={clinicHref(c.id, "clinic-view")} bookHref={clinicHref(c.id, "clinic-booking")} />
            ))}
          </ul>
        </div>
      </div>

      {/* A booking from the dialog posts to the finder's address (no ?clinic=), so the answer is
          the dialog's; after one from a clinic's own view, the dialog's form stays empty. */}
      {withDialog ? <FinderDialog t={t} bookingClinic={bookingClinic} action={listHref} fresh={Boolean(focused)} /> : null}
    </div>
  );
}

/**
 * The details and booking dialog, closed until the island opens it (a page
 * without scripts uses each clinic's own view instead; the island fetches it
 * from FinderDialogPage, `<finder>/dialog`). Details come from the
 * chosen card's template; the booking form is one form for every clinic: the
 * island sets the clinic and shows only the services it offers.
 */
export function FinderDialog({ t, bookingClinic, action, fresh }: { t: ClinicFinderContent; bookingClinic: Clinic | undefined; action: string; fresh: boolean }) {
  return (
    <dialog data-finder-dialog aria-labelledby="finder-dialog-title" className={siteDialogClass}>
      <div className="p-5 sm:p-7">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="finder-dialog-title" className="text-h3 font-semibold text-forest-900" />
            <p data-finder-dialog-intro hidden className="mt-1 text-sm text-muted" />
          </div>
          <button type="button" data-finder-dialog-close aria-label={t.details.close} className="-mr-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-forest-800 hover:bg-forest-50">
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div className="mt-5">
          <template data-finder-details>
            <ClinicDetails t={t} bookButton />
          </template>
          <div data-finder-dialog-details />
          {bookingClinic ? (
            <div id="booking-dialog" data-finder-dialog-booking hidden>
              <BookingForm clinic={bookingClinic} t={t.booking} allServices anchor="booking-dialog" action={action} fresh={fresh} />
            </div>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}

function ServiceChips({ services }: { services: readonly string[] }) {
  const serviceLabel = useServiceLabel();
  return (
    <ul className="flex flex-wrap gap-1.5">
      {services.map((s) => (
        <li key={s} className="rounded-full bg-forest-50 px-2.5 py-1 text-xs font-semibold text-forest-800 ring-1 ring-inset ring-forest-200">
          {serviceLabel(s)}
        </li>
      ))}
    </ul>
  );
}

function ClinicCard({ clinic: c, t, hidden, viewHref, bookHref }: { clinic: Clinic; t: ClinicFinderContent; hidden: boolean; viewHref: string; bookHref: string }) {
  const titleId = `clinic-${c.id}-name`;
  return (
    // Rendered in turn after the load (islands/sections.ts): the list is most of the page's layout.
    <li hidden={hidden} data-finder-item={c.id} data-render-in-turn="">
      <article
        aria-labelledby={titleId}
        className="rounded-3xl border border-soil-200 bg-white p-5 shadow-card transition-shadow hover:shadow-lift data-selected:border-forest-600 data-selected:ring-2 data-selected:ring-forest-600/40"
      >
        <h3 id={titleId} className="text-h3 font-semibold text-forest-900">
          {c.name}
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-soil-700">
          <PinIcon className="size-4 shrink-0" />
          {c.district}, {c.state}
        </p>
        <p className="mt-2 text-sm leading-relaxed text-muted">{c.address}</p>
        <div className="mt-3">
          <ServiceChips services={c.services} />
        </div>
        <div className="mt-5 flex flex-wrap gap-2">
          {/* Links to the clinic's own view without scripts; the island opens the dialog instead. */}
          <a href={viewHref} role="button" data-finder-view aria-describedby={titleId} className={buttonClasses({ size: "sm" })}>
            <span>{t.card.viewDetails}</span>
          </a>
          <a href={bookHref} role="button" data-finder-book aria-describedby={titleId} className={buttonClasses({ size: "sm", variant: "secondary" })}>
            <span>{t.card.book}</span>
          </a>
          <ButtonLink to={directionsUrl(c)} size="sm" variant="text" target="_blank" rel="noopener noreferrer" iconLeft={<DirectionsIcon />} aria-describedby={titleId}>
            {t.card.directions}
          </ButtonLink>
        </div>
      </article>
    </li>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 border-b border-soil-100 py-3 last:border-0 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-soil-700">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/**
 * A clinic's address, place, services, phone and e-mail, and its Book and
 * Directions buttons. Without a clinic it is the details dialog's template:
 * the same markup with `data-slot` places the finder island fills, and both
 * a link and "not listed" where a clinic may have a phone or e-mail or not.
 */
function ClinicDetails({ clinic: c, t, bookButton }: { clinic?: Clinic; t: ClinicFinderContent; bookButton?: boolean }) {
  const contact = (value: string | null | undefined, slot: string, link: ReactNode) => (
    <>
      {!c || value ? link : null}
      {!c || !value ? <span data-slot={`${slot}-missing`}>{t.details.notListed}</span> : null}
    </>
  );
  return (
    <div>
      <dl>
        <Row label={t.details.address}>
          <span data-slot="address">{c?.address}</span>
        </Row>
        <Row label={t.details.location}>
          <span data-slot="location">{c ? `${c.district}, ${c.state}` : null}</span>
        </Row>
        <Row label={t.details.services}>
          <div data-slot="services">{c ? <ServiceChips services={c.services} /> : null}</div>
        </Row>
        <Row label={t.details.phone}>
          {contact(
            c?.phone,
            "phone",
            <a data-slot="phone" href={c?.phone ? telHref(c.phone) : undefined} className="inline-flex items-center gap-2 font-semibold text-forest-700 underline-offset-4 hover:underline">
              <PhoneIcon className="size-4" />
              <span data-slot="phone-text">{c?.phone}</span>
            </a>,
          )}
        </Row>
        <Row label={t.details.email}>
          {contact(
            c?.email,
            "email",
            <a data-slot="email" href={c?.email ? `mailto:${c.email}` : undefined} className="inline-flex items-center gap-2 break-all font-semibold text-forest-700 underline-offset-4 hover:underline">
              <MailIcon className="size-4 shrink-0" />
              <span data-slot="email-text">{c?.email}</span>
            </a>,
          )}
        </Row>
      </dl>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {bookButton ? (
          <Button data-finder-book-from-details={c?.id ?? ""}>{t.details.book}</Button>
        ) : null}
        <ButtonLink to={c ? directionsUrl(c) : "#"} data-slot="directions" variant="outline" target="_blank" rel="noopener noreferrer" iconLeft={<DirectionsIcon />}>
          {t.details.directions}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * A clinic's own view (`/find-clinic?clinic=<id>`): what the details dialog
 * shows, with the booking form below it, on the page itself, so a phone
 * without scripts can read the clinic's phone, get directions and book.
 */
function ClinicView({ clinic, t, listHref }: { clinic: Clinic; t: ClinicFinderContent; listHref: string }) {
  return (
    <section id="clinic-view" aria-labelledby="clinic-view-title" className="mb-10 scroll-mt-24 rounded-3xl border-2 border-forest-600 bg-white p-5 shadow-card sm:p-8">
      <a href={`${listHref}#clinic-count`} className="inline-flex min-h-11 items-center text-sm font-semibold text-forest-700 underline-offset-4 hover:underline">
        {t.details.allClinics}
      </a>
      <h2 id="clinic-view-title" className="mt-2 text-h2 font-semibold text-forest-900">
        {clinic.name}
      </h2>
      <div className="mt-4">
        <ClinicDetails clinic={clinic} t={t} />
      </div>
      <div id="clinic-booking" className="mt-8 scroll-mt-24 border-t border-soil-200 pt-8">
        <h3 className="text-h3 font-semibold text-forest-900">{t.booking.title}</h3>
        <p className="mt-1 mb-5 text-muted">{t.booking.intro(clinic.name)}</p>
        <BookingForm clinic={clinic} t={t.booking} idPrefix="clinic-booking" anchor="clinic-booking" doneHref={`${listHref}#clinic-count`} />
      </div>
    </section>
  );
}
