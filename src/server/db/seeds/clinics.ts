import { randomUUID } from "node:crypto";
import { sampleClinics } from "../../../../content/clinics.ts";
import { parseTranslations } from "../../../shared/clinics.ts";
import type { Seed } from "../seed.server.ts";

/** Sample clinics in several states, so a fresh site has a working clinic finder. */
export const clinicsSeed: Seed = {
  name: "clinics_sample",
  async run(db) {
    await db
      .insertInto("clinics")
      .values(sampleClinics.map((c) => ({ id: randomUUID(), ...c, services: JSON.stringify(c.services), translations: JSON.stringify(c.translations) })))
      .execute();
  },
};

/**
 * The sample clinics' texts in every registered language, for sites seeded
 * before a language arrived. Only a sample clinic still under its sample name
 * and address is touched, and only languages it has no text in yet are added:
 * whatever staff wrote stays.
 */
export const clinicsLanguagesSeed: Seed = {
  name: "clinics_sample_languages",
  async run(db) {
    for (const c of sampleClinics) {
      const row = await db.selectFrom("clinics").select(["id", "translations"]).where("name", "=", c.name).where("address", "=", c.address).executeTakeFirst();
      if (!row) continue;
      const stored = parseTranslations(row.translations);
      const missing = Object.entries(c.translations).filter(([locale]) => !stored[locale as keyof typeof stored]);
      if (missing.length === 0) continue;
      await db
        .updateTable("clinics")
        .set({ translations: JSON.stringify({ ...stored, ...Object.fromEntries(missing) }) })
        .where("id", "=", row.id)
        .execute();
    }
  },
};
