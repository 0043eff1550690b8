import { isStorableText, storableTime } from "../../shared/storable.ts";
import { badQuery, invalidValue, restError, unknownColumn } from "./errors.server.ts";
import type { Condition, Operator } from "../db/conditions.ts";
import type { ColumnDef, TableDef } from "./tables.server.ts";

/**
 * Parses PostgREST query strings (filters, select, order, limit and offset as the official client writes them). The string is read with
 * URLSearchParams in order, so `+` is a space and repeated keys are separate
 * conditions. Values are converted to the column's type here, so the SQL
 * builder only ever sees checked column names and typed parameters.
 */

export type { Condition, Operator } from "../db/conditions.ts";

/** PostgREST's db-max-rows: no response carries more rows than this, and no change through a command table touches more. */
export const MAX_ROWS = 1000;
const OPERATORS = new Set<string>(["eq", "neq", "gt", "gte", "lt", "lte", "like", "ilike", "in", "is"]);

export interface SelectItem {
  column: string;
  alias: string;
}

export interface OrderItem {
  column: string;
  descending: boolean;
  nullsFirst: boolean;
}

export interface ParsedQuery {
  select: SelectItem[];
  where: Condition[];
  order: OrderItem[];
  limit: number | undefined;
  offset: number | undefined;
  /** `columns` of a bulk insert. */
  columns: string[] | undefined;
  onConflict: string | undefined;
}

const RESERVED = new Set(["select", "order", "limit", "offset", "or", "and", "not.or", "not.and", "columns", "on_conflict"]);

export function parseQuery(table: TableDef, search: string): ParsedQuery {
  const params = new URLSearchParams(search);
  const q: ParsedQuery = {
    select: allColumns(table),
    where: [],
    order: [],
    limit: undefined,
    offset: undefined,
    columns: undefined,
    onConflict: undefined,
  };
  for (const [key, value] of params) {
    // Neither database can compare with a NUL or a lone surrogate; refused before any parsing.
    if (!isStorableText(key) || !isStorableText(value)) {
      throw restError(400, "22021", "The query string contains NUL or other characters no column can hold", `in parameter "${printable(key)}"`);
    }
    if (key === "select") q.select = parseSelect(table, value);
    else if (key === "order") q.order = parseOrder(table, value);
    else if (key === "limit") q.limit = parseCount("limit", value);
    else if (key === "offset") q.offset = parseCount("offset", value);
    else if (key === "columns") q.columns = parseColumns(table, value);
    else if (key === "on_conflict") q.onConflict = value;
    else if (RESERVED.has(key)) {
      const negate = key.startsWith("not.");
      const type = key.endsWith("and") ? "and" : "or";
      q.where.push({ type, negate, children: parseLogicList(table, value, key) });
    } else if (key === "apikey") {
      // Some clients put the key in the URL; it is not a filter.
    } else {
      q.where.push(parseLeaf(table, key, value, false));
    }
  }
  return q;
}

const printable = (s: string) => JSON.stringify(s.slice(0, 60)).slice(1, -1);

export const allColumns = (table: TableDef): SelectItem[] => Object.keys(table.columns).map((c) => ({ column: c, alias: c }));

function columnOf(table: TableDef, name: string): ColumnDef {
  const def = Object.prototype.hasOwnProperty.call(table.columns, name) ? table.columns[name] : undefined;
  if (!def) throw unknownColumn(table.name, name);
  return def;
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const unquote = (s: string) => (s.length >= 2 && s.startsWith('"') && s.endsWith('"') ? s.slice(1, -1).replace(/\\(.)/g, "$1") : s);

function parseSelect(table: TableDef, value: string): SelectItem[] {
  const items: SelectItem[] = [];
  for (const raw of splitTopLevel(value.trim() === "" ? "*" : value)) {
    const part = raw.trim();
    if (part === "*") {
      items.push(...allColumns(table));
      continue;
    }
    if (part.includes("(")) throw badQuery("Embedding related resources is not supported", `in select: ${part}`);
    if (part.includes("::") || part.includes("->")) throw badQuery("Casts and JSON paths in select are not supported", `in select: ${part}`);
    let alias: string | undefined;
    let name = part;
    const colon = part.indexOf(":");
    if (colon >= 0) {
      alias = unquote(part.slice(0, colon).trim());
      name = part.slice(colon + 1).trim();
      if (!IDENT.test(alias)) throw badQuery(`Invalid alias in select: ${alias}`);
    }
    name = unquote(name);
    columnOf(table, name);
    items.push({ column: name, alias: alias ?? name });
  }
  if (items.length === 0) throw badQuery("select must name at least one column");
  return items;
}

function parseColumns(table: TableDef, value: string): string[] {
  return value.split(",").map((c) => {
    const name = unquote(c.trim());
    columnOf(table, name);
    return name;
  });
}

function parseOrder(table: TableDef, value: string): OrderItem[] {
  return value.split(",").map((term) => {
    const parts = term.trim().split(".");
    const column = unquote(parts[0] ?? "");
    if (!column) throw badQuery(`Invalid order term "${term}"`);
    const def = columnOf(table, column);
    if (def.kind === "json") throw badQuery(`Cannot order by JSON column ${column}`);
    let descending = false;
    let nulls: boolean | undefined;
    for (const mod of parts.slice(1)) {
      if (mod === "asc") descending = false;
      else if (mod === "desc") descending = true;
      else if (mod === "nullsfirst") nulls = true;
      else if (mod === "nullslast") nulls = false;
      else throw badQuery(`Invalid order modifier "${mod}" in "${term}"`, "Use asc, desc, nullsfirst or nullslast");
    }
    // PostgreSQL's defaults (asc: nulls last, desc: nulls first), made explicit so SQLite sorts alike.
    return { column, descending, nullsFirst: nulls ?? descending };
  });
}

function parseCount(name: string, value: string): number {
  if (!/^\d{1,9}$/.test(value.trim())) throw badQuery(`${name} must be a non-negative integer`, `got "${value}"`);
  return Number(value.trim());
}

/** Splits on commas outside parentheses and double quotes. */
export function splitTopLevel(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === "\\" && quoted) {
      i++;
      continue;
    }
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === "(") depth++;
    else if (!quoted && c === ")") {
      depth--;
      if (depth < 0) throw badQuery("Unbalanced parentheses", s);
    } else if (!quoted && depth === 0 && c === ",") {
      out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0 || quoted) throw badQuery("Unbalanced parentheses or quotes", s);
  out.push(s.slice(start));
  return out;
}

