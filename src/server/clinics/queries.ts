import type { Locale } from "../../../content/i18n.ts";
import type { DatabaseHandle } from "../db/index.server.ts";
import { parseServices, parseTranslations, type Clinic, type ClinicRecord } from "../../shared/clinics.ts";
import type { ClinicsTable } from "./schema.ts";
import { presentClinic, sortClinics } from "./present.ts";
import { locatePlace, nearestTo, readPosition } from "./nearest.ts";

/** The nearest clinics to a typed district, city or PIN code: where it was read to lie, and the clinics by distance. */
export interface NearestClinics {
  place: { district: string; state: string; pincode: string | null } | null;
  clinics: Array<{ clinic: Clinic; km: number }>;
}

/** The nearest clinics to a phone's position, or why the position was refused. */
export type NearestToPosition = { refused: string; clinics?: undefined } | { refused?: undefined; clinics: Array<{ clinic: Clinic; km: number }> };

function toRecord(row: ClinicsTable): ClinicRecord {
  return { ...row, services: parseServices(row.services), translations: parseTranslations(row.translations), lat: Number(row.lat), lng: Number(row.lng) };
}

/** The clinic finder's reads (the page loaders reach them through `context.clinics`). */
export class ClinicsService {
  constructor(private readonly database: DatabaseHandle) {}

  /** Every clinic in the page's language, by state then name: what the finder's HTML carries. */
  async list(locale: Locale = "en"): Promise<Clinic[]> {
    const rows = await this.database.db.selectFrom("clinics").selectAll().orderBy("state").orderBy("name").execute();
    return sortClinics(
      rows.map((r) => presentClinic(toRecord(r), locale)),
      locale,
    );
  }

  /** The five clinics nearest to a district, city or PIN code anywhere in India (none when the place is not known). */
  async nearest(typed: string, locale: Locale = "en", count = 5): Promise<NearestClinics> {
    const at = locatePlace(typed);
    if (!at) return { place: null, clinics: [] };
    return { place: { district: at.district, state: at.state, pincode: at.pincode }, clinics: nearestTo(at, await this.list(locale), count) };
  }

  /**
   * The five clinics nearest to a phone's position ("Use my location": `lat`
   * and `lon` as the form posts them), by the same distances as `nearest`.
   * A position that is not two numbers inside India is refused, with the reason.
   */
  async nearestToPosition(posted: unknown, locale: Locale = "en", count = 5): Promise<NearestToPosition> {
    const read = readPosition(posted);
    if (!read.ok) return { refused: read.message };
    return { clinics: nearestTo(read.point, await this.list(locale), count) };
  }

  /** One clinic in the page's language; bookings read it in English (the default), as staff read leads. */
  async findById(id: string, locale: Locale = "en"): Promise<Clinic | undefined> {
    // Ids are UUIDs; anything else cannot match (and PostgreSQL would reject it as a uuid).
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const row = await this.database.db.selectFrom("clinics").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? presentClinic(toRecord(row), locale) : undefined;
  }
}
