import type { Kysely } from "kysely";
import type { Dialectname } from "../dialect.ts";

/** The Hindi columns of a clinic record. */
export const CLINIC_HINDI_COLUMNS = ["name_hi", "address_hi", "district_hi", "state_hi"] as const;

/**
 * A clinic's name, address, district and state in Hindi, next to the English
 * ones, so the Hindi clinic finder reads in Devanagari. Empty (null) means
 * "not translated yet": Hindi pages then show the English text.
 */
export function clinicHindi(_kind: Dialectname) {
  return {
    async up(db: Kysely<unknown>) {
      for (const c of CLINIC_HINDI_COLUMNS) await db.schema.alterTable("clinics").addColumn(c, "text").execute();
    },
    async down(db: Kysely<unknown>) {
      for (const c of [...CLINIC_HINDI_COLUMNS].reverse()) await db.schema.alterTable("clinics").dropColumn(c).execute();
    },
  };
}
