import { randomUUID } from "node:crypto";
import { sql, type RawBuilder } from "kysely";
import type { z } from "zod";
import {
  blogPostFields,
  chatLogFields,
  chatSessionFields,
  chatSessionMessageFields,
  clinicFields,
  leadFields,
} from "../../shared/schemas.ts";
import { nowIso } from "../db/dialect.ts";
import { sanitizePostHtml } from "../blog/sanitize.server.ts";

/**
 * The tables the data API exposes, their columns and the role policies (the
 * equivalent of row-level security). A table or column missing here does not
 * exist for the API: names in SQL only ever come from this allowlist.
 */

export type ColumnKind = "uuid" | "text" | "integer" | "number" | "boolean" | "timestamp" | "json";

export interface ColumnDef {
  kind: ColumnKind;
  nullable: boolean;
  /** Checks and normalises a written value (shared with the forms). */
  schema: z.ZodType;
  /** Value used when an insert leaves the column out. */
  default?: () => unknown;
  /** Set on every update (e.g. updated_at). */
  onUpdate?: () => unknown;
  /** May not be changed by an update. */
  immutable?: boolean;
}

export type Role = "anon" | "authenticated";

export interface RolePolicy {
  /** false: no reads; true: every row; an object: only rows whose columns equal these values. */
  select: boolean | Record<string, string>;
  insert: boolean;
  update: boolean;
  delete: boolean;
  /** Columns this role may not set on insert; the defaults apply. */
  insertDenied?: readonly string[];
}

export interface TableDef {
  name: string;
  columns: Record<string, ColumnDef>;
  policies: Record<Role, RolePolicy>;
  /** Extra column values derived from what is written (insert: per row; update: SET entries). */
  onInsert?(row: Record<string, unknown>): void;
  onUpdate?(set: Record<string, unknown>): Record<string, unknown | RawBuilder<unknown>>;
}

const col = (kind: ColumnKind, schema: z.ZodType, extra: Partial<ColumnDef> = {}): ColumnDef => ({
  kind,
  schema,
  nullable: schema.safeParse(null).success,
  ...extra,
});

const idColumn = () => col("uuid", leadFields.id, { default: () => randomUUID(), immutable: true });
const createdAt = (schema: z.ZodType) => col("timestamp", schema, { default: nowIso });

const NONE: RolePolicy = { select: false, insert: false, update: false, delete: false };
const ALL: RolePolicy = { select: true, insert: true, update: true, delete: true };
const READ: RolePolicy = { select: true, insert: false, update: false, delete: false };

export const TABLES: Record<string, TableDef> = {
  leads: {
    name: "leads",
    columns: {
      id: idColumn(),
      name: col("text", leadFields.name),
      email: col("text", leadFields.email),
      phone: col("text", leadFields.phone),
      location: col("text", leadFields.location),
      user_type: col("text", leadFields.user_type),
      source: col("text", leadFields.source, { default: () => "website" }),
      metadata: col("json", leadFields.metadata),
      created_at: createdAt(leadFields.created_at),
    },
    policies: {
      // Visitors leave leads but can never read them back.
      anon: { ...NONE, insert: true, insertDenied: ["id", "created_at"] },
      authenticated: ALL,
    },
  },
  chat_sessions: {
    name: "chat_sessions",
    columns: {
      id: idColumn(),
      user_name: col("text", chatSessionFields.user_name),
      user_email: col("text", chatSessionFields.user_email),
      user_type: col("text", chatSessionFields.user_type),
      lead_id: col("uuid", chatSessionFields.lead_id),
      status: col("text", chatSessionFields.status, { default: () => "waiting" }),
      agent_id: col("uuid", chatSessionFields.agent_id),
      created_at: createdAt(chatSessionFields.created_at),
      ended_at: col("timestamp", chatSessionFields.ended_at),
    },
    // Sessions are written by the live-chat function, never directly.
    policies: { anon: NONE, authenticated: READ },
  },
  chat_session_messages: {
    name: "chat_session_messages",
    columns: {
      id: idColumn(),
      session_id: col("uuid", chatSessionMessageFields.session_id),
      sender_type: col("text", chatSessionMessageFields.sender_type),
      sender_name: col("text", chatSessionMessageFields.sender_name),
      message: col("text", chatSessionMessageFields.message),
      created_at: createdAt(chatSessionMessageFields.created_at),
    },
    policies: { anon: NONE, authenticated: READ },
  },
  chat_messages: {
    name: "chat_messages",
    columns: {
      id: idColumn(),
      session_id: col("uuid", chatLogFields.session_id),
      sender: col("text", chatLogFields.sender),
      message: col("text", chatLogFields.message),
      created_at: createdAt(chatLogFields.created_at),
    },
    policies: { anon: NONE, authenticated: READ },
  },
  blog_posts: {
    name: "blog_posts",
    columns: {
      id: idColumn(),
      slug: col("text", blogPostFields.slug),
      title: col("text", blogPostFields.title),
      excerpt: col("text", blogPostFields.excerpt),
      // Post bodies are HTML shown on the public site: cleaned on every write.
      content: col("text", blogPostFields.content.transform(sanitizePostHtml)),
      author: col("text", blogPostFields.author),
      category: col("text", blogPostFields.category),
      tags: col("json", blogPostFields.tags, { default: () => [] }),
      image_url: col("text", blogPostFields.image_url),
      status: col("text", blogPostFields.status, { default: () => "draft" }),
      published_at: col("timestamp", blogPostFields.published_at),
      created_at: createdAt(blogPostFields.created_at),
      updated_at: col("timestamp", blogPostFields.updated_at, { default: nowIso, onUpdate: nowIso }),
    },
    policies: {
      anon: { ...NONE, select: { status: "published" } },
      authenticated: ALL,
    },
    // Publishing stamps the publication time unless one is given.
    onInsert(row) {
      if (row.status === "published" && (row.published_at === null || row.published_at === undefined)) row.published_at = nowIso();
    },
    onUpdate(set) {
      if (set.status === "published" && !("published_at" in set)) {
        return { published_at: sql`coalesce(published_at, ${nowIso()})` };
      }
      return {};
    },
  },
  clinics: {
    name: "clinics",
    columns: {
      id: idColumn(),
      name: col("text", clinicFields.name),
      address: col("text", clinicFields.address),
      district: col("text", clinicFields.district),
      state: col("text", clinicFields.state),
      services: col("json", clinicFields.services, { default: () => [] }),
      phone: col("text", clinicFields.phone),
      email: col("text", clinicFields.email),
      lat: col("number", clinicFields.lat),
      lng: col("number", clinicFields.lng),
    },
    policies: { anon: READ, authenticated: ALL },
  },
};

export function findTable(name: string): TableDef | undefined {
  return Object.prototype.hasOwnProperty.call(TABLES, name) ? TABLES[name] : undefined;
}
