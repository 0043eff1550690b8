import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { DatabaseHandle } from "../db/index.server.ts";
import type { ConditionNarrowing } from "../db/conditions.ts";
import type { Condition, OrderItem } from "./query.server.ts";
import type { TableDef } from "./tables.server.ts";

/**
 * Turns parsed conditions into SQL. Column names come from the table allowlist
 * (quoted by sql.ref) and every value is a bound parameter. `narrowing` adds
 * candidates from an index the table keeps (e.g. the leads search).
 */
export function whereSql(
  database: DatabaseHandle,
  table: TableDef,
  conditions: Condition[],
  narrowing?: ConditionNarrowing,
): RawBuilder<SqlBool> | undefined {
  if (conditions.length === 0) return undefined;
  return combine(database, table, "and", conditions, narrowing);
}

function combine(database: DatabaseHandle, table: TableDef, type: "and" | "or", children: Condition[], narrowing?: ConditionNarrowing): RawBuilder<SqlBool> {
  const parts = children.map((c) => conditionSql(database, table, c, narrowing));
  return sql<SqlBool>`(${sql.join(parts, type === "and" ? sql` and ` : sql` or `)})`;
}

function conditionSql(database: DatabaseHandle, table: TableDef, c: Condition, narrowing?: ConditionNarrowing): RawBuilder<SqlBool> {
  const inner = c.type === "leaf" ? leafSql(database, table, c) : combine(database, table, c.type, c.children, narrowing);
  const cond = c.negate ? sql<SqlBool>`not ${inner}` : inner;
  // A search answered through the substring index: its candidates, then the exact condition.
  const narrowed = narrowing?.(c);
  return narrowed ? sql<SqlBool>`(${narrowed} and ${cond})` : cond;
}

function param(database: DatabaseHandle, table: TableDef, column: string, value: unknown): unknown {
  return table.columns[column]?.kind === "boolean" && typeof value === "boolean" ? database.bool(value) : value;
}

function leafSql(database: DatabaseHandle, table: TableDef, c: Extract<Condition, { type: "leaf" }>): RawBuilder<SqlBool> {
  const ref = sql.ref(c.column);
  const v = (x: unknown) => param(database, table, c.column, x);
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
      return sql<SqlBool>`(${ref} = ${database.bool(Boolean(c.value))})`;
    case "like":
      return database.like(ref, String(c.value));
    case "ilike":
      return database.ilike(ref, c.value);
  }
}

export function orderSql(items: OrderItem[], table?: TableDef): RawBuilder<unknown>[] {
  return items.map((o) => {
    const dir = o.descending ? sql`desc` : sql`asc`;
    // A NOT NULL column needs no NULLS clause; leaving it out lets SQLite walk an index in
    // order (it cannot for "desc nulls first"), e.g. the leads page's created_at, id.
    if (table && table.columns[o.column]?.nullable === false) return sql`${sql.ref(o.column)} ${dir}`;
    return sql`${sql.ref(o.column)} ${dir} ${o.nullsFirst ? sql`nulls first` : sql`nulls last`}`;
  });
}
