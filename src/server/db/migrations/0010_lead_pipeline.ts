import { sql, type Kysely } from "kysely";
import { canonicalPhone } from "../../../shared/phone.ts";
import { boolType, jsonType, timestampType, uuidType, type Dialectname } from "../dialect.ts";

/**
 * The lead desk a team works in: a lead's pipeline (status, owner, next
 * follow-up), one timeline per lead (`lead_events`: captures, notes, changes,
 * merges), staff roles and invitations, and the daily digest's claim per day.
 *
 * Indexes keep the filtered leads page an index range at 100,000+ leads:
 * status and owner each lead a (…, created_at, id) key in the page's order,
 * follow-ups are read by time, and a new capture finds an earlier lead with
 * the same e-mail or canonical phone through its own index.
 */
export function leadPipeline(kind: Dialectname) {
  const ts = timestampType(kind);
  const uuid = uuidType(kind);
  const json = jsonType(kind);
  const bool = boolType(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("leads").addColumn("status", "text", (c) => c.notNull().defaultTo("new")).execute();
      await db.schema.alterTable("leads").addColumn("owner_id", uuid).execute();
      await db.schema.alterTable("leads").addColumn("lost_reason", "text").execute();
      await db.schema.alterTable("leads").addColumn("next_follow_up_at", ts).execute();
      await db.schema.alterTable("leads").addColumn("phone_e164", "text").execute();
      await db.schema.alterTable("leads").addColumn("merged_into", uuid).execute();

      await db.schema.createIndex("leads_status_idx").on("leads").columns(["status", "created_at", "id"]).execute();
      await db.schema.createIndex("leads_owner_idx").on("leads").columns(["owner_id", "created_at", "id"]).execute();
      await db.schema.createIndex("leads_follow_up_idx").on("leads").columns(["next_follow_up_at", "owner_id"]).execute();
      await db.schema.createIndex("leads_email_lower_idx").on("leads").expression(sql`lower(email)`).execute();
      await db.schema.createIndex("leads_phone_e164_idx").on("leads").columns(["phone_e164", "created_at"]).execute();

      // Leads from before get their canonical phone, so a new capture finds them too.
      const rows = await sql<{ id: string; phone: string }>`select id, phone from leads where phone is not null`.execute(db);
      for (const r of rows.rows) {
        const e164 = canonicalPhone(r.phone);
        if (e164) await sql`update leads set phone_e164 = ${e164} where id = ${r.id}`.execute(db);
      }

      await db.schema
        .createTable("lead_events")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("lead_id", uuid, (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("actor_id", uuid)
        .addColumn("data", json)
        .addColumn("created_at", ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("lead_events_lead_idx").on("lead_events").columns(["lead_id", "created_at"]).execute();

      await db.schema
        .createTable("staff_members")
        .addColumn("user_id", uuid, (c) => c.primaryKey().references("auth_users.id").onDelete("cascade"))
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("display_name", "text")
        .addColumn("active", bool, (c) => c.notNull())
        .addColumn("created_at", ts, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("staff_invitations")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("invited_by", uuid)
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("expires_at", ts, (c) => c.notNull())
        .addColumn("accepted_at", ts)
        .addColumn("revoked_at", ts)
        .execute();
      await db.schema.createIndex("staff_invitations_email_idx").on("staff_invitations").column("email").execute();

      // One row per IST day: the process that inserts it sends that day's digest.
      await db.schema
        .createTable("desk_digests")
        .addColumn("day", "text", (c) => c.primaryKey())
        .addColumn("claimed_at", ts, (c) => c.notNull())
        .execute();
      if (kind === "sqlite") await sql`pragma optimize`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("desk_digests").ifExists().execute();
      await db.schema.dropTable("staff_invitations").ifExists().execute();
      await db.schema.dropTable("staff_members").ifExists().execute();
      await db.schema.dropTable("lead_events").ifExists().execute();
      for (const i of ["leads_status_idx", "leads_owner_idx", "leads_follow_up_idx", "leads_email_lower_idx", "leads_phone_e164_idx"]) {
        await db.schema.dropIndex(i).ifExists().execute();
      }
      for (const c of ["merged_into", "phone_e164", "next_follow_up_at", "lost_reason", "owner_id", "status"]) {
        await db.schema.alterTable("leads").dropColumn(c).execute();
      }
    },
  };
}
