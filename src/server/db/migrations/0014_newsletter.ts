import { sql, type Kysely } from "kysely";
import { timestampType, uuidType, type Dialectname } from "../dialect.ts";

/**
 * The newsletter's subscribers, with double opt-in: an address is only
 * "confirmed" once its owner opened the link mailed to it. One row per
 * (lower-cased) address, so a second subscription updates the first. The
 * token's hash is unique: a link finds exactly one row.
 */
export function newsletter(kind: Dialectname) {
  const ts = timestampType(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("newsletter_subscriptions")
        .addColumn("id", uuidType(kind), (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("confirmed_at", ts)
        .addColumn("unsubscribed_at", ts)
        .execute();
      // The admin list is newest first.
      await db.schema.createIndex("newsletter_subscriptions_created_idx").on("newsletter_subscriptions").column("created_at").execute();
      if (kind === "sqlite") await sql`pragma optimize`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("newsletter_subscriptions_created_idx").ifExists().execute();
      await db.schema.dropTable("newsletter_subscriptions").ifExists().execute();
    },
  };
}
