import type { Kysely } from "kysely";
import { timestampType, type Dialectname } from "../dialect.ts";

export function foundation(kind: Dialectname) {
  return {
    async up(db: Kysely<unknown>) {
      // Records which sample-content seeds have run, so a restart never seeds twice.
      await db.schema
        .createTable("app_seeds")
        .ifNotExists()
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("applied_at", timestampType(kind), (c) => c.notNull())
        .execute();
    },
  };
}
