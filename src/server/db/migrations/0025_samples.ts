import { sql, type Kysely } from "kysely";
import { jsonType, timestampType, uuidType, type Dialectname } from "../dialect.ts";

/**
 * Soil samples, from collection to the shared report (src/server/samples/).
 * A sample belongs to a lead (one lead may send many over the years); its
 * short code (SD-26-004817) comes from a counter row that one statement
 * increments, so two processes never get the same number, and the code is
 * unique besides. Each view of a report is a row of `sample_views`.
 */
export function samples(kind: Dialectname) {
  const ts = timestampType(kind);
  const json = jsonType(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("id_counters")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("value", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("samples")
        .addColumn("id", uuidType(kind), (c) => c.primaryKey())
        .addColumn("code", "text", (c) => c.notNull().unique())
        .addColumn("lead_id", uuidType(kind), (c) => c.notNull())
        .addColumn("farmer_name", "text", (c) => c.notNull())
        .addColumn("phone_e164", "text", (c) => c.notNull())
        .addColumn("email", "text")
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("village", "text", (c) => c.notNull())
        .addColumn("district", "text", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("survey_no", "text")
        .addColumn("area_acres", "real")
        .addColumn("crop", "text", (c) => c.notNull())
        .addColumn("clinic_id", uuidType(kind))
        .addColumn("collector", "text")
        .addColumn("collected_on", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("reject_reason", "text")
        .addColumn("results", json)
        .addColumn("advice", json)
        .addColumn("link_token_hash", "text", (c) => c.unique())
        .addColumn("created_by", uuidType(kind))
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("received_at", ts)
        .addColumn("tested_at", ts)
        .addColumn("report_ready_at", ts)
        .addColumn("shared_at", ts)
        .addColumn("updated_at", ts, (c) => c.notNull())
        .execute();
      // The desk's list (newest first, by status), a lead's samples, the farmer's lookup by phone.
      await db.schema.createIndex("samples_status_created_idx").on("samples").columns(["status", "created_at"]).execute();
      await db.schema.createIndex("samples_created_idx").on("samples").column("created_at").execute();
      await db.schema.createIndex("samples_lead_idx").on("samples").column("lead_id").execute();
      await db.schema.createIndex("samples_phone_idx").on("samples").column("phone_e164").execute();
      await db.schema
        .createTable("sample_views")
        .addColumn("id", uuidType(kind), (c) => c.primaryKey())
        .addColumn("sample_id", uuidType(kind), (c) => c.notNull().references("samples.id").onDelete("cascade"))
        .addColumn("via", "text", (c) => c.notNull())
        .addColumn("viewed_at", ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("sample_views_sample_idx").on("sample_views").column("sample_id").execute();
      if (kind === "sqlite") await sql`pragma optimize`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("sample_views").ifExists().execute();
      await db.schema.dropTable("samples").ifExists().execute();
      await db.schema.dropTable("id_counters").ifExists().execute();
    },
  };
}
