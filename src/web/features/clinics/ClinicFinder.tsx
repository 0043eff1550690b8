import { useMemo, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import type { ClinicFinderContent } from "@content/clinic-finder";
import { CLINIC_SERVICE_OPTIONS } from "@shared/constants.ts";
import {
  MAP_DEFAULTS,
  NO_FILTERS,
  directionsUrl,
  filterClinics,
  filtersToSearch,
  hasFilters,
  statesOf,
  telHref,
  type Clinic,
  type ClinicFilters,
} from "@shared/clinics.ts";
import { Button, ButtonLink } from "~/components/ui/Button";
import { ActionLink } from "~/components/ui/ActionLink";
import { Dialog } from "~/components/ui/Dialog";
import { useLeadFormResult } from "~/components/forms/lead-form";
import { MailIcon, PhoneIcon, PinIcon } from "~/components/ui/icons";
import { PlacesMap } from "~/features/maps/PlacesMap";
import { BOOKING_FORM, BookingForm } from "./BookingForm";
import { useFormat } from "~/lib/intl";
import { optionLabels } from "@content/option-labels";
import { useContent, useLocale } from "~/lib/content";
import { intlLocale } from "~/lib/locale";

/** A stored service name in the page's language (unknown names as stored). */
function useServiceLabel() {
  const labels: Readonly<Record<string, string>> = useContent(optionLabels).clinicService;
  return (value: string) => labels[value] ?? value;
}

type DialogState = { mode: "details" | "booking"; id: string } | null;

const control =
  "block w-full rounded-lg border border-soil-300 bg-white px-3.5 py-3 text-base text-ink shadow-sm focus:border-forest-600 focus:outline-none focus:ring-2 focus:ring-forest-600/30";

const DirectionsIcon = (p: { className?: string }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...p}>
    <path d="M12 2.5l9.5 9.5-9.5 9.5L2.5 12z" />
    <path d="M9 13.5V11h5M12.5 8.5L15 11l-2.5 2.5" />
  </svg>
);

/**
 * The clinic finder: filters, the count, the list (server-rendered, so it is
 * there before scripts) and the map, which follows the same filtered list.
 */
