import type { z } from "zod";
import type { ColumnType, Generated } from "kysely";
import type { Condition, SearchNarrowing } from "./conditions.ts";

/**
 * One column of a table, declared once by the topic that owns the table: its
 * kind (how both dialects store it), the shared zod schema every written
 * value passes, and its defaults. The Kysely row type (`RowOf`) and the data
 * API's column allowlist are both derived from these declarations.
 */
export type ColumnKind = "uuid" | "text" | "integer" | "number" | "boolean" | "timestamp" | "json";

export interface ColumnDef<K extends ColumnKind = ColumnKind, S extends z.ZodType = z.ZodType> {
  kind: K;
  /** Checks and normalises a written value (shared with the forms). */
  schema: S;
  nullable: boolean;
  /** Value used when an insert leaves the column out. */
  default?: () => unknown;
  /** Set on every update (e.g. updated_at). */
  onUpdate?: () => unknown;
  /** May not be changed by an update. */
  immutable?: boolean;
  /** The database fills it in (a column DEFAULT), so inserts may leave it out. */
  generated?: boolean;
}

/** JSON columns: objects when read on PostgreSQL, strings on SQLite; write with JSON.stringify. */
export type JsonColumn = string | Record<string, unknown> | unknown[];
/** Booleans: boolean on PostgreSQL, 0/1 on SQLite; write with `database.bool(v)`. */
export type BoolColumn = boolean | number;

type Stored<K extends ColumnKind> = K extends "json" ? JsonColumn : K extends "boolean" ? BoolColumn : K extends "integer" | "number" ? number : string;
type Nullable<C extends ColumnDef> = null extends z.output<C["schema"]> ? null : never;
type Value<C extends ColumnDef> = Stored<C["kind"]> | Nullable<C>;

/** The Kysely row type of a table declared with `column.*`. */
export type RowOf<T extends Record<string, ColumnDef>> = {
  [K in keyof T]: T[K] extends { generated: true } ? Generated<Value<T[K]>> : Value<T[K]>;
};

/** A column that only the server writes (never through the data API), typed for Kysely only. */
export type ServerOnly<T> = ColumnType<T, T | undefined, T>;

function make<K extends ColumnKind>(kind: K) {
  return <S extends z.ZodType, E extends Partial<Omit<ColumnDef, "kind" | "schema" | "nullable">> = {}>(schema: S, extra?: E): ColumnDef<K, S> & E =>
    ({ kind, schema, nullable: schema.safeParse(null).success, ...extra }) as ColumnDef<K, S> & E;
}

export const column = {
  uuid: make("uuid"),
  text: make("text"),
  integer: make("integer"),
  number: make("number"),
  boolean: make("boolean"),
  timestamp: make("timestamp"),
  json: make("json"),
};

/** The data API's roles: the public key, or a signed-in staff member. */
export type Role = "anon" | "authenticated";

/** What a role may do with a table through the data API (the equivalent of row-level security). */
export interface RolePolicy {
  /** false: no reads; true: every row; an object: only rows whose columns equal these values (null: are empty). */
  select: boolean | Record<string, string | null>;
  insert: boolean;
  update: boolean;
  delete: boolean;
  /** Columns this role may not set on insert; the defaults apply. */
  insertDenied?: readonly string[];
}

export const NO_ACCESS: RolePolicy = { select: false, insert: false, update: false, delete: false };
export const FULL_ACCESS: RolePolicy = { select: true, insert: true, update: true, delete: true };
export const READ_ONLY: RolePolicy = { select: true, insert: false, update: false, delete: false };

/**
 * A table as its topic declares it: columns and role policies, plus hooks for
 * values derived from what is written. A table or column missing from a
 * declaration does not exist for the data API.
 */
export interface TableDecl<C extends Record<string, ColumnDef> = Record<string, ColumnDef>> {
  name: string;
  columns: C;
  policies: Record<Role, RolePolicy>;
  /** Writes by signed-in staff need this staff role as well (reads follow the policies alone). */
  writeRole?: "admin";
  /** Extra column values derived from an inserted row (changed in place). */
  onInsert?(row: Record<string, unknown>): void;
  /** Extra SET entries derived from an update. */
  onUpdate?(set: Record<string, unknown>): Record<string, unknown>;
  /**
   * Rows that must be written in the same transaction as each inserted row
   * (e.g. a new lead's notification in the mail outbox), by table.
   */
  companions?(row: Record<string, unknown>): Array<{ table: string; row: Record<string, unknown> }>;
  /** Runs after a committed insert with the companion rows it wrote (e.g. wakes the mail worker). */
  afterInsert?(companions: Array<{ table: string; row: Record<string, unknown> }>): void;
  /** Candidate filters from an index the table keeps, for reads (e.g. the leads search). */
  narrowSearch?(conditions: Condition[]): Promise<SearchNarrowing>;
}
