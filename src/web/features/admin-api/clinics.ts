import { parseServices, type ClinicRecord } from "@shared/clinics.ts";
import { staffTable, type Staff } from "./staff.ts";

const clinics = staffTable<ClinicRecord>("clinics");

/** What a clinic's editor stores: the record without its id. */
export type ClinicInput = Omit<ClinicRecord, "id">;

/** Every clinic, by state then name. Services are read through the shared parser (stored as a JSON list). */
export const listClinics = async (staff: Staff): Promise<ClinicRecord[]> =>
  (await clinics.rows(staff, { select: "*", order: "state.asc,name.asc" })).map((c) => ({ ...c, services: parseServices(c.services), lat: Number(c.lat), lng: Number(c.lng) }));

/** Adds a clinic or saves the changes to one (admins only: the server refuses anyone else with 403). */
export const saveClinic = async (staff: Staff, id: string | null, clinic: ClinicInput) => {
  if (id) await clinics.update(staff, id, clinic);
  else await clinics.insert(staff, clinic);
};

export const deleteClinic = (staff: Staff, id: string) => clinics.remove(staff, id);
