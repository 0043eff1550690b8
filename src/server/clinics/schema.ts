import { randomUUID } from "node:crypto";
import { clinicFields } from "../../shared/schemas.ts";
import { column, FULL_ACCESS, READ_ONLY, type RowOf, type TableDecl } from "../db/columns.ts";

export const clinicColumns = {
  id: column.uuid(clinicFields.id, { default: () => randomUUID(), immutable: true }),
  name: column.text(clinicFields.name),
  address: column.text(clinicFields.address),
  district: column.text(clinicFields.district),
  state: column.text(clinicFields.state),
  /** The four above per language code ({"te": {"name": ...}}); a missing text means not translated (the English one is shown). */
  translations: column.json(clinicFields.translations, { default: () => ({}) }),
  /** JSON array of CLINIC_SERVICES values */
  services: column.json(clinicFields.services, { default: () => [] }),
  phone: column.text(clinicFields.phone),
  email: column.text(clinicFields.email),
  lat: column.number(clinicFields.lat),
  lng: column.number(clinicFields.lng),
};

export type ClinicsTable = RowOf<typeof clinicColumns>;

/** Anyone may read the clinic list (the finder); staff manage it. */
export const clinicsTable = { name: "clinics", columns: clinicColumns, policies: { anon: READ_ONLY, authenticated: FULL_ACCESS }, writeRole: "admin" } satisfies TableDecl;
