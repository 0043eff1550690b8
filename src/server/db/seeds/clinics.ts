import { randomUUID } from "node:crypto";
import { sampleClinics } from "../../../../content/clinics.ts";
import type { Seed } from "../seed.server.ts";

/** Sample clinics in several states, so a fresh site has a working clinic finder. */
export const clinicsSeed: Seed = {
  name: "clinics_sample",
  async run(db) {
    await db
      .insertInto("clinics")
      .values(sampleClinics.map((c) => ({ id: randomUUID(), ...c, services: JSON.stringify(c.services) })))
      .execute();
  },
};

/**
 * The sample clinics' Hindi texts for sites seeded before clinics had them. Only
 * a sample clinic still under its sample name and without any Hindi name is
 * filled in: a clinic staff renamed or translated keeps what they wrote.
 */
export const clinicsHindiSeed: Seed = {
  name: "clinics_sample_hindi",
  async run(db) {
    for (const c of sampleClinics) {
      await db
        .updateTable("clinics")
        .set({ name_hi: c.name_hi, address_hi: c.address_hi, district_hi: c.district_hi, state_hi: c.state_hi })
        .where("name", "=", c.name)
        .where("address", "=", c.address)
        .where((eb) => eb.or([eb("name_hi", "is", null), eb("name_hi", "=", "")]))
        .execute();
    }
  },
};
