import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from "kysely";
import { LEAD_SOURCES, USER_TYPES } from "../../shared/constants.ts";
import { containsPattern, LEAD_SEARCH_COLUMNS, LEADS_PAGE_SIZE, type LeadFilter } from "../../shared/lead-filters.ts";
import type { LeadSummary } from "../../shared/api-types.ts";
import type { DatabaseHandle } from "../db/index.server.ts";
import type { DB } from "../db/schema.ts";
import type { DeskLead } from "../../shared/desk-types.ts";
import { istDayBounds } from "../../shared/ist.ts";
import { LEAD_STATUSES } from "../../shared/pipeline.ts";
import { listStaff } from "../staff/roles.ts";
import { nextCallbacks, OPEN_CALLBACK } from "./callbacks.ts";
import { CSV_COLUMNS, CSV_SELECT, csvLine, leadCsvLine, toDeskLead } from "./present.ts";
import { LEAD_PLAIN_COLUMNS } from "../../shared/lead-fields.ts";
import type { Lead } from "./schema.ts";
import { indexedCandidates, type SearchCandidates } from "./search-index.server.ts";
import { contactSearch } from "./contacts.ts";

/**
 * Reads of the leads desk. One filter (search, user type, source, date
 * window) serves the table, the counts and the CSV export, so the three
 * always describe the same leads. A search finds the text in the lead's
 * columns, or the person: by any phone format, any e-mail the lead ever had,
 * and a name across Latin and Devanagari (contacts.ts).
 */

type LeadsEb = ExpressionBuilder<DB, "leads">;

/**
 * The filter as SQL. `candidates` (from searchCandidates) narrows the search
 * through the substring index; the LIKE conditions stay, so the rows are the same.
 */
export function leadConditions(database: DatabaseHandle, f: LeadFilter, candidates?: RawBuilder<SqlBool>) {
  return (eb: LeadsEb): Expression<SqlBool> => {
    // A lead merged into another is hidden: its history lives on the other lead's timeline.
    const parts: Expression<SqlBool>[] = [eb("merged_into", "is", null)];
    if (f.q) {
      const pattern = containsPattern(f.q);
      const likes = eb.or(LEAD_SEARCH_COLUMNS.map((c) => database.ilike(c, pattern)));
      const text = candidates ? eb.and([candidates, likes]) : likes;
      // The person, however the term is written: any e-mail or phone the lead ever had, the name in either script.
      const person = contactSearch(f.q);
      parts.push(person ? eb.or([text, person(eb)]) : text);
    }
    if (f.userType) parts.push(eb("user_type", "=", f.userType));
    if (f.language) parts.push(eb("language", "=", f.language));
    if (f.source) parts.push(eb("source", "=", f.source));
    if (f.since) parts.push(eb("created_at", ">=", f.since));
    if (f.status) parts.push(eb("status", "=", f.status));
    if (f.owner === "none") parts.push(eb("owner_id", "is", null));
    else if (f.owner) parts.push(eb("owner_id", "=", f.owner));
    if (f.followUp === "due") {
      // Due by the end of today (IST): the lead's own follow-up, or an open call-back at its slot.
      const end = istDayBounds(new Date()).end.toISOString();
      parts.push(
        eb.or([
          eb("next_follow_up_at", "<", end),
          eb(
            "id",
            "in",
            eb.selectFrom("callback_requests").select("lead_id").where("status", "=", OPEN_CALLBACK).where("slot_start", "<", end).where("lead_id", "is not", null),
          ),
        ]),
      );
    }
    return eb.and(parts);
  };
}

/** The search's candidate filters from the substring index, where it pays (the same rule as the data API). */
export async function searchCandidates(database: DatabaseHandle, f: LeadFilter): Promise<SearchCandidates> {
  if (!f.q) return {};
  return indexedCandidates(database.db, database.kind, { columns: [...LEAD_SEARCH_COLUMNS], term: f.q }, !f.userType && !f.source && !f.since && !f.status && !f.owner && !f.followUp && !f.language);
}

/** One page of the filtered list, newest first, and the total. */
export async function leadsPage(database: DatabaseHandle, f: LeadFilter, page: number): Promise<{ rows: DeskLead[]; total: number }> {
  const { db } = database;
  const found = await searchCandidates(database, f);
  const [rows, count] = await Promise.all([
    db
      .selectFrom("leads")
      .selectAll()
      .where(leadConditions(database, f, found.rows))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(LEADS_PAGE_SIZE)
      .offset(page * LEADS_PAGE_SIZE)
      .execute(),
    db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(leadConditions(database, f, found.count))
      .executeTakeFirstOrThrow(),
  ]);
  const callbacks = await nextCallbacks(db, rows.map((r) => r.id));
  return { rows: rows.map((r) => ({ ...toDeskLead(r), next_callback_at: callbacks.get(r.id) ?? null })), total: Number(count.n) };
}

export async function leadSummary(database: DatabaseHandle, f: LeadFilter): Promise<LeadSummary> {
  const { db } = database;
  const where = leadConditions(database, f, (await searchCandidates(database, f)).count);
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
  const statusRows = await db.selectFrom("leads").select(["status", (eb) => eb.fn.countAll<number>().as("n")]).where(where).groupBy("status").execute();
  const byStatus = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<string, number>;
  for (const r of statusRows) byStatus[r.status] = (byStatus[r.status] ?? 0) + Number(r.n);
  return { total, byUserType, bySource, byStatus };
}

const BATCH = 1000;

/** The filtered leads, newest first, as CSV text chunks (a header, then one chunk per batch). */
export async function* leadsCsv(database: DatabaseHandle, f: LeadFilter): AsyncGenerator<string> {
  // A byte-order mark so spreadsheet programs read names in Hindi and other scripts as UTF-8.
  yield `\uFEFF${csvLine(CSV_COLUMNS)}`;
  const where = leadConditions(database, f, (await searchCandidates(database, f)).rows);
  const owners = new Map((await listStaff(database.db)).map((s) => [s.id, s.name]));
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    let q = database.db
      .selectFrom("leads")
      .select([...CSV_SELECT, "id", "created_at", "status", "owner_id", "next_follow_up_at"])
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
    yield rows.map((r) => leadCsvLine(r, r.owner_id ? (owners.get(r.owner_id) ?? "") : "")).join("");
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { created_at: last.created_at, id: last.id };
  }
}

/** The leads behind some chat sessions, by id (the agent console's details). */
export async function leadsByIds(database: DatabaseHandle, ids: string[]): Promise<Map<string, Omit<Lead, "metadata">>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await database.db
    .selectFrom("leads")
    .select(LEAD_PLAIN_COLUMNS)
    .where("id", "in", unique)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}
