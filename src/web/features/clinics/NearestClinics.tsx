import type { ClinicFinderContent } from "@content/clinic-finder";
import { stateNames } from "@content/state-names";
import type { Clinic } from "@shared/clinics.ts";
import { asIndianState } from "@content/indian-states";
import { useContent } from "~/lib/content";
import { PinIcon } from "~/components/ui/icons";

/** What the page's action answers to the nearest-clinics form. */
export interface NearAnswer {
  typed: string;
  /** Asked from the phone's position ("Use my location"): its clinics found, or the position refused (outside India). */
  here?: "found" | "refused";
  place: { district: string; state: string; pincode: string | null } | null;
  clinics: Array<{ clinic: Clinic; km: number }>;
}

/**
 * "Nearest clinics to you": a district, city or PIN code anywhere in India,
 * posted (it works without scripts and from the keyboard), answered with the
 * nearest clinics by distance, each linking to its own view and booking form.
 * Where scripts run, "Use my location" is drawn with the form and the
 * `near-me` island (src/web/islands/near-me.ts) makes it post the phone's
 * position to the same action and put its answer here in place (a browser
 * that cannot tell its position hides it).
 */
export function NearestClinics({ t, answer, clinicHref }: { t: ClinicFinderContent; answer: NearAnswer | undefined; clinicHref: (id: string, hash: string) => string }) {
  const states = useContent(stateNames);
  const stateLabel = (s: string) => {
    const known = asIndianState(s);
    return known ? states[known] : s;
  };
  const place = answer?.place ? `${answer.place.pincode ? `${answer.place.pincode}, ` : ""}${answer.place.district}, ${stateLabel(answer.place.state)}` : "";
  return (
    <section aria-labelledby="near-title" data-island="near-me" className="mb-8 rounded-3xl border border-soil-200 bg-white p-5 shadow-card sm:p-7">
      <h2 id="near-title" className="text-h3 font-semibold text-forest-900">
        {t.near.title}
      </h2>
      <form method="post" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="near" />
        <div className="grow">
          <label htmlFor="near-place" className="mb-1.5 block text-sm font-semibold text-ink">
            {t.near.label}
          </label>
          <input id="near-place" name="place" required maxLength={100} autoComplete="address-level2" defaultValue={answer?.typed ?? ""} aria-describedby="near-hint" className="block w-full rounded-lg border border-soil-300 bg-white px-3.5 py-3 text-base text-ink shadow-sm focus:border-forest-600 focus:outline-none focus:ring-2 focus:ring-forest-600/30" />
          <p id="near-hint" className="mt-1 text-sm text-muted">
            {t.near.hint}
          </p>
        </div>
        <button type="submit" className="inline-flex min-h-12 items-center justify-center rounded-full bg-forest-700 px-6 py-3 font-semibold text-white hover:bg-forest-800 sm:mb-6">
          {t.near.submit}
        </button>
        {/* Drawn with the page where scripts run, so nothing below moves when the island
            starts; hidden without scripts, where a position cannot be asked for. */}
        <button
          type="button"
          data-near-me=""
          data-script-only=""
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-forest-700 bg-white px-5 py-2.5 font-semibold text-forest-800 hover:bg-forest-50 aria-disabled:opacity-60 noscript:hidden sm:mb-6"
        >
          <PinIcon className="size-5 shrink-0" />
          {t.near.here}
        </button>
      </form>
      {answer ? (
        <div id="near-results" aria-live="polite" className="mt-4">
          {answer.place || answer.here === "found" ? (
            <>
              <h3 tabIndex={-1} className="text-lg font-semibold text-forest-900 focus:outline-none">
                {answer.here ? t.near.hereTitle : t.near.resultTitle(place)}
              </h3>
              <ol className="mt-3 space-y-2" data-testid="nearest-clinics">
                {answer.clinics.map(({ clinic, km }) => (
                  <li key={clinic.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-xl border border-soil-200 px-4 py-3">
                    <a href={clinicHref(clinic.id, "clinic-view")} className="font-semibold text-forest-800 underline-offset-4 hover:underline">
                      {clinic.name}
                    </a>
                    <span className="text-sm text-muted">
                      {clinic.district}, {clinic.state} · {t.near.km(km)}
                    </span>
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
              {answer.here ? t.near.hereRefused : t.near.unknown}
            </p>
          )}
        </div>
      ) : null}
    </section>
  );
}
