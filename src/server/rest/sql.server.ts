import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { Dialectname } from "../db/dialect.ts";
import { dbBool } from "../db/dialect.ts";
import type { Condition, OrderItem } from "./query.server.ts";
import type { ConditionNarrowing } from "./search-index.server.ts";
import type { TableDef } from "./tables.server.ts";

/**
 * Turns parsed conditions into SQL. Column names come from the table allowlist
 * (quoted by sql.ref) and every value is a bound parameter. `narrowing` adds
 * the substring index's candidates to a leads search (search-index.server.ts).
 */
export function whereSql(
  kind: Dialectname,
  table: TableDef,
  conditions: Condition[],
  narrowing?: ConditionNarrowing,
): RawBuilder<SqlBool> | undefined {
  if (conditions.length === 0) return undefined;
  return combine(kind, table, "and", conditions, narrowing);
}

function combine(kind: Dialectname, table: TableDef, type: "and" | "or", children: Condition[], narrowing?: ConditionNarrowing): RawBuilder<SqlBool> {
  const parts = children.map((c) => conditionSql(kind, table, c, narrowing));
  return sql<SqlBool>`(${sql.join(parts, type === "and" ? sql` and ` : sql` or `)})`;
}

function conditionSql(kind: Dialectname, table: TableDef, c: Condition, narrowing?: ConditionNarrowing): RawBuilder<SqlBool> {
  const inner = c.type === "leaf" ? leafSql(kind, table, c) : combine(kind, table, c.type, c.children, narrowing);
  const cond = c.negate ? sql<SqlBool>`not ${inner}` : inner;
  // A search answered through the substring index: its candidates, then the exact condition.
  const narrowed = narrowing?.(c);
  return narrowed ? sql<SqlBool>`(${narrowed} and ${cond})` : cond;
}

function param(kind: Dialectname, table: TableDef, column: string, value: unknown): unknown {
  return table.columns[column]?.kind === "boolean" && typeof value === "boolean" ? dbBool(kind, value) : value;
}

function leafSql(kind: Dialectname, table: TableDef, c: Extract<Condition, { type: "leaf" }>): RawBuilder<SqlBool> {
  const ref = sql.ref(c.column);
  const v = (x: unknown) => param(kind, table, c.column, x);
  switch (c.op) {
    case "eq":
      return sql<SqlBool>`(${ref} = ${v(c.value)})`;
    case "neq":
      return sql<SqlBool>`(${ref} <> ${v(c.value)})`;
    case "gt":
      return sql<SqlBool>`(${ref} > ${v(c.value)})`;
    case "gte":
      return sql<SqlBool>`(${ref} >= ${v(c.value)})`;
    case "lt":
      return sql<SqlBool>`(${ref} < ${v(c.value)})`;
    case "lte":
      return sql<SqlBool>`(${ref} <= ${v(c.value)})`;
    case "in": {
      const list = c.value as unknown[];
      if (list.length === 0) return sql<SqlBool>`(1 = 0)`;
      return sql<SqlBool>`(${ref} in (${sql.join(list.map((x) => v(x)))}))`;
    }
    case "is":
      if (c.value === null) return sql<SqlBool>`(${ref} is null)`;
      return kind === "postgres"
        ? sql<SqlBool>`(${ref} is ${c.value ? sql`true` : sql`false`})`
        : sql<SqlBool>`(${ref} = ${c.value ? 1 : 0})`;
    case "like":
      // SQLite's LIKE ignores case; GLOB is its case-sensitive match.
      return kind === "postgres" ? sql<SqlBool>`(${ref} like ${c.value})` : sql<SqlBool>`(${ref} glob ${likeToGlob(String(c.value))})`;
    case "ilike":
      return kind === "postgres" ? sql<SqlBool>`(${ref} ilike ${c.value})` : sql<SqlBool>`(${ref} like ${c.value} escape '\\')`;
  }
}

/** Rewrites a LIKE pattern (% _ and \ escapes) as an equivalent GLOB pattern. */
export function likeToGlob(pattern: string): string {
  let out = "";
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === "\\" && i + 1 < pattern.length) {
      out += globLiteral(pattern[++i]!);
    } else if (ch === "%") out += "*";
    else if (ch === "_") out += "?";
    else out += globLiteral(ch);
  }
  return out;
}

const globLiteral = (ch: string) => (ch === "*" || ch === "?" || ch === "[" ? `[${ch}]` : ch);

export function orderSql(items: OrderItem[], table?: TableDef): RawBuilder<unknown>[] {
  return items.map((o) => {
    const dir = o.descending ? sql`desc` : sql`asc`;
    // A NOT NULL column needs no NULLS clause; leaving it out lets SQLite walk an index in
    // order (it cannot for "desc nulls first"), e.g. the leads page's created_at, id.
    if (table && table.columns[o.column]?.nullable === false) return sql`${sql.ref(o.column)} ${dir}`;
    return sql`${sql.ref(o.column)} ${dir} ${o.nullsFirst ? sql`nulls first` : sql`nulls last`}`;
  });
}
