import type { Db } from "../db/index.server.ts";
import { parseServices, type Clinic } from "../../shared/clinics.ts";

function toClinic(row: { id: string; name: string; address: string; district: string; state: string; services: unknown; phone: string | null; email: string | null; lat: number; lng: number }): Clinic {
  return { ...row, services: parseServices(row.services), lat: Number(row.lat), lng: Number(row.lng) };
}

/** Every clinic, by state then name: what the finder's HTML carries. */
export async function listClinics(db: Db): Promise<Clinic[]> {
  const rows = await db.selectFrom("clinics").selectAll().orderBy("state").orderBy("name").execute();
  return rows.map(toClinic);
}

export async function findClinicById(db: Db, id: string): Promise<Clinic | undefined> {
  // Ids are UUIDs; anything else cannot match (and PostgreSQL would reject it as a uuid).
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const row = await db.selectFrom("clinics").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toClinic(row) : undefined;
}
