import { randomUUID } from "node:crypto";
import { clinicFields } from "../../shared/schemas.ts";
import { column, FULL_ACCESS, READ_ONLY, type RowOf, type TableDecl } from "../db/columns.ts";

export const clinicColumns = {
  id: column.uuid(clinicFields.id, { default: () => randomUUID(), immutable: true }),
  name: column.text(clinicFields.name),
  address: column.text(clinicFields.address),
  district: column.text(clinicFields.district),
  state: column.text(clinicFields.state),
  /** Hindi versions of the four above; null means not translated (the English text is shown). */
  name_hi: column.text(clinicFields.name_hi),
  address_hi: column.text(clinicFields.address_hi),
  district_hi: column.text(clinicFields.district_hi),
  state_hi: column.text(clinicFields.state_hi),
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
