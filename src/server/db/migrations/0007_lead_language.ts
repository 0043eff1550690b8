import type { Kysely } from "kysely";
import type { Dialectname } from "../dialect.ts";

/** The language the visitor used (en or hi), so the team answers in it; null for leads from before. */
export function leadLanguage(_kind: Dialectname) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("leads").addColumn("language", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("leads").dropColumn("language").execute();
    },
  };
}
