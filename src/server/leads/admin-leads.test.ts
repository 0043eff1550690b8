import type { SupabaseClient } from "@supabase/supabase-js";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filterToParams, searchOrFilter, type LeadFilter } from "../../shared/lead-filters.ts";
import { upsertConfirmedUser } from "../auth/users.server.ts";
import { supabaseFor } from "../../../tests/server/supabase.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { csvCell, csvLine, phoneCell } from "./present.ts";
import { formatIstDateTime } from "../../shared/ist.ts";

/** Parses RFC 4180 text (quoted fields, doubled quotes, CRLF) into rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

describe("CSV cells", () => {
  it("quotes commas, quotes and line breaks and doubles quotes (RFC 4180)", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("Rao, Asha")).toBe('"Rao, Asha"');
    expect(csvCell('The "Soil" Farm')).toBe('"The ""Soil"" Farm"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
  });
  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(csvCell("=HYPERLINK(\"http://x\")")).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+91 98765 43210")).toBe("'+91 98765 43210");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("a=b")).toBe("a=b");
  });
  it("writes a cell that is only a phone number readably and unguarded, and guards anything else", () => {
    expect(phoneCell("+91 98450 00001")).toBe("+91 98450 00001");
    expect(phoneCell("09845000001")).toBe("+91 98450 00001");
    expect(phoneCell("+1234")).toBe("'+1234");
    expect(phoneCell("=1+2")).toBe("'=1+2");
    expect(phoneCell("-98450 00001")).toBe("'-98450 00001");
  });
  it("ends lines with CRLF", () => {
    expect(csvLine(["a", "b"])).toBe("a,b\r\n");
  });
});

describe.each(testDatabaseKinds())("staff lead functions on %s", (kind) => {
  let t: TestApp;
  let anon: SupabaseClient;
  let staff: SupabaseClient;
  let token: string;
  let anonKey: string;
  const base = Date.parse("2025-03-14T18:30:00.000Z");
  const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
  const ist = formatIstDateTime;

  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true });
    await upsertConfirmedUser(t.app.database, "desk@soil.example", "desk-password");
    anon = await supabaseFor(t);
    staff = await supabaseFor(t);
    const s = await staff.auth.signInWithPassword({ email: "desk@soil.example", password: "desk-password" });
    token = s.data.session!.access_token;
    anonKey = await t.app.tokens.anonKey;
    const rows = [
      { name: 'Rao, "Asha"', email: "asha@farm.example", phone: "+91 98450 00001", location: "Pune, Maharashtra", user_type: "farmer", source: "live_chat", created_at: at(10) },
      { name: "=cmd|' /C calc'!A0", email: "eq@farm.example", phone: null, location: "Nashik", user_type: "fpo", source: "website", created_at: at(5) },
      { name: "Bala 50% Off", email: "bala@agri.example", phone: "080-1234", location: "Bengaluru (Urban)", user_type: "agri-business", source: "chatbot", created_at: at(-60) },
      { name: "Meera", email: "meera_k@ngo.example", phone: null, location: null, user_type: "ngo", source: "manual", created_at: at(-60 * 24 * 10) },
    ];
    const ins = await staff.from("leads").insert(rows);
    expect(ins.error).toBeNull();
    // Many more, to cross the export's batch boundary.
    const bulk = Array.from({ length: 2345 }, (_, i) => ({
      id: randomUUID(),
      name: `Bulk ${i}`,
      email: `bulk${i}@farm.example`,
      phone: null,
      location: "Patna",
      user_type: "student",
      source: "website",
      metadata: null,
      created_at: at(-60 * 24 * 40 - (i % 7)),
    }));
    for (let i = 0; i < bulk.length; i += 500) await t.app.database.db.insertInto("leads").values(bulk.slice(i, i + 500)).execute();
  });
  afterAll(async () => t?.close());

  const call = (name: string, filter: LeadFilter, as: "staff" | "anon" = "staff") =>
    fetch(`${t.url}/functions/v1/${name}?${filterToParams(filter)}`, {
      headers: { apikey: anonKey, authorization: `Bearer ${as === "staff" ? token : anonKey}` },
    });

  it("both functions refuse the anonymous key", async () => {
    expect((await call("leads-summary", {}, "anon")).status).toBe(401);
    expect((await call("leads-export", {}, "anon")).status).toBe(401);
    const viaClient = await anon.functions.invoke("leads-summary", { method: "GET" });
    expect(viaClient.error).not.toBeNull();
  });

  it("counts by user type and source follow the filter", async () => {
    const all = (await (await call("leads-summary", {})).json()) as { total: number; byUserType: Record<string, number>; bySource: Record<string, number> };
    expect(all.total).toBe(2349);
    expect(all.byUserType).toMatchObject({ farmer: 1, fpo: 1, "agri-business": 1, ngo: 1, student: 2345, entrepreneur: 0, other: 0 });
    expect(all.bySource).toMatchObject({ live_chat: 1, website: 2346, chatbot: 1, manual: 1 });
    const since = (await (await call("leads-summary", { since: at(0) })).json()) as { total: number; byUserType: Record<string, number> };
    expect(since.total).toBe(2);
    const q = (await (await call("leads-summary", { q: "FARM.example" })).json()) as { total: number };
    expect(q.total).toBe(2347);
    const bad = await call("leads-summary", { userType: "alien" });
    expect(bad.status).toBe(400);
  });

  it("the page's REST query and the functions agree, even for searches with , . ( ) % _ and quotes", async () => {
    for (const term of ["rao, \"asha\"", "50%", "(urban)", "meera_k", "_", "%", "farm.example", "'", "\\"]) {
      const rest = await staff.from("leads").select("id", { count: "exact", head: true }).or(searchOrFilter(term));
      expect(rest.error, term).toBeNull();
      const fn = (await (await call("leads-summary", { q: term })).json()) as { total: number };
      expect(fn.total, term).toBe(rest.count);
    }
    expect((await staff.from("leads").select("name").or(searchOrFilter("50%"))).data).toEqual([{ name: "Bala 50% Off" }]);
    expect((await staff.from("leads").select("name").or(searchOrFilter("_"))).data).toEqual([{ name: "Meera" }]);
  });

  it("exports the filtered list as RFC 4180 CSV with formula cells neutralised, named with the date", async () => {
    const res = await fetch(`${t.url}/functions/v1/leads-export?${filterToParams({ since: at(-24 * 60) })}&date=2025-03-15`, {
      headers: { apikey: anonKey, authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="leads-2025-03-15.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    // The specification's columns, the desk's pipeline and the language; fields added later follow them.
    const rows = parseCsv(text).map((r) => r.slice(0, 11));
    expect(rows).toEqual([
      ["Name", "Email", "Phone", "Location", "User Type", "Source", "Created At", "Status", "Owner", "Next Follow-up", "Language"],
      ['Rao, "Asha"', "asha@farm.example", "+91 98450 00001", "Pune, Maharashtra", "Farmer", "Live Chat", ist(at(10)), "New", "", "", ""],
      ["'=cmd|' /C calc'!A0", "eq@farm.example", "", "Nashik", "FPO Representative", "Website", ist(at(5)), "New", "", "", ""],
      ["Bala 50% Off", "bala@agri.example", "080-1234", "Bengaluru (Urban)", "Agri-Business Owner", "Chatbot", ist(at(-60)), "New", "", "", ""],
    ]);
    expect(text).toContain('"Rao, ""Asha"""');
    // Times are India's, written as the desk writes them: 05:30 ahead of UTC, whatever the server's zone.
    const [utcHour, utcMinute] = at(10).slice(11, 16).split(":").map(Number) as [number, number];
    const istMinutes = (utcHour * 60 + utcMinute + 330) % 1440;
    const hour12 = Math.floor(istMinutes / 60) % 12 || 12;
    expect(rows[1]![6]).toContain(`${String(hour12).padStart(2, "0")}:${String(istMinutes % 60).padStart(2, "0")}`);
    expect(rows[1]![6]).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} (am|pm)$/);
  });

  it("streams every matching row, newest first, across batches", async () => {
    const res = await call("leads-export", { userType: "student" });
    const rows = parseCsv((await res.text()).replace(/^\uFEFF/, ""));
    expect(rows).toHaveLength(1 + 2345);
    const names = new Set(rows.slice(1).map((r) => r[0]));
    expect(names.size).toBe(2345);
    const times = rows.slice(1).map((r) => r[6]!);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("a HEAD count reads no rows but reports the total", async () => {
    const res = await fetch(`${t.url}/rest/v1/leads?select=id&user_type=eq.student`, {
      method: "HEAD",
      headers: { apikey: anonKey, authorization: `Bearer ${token}`, prefer: "count=exact" },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe("0-999/2345");
    const none = await staff.from("leads").select("id", { count: "exact", head: true }).eq("user_type", "other");
    expect(none.count).toBe(0);
  });
});
