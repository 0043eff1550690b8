import type { Kysely } from "kysely";
import { timestampType, type Dialectname } from "../dialect.ts";

/**
 * When the lead's phone was proved by a code the farmer typed (the chat's
 * lead form, src/server/telephony/otp.ts); null for a phone nobody checked.
 * Written only by a capture (src/server/leads/commands.ts).
 */
export function leadPhoneVerified(kind: Dialectname) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("leads").addColumn("phone_verified_at", timestampType(kind)).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("leads").dropColumn("phone_verified_at").execute();
    },
  };
}
