import { CLINIC_SERVICES, type ClinicService } from "./constants.ts";
import { locales, type Locale } from "../../content/i18n.ts";

/* No zod here: this module ships to the finder page, which must stay light. The staff form schema is in clinic-form.ts. */

/** The four texts of a clinic that are written per language. */
export const CLINIC_TEXT_FIELDS = ["name", "address", "district", "state"] as const;
export type ClinicTextField = (typeof CLINIC_TEXT_FIELDS)[number];
export type ClinicText = Record<ClinicTextField, string>;

/** The languages a clinic's texts are translated into: every registered language but English (the record's own columns). */
export const clinicTextLocales = locales.filter((l) => l !== "en") as Exclude<Locale, "en">[];
export type ClinicTextLocale = (typeof clinicTextLocales)[number];

/**
 * A clinic's texts in other languages, keyed by language code, as the
 * `translations` column stores them. A missing language or field means "not
 * translated yet": that language's pages show the English text.
 */
export type ClinicTranslations = Partial<Record<ClinicTextLocale, Partial<ClinicText>>>;

export interface ClinicTranslationFields {
  translations: ClinicTranslations;
}

/** A clinic as stored and as staff edit it: English texts and their translations. */
export interface ClinicRecord extends ClinicTranslationFields {
  id: string;
  name: string;
  address: string;
  district: string;
  state: string;
  services: ClinicService[];
  phone: string | null;
  email: string | null;
  lat: number;
  lng: number;
}

/**
 * A clinic as the finder, the map and the booking form show it: name, address,
 * district and state in the page's language (src/server/clinics/present.ts).
 */
export interface Clinic extends Omit<ClinicRecord, keyof ClinicTranslationFields> {
  /** The state as stored in English: the state filter's value, the same on every language's page. */
  stateKey: string;
  /** Name, district and state in the other language, so a search in either script finds the clinic. */
  otherNames: string;
}

/** Map defaults from the specification: centre of India, zoom 5, 400 px high. */
export const MAP_DEFAULTS = {
  center: [20.5937, 78.9629] as const,
  zoom: 5,
  heightPx: 400,
} as const;

export interface ClinicFilters {
  query: string;
  /** "" means All States. */
  state: string;
  services: readonly string[];
}

export const NO_FILTERS: ClinicFilters = { query: "", state: "", services: [] };

export const hasFilters = (f: ClinicFilters) => f.query.trim() !== "" || f.state !== "" || f.services.length > 0;

/**
 * The finder's rule: the text matches name, district or state in either language
 * (case-insensitive), the state matches exactly, and a clinic offers every selected service.
 */
export function filterClinics<C extends Pick<Clinic, "name" | "district" | "state" | "stateKey" | "otherNames" | "services">>(clinics: readonly C[], f: ClinicFilters): C[] {
  const q = f.query.trim().toLocaleLowerCase("en-IN");
  return clinics.filter(
    (c) =>
      (q === "" || [c.name, c.district, c.state, c.otherNames].some((v) => v.toLocaleLowerCase("en-IN").includes(q))) &&
      (f.state === "" || c.stateKey === f.state) &&
      f.services.every((s) => (c.services as readonly string[]).includes(s)),
  );
}

/**
 * The states present in the list for the state filter after "All States": the
 * stored English state as the value, the state in the page's language as the
 * label, sorted by the label in that language.
 */
export function statesOf(clinics: readonly Pick<Clinic, "state" | "stateKey">[], locale = "en-IN"): { value: string; label: string }[] {
  const byKey = new Map<string, string>();
  for (const c of clinics) if (!byKey.has(c.stateKey)) byKey.set(c.stateKey, c.state);
  return [...byKey].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** Filters read from the address (?q=&state=&service=), so a filtered view works without scripts and can be shared. */
export function filtersFromSearch(params: URLSearchParams): ClinicFilters {
  const known = new Set<string>(CLINIC_SERVICES);
  return {
    query: (params.get("q") ?? "").slice(0, 100),
    state: (params.get("state") ?? "").slice(0, 100),
    services: params.getAll("service").filter((s) => known.has(s)),
  };
}

export function filtersToSearch(f: ClinicFilters): string {
  const p = new URLSearchParams();
  if (f.query.trim()) p.set("q", f.query.trim());
  if (f.state) p.set("state", f.state);
  for (const s of f.services) p.append("service", s);
  const s = p.toString();
  return s ? `?${s}` : "";
}

/** Opens turn-by-turn directions to the clinic in the visitor's maps app (or Google Maps on the web). */
export function directionsUrl(c: Pick<Clinic, "lat" | "lng">): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${c.lat},${c.lng}`;
}

/** Digits and a leading + only, for tel: links. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * Reads a stored translations value (JSON text on SQLite, JSON on PostgreSQL):
 * only registered languages and known fields, trimmed, empty texts dropped.
 */
export function parseTranslations(raw: unknown): ClinicTranslations {
  let value: unknown = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      value = {};
    }
  }
  const out: ClinicTranslations = {};
  if (!value || typeof value !== "object" || Array.isArray(value)) return out;
  for (const locale of clinicTextLocales) {
    const texts = (value as Record<string, unknown>)[locale];
    if (!texts || typeof texts !== "object") continue;
    const kept: Partial<ClinicText> = {};
    for (const field of CLINIC_TEXT_FIELDS) {
      const v = (texts as Record<string, unknown>)[field];
      if (typeof v === "string" && v.trim()) kept[field] = v.trim();
    }
    if (Object.keys(kept).length > 0) out[locale] = kept;
  }
  return out;
}

/** Reads a stored services value (JSON text on SQLite, JSON on PostgreSQL) into known services only. */
export function parseServices(raw: unknown): ClinicService[] {
  let list: unknown = raw;
  if (typeof raw === "string") {
    try {
      list = JSON.parse(raw);
    } catch {
      list = [];
    }
  }
  const known = new Set<string>(CLINIC_SERVICES);
  return Array.isArray(list) ? (list.filter((s) => typeof s === "string" && known.has(s)) as ClinicService[]) : [];
}
