import { sql, type Kysely } from "kysely";
import { boolType, jsonType, timestampType, uuidType, type Dialectname } from "../dialect.ts";

/**
 * Routing, staff languages and response-time promises (src/server/leads/routing/, leads/sla/):
 * - `routing_teams` and their members in turn order; each team's `turn` is the
 *   counter one UPDATE ... RETURNING advances inside a capture, as the desk's
 *   round-robin does (0011), so turns are shared by every process;
 * - `routing_rules`, ordered by `position` (first match wins); the one row with
 *   `is_default` says where leads no rule matched go;
 * - `lead_routing`: the place a lead's text pointed to and the rule that chose its owner;
 * - `staff_languages`: who speaks what;
 * - `desk_promises` (one row): per-source targets, working hours, idle days;
 * - `lead_promises`: each new lead's clock, its first response, its breach and
 *   the notices sent (each set once by a conditional UPDATE, so once across processes).
 */
export function deskRouting(kind: Dialectname) {
  const ts = timestampType(kind);
  const uuid = uuidType(kind);
  const json = jsonType(kind);
  const bool = boolType(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("routing_teams")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("turn", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("updated_at", ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("routing_team_members")
        .addColumn("team_id", uuid, (c) => c.notNull().references("routing_teams.id").onDelete("cascade"))
        .addColumn("user_id", uuid, (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("routing_team_members_pk", ["team_id", "user_id"])
        .execute();
      await db.schema
        .createTable("routing_rules")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("active", bool, (c) => c.notNull())
        .addColumn("is_default", bool, (c) => c.notNull())
        .addColumn("conditions", json, (c) => c.notNull())
        /** agent | team | desk (the default only: the desk's round-robin setting decides) */
        .addColumn("target_kind", "text", (c) => c.notNull())
        .addColumn("target_id", uuid)
        .addColumn("updated_by", uuid)
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("updated_at", ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("routing_rules_position_idx").on("routing_rules").column("position").execute();
      await db.schema
        .createTable("lead_routing")
        .addColumn("lead_id", uuid, (c) => c.primaryKey())
        .addColumn("pincode", "text")
        .addColumn("district", "text")
        .addColumn("state", "text")
        .addColumn("matched_by", "text")
        .addColumn("matched_text", "text")
        .addColumn("rule_id", uuid)
        .addColumn("rule_name", "text")
        .addColumn("assigned_to", uuid)
        .addColumn("routed_at", ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("staff_languages")
        .addColumn("user_id", uuid, (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("staff_languages_pk", ["user_id", "language"])
        .execute();
      await db.schema.createIndex("staff_languages_language_idx").on("staff_languages").column("language").execute();
      await db.schema
        .createTable("desk_promises")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("settings", json, (c) => c.notNull())
        .addColumn("updated_by", uuid)
        .addColumn("updated_at", ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("lead_promises")
        .addColumn("lead_id", uuid, (c) => c.primaryKey())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("target_minutes", "integer", (c) => c.notNull())
        .addColumn("started_at", ts, (c) => c.notNull())
        .addColumn("due_at", ts, (c) => c.notNull())
        .addColumn("first_response_at", ts)
        .addColumn("first_response_by", uuid)
        .addColumn("first_response_kind", "text")
        .addColumn("breached_at", ts)
        /** Whom the breach notice went to (the owner then), for the figures per agent. */
        .addColumn("breach_owner", uuid)
        .addColumn("owner_notified_at", ts)
        .addColumn("admin_notified_at", ts)
        .execute();
      // The sweep reads the open clocks; the dashboard reads a window of them.
      await db.schema.createIndex("lead_promises_open_idx").on("lead_promises").columns(["first_response_at", "due_at"]).execute();
      await db.schema.createIndex("lead_promises_started_idx").on("lead_promises").column("started_at").execute();
      // A lead's first chat reply is found through its chats.
      await db.schema.createIndex("chat_sessions_lead_idx").on("chat_sessions").column("lead_id").execute();
      await sql`insert into routing_rules (id, position, name, active, is_default, conditions, target_kind, target_id, created_at, updated_at)
        values (${"00000000-0000-4000-8000-000000000027"}, ${0}, ${"Default"}, ${kind === "postgres" ? sql`true` : sql`1`}, ${kind === "postgres" ? sql`true` : sql`1`}, ${"{}"}, ${"desk"}, ${null}, ${new Date().toISOString()}, ${new Date().toISOString()})`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("chat_sessions_lead_idx").ifExists().execute();
      for (const t of ["lead_promises", "desk_promises", "staff_languages", "lead_routing", "routing_rules", "routing_team_members", "routing_teams"]) {
        await db.schema.dropTable(t).ifExists().execute();
      }
    },
  };
}
