import type { RawBuilder, SqlBool } from "kysely";

/**
 * Filter conditions in the data API's terms (PostgREST's operators), shared by
 * the query parser and by topics that narrow searches through an index.
 */
export type Operator = "eq" | "neq" | "gt" | "gte" | "lt" | "lte" | "like" | "ilike" | "in" | "is";

export type Condition =
  | { type: "leaf"; column: string; negate: boolean; op: Operator; value: unknown }
  | { type: "and" | "or"; negate: boolean; children: Condition[] };

/** Extra SQL to AND to a condition (which stays as it is); undefined leaves it alone. */
export type ConditionNarrowing = (c: Condition) => RawBuilder<SqlBool> | undefined;

/** Narrowings for the rows of a read and for its count (they may differ). */
export interface SearchNarrowing {
  rows?: ConditionNarrowing;
  count?: ConditionNarrowing;
}
