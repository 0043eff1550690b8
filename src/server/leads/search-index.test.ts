import type { SupabaseClient } from "@supabase/supabase-js";
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { containsPattern, filterToParams, LEAD_SEARCH_COLUMNS, searchOrFilter } from "../../shared/lead-filters.ts";
import { upsertConfirmedUser } from "../auth/users.server.ts";
import { supabaseFor } from "../../../tests/server/supabase.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { parseQuery } from "../rest/query.server.ts";
import { containsSearchOf, containsTerm, ftsQuery, indexedCandidates, ROWS_MAX_CANDIDATES } from "./search-index.server.ts";
import { leadsTable } from "./schema.ts";


describe("recognising a contains-search", () => {
  it("reads the literal term of %term% patterns and refuses other wildcards", () => {
    expect(containsTerm("%pune%")).toBe("pune");
    expect(containsTerm(containsPattern("50% off_\\x"))).toBe("50% off_\\x");
    expect(containsTerm("%a%b%")).toBeUndefined();
    expect(containsTerm("%a_b%")).toBeUndefined();
    expect(containsTerm("pune%")).toBeUndefined();
    expect(containsTerm("%pune")).toBeUndefined();
    expect(containsTerm("%\\%")).toBeUndefined();
    expect(containsTerm("%%")).toBe("");
  });

  it("takes the page's or=(…) group over the searched columns, and nothing else", () => {
    const where = (qs: string) => parseQuery(leadsTable, qs).where[0]!;
    const page = where(new URLSearchParams({ or: `(${searchOrFilter('Rao, "Asha"')})` }).toString());
    expect(containsSearchOf(page)).toEqual({ columns: [...LEAD_SEARCH_COLUMNS], term: 'Rao, "Asha"' });
    expect(containsSearchOf(where("name=ilike.*kumar*"))).toEqual({ columns: ["name"], term: "kumar" });
    expect(containsSearchOf(where("name=like.*kumar*"))).toBeUndefined();
    expect(containsSearchOf(where("name=not.ilike.*kumar*"))).toBeUndefined();
    expect(containsSearchOf(where("user_type=ilike.*farm*"))).toBeUndefined();
    expect(containsSearchOf(where("or=(name.ilike.*a*,email.ilike.*b*)"))).toBeUndefined();
    expect(containsSearchOf(where("or=(name.ilike.*abc*,user_type.eq.farmer)"))).toBeUndefined();
    expect(containsSearchOf(where("not.or=(name.ilike.*abc*,email.ilike.*abc*)"))).toBeUndefined();
  });

  it("quotes the term as one FTS5 phrase", () => {
    expect(ftsQuery({ columns: ["name", "email"], term: 'say "hi" OR x*' })).toBe('{name email} : "say ""hi"" OR x*"');
  });
});

interface Row {
  name: string;
  email: string;
  phone: string | null;
  location: string | null;
}
type StoredRow = Row & { id: string; created_at: string };

const crafted: Row[] = [
  { name: 'Rao, "Asha"', email: "asha@farm.example", phone: "+91 98450 00001", location: "Pune, Maharashtra" },
  { name: "ASHOK Pune", email: "ashok@FARM.example", phone: null, location: "PUNE" },
  { name: "Bala 50% Off", email: "bala@agri.example", phone: "080-1234", location: "Bengaluru (Urban)" },
  { name: "Meera", email: "meera_k@ngo.example", phone: null, location: null },
  { name: "Back\\slash Farm", email: "back@farm.example", phone: "1_2_3", location: "C:\\fields" },
  { name: "École Verte", email: "ecole@verte.example", phone: null, location: "Lyon" },
  { name: "ÄRZTE Hof", email: "hof@arzte.example", phone: null, location: "Köln" },
  { name: "रमेश खेत", email: "ramesh@khet.example", phone: "+91 70000 00000", location: "पटना, बिहार" },
  { name: "O'Brien", email: "obrien@farm.example", phone: "(555) 010", location: "Cork, Ireland" },
  { name: "a_b%c", email: "pct@odd.example", phone: "%%%", location: "__" },
];

const terms = [
  "asha", "ASHA", "aSh", "as", "a", "Pu", "pune", "PUNE, mah", "50%", "50% off", "meera_k", "_k@", "%", "_", "%%",
  "\\", "k\\s", "back\\slash", 'rao, "asha"', "(urban)", "farm.example", "école", "ÉCOLE", "cole", "ärzte", "ÄRZ", "köln",
  "खेत", "रमेश", "+91 98", "080-", "'", "o'b", "b%c", "nothing-like-this", "  ", "ab",
];

