import { sql, type Kysely } from "kysely";
import { boolType, jsonType, timestampType, uuidType, type Dialectname } from "../dialect.ts";

/**
 * Tables of the data API (leads, chat, blog, clinics), the mail outbox and the
 * auth tables. Allowed values (user types, statuses, ...) are checked by the
 * API from src/shared/constants.ts rather than by CHECK constraints here: lists
 * change with the product, and a CHECK change on SQLite means rebuilding the table.
 */
export function api(kind: Dialectname) {
  const ts = timestampType(kind);
  const uuid = uuidType(kind);
  const json = jsonType(kind);
  const bool = boolType(kind);
  const real = kind === "postgres" ? "double precision" : "real";

  return {
    async up(db: Kysely<unknown>) {
      // ------------------------------------------------------------ auth
      await db.schema
        .createTable("auth_users")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("encrypted_password", "text", (c) => c.notNull())
        .addColumn("email_confirmed_at", ts)
        .addColumn("confirmation_sent_at", ts)
        .addColumn("last_sign_in_at", ts)
        .addColumn("app_metadata", json, (c) => c.notNull())
        .addColumn("user_metadata", json, (c) => c.notNull())
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("updated_at", ts, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("auth_sessions")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("user_id", uuid, (c) => c.notNull().references("auth_users.id").onDelete("cascade"))
        .addColumn("user_agent", "text")
        .addColumn("ip", "text")
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("refreshed_at", ts)
        .execute();
      await db.schema.createIndex("auth_sessions_user_idx").on("auth_sessions").column("user_id").execute();

      // Tokens are stored as SHA-256 hashes; replaced_by links a used token to
      // its successor so a reuse within the grace window gets the same pair.
      await db.schema
        .createTable("auth_refresh_tokens")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("session_id", uuid, (c) => c.notNull().references("auth_sessions.id").onDelete("cascade"))
        .addColumn("user_id", uuid, (c) => c.notNull())
        .addColumn("replaced_by", uuid)
        .addColumn("replaced_at", ts)
        .addColumn("created_at", ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("auth_refresh_tokens_session_idx")
        .on("auth_refresh_tokens")
        .column("session_id")
        .execute();

      await db.schema
        .createTable("auth_one_time_tokens")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("user_id", uuid, (c) => c.notNull().references("auth_users.id").onDelete("cascade"))
        .addColumn("token_type", "text", (c) => c.notNull())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("redirect_to", "text")
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("expires_at", ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("auth_one_time_tokens_user_idx")
        .on("auth_one_time_tokens")
        .columns(["user_id", "token_type"])
        .execute();

      // Fixed-window counters for limits that must hold across processes
      // (password guessing per IP and per account).
      await db.schema
        .createTable("auth_rate_limits")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("count", "integer", (c) => c.notNull())
        .addColumn("window_start", ts, (c) => c.notNull())
        .execute();

      // ------------------------------------------------------------ leads
      await db.schema
        .createTable("leads")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text")
        .addColumn("location", "text")
        .addColumn("user_type", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("metadata", json)
        .addColumn("created_at", ts, (c) => c.notNull())
        .execute();
      // Dashboard and leads page: newest first, optionally filtered by type, source and period.
      await db.schema.createIndex("leads_created_at_idx").on("leads").column("created_at").execute();
      await db.schema.createIndex("leads_user_type_idx").on("leads").columns(["user_type", "created_at"]).execute();
      await db.schema.createIndex("leads_source_idx").on("leads").columns(["source", "created_at"]).execute();

      // ------------------------------------------------------------ chat
      await db.schema
        .createTable("chat_sessions")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("user_name", "text", (c) => c.notNull())
        .addColumn("user_email", "text", (c) => c.notNull())
        .addColumn("user_type", "text")
        .addColumn("lead_id", uuid, (c) => c.references("leads.id").onDelete("set null"))
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("agent_id", uuid, (c) => c.references("auth_users.id").onDelete("set null"))
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("ended_at", ts)
        .execute();
      // Waiting list (status, oldest first) and an agent's active chats.
      await db.schema
        .createIndex("chat_sessions_status_idx")
        .on("chat_sessions")
        .columns(["status", "created_at"])
        .execute();
      await db.schema
        .createIndex("chat_sessions_agent_idx")
        .on("chat_sessions")
        .columns(["agent_id", "status"])
        .execute();

      await db.schema
        .createTable("chat_session_messages")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("session_id", uuid, (c) => c.notNull().references("chat_sessions.id").onDelete("cascade"))
        .addColumn("sender_type", "text", (c) => c.notNull())
        .addColumn("sender_name", "text")
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("created_at", ts, (c) => c.notNull())
        .execute();
      // Messages of a session since a time, in order (polled every 2-3 s).
      await db.schema
        .createIndex("chat_session_messages_session_idx")
        .on("chat_session_messages")
        .columns(["session_id", "created_at"])
        .execute();

      // The log of every message, including assistant-mode chats that have no session.
      await db.schema
        .createTable("chat_messages")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("session_id", uuid)
        .addColumn("sender", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("created_at", ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("chat_messages_sender_idx")
        .on("chat_messages")
        .columns(["sender", "created_at"])
        .execute();
      await db.schema
        .createIndex("chat_messages_session_idx")
        .on("chat_messages")
        .columns(["session_id", "created_at"])
        .execute();

      await db.schema
        .createTable("agent_presence")
        .addColumn("user_id", uuid, (c) => c.primaryKey().references("auth_users.id").onDelete("cascade"))
        .addColumn("online", bool, (c) => c.notNull())
        .addColumn("last_seen_at", ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("agent_presence_online_idx")
        .on("agent_presence")
        .columns(["online", "last_seen_at"])
        .execute();

      // ------------------------------------------------------------ blog
      await db.schema
        .createTable("blog_posts")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("excerpt", "text")
        .addColumn("content", "text", (c) => c.notNull())
        .addColumn("author", "text")
        .addColumn("category", "text")
        .addColumn("tags", json, (c) => c.notNull())
        .addColumn("image_url", "text")
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("published_at", ts)
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("updated_at", ts, (c) => c.notNull())
        .execute();
      // Public list: published, newest first, optionally by category; slug lookups use the unique index.
      await db.schema
        .createIndex("blog_posts_status_idx")
        .on("blog_posts")
        .columns(["status", "published_at"])
        .execute();
      await db.schema
        .createIndex("blog_posts_category_idx")
        .on("blog_posts")
        .columns(["category", "published_at"])
        .execute();
      await db.schema.createIndex("blog_posts_created_at_idx").on("blog_posts").column("created_at").execute();

      // ------------------------------------------------------------ clinics
      await db.schema
        .createTable("clinics")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("address", "text", (c) => c.notNull())
        .addColumn("district", "text", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("services", json, (c) => c.notNull())
        .addColumn("phone", "text")
        .addColumn("email", "text")
        .addColumn("lat", real, (c) => c.notNull())
        .addColumn("lng", real, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("clinics_state_idx").on("clinics").columns(["state", "name"]).execute();
      await db.schema.createIndex("clinics_name_idx").on("clinics").column("name").execute();

      // ------------------------------------------------------------ mail
      await db.schema
        .createTable("mail_outbox")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("recipient", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("html", "text")
        // pending -> sending -> sent; "logged" when no SMTP server is configured.
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("last_error", "text")
        .addColumn("next_attempt_at", ts, (c) => c.notNull())
        .addColumn("locked_until", ts)
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("sent_at", ts)
        .execute();
      await db.schema
        .createIndex("mail_outbox_due_idx")
        .on("mail_outbox")
        .columns(["status", "next_attempt_at"])
        .execute();

      if (kind === "sqlite") await sql`pragma optimize`.execute(db);
    },
  };
}
