import { defaultLocale, intlTag, type Locale } from "../../../content/i18n.ts";
import { asIndianState } from "../../../content/indian-states.ts";
import { stateNames } from "../../../content/state-names.ts";
import type { Clinic, ClinicRecord, ClinicTextLocale } from "../../shared/clinics.ts";

const filled = (v: string | null | undefined): string | undefined => (v && v.trim() ? v.trim() : undefined);

/**
 * A clinic's texts in a language: each text staff wrote in that language, else
 * the state as the language names it, else the English text (not translated yet).
 */
function textsIn(c: ClinicRecord, locale: Locale) {
  const own = locale === defaultLocale ? {} : (c.translations[locale as ClinicTextLocale] ?? {});
  const state = asIndianState(c.state);
  return {
    name: filled(own.name) ?? c.name,
    address: filled(own.address) ?? c.address,
    district: filled(own.district) ?? c.district,
    state: filled(own.state) ?? (state && stateNames[locale][state]) ?? c.state,
  };
}

/**
 * How a clinic leaves the server for a page in `locale`: name, address,
 * district and state in that language (English where a text in it is missing),
 * the English state as the filter's value, and the names in the page's other
 * language (Hindi on English pages, English on the others) for search. The
 * translations themselves never reach the public page.
 */
export function presentClinic(c: ClinicRecord, locale: Locale = defaultLocale): Clinic {
  const en = { name: c.name, address: c.address, district: c.district, state: c.state };
  const [shown, other] = locale === defaultLocale ? [en, textsIn(c, "hi")] : [textsIn(c, locale), en];
  const otherNames = [...new Set([other.name, other.district, other.state])].filter((v) => ![shown.name, shown.district, shown.state].includes(v)).join(" · ");
  return {
    id: c.id,
    ...shown,
    services: c.services,
    phone: c.phone,
    email: c.email,
    lat: c.lat,
    lng: c.lng,
    stateKey: c.state,
    otherNames,
  };
}

/** Clinics in the finder's order: by state, then name, as the page's language sorts them. */
export function sortClinics(clinics: Clinic[], locale: Locale): Clinic[] {
  const tag = intlTag(locale);
  return clinics.sort((a, b) => a.state.localeCompare(b.state, tag) || a.name.localeCompare(b.name, tag));
}
