import type { Localized } from "./i18n.ts";
import type { HeroContent, PageMeta, CallToAction } from "./types.ts";
import type { BookingMessages } from "../src/shared/lead-forms/booking.ts";
import { localized } from "./packs.ts";

/** Copy of /find-clinic. Quoted texts of the specification are kept verbatim. */
export interface ClinicFinderContent {
  meta: PageMeta;
  hero: HeroContent;
  filters: {
    heading: string;
    searchLabel: string;
    searchPlaceholder: string;
    stateLabel: string;
    allStates: string;
    servicesLegend: string;
    apply: string;
    clear: string;
  };
  /** The nearest clinics to a district, city or PIN code (a form that posts; the page answers with the list). */
  near: {
    title: string;
    label: string;
    hint: string;
    submit: string;
    /** `place` is the district and state the text was read as. */
    resultTitle: (place: string) => string;
    km: (n: number) => string;
    unknown: string;
    /**
     * "Use my location": the phone's position, posted to the same search (a
     * button the finder's script adds where the phone can tell its position).
     */
    here: string;
    /** Said while the phone works out where it is. */
    locating: string;
    /** Over the clinics nearest to the phone's position. */
    hereTitle: string;
    /** No position (permission refused, none to be had, too slow): type the place instead; the field takes focus. */
    hereFailed: string;
    /** The server refused the position: outside India. */
    hereRefused: string;
  };
  /** '1 Clinic' or 'N Clinics', followed by 'Found'. */
  count: (n: number) => string;
  empty: string;
  resultsLabel: string;
  resetView: string;
  map: {
    label: string;
    loading: string;
    error: string;
    errorDetail: string;
    tilesFailed: string;
    markerLabel: (name: string) => string;
    /** Under the still picture of the map, before (or without) scripts. */
    stillNote: string;
  };
  card: { viewDetails: string; book: string; directions: string };
  details: {
    address: string;
    location: string;
    services: string;
    phone: string;
    email: string;
    book: string;
    directions: string;
    close: string;
    notListed: string;
    /** A clinic's own view (`?clinic=`): back to the whole list. */
    allClinics: string;
  };
  booking: {
    title: string;
    intro: (clinic: string) => string;
    name: string;
    phone: string;
    phoneHint: string;
    village: string;
    date: string;
    email: string;
    emailHint: string;
    services: string;
    submit: string;
    busy: string;
    thanksTitle: string;
    thanksBody: (clinic: string) => string;
    /** The booking's reference (BK-26-000123), to quote when calling. */
    reference: (ref: string) => string;
    done: string;
    back: string;
    /** Messages next to a refused field. */
    errors: BookingMessages;
  };
  cta: { title: string; subtitle: string; primary: CallToAction; secondary: CallToAction };
}

export const clinicFinder: Localized<ClinicFinderContent> = localized((p) => p.clinicFinder);