function parseLogicList(table: TableDef, value: string, key: string, nesting = 0): Condition[] {
  if (nesting > 10) throw badQuery("Logic trees are nested too deeply");
  const v = value.trim();
  if (!v.startsWith("(") || !v.endsWith(")")) {
    throw badQuery(`"${key}" needs a parenthesised list, e.g. ${key}=(a.eq.1,b.eq.2)`, `got "${value}"`);
  }
  const inner = v.slice(1, -1);
  if (inner.trim() === "") throw badQuery(`"${key}" has an empty list`);
  return splitTopLevel(inner).map((item) => {
    const t = item.trim();
    const m = /^(not\.)?(and|or)(\(.*\))$/s.exec(t);
    if (m) return { type: m[2] as "and" | "or", negate: Boolean(m[1]), children: parseLogicList(table, m[3]!, m[2]!, nesting + 1) };
    const dot = t.indexOf(".");
    if (dot <= 0) throw badQuery(`Invalid condition "${t}"`, "Expected column.operator.value");
    return parseLeaf(table, unquote(t.slice(0, dot)), t.slice(dot + 1), true);
  });
}

function parseLeaf(table: TableDef, column: string, expr: string, inLogic: boolean): Condition {
  const def = columnOf(table, column);
  let rest = expr;
  let negate = false;
  if (rest.startsWith("not.")) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf(".");
  const op = dot < 0 ? rest : rest.slice(0, dot);
  if (!OPERATORS.has(op)) {
    throw badQuery(`Unknown or unsupported operator "${op}" on ${column}`, "Supported: eq, neq, gt, gte, lt, lte, like, ilike, in, is (each may follow not.)");
  }
  if (dot < 0) throw badQuery(`Missing value after "${op}" on ${column}`);
  let raw = rest.slice(dot + 1);
  if (inLogic && op !== "in") raw = unquote(raw);
  return { type: "leaf", column, negate, op: op as Operator, value: convertOperand(table, column, def, op as Operator, raw) };
}

function convertOperand(table: TableDef, column: string, def: ColumnDef, op: Operator, raw: string): unknown {
  if (op === "is") {
    const v = raw.toLowerCase();
    if (v === "null" || v === "unknown") return null;
    if (v === "true" || v === "false") {
      if (def.kind !== "boolean") throw badQuery(`is.${v} needs a boolean column; ${column} is not`);
      return v === "true";
    }
    throw badQuery(`is accepts null, true or false; got "${raw}"`);
  }
  if (def.kind === "json") throw badQuery(`Operator ${op} is not supported on JSON column ${table.name}.${column}`, "Only is.null and not.is.null filter JSON columns");
  if (op === "like" || op === "ilike") {
    if (def.kind !== "text") throw badQuery(`${op} needs a text column; ${column} is ${def.kind}`);
    // PostgREST accepts * for % so patterns need no percent-encoding.
    return raw.replace(/\*/g, "%");
  }
  if (op === "in") {
    const v = raw.trim();
    if (!v.startsWith("(") || !v.endsWith(")")) throw badQuery(`in needs a parenthesised list, e.g. in.(a,b); got "${raw}"`);
    const inner = v.slice(1, -1);
    if (inner.trim() === "") return [];
    return splitTopLevel(inner).map((item) => coerce(def, unquote(item.trim())));
  }
  return coerce(def, raw);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Converts a filter operand to the column's type; a value that cannot be converted is a 400. */
export function coerce(def: ColumnDef, raw: string): unknown {
  switch (def.kind) {
    case "uuid":
      if (!UUID.test(raw)) throw invalidValue("uuid", raw);
      return raw.toLowerCase();
    case "integer":
      if (!/^-?\d{1,15}$/.test(raw)) throw invalidValue("integer", raw);
      return Number(raw);
    case "number": {
      const n = Number(raw);
      if (raw.trim() === "" || !Number.isFinite(n)) throw invalidValue("double precision", raw);
      return n;
    }
    case "boolean":
      if (/^(true|t|1)$/i.test(raw)) return true;
      if (/^(false|f|0)$/i.test(raw)) return false;
      throw invalidValue("boolean", raw);
    case "timestamp": {
      if (Number.isNaN(Date.parse(raw))) throw invalidValue("timestamp with time zone", raw);
      // Years 0001–9999 only: PostgreSQL's range ends before JavaScript's, so both databases answer alike.
      const t = storableTime(raw);
      if (t === undefined) throw restError(400, "22008", `date/time field value out of range: "${raw.slice(0, 64)}"`);
      // One ISO form so SQLite's text comparison is time order.
      return new Date(t).toISOString();
    }
    default:
      return raw;
  }
}
