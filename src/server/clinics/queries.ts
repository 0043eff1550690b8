import type { DatabaseHandle } from "../db/index.server.ts";
import { parseServices, type Clinic } from "../../shared/clinics.ts";
import type { ClinicsTable } from "./schema.ts";

function toClinic(row: ClinicsTable): Clinic {
  return { ...row, services: parseServices(row.services), lat: Number(row.lat), lng: Number(row.lng) };
}

/** The clinic finder's reads (the page loaders reach them through `context.clinics`). */
export class ClinicsService {
  constructor(private readonly database: DatabaseHandle) {}

  /** Every clinic, by state then name: what the finder's HTML carries. */
  async list(): Promise<Clinic[]> {
    const rows = await this.database.db.selectFrom("clinics").selectAll().orderBy("state").orderBy("name").execute();
    return rows.map(toClinic);
  }

  async findById(id: string): Promise<Clinic | undefined> {
    // Ids are UUIDs; anything else cannot match (and PostgreSQL would reject it as a uuid).
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const row = await this.database.db.selectFrom("clinics").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toClinic(row) : undefined;
  }
}
