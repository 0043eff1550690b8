import { Readable } from "node:stream";
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from "kysely";
import type { FastifyInstance } from "fastify";
import { LEAD_SOURCES, USER_TYPES, leadSourceLabel, userTypeLabel } from "../../shared/constants.ts";
import { containsPattern, LEAD_SEARCH_COLUMNS, leadFilterSchema, type LeadFilter } from "../../shared/lead-filters.ts";
import type { Db, Dialectname } from "../db/index.server.ts";
import type { DB } from "../db/schema.ts";
import { defineFunction } from "../functions/router.server.ts";
import { indexedCandidates, type SearchCandidates } from "../rest/search-index.server.ts";

/**
 * Staff-only functions of the leads page: grouped counts (one round trip
 * instead of one count query per user type and source) and the CSV export of
 * the whole filtered list, streamed from the database in keyset batches so
 * memory stays flat however many leads match.
 */

type LeadsEb = ExpressionBuilder<DB, "leads">;

/**
 * The page's filters as SQL; matches what the page sends to /rest/v1/leads.
 * `candidates` (from searchCandidates) narrows the search through the
 * substring index; the LIKE conditions stay, so the rows are the same.
 */
export function leadConditions(kind: Dialectname, f: LeadFilter, candidates?: RawBuilder<SqlBool>) {
  return (eb: LeadsEb): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [];
    if (candidates) parts.push(candidates);
    if (f.q) {
      const pattern = containsPattern(f.q);
      parts.push(
        eb.or(
          LEAD_SEARCH_COLUMNS.map((c) =>
            kind === "postgres" ? sql<SqlBool>`${sql.ref(c)} ilike ${pattern}` : sql<SqlBool>`${sql.ref(c)} like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    if (f.userType) parts.push(eb("user_type", "=", f.userType));
    if (f.source) parts.push(eb("source", "=", f.source));
    if (f.since) parts.push(eb("created_at", ">=", f.since));
    return eb.and(parts);
  };
}

/** The search's candidate filters from the substring index, where it pays (the same rule as the data API). */
export async function searchCandidates(db: Db, kind: Dialectname, f: LeadFilter): Promise<SearchCandidates> {
  if (!f.q) return {};
  return indexedCandidates(db, kind, { columns: [...LEAD_SEARCH_COLUMNS], term: f.q }, !f.userType && !f.source && !f.since);
}

export interface LeadSummary {
  total: number;
  byUserType: Record<string, number>;
  bySource: Record<string, number>;
}

export async function leadSummary(db: Db, kind: Dialectname, f: LeadFilter): Promise<LeadSummary> {
  const where = leadConditions(kind, f, (await searchCandidates(db, kind, f)).count);
  // Without a search, each breakdown reads its own covering index (type or source, created_at).
  // A search has to look at rows anyway: then one pass grouped by both (at most 7 x 4 groups).
  const groups = f.q
    ? await db
        .selectFrom("leads")
        .select(["user_type", "source", (eb) => eb.fn.countAll<number>().as("n")])
        .where(where)
        .groupBy(["user_type", "source"])
        .execute()
    : [
        ...(await db.selectFrom("leads").select(["user_type", (eb) => eb.fn.countAll<number>().as("n")]).where(where).groupBy("user_type").execute()).map(
          (r) => ({ user_type: r.user_type, source: null, n: r.n }),
        ),
        ...(await db.selectFrom("leads").select(["source", (eb) => eb.fn.countAll<number>().as("n")]).where(where).groupBy("source").execute()).map(
          (r) => ({ user_type: null, source: r.source, n: r.n }),
        ),
      ];
  const byUserType = Object.fromEntries(USER_TYPES.map((t) => [t, 0])) as Record<string, number>;
  const bySource = Object.fromEntries(LEAD_SOURCES.map((s) => [s, 0])) as Record<string, number>;
  let total = 0;
  for (const g of groups) {
    const n = Number(g.n);
    if (g.user_type !== null) {
      byUserType[g.user_type] = (byUserType[g.user_type] ?? 0) + n;
      total += n;
    }
    if (g.source !== null) bySource[g.source] = (bySource[g.source] ?? 0) + n;
  }
  return { total, byUserType, bySource };
}

export const CSV_COLUMNS = ["Name", "Email", "Phone", "Location", "User Type", "Source", "Created At"] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break,
 * quotes doubled. A cell a spreadsheet would run as a formula (starting with
 * = + - @, or a tab or carriage return) is prefixed with an apostrophe.
 */
export function csvCell(value: string | null | undefined): string {
  let v = value ?? "";
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export const csvLine = (cells: readonly (string | null | undefined)[]) => `${cells.map(csvCell).join(",")}\r\n`;

const BATCH = 1000;

/** The filtered leads, newest first, as CSV text chunks (a header, then one chunk per batch). */
export async function* leadsCsv(db: Db, kind: Dialectname, f: LeadFilter): AsyncGenerator<string> {
  // A byte-order mark so spreadsheet programs read names in Hindi and other scripts as UTF-8.
  yield `\uFEFF${csvLine(CSV_COLUMNS)}`;
  const where = leadConditions(kind, f, (await searchCandidates(db, kind, f)).rows);
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    let q = db
      .selectFrom("leads")
      .select(["id", "name", "email", "phone", "location", "user_type", "source", "created_at"])
      .where(where)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(BATCH);
    if (after) {
      const a = after;
      // A row-value comparison: one index range on (created_at, id) on both dialects.
      q = q.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(a.created_at, a.id)));
    }
    const rows = await q.execute();
    if (rows.length === 0) return;
    let chunk = "";
    for (const r of rows) {
      chunk += csvLine([r.name, r.email, r.phone, r.location, userTypeLabel(r.user_type), leadSourceLabel(r.source), new Date(r.created_at).toISOString()]);
    }
    yield chunk;
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { created_at: last.created_at, id: last.id };
  }
}

/** Registers leads-summary and leads-export (both GET, both for signed-in staff only). */
export function registerAdminLeadFunctions(app: FastifyInstance): void {
  const { db, kind } = app.database;

  app.functions.register(
    defineFunction({
      name: "leads-summary",
      methods: ["GET"],
      handler: async ({ requireUser, parse, query }) => {
        requireUser();
        return leadSummary(db, kind, parse(leadFilterSchema, Object.fromEntries(query)));
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "leads-export",
      methods: ["GET"],
      handler: async ({ requireUser, parse, query, reply }) => {
        requireUser();
        const filter = parse(leadFilterSchema, Object.fromEntries(query));
        const day = /^\d{4}-\d{2}-\d{2}$/.test(query.get("date") ?? "") ? query.get("date")! : new Date().toISOString().slice(0, 10);
        // Resolves once the whole stream has been written (Fastify's reply is thenable).
        await reply
          .code(200)
          .header("Content-Type", "text/csv; charset=utf-8")
          .header("Content-Disposition", `attachment; filename="leads-${day}.csv"`)
          .header("Cache-Control", "no-store")
          .send(Readable.from(leadsCsv(db, kind, filter)));
      },
    }),
  );
}
