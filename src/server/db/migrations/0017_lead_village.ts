import type { Kysely } from "kysely";
import type { Dialectname } from "../dialect.ts";

/** The farmer's village (optional, up to 80 characters), asked by the chat and the clinic booking. */
export function leadVillage(_kind: Dialectname) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("leads").addColumn("village", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("leads").dropColumn("village").execute();
    },
  };
}
