import type { Kysely } from "kysely";
import { timestampType, uuidType, type Dialectname } from "../dialect.ts";

/**
 * One-time codes that prove a visitor holds a phone (src/server/telephony/otp.ts).
 * Only a keyed hash of the code is kept; `client_ip` counts codes per address,
 * `phone_e164` per number, so both ceilings hold across processes.
 */
export function phoneOtps(kind: Dialectname) {
  const ts = timestampType(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("phone_otps")
        .addColumn("id", uuidType(kind), (c) => c.primaryKey())
        .addColumn("phone_e164", "text", (c) => c.notNull())
        .addColumn("client_ip", "text", (c) => c.notNull())
        .addColumn("code_hash", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull())
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("expires_at", ts, (c) => c.notNull())
        .addColumn("verified_at", ts)
        .execute();
      await db.schema.createIndex("phone_otps_phone_idx").on("phone_otps").columns(["phone_e164", "created_at"]).execute();
      await db.schema.createIndex("phone_otps_ip_idx").on("phone_otps").columns(["client_ip", "created_at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("phone_otps").ifExists().execute();
    },
  };
}
