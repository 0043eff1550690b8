import { sql, type Kysely } from "kysely";
import { nameKey } from "../../leads/name-key.ts";
import { canonicalPhone } from "../../../shared/phone.ts";
import { jsonType, timestampType, uuidType, type Dialectname } from "../dialect.ts";

/**
 * A lead keeps what it learns:
 * - `lead_contacts`: every e-mail, phone and name a lead was ever given, in the
 *   form it is matched by (e-mail lower-cased, phone in E.164, name as its
 *   search key across Latin and Devanagari). Captures find the same person
 *   through it and the desk's search reads it. One row per lead and value.
 * - `lead_deletions`: who deleted which lead, when, through which path, and
 *   what went with it; the lead's own timeline goes with the lead.
 * Leads from before get their rows from their current values.
 */
export function leadContacts(kind: Dialectname) {
  const ts = timestampType(kind);
  const uuid = uuidType(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("lead_contacts")
        .addColumn("lead_id", uuid, (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("normalized", "text", (c) => c.notNull())
        .addColumn("first_seen_at", ts, (c) => c.notNull())
        .addColumn("last_seen_at", ts, (c) => c.notNull())
        .addPrimaryKeyConstraint("lead_contacts_pk", ["lead_id", "kind", "normalized"])
        .execute();
      await db.schema.createIndex("lead_contacts_match_idx").on("lead_contacts").columns(["kind", "normalized", "last_seen_at"]).execute();

      await db.schema
        .createTable("lead_deletions")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("lead_id", uuid, (c) => c.notNull())
        .addColumn("deleted_by", uuid)
        .addColumn("deleted_at", ts, (c) => c.notNull())
        .addColumn("via", "text", (c) => c.notNull())
        .addColumn("record", jsonType(kind), (c) => c.notNull())
        .execute();

      const rows = await sql<{ id: string; name: string; email: string | null; phone: string | null; created_at: string | Date }>`
        select id, name, email, phone, created_at from leads`.execute(db);
      for (const r of rows.rows) {
        const at = new Date(r.created_at).toISOString();
        const values: Array<[string, string, string]> = [];
        const email = r.email?.trim().toLowerCase();
        if (email) values.push(["email", r.email!.trim(), email]);
        const e164 = r.phone ? canonicalPhone(r.phone) : null;
        if (e164) values.push(["phone", r.phone!, e164]);
        const key = nameKey(r.name);
        if (key) values.push(["name", r.name, key]);
        for (const [k, value, normalized] of values) {
          await sql`insert into lead_contacts (lead_id, kind, value, normalized, first_seen_at, last_seen_at)
            values (${r.id}, ${k}, ${value}, ${normalized}, ${at}, ${at})`.execute(db);
        }
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("lead_deletions").ifExists().execute();
      await db.schema.dropTable("lead_contacts").ifExists().execute();
    },
  };
}
