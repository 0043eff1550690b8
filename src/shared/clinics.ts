import { CLINIC_SERVICES, type ClinicService } from "./constants.ts";

/* No zod here: this module ships to the finder page, which must stay light. The staff form schema is in clinic-form.ts. */

/** A clinic as the finder, the booking form and the admin screen see it. */
export interface Clinic {
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
 * The finder's rule: the text matches name, district or state (case-insensitive),
 * the state matches exactly, and a clinic offers every selected service.
 */
export function filterClinics<C extends Pick<Clinic, "name" | "district" | "state" | "services">>(clinics: readonly C[], f: ClinicFilters): C[] {
  const q = f.query.trim().toLocaleLowerCase("en-IN");
  return clinics.filter(
    (c) =>
      (q === "" || [c.name, c.district, c.state].some((v) => v.toLocaleLowerCase("en-IN").includes(q))) &&
      (f.state === "" || c.state === f.state) &&
      f.services.every((s) => (c.services as readonly string[]).includes(s)),
  );
}

/** The states present in the list, sorted, for the state filter after "All States". */
export function statesOf(clinics: readonly Pick<Clinic, "state">[]): string[] {
  return [...new Set(clinics.map((c) => c.state))].sort((a, b) => a.localeCompare(b, "en-IN"));
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
