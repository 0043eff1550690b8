import { sql, type QueryExecutorProvider, type RawBuilder, type SqlBool } from "kysely";
import { LEAD_SEARCH_COLUMNS } from "../../shared/lead-filters.ts";
import type { Dialectname } from "../db/dialect.ts";
import type { Condition, ConditionNarrowing, SearchNarrowing } from "../db/conditions.ts";

/**
 * The leads search through the substring index (migration
 * 0005_leads_search_index; docs/decisions/0010-leads-search-index.md).
 *
 * A "contains" search — `ilike '%term%'` on name, email, phone or location, or
 * the leads page's `or=(name.ilike.*t*,email.ilike.*t*,…)` with one term — is
 * answered on SQLite by one FTS5 trigram query that yields the candidate rows:
 *
 *   leads.rowid in (select rowid from leads_fts where leads_fts match '{name email …} : "t"')
 *
 * The original LIKE conditions stay in the WHERE clause next to it, so the
 * result is exactly what the plain LIKE gives (the index folds case a little
 * more widely than SQLite's LIKE, so its candidates are a superset).
 *
 * The index is used only when it pays, which one short probe of the index
 * decides (it reads the first ROWS_MAX_CANDIDATES + 1 candidates, in rowid
 * order, and extrapolates the total from how far into the table they reach):
 * - the term needs at least 3 characters (trigrams);
 * - for rows (a page, the export), at most ROWS_MAX_CANDIDATES candidates: a
 *   commoner term is found sooner by walking the (created_at, id) index, where
 *   matches are dense, and other filters (type, source, period) keep driving
 *   the query through their own indexes;
 * - for a count over the whole list (the page's exact count, the counts panel)
 *   of a search with no other filter, an estimated COUNT_MAX_CANDIDATES: the
 *   count visits every match anyway, and visiting only the candidates beats
 *   testing four LIKEs on every row until the term is in about a fifth of them.
 * A wrong estimate costs time, never correctness.
 *
 * PostgreSQL needs none of this: ILIKE uses the pg_trgm GIN index by itself.
 */

export const LEADS_FTS_TABLE = "leads_fts";
/** Columns of leads_fts; a search on other columns, or other tables, stays plain LIKE. */
const INDEXED_COLUMNS: ReadonlySet<string> = new Set(LEAD_SEARCH_COLUMNS);
/** Limits on the index's candidates (see above), measured at 100,000 leads. */
export const ROWS_MAX_CANDIDATES = 2000;
export const COUNT_MAX_CANDIDATES = 20_000;
const MIN_TERM_CHARS = 3;

export interface ContainsSearch {
  /** The searched columns, each one of INDEXED_COLUMNS. */
  columns: string[];
  /** The literal text searched for (LIKE escapes removed). */
  term: string;
}

/**
 * The literal term of a `%term%` pattern whose inside has no wildcards
 * (`\%`, `\_` and `\\` are literal characters); undefined for anything else.
 */
export function containsTerm(pattern: string): string | undefined {
  if (pattern.length < 2 || !pattern.startsWith("%") || !pattern.endsWith("%")) return undefined;
  const inner = pattern.slice(1, -1);
  let term = "";
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i]!;
    if (ch === "\\") {
      if (i + 1 >= inner.length) return undefined; // a trailing escape escapes the closing %
      term += inner[++i];
    } else if (ch === "%" || ch === "_") return undefined;
    else term += ch;
  }
  return term;
}

/** A condition that is a contains-search on leads' indexed columns, or undefined. */
export function containsSearchOf(c: Condition): ContainsSearch | undefined {
  if (c.negate) return undefined;
  const leaves = c.type === "leaf" ? [c] : c.type === "or" ? c.children : [];
  if (leaves.length === 0) return undefined;
  let term: string | undefined;
  const columns: string[] = [];
  for (const leaf of leaves) {
    if (leaf.type !== "leaf" || leaf.negate || leaf.op !== "ilike" || !INDEXED_COLUMNS.has(leaf.column)) return undefined;
    const t = containsTerm(String(leaf.value));
    if (t === undefined || (term !== undefined && t !== term)) return undefined;
    term = t;
    if (!columns.includes(leaf.column)) columns.push(leaf.column);
  }
  return term === undefined ? undefined : { columns, term };
}

/** The FTS5 query: the term as one quoted phrase, limited to the columns. */
export function ftsQuery(s: ContainsSearch): string {
  return `{${s.columns.join(" ")}} : "${s.term.replace(/"/g, '""')}"`;
}

/** Candidate filters for one search: for reading rows and for counting; undefined where the plain LIKE is better. */
export interface SearchCandidates {
  rows?: RawBuilder<SqlBool>;
  count?: RawBuilder<SqlBool>;
}

/**
 * `leads.rowid in (…)` narrowing a search to the index's candidates, where the
 * index is worth using (see above). `alone`: the search is the only filter.
 * The caller keeps the LIKE conditions beside it.
 */
export async function indexedCandidates(db: QueryExecutorProvider, kind: Dialectname, s: ContainsSearch, alone: boolean): Promise<SearchCandidates> {
  if (kind !== "sqlite" || [...s.term].length < MIN_TERM_CHARS) return {};
  const match = ftsQuery(s);
  const fts = sql.table(LEADS_FTS_TABLE);
  // FTS5 yields rows in rowid order, so the first candidates show how dense the matches are.
  const probe = await sql<{ n: number; last: number | null; top: number | null }>`select count(*) as n, max(r) as last,
      (select max(rowid) from ${sql.table("leads")}) as top
    from (select rowid as r from ${fts} where ${fts} match ${match} limit ${ROWS_MAX_CANDIDATES + 1})`.execute(db);
  const { n, last, top } = probe.rows[0] ?? { n: 0, last: null, top: null };
  const estimate = Number(n) <= ROWS_MAX_CANDIDATES || !last || !top ? Number(n) : (Number(n) * Number(top)) / Number(last);
  const filter = sql<SqlBool>`(${sql.ref("leads.rowid")} in (select rowid from ${fts} where ${fts} match ${match}))`;
  return {
    rows: estimate <= ROWS_MAX_CANDIDATES ? filter : undefined,
    count: estimate <= ROWS_MAX_CANDIDATES || (alone && estimate <= COUNT_MAX_CANDIDATES) ? filter : undefined,
  };
}

/**
 * For the data API's reads of leads: the top-level conditions that are
 * contains-searches, each mapped to its candidate filter, for the rows and for the count.
 */
export async function searchNarrowing(db: QueryExecutorProvider, kind: Dialectname, conditions: Condition[]): Promise<SearchNarrowing> {
  if (kind !== "sqlite") return {};
  const rows = new Map<Condition, RawBuilder<SqlBool>>();
  const count = new Map<Condition, RawBuilder<SqlBool>>();
  for (const c of conditions) {
    const s = containsSearchOf(c);
    if (!s) continue;
    const found = await indexedCandidates(db, kind, s, conditions.length === 1);
    if (found.rows) rows.set(c, found.rows);
    if (found.count) count.set(c, found.count);
  }
  const of = (m: Map<Condition, RawBuilder<SqlBool>>): ConditionNarrowing | undefined => (m.size ? (c) => m.get(c) : undefined);
  return { rows: of(rows), count: of(count) };
}