export function ClinicFinder({
  clinics,
  initialFilters,
  focusedId,
  t,
}: {
  clinics: readonly Clinic[];
  initialFilters: ClinicFilters;
  /** A clinic's own view (`?clinic=`): its details and booking form on the page itself. */
  focusedId?: string | null;
  t: ClinicFinderContent;
}) {
  const [filters, setFilters] = useState<ClinicFilters>(initialFilters);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [resetKey, setResetKey] = useState(0);
  const navigate = useNavigate();
  const location = useLocation();
  const booking = useLeadFormResult(BOOKING_FORM);
  const fmt = useFormat();
  const serviceLabel = useServiceLabel();

  const locale = useLocale();
  const states = useMemo(() => statesOf(clinics, intlLocale(locale)), [clinics, locale]);
  const listed = useMemo(() => filterClinics(clinics, filters), [clinics, filters]);
  const fitKey = JSON.stringify([filters.query.trim().toLowerCase(), filters.state, filters.services]);

  const update = (next: ClinicFilters) => {
    setFilters(next);
    // Keep the address in step so a filtered view can be shared or reloaded;
    // the router's own history entry is kept as it is.
    window.history.replaceState(window.history.state, "", `${location.pathname}${filtersToSearch(next)}`);
  };

  const select = (id: string) => {
    setSelectedId(id);
    setDialog({ mode: "details", id });
  };

  const closeDialog = () => {
    setDialog(null);
    // A sent booking stays as the page's last action result; a fresh visit to
    // the page clears it, so the next booking starts with an empty form.
    if (booking.sent) navigate(`${location.pathname}${filtersToSearch(filters)}`, { replace: true, preventScrollReset: true });
  };

  const resetView = () => {
    setSelectedId(null);
    setDialog(null);
    setResetKey((k) => k + 1);
  };

  // Addresses that work without scripts: a clinic's own view, and the finder as it is filtered.
  const listHref = `${location.pathname}${filtersToSearch(filters)}`;
  const clinicHref = (id: string, hash: string) => {
    const q = new URLSearchParams(filtersToSearch(filters));
    q.set("clinic", id);
    return `${location.pathname}?${q.toString()}#${hash}`;
  };
  const focused = focusedId ? clinics.find((c) => c.id === focusedId) : undefined;

  const clinicOfDialog = dialog ? clinics.find((c) => c.id === dialog.id) : undefined;

  return (
    <>
      {focused ? <ClinicView clinic={focused} t={t} listHref={listHref} /> : null}
      <form method="get" action={location.pathname} role="search" aria-labelledby="clinic-filters-title" onSubmit={(e) => e.preventDefault()} className="rounded-3xl border border-soil-200 bg-white p-5 shadow-card sm:p-7">
        <h2 id="clinic-filters-title" className="sr-only">
          {t.filters.heading}
        </h2>
        <div className="grid gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div>
            <label htmlFor="clinic-search" className="mb-1.5 block text-sm font-semibold text-ink">
              {t.filters.searchLabel}
            </label>
            <div className="relative">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
                <circle cx="11" cy="11" r="6.5" />
                <path d="M16 16l4.5 4.5" />
              </svg>
              <input
                id="clinic-search"
                type="search"
                name="q"
                value={filters.query}
                onChange={(e) => update({ ...filters, query: e.target.value })}
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
            <select id="clinic-state" name="state" value={filters.state} onChange={(e) => update({ ...filters, state: e.target.value })} className={control}>
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
            {CLINIC_SERVICE_OPTIONS.map((o) => {
              const label = serviceLabel(o.value);
              const checked = filters.services.includes(o.value);
              return (
                <label
                  key={o.value}
                  className={`inline-flex min-h-11 cursor-pointer items-center gap-2.5 rounded-full border px-4 py-2 text-sm font-medium transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-forest-600 ${checked ? "border-forest-700 bg-forest-700 text-white" : "border-soil-300 bg-white text-ink hover:border-forest-600"}`}
                >
                  <input
                    type="checkbox"
                    name="service"
                    value={o.value}
                    checked={checked}
                    onChange={(e) =>
                      update({ ...filters, services: e.target.checked ? [...filters.services, o.value] : filters.services.filter((s) => s !== o.value) })
                    }
                    className="size-4 accent-harvest-400"
                  />
                  {label}
                </label>
              );
            })}
          </div>
        </fieldset>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <noscript>
            <button type="submit" className="inline-flex min-h-12 items-center rounded-full bg-forest-700 px-6 py-3 font-semibold text-white">
              {t.filters.apply}
            </button>
          </noscript>
          <a
            href={location.pathname}
            onClick={(e) => {
              e.preventDefault();
              update(NO_FILTERS);
            }}
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
        <ActionLink href={`${listHref}#clinic-count`} variant="outline" size="sm" onAction={resetView}>
          {t.resetView}
        </ActionLink>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <div className="lg:sticky lg:top-24 lg:order-2">
          <PlacesMap
            places={listed}
            center={MAP_DEFAULTS.center}
            zoom={MAP_DEFAULTS.zoom}
            heightPx={MAP_DEFAULTS.heightPx}
            labels={t.map}
            selectedId={selectedId}
            onSelect={select}
            fitKey={fitKey}
            frame={hasFilters(filters) ? "places" : "default"}
            resetKey={resetKey}
          />
        </div>
        <div className="lg:order-1">
          {listed.length === 0 ? (
            <p className="rounded-3xl border border-dashed border-soil-300 bg-white px-6 py-10 text-center text-lg text-muted">{t.empty}</p>
          ) : (
            <ul aria-label={t.resultsLabel} className="space-y-4">
              {listed.map((c) => (
                <ClinicCard
                  key={c.id}
                  clinic={c}
                  t={t}
                  selected={c.id === selectedId}
                  viewHref={clinicHref(c.id, "clinic-view")}
                  bookHref={clinicHref(c.id, "clinic-booking")}
                  onView={() => select(c.id)}
                  onBook={() => setDialog({ mode: "booking", id: c.id })}
                />
              ))}
            </ul>
          )}
        </div>
      </div>

      <Dialog
        open={dialog !== null && clinicOfDialog !== undefined}
        title={dialog?.mode === "booking" ? t.booking.title : (clinicOfDialog?.name ?? "")}
        description={dialog?.mode === "booking" && clinicOfDialog && !booking.sent ? t.booking.intro(clinicOfDialog.name) : undefined}
        closeLabel={t.details.close}
        onClose={closeDialog}
      >
        {clinicOfDialog && dialog?.mode === "details" ? (
          <ClinicDetails clinic={clinicOfDialog} t={t} onBook={() => setDialog({ mode: "booking", id: clinicOfDialog.id })} />
        ) : null}
        {clinicOfDialog && dialog?.mode === "booking" ? (
          <BookingForm
            clinic={clinicOfDialog}
            t={t.booking}
            onDone={closeDialog}
            onBack={selectedId === clinicOfDialog.id ? () => setDialog({ mode: "details", id: clinicOfDialog.id }) : undefined}
          />
        ) : null}
      </Dialog>
    </>
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

function ClinicCard({
  clinic: c,
  t,
  selected,
  viewHref,
  bookHref,
  onView,
  onBook,
}: {
  clinic: Clinic;
  t: ClinicFinderContent;
  selected: boolean;
  viewHref: string;
  bookHref: string;
  onView: () => void;
  onBook: () => void;
}) {
  const titleId = `clinic-${c.id}-name`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        data-clinic-id={c.id}
        className={`rounded-3xl border bg-white p-5 shadow-card transition-shadow sm:p-6 ${selected ? "border-forest-600 ring-2 ring-forest-600/40" : "border-soil-200 hover:shadow-lift"}`}
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
          <ActionLink href={viewHref} size="sm" onAction={onView} aria-describedby={titleId}>
            {t.card.viewDetails}
          </ActionLink>
          <ActionLink href={bookHref} size="sm" variant="secondary" onAction={onBook} aria-describedby={titleId}>
            {t.card.book}
          </ActionLink>
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

function ClinicDetails({ clinic: c, t, onBook }: { clinic: Clinic; t: ClinicFinderContent; onBook?: () => void }) {
  return (
    <div>
      <dl>
        <Row label={t.details.address}>{c.address}</Row>
        <Row label={t.details.location}>
          {c.district}, {c.state}
        </Row>
        <Row label={t.details.services}>
          <ServiceChips services={c.services} />
        </Row>
        <Row label={t.details.phone}>
          {c.phone ? (
            <a href={telHref(c.phone)} className="inline-flex items-center gap-2 font-semibold text-forest-700 underline-offset-4 hover:underline">
              <PhoneIcon className="size-4" />
              {c.phone}
            </a>
          ) : (
            t.details.notListed
          )}
        </Row>
        <Row label={t.details.email}>
          {c.email ? (
            <a href={`mailto:${c.email}`} className="inline-flex items-center gap-2 break-all font-semibold text-forest-700 underline-offset-4 hover:underline">
              <MailIcon className="size-4 shrink-0" />
              {c.email}
            </a>
          ) : (
            t.details.notListed
          )}
        </Row>
      </dl>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {onBook ? <Button onClick={onBook}>{t.details.book}</Button> : null}
        <ButtonLink to={directionsUrl(c)} variant="outline" target="_blank" rel="noopener noreferrer" iconLeft={<DirectionsIcon />}>
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