describe.each(testDatabaseKinds())("leads search through the substring index on %s", (kind) => {
  let t: TestApp;
  let staff: SupabaseClient;
  let token: string;
  let anonKey: string;
  let seq = 0;
  const base = Date.parse("2025-03-14T18:30:00.000Z");

  // SQLite's LIKE folds ASCII letters only; PostgreSQL's ILIKE folds every letter.
  const fold = (s: string) => (kind === "sqlite" ? s.replace(/[A-Z]/g, (c) => c.toLowerCase()) : s.toLowerCase());
  /** The matching rows' e-mails, in the page's order (newest first, then id). */
  const bruteForce = (rows: StoredRow[], term: string) =>
    rows
      .filter((r) => LEAD_SEARCH_COLUMNS.some((c) => r[c] !== null && fold(r[c]).includes(fold(term))))
      .sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1))
      .map((r) => r.email);

  const lead = (r: Row) => ({
    id: randomUUID(),
    ...r,
    user_type: "farmer",
    source: "website",
    metadata: null,
    created_at: new Date(base - seq++ * 60_000).toISOString(),
  });

  async function allRows(): Promise<StoredRow[]> {
    return t.app.database.db.selectFrom("leads").select(["id", "name", "email", "phone", "location", "created_at"]).execute();
  }

  /** The page's request: a page through /rest/v1 with its exact count. */
  async function pageSearch(term: string) {
    const r = await staff
      .from("leads")
      .select("email", { count: "exact" })
      .or(searchOrFilter(term))
      .order("created_at", { ascending: false })
      .order("id", { ascending: false })
      .range(0, 999);
    expect(r.error, term).toBeNull();
    return { emails: (r.data as { email: string }[]).map((x) => x.email), count: r.count };
  }

  const fn = (name: string, q: string) =>
    fetch(`${t.url}/functions/v1/${name}?${filterToParams({ q })}`, { headers: { apikey: anonKey, authorization: `Bearer ${token}` } });

  async function expectAllTermsMatchBruteForce() {
    const rows = await allRows();
    for (const term of terms) {
      const want = bruteForce(rows, term);
      const got = await pageSearch(term);
      expect(got.emails, JSON.stringify(term)).toEqual(want.slice(0, 1000));
      expect(got.count, JSON.stringify(term)).toBe(want.length);
    }
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true });
    await upsertConfirmedUser(t.app.database, "search@soil.example", "search-password");
    staff = await supabaseFor(t);
    const s = await staff.auth.signInWithPassword({ email: "search@soil.example", password: "search-password" });
    token = s.data.session!.access_token;
    anonKey = await t.app.tokens.anonKey;
    // Some through the data API (its batched insert path), the rest straight into the table.
    const viaApi = await staff.from("leads").insert(crafted.slice(0, 4).map(({ name, email, phone, location }) => ({ name, email, phone, location, user_type: "farmer", source: "website" })));
    expect(viaApi.error).toBeNull();
    await t.app.database.db.insertInto("leads").values(crafted.slice(4).map(lead)).execute();
    const filler = Array.from({ length: 300 }, (_, i) =>
      lead({ name: `Farmer ${i} Kumar`, email: `farmer${i}@village.example`, phone: i % 3 ? `+91 9${String(i).padStart(9, "0")}` : null, location: i % 2 ? "Patna, Bihar" : "Indore" }),
    );
    await t.app.database.db.insertInto("leads").values(filler).execute();
  });
  afterAll(async () => t?.close());

  it("answers every search exactly like the brute-force filter (case, % _ \\ quotes commas, short terms, non-Latin)", async () => {
    await expectAllTermsMatchBruteForce();
  });

  it("the counts panel and the export use the same search and agree with it", async () => {
    const rows = await allRows();
    for (const term of ["asha", "ÉCOLE", "50% off", "kumar", "as", "_k@"]) {
      const want = bruteForce(rows, term);
      const summary = (await (await fn("leads-summary", term)).json()) as { total: number };
      expect(summary.total, term).toBe(want.length);
      const csv = (await (await fn("leads-export", term)).text()).replace(/^\uFEFF/, "");
      expect(csv.split("\r\n").filter(Boolean).length - 1, term).toBe(want.length);
    }
  });

  it("keeps the index in step with inserts, updates and deletes", async () => {
    const ins = await staff.from("leads").insert({ name: "Zubair Qureshi", email: "zq@new.example", phone: null, location: "Srinagar", user_type: "farmer", source: "website" });
    expect(ins.error).toBeNull();
    expect((await pageSearch("qureshi")).emails).toEqual(["zq@new.example"]);

    const upd = await staff.from("leads").update({ name: "Zubair Wani", location: "Baramulla" }).eq("email", "zq@new.example");
    expect(upd.error).toBeNull();
    expect((await pageSearch("qureshi")).count).toBe(0);
    expect((await pageSearch("srinagar")).count).toBe(0);
    expect((await pageSearch("wani")).emails).toEqual(["zq@new.example"]);
    expect((await pageSearch("baramul")).emails).toEqual(["zq@new.example"]);

    // An update of other columns, and a delete through a search filter.
    await staff.from("leads").update({ user_type: "student" }).eq("email", "zq@new.example");
    expect((await pageSearch("wani")).emails).toEqual(["zq@new.example"]);
    const del = await staff.from("leads").delete().or(searchOrFilter("zubair"));
    expect(del.error).toBeNull();
    expect((await pageSearch("zubair")).count).toBe(0);
    await t.app.database.db.deleteFrom("leads").where("email", "=", "obrien@farm.example").execute();
    await t.app.database.db.updateTable("leads").set({ email: "ASHA.two@farm.example" }).where("email", "=", "asha@farm.example").execute();

    await expectAllTermsMatchBruteForce();
    if (kind === "sqlite") {
      // The external-content index matches the table row for row.
      await sql`insert into leads_fts (leads_fts, rank) values ('integrity-check', 1)`.execute(t.app.database.db);
    }
  });

  it.runIf(kind === "sqlite")("terms of 3+ characters go through the index; shorter ones scan", async () => {
    const db = t.app.database.db;
    await sql`insert into leads_fts (leads_fts) values ('delete-all')`.execute(db);
    try {
      expect((await pageSearch("kumar")).count).toBe(0); // the emptied index is what answered
      expect((await pageSearch("ku")).count).toBe(300);
      const summary = (await (await fn("leads-summary", "kumar")).json()) as { total: number };
      expect(summary.total).toBe(0);
    } finally {
      await sql`insert into leads_fts (leads_fts) values ('rebuild')`.execute(db);
    }
    expect((await pageSearch("kumar")).count).toBe(300);
  });

  it(`a term in more than ${ROWS_MAX_CANDIDATES} rows reads rows by the plain scan, counts through the index, and answers exactly`, async () => {
    const many = Array.from({ length: ROWS_MAX_CANDIDATES + 1 }, (_, i) =>
      lead({ name: `Common ${i}`, email: `common${i}@bulk.example`, phone: null, location: "Everywhere" }),
    );
    for (let i = 0; i < many.length; i += 500) await t.app.database.db.insertInto("leads").values(many.slice(i, i + 500)).execute();
    const db = t.app.database.db;
    const all = { columns: [...LEAD_SEARCH_COLUMNS], term: "everywhere" };
    const plan = (term: string, alone: boolean) => indexedCandidates(db, kind, { ...all, term }, alone);
    if (kind === "sqlite") {
      const alone = await plan("everywhere", true);
      expect([Boolean(alone.rows), Boolean(alone.count)]).toEqual([false, true]);
      const withOthers = await plan("everywhere", false);
      expect([Boolean(withOthers.rows), Boolean(withOthers.count)]).toEqual([false, false]);
      const rare = await plan("common 123", false);
      expect([Boolean(rare.rows), Boolean(rare.count)]).toEqual([true, true]);
      expect(await plan("ev", true)).toEqual({});
    } else {
      expect(await plan("everywhere", true)).toEqual({});
    }
    const got = await pageSearch("everywhere");
    expect(got.count).toBe(ROWS_MAX_CANDIDATES + 1);
    expect(got.emails).toHaveLength(1000);
    const withType = await staff.from("leads").select("id", { count: "exact", head: true }).or(searchOrFilter("EVERYWHERE")).eq("user_type", "farmer");
    expect(withType.count).toBe(ROWS_MAX_CANDIDATES + 1);
    const summary = (await (await fn("leads-summary", "EVERYWHERE")).json()) as { total: number };
    expect(summary.total).toBe(ROWS_MAX_CANDIDATES + 1);
    const csv = (await (await fn("leads-export", "everywhere")).text()).replace(/^\uFEFF/, "");
    expect(csv.split("\r\n").filter(Boolean).length - 1).toBe(ROWS_MAX_CANDIDATES + 1);
    await expectAllTermsMatchBruteForce();
  });

  it.runIf(kind === "postgres")("PostgreSQL has the trigram GIN index", async () => {
    const r = await sql<{ indexdef: string }>`select indexdef from pg_indexes where tablename = 'leads' and indexname = 'leads_search_trgm_idx' and schemaname = current_schema()`.execute(t.app.database.db);
    expect(r.rows[0]?.indexdef).toMatch(/USING gin .*gin_trgm_ops/);
  });
});
