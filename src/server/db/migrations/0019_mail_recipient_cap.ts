import { sql, type Kysely } from "kysely";
import { timestampType, type Dialectname } from "../dialect.ts";

/**
 * The per-recipient ceiling on mail the public can make the site send
 * (src/server/mail/recipient-cap.ts): one row per (normalised address, slot),
 * each slot holding when it was last used. A slot is claimed by one conditional
 * upsert, so every process sharing the database counts against the same
 * ceiling. At most a few rows per address, so the table stays small.
 */
export function mailRecipientCap(kind: Dialectname) {
  const ts = timestampType(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("mail_recipient_slots")
        .addColumn("recipient_key", "text", (c) => c.notNull())
        .addColumn("slot", "integer", (c) => c.notNull())
        .addColumn("used_at", ts, (c) => c.notNull())
        .addPrimaryKeyConstraint("mail_recipient_slots_pk", ["recipient_key", "slot"])
        .execute();
      if (kind === "sqlite") await sql`pragma optimize`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("mail_recipient_slots").ifExists().execute();
    },
  };
}
