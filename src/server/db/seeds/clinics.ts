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
