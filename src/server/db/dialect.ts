import { sql, type ColumnDataType, type RawBuilder } from "kysely";

export type Dialectname = "sqlite" | "postgres";

/** Column types that differ between the two dialects; migrations use these. */
export const timestampType = (kind: Dialectname): ColumnDataType => (kind === "postgres" ? "timestamptz" : "text");
export const jsonType = (kind: Dialectname): ColumnDataType => (kind === "postgres" ? "jsonb" : "text");
export const uuidType = (kind: Dialectname): ColumnDataType => (kind === "postgres" ? "uuid" : "text");
export const boolType = (kind: Dialectname): ColumnDataType => (kind === "postgres" ? "boolean" : "integer");

/** "now" as an ISO-8601 UTC string, the one timestamp format both dialects store. */
export const nowIso = () => new Date().toISOString();

export function caseInsensitiveLike(kind: Dialectname): RawBuilder<unknown> {
  return kind === "postgres" ? sql`ilike` : sql`like`;
}
