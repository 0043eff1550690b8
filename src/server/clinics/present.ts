import { defaultLocale, intlTag, type Locale } from "../../../content/i18n.ts";
import { asIndianState, hindiStateName } from "../../../content/indian-states.ts";
import { stateNames } from "../../../content/state-names.ts";
import type { Clinic, ClinicRecord } from "../../shared/clinics.ts";

const filled = (v: string | null | undefined): string | undefined => (v && v.trim() ? v.trim() : undefined);

/** A clinic's texts in Hindi: each Hindi field where staff wrote one, else the state's Hindi name, else the English text. */
function hindiTexts(c: ClinicRecord) {
  return {
    name: filled(c.name_hi) ?? c.name,
    address: filled(c.address_hi) ?? c.address,
    district: filled(c.district_hi) ?? c.district,
    state: filled(c.state_hi) ?? hindiStateName(c.state) ?? c.state,
  };
}

/**
 * A clinic's texts in another language: the clinic's own words stay as staff
 * wrote them (in English) until the record carries that language; the state
 * is named as the language writes it.
 */
function textsIn(c: ClinicRecord, locale: Locale) {
  const state = asIndianState(c.state);
  return { name: c.name, address: c.address, district: c.district, state: (state && stateNames[locale][state]) || c.state };
}

/**
 * How a clinic leaves the server for a page in `locale`: name, address,
 * district and state in that language (English where a text in it is missing),
 * the English state as the filter's value, and the names in the page's other
 * language (Hindi on English pages, English on the others) for search. The
 * Hindi columns themselves never reach the public page.
 */
export function presentClinic(c: ClinicRecord, locale: Locale = defaultLocale): Clinic {
  const en = { name: c.name, address: c.address, district: c.district, state: c.state };
  const hi = hindiTexts(c);
  const [shown, other] = locale === defaultLocale ? [en, hi] : locale === "hi" ? [hi, en] : [textsIn(c, locale), en];
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
