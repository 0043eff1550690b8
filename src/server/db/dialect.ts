import type { ColumnDataType } from "kysely";

export type Dialectname = "sqlite" | "postgres";

/** Column types that differ between the two dialects; migrations use these. */
export const timestampType = (kind: Dialectname): ColumnDataType => (kind === "postgres" ? "timestamptz" : "text");
export const jsonType = (kind: Dialectname): ColumnDataType => (kind === "postgres" ? "jsonb" : "text");
export const uuidType = (kind: Dialectname): ColumnDataType => (kind === "postgres" ? "uuid" : "text");
export const boolType = (kind: Dialectname): ColumnDataType => (kind === "postgres" ? "boolean" : "integer");

/** "now" as an ISO-8601 UTC string, the one timestamp format both dialects store. */
export const nowIso = () => new Date().toISOString();

/** Reads a JSON column: jsonb arrives parsed from pg, text from SQLite. */
export function readJson<T = unknown>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}
