import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertConfirmedUser } from "../auth/users.server.ts";
import { supabaseFor } from "../../../tests/server/supabase.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";

const lead = (i: number, extra: Record<string, unknown> = {}) => ({
  name: `Lead ${i}`,
  email: `lead${i}@farm.example`,
  user_type: i % 2 ? "farmer" : "fpo",
  source: "live_chat",
  metadata: { timestamp: new Date().toISOString(), userAgent: "test" },
  ...extra,
});

describe.each(testDatabaseKinds())("data API on %s", (kind) => {
  let t: TestApp;
  let anon: SupabaseClient;
  let staff: SupabaseClient;
  let key: string;
  let token: string;

  async function raw(path: string, init: RequestInit & { as?: "anon" | "staff" | "none" } = {}) {
    const bearer = init.as === "staff" ? token : key;
    const headers: Record<string, string> = init.as === "none" ? {} : { apikey: key, authorization: `Bearer ${bearer}` };
    const res = await fetch(`${t.url}/rest/v1/${path}`, {
      ...init,
      headers: { "content-type": "application/json", ...headers, ...(init.headers as Record<string, string>) },
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* keep text */
    }
    return { status: res.status, headers: res.headers, body: body as Record<string, unknown> & unknown[] };
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true, overrides: { publicWriteLimitPerMinute: 10_000 } });
    key = await t.app.tokens.anonKey;
    await upsertConfirmedUser(t.app.database, "staff@soil.example", "staff-password");
    anon = await supabaseFor(t);
    staff = await supabaseFor(t);
    const s = await staff.auth.signInWithPassword({ email: "staff@soil.example", password: "staff-password" });
    token = s.data.session!.access_token;
  });
  afterAll(async () => t?.close());

  describe("leads", () => {
    it("anon inserts one lead with no body back (201) and cannot read it", async () => {
      const r = await anon.from("leads").insert(lead(1));
      expect(r.error).toBeNull();
      expect(r.status).toBe(201);
      expect(r.data).toBeNull();
      const read = await anon.from("leads").select("*");
      expect(read.status).toBe(401);
      expect(read.error?.code).toBe("42501");
      const single = await anon.from("leads").insert(lead(2)).select().single();
      expect(single.status).toBe(401);
      expect((await anon.from("leads").update({ name: "x" }).eq("email", "lead1@farm.example")).status).toBe(401);
      expect((await anon.from("leads").delete().eq("email", "lead1@farm.example")).status).toBe(401);
    });

    it("anon cannot choose id or created_at; invalid values are 400 with a reason", async () => {
      const withId = await anon.from("leads").insert({ ...lead(3), id: crypto.randomUUID() });
      expect(withId.status).toBe(401);
      expect(withId.error?.message).toMatch(/column id/);
      const badType = await anon.from("leads").insert(lead(3, { user_type: "alien" }));
      expect(badType.status).toBe(400);
      expect(badType.error?.message).toMatch(/user_type: must be one of farmer, fpo/);
      const missing = await anon.from("leads").insert({ email: "x@y.co", user_type: "farmer" });
      expect(missing.status).toBe(400);
      expect(missing.error?.message).toMatch(/name/);
      const badEmail = await anon.from("leads").insert(lead(3, { email: "nope" }));
      expect(badEmail.status).toBe(400);
      expect(badEmail.error?.message).toMatch(/email/);
      const wrongKind = await anon.from("leads").insert(lead(3, { name: 42, metadata: "text" }));
      expect(wrongKind.status).toBe(400);
      const unknownCol = await anon.from("leads").insert(lead(3, { favourite: "x" }));
      expect(unknownCol.status).toBe(400);
      expect(unknownCol.error?.code).toBe("PGRST204");
    });

    it("stores trimmed values, null for empty optionals, and JSON metadata as an object", async () => {
      await staff.from("leads").delete().neq("id", "00000000-0000-0000-0000-000000000000");
      const r = await staff
        .from("leads")
        .insert({ name: "  Asha  ", email: " asha@farm.example ", phone: "", location: "  ", user_type: "ngo", source: "manual", metadata: { a: [1, { b: true }] } })
        .select()
        .single();
      expect(r.status).toBe(201);
      expect(r.data).toMatchObject({ name: "Asha", email: "asha@farm.example", phone: null, location: null, metadata: { a: [1, { b: true }] } });
      expect(typeof r.data.id).toBe("string");
      expect(r.data.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    });

    it("staff insert many with columns, then query with filters, order, range and counts", async () => {
      await staff.from("leads").delete().neq("id", "00000000-0000-0000-0000-000000000000");
      const rows = Array.from({ length: 12 }, (_, i) =>
        lead(i, { created_at: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(), location: i % 3 === 0 ? null : `Village ${i}` }),
      );
      const ins = await staff.from("leads").insert(rows);
      expect(ins.status).toBe(201);

      const all = await staff.from("leads").select("*").order("created_at", { ascending: false });
      expect(all.data).toHaveLength(12);
      expect(all.data![0].name).toBe("Lead 11");

      const ids = await staff.from("leads").select("id, name").eq("user_type", "farmer").eq("source", "live_chat");
      expect(ids.data).toHaveLength(6);
      expect(Object.keys(ids.data![0]!)).toEqual(["id", "name"]);

      const window = await staff
        .from("leads")
        .select("name")
        .gte("created_at", "2024-01-03T00:00:00.000Z")
        .lt("created_at", "2024-01-06")
        .order("created_at");
      expect(window.data!.map((r) => r.name)).toEqual(["Lead 2", "Lead 3", "Lead 4"]);

      const search = await staff.from("leads").select("name").or("name.ilike.%ad 1%,email.ilike.*lead7*").order("name");
      expect(search.data!.map((r) => r.name)).toEqual(["Lead 1", "Lead 10", "Lead 11", "Lead 7"]);

      const inList = await staff.from("leads").select("name").in("name", ["Lead 1", "a,b", "Lead 2"]).order("name");
      expect(inList.data!.map((r) => r.name)).toEqual(["Lead 1", "Lead 2"]);

      const nulls = await staff.from("leads").select("name").is("location", null);
      expect(nulls.data).toHaveLength(4);
      const notNulls = await staff.from("leads").select("name").not("location", "is", null);
      expect(notNulls.data).toHaveLength(8);
      const neq = await staff.from("leads").select("name").not("user_type", "eq", "farmer");
      expect(neq.data).toHaveLength(6);

      const nullOrder = await staff.from("leads").select("location").order("location", { ascending: true, nullsFirst: true }).limit(1);
      expect(nullOrder.data![0]!.location).toBeNull();
      const multi = await staff.from("leads").select("name").order("user_type").order("created_at", { ascending: false }).limit(2);
      expect(multi.data!.map((r) => r.name)).toEqual(["Lead 11", "Lead 9"]);

      const page = await staff.from("leads").select("name", { count: "exact" }).order("created_at").range(2, 4);
      expect(page.count).toBe(12);
      expect(page.data!.map((r) => r.name)).toEqual(["Lead 2", "Lead 3", "Lead 4"]);
      const head = await staff.from("leads").select("*", { count: "exact", head: true });
      expect(head.count).toBe(12);
      expect(head.data).toBeNull();
      const first = await staff.from("leads").select("*", { count: "exact" }).range(0, 0);
      expect(first.count).toBe(12);
      expect(first.data).toHaveLength(1);

      const like = await staff.from("leads").select("name").like("name", "lead 1%");
      expect(like.data).toHaveLength(0);
      const likeCase = await staff.from("leads").select("name").like("name", "Lead 1_");
      expect(likeCase.data).toHaveLength(2);
      const gt = await staff.from("leads").select("name").gt("created_at", "2024-01-11T00:00:00Z");
      expect(gt.data!.map((r) => r.name)).toEqual(["Lead 11"]);
      const lte = await staff.from("leads").select("name").lte("created_at", "2024-01-01T00:00:00Z");
      expect(lte.data!.map((r) => r.name)).toEqual(["Lead 0"]);
    });

    it("single() and maybeSingle() follow PostgREST", async () => {
      const one = await staff.from("leads").select("name").eq("name", "Lead 5").single();
      expect(one.data).toEqual({ name: "Lead 5" });
      const none = await staff.from("leads").select("name").eq("name", "nobody").single();
      expect(none.status).toBe(406);
      expect(none.error).toMatchObject({ code: "PGRST116", details: "The result contains 0 rows" });
      const maybe = await staff.from("leads").select("name").eq("name", "nobody").maybeSingle();
      expect(maybe.data).toBeNull();
      expect(maybe.error).toBeNull();
    });

    it("updates and deletes with filters; without a filter they are refused", async () => {
      const upd = await staff.from("leads").update({ location: "Pune" }).eq("name", "Lead 1");
      expect(upd.status).toBe(204);
      const rep = await staff.from("leads").update({ phone: "+91 98765 43210" }).eq("name", "Lead 1").select("name, phone, location");
      expect(rep.status).toBe(200);
      expect(rep.data).toEqual([{ name: "Lead 1", phone: "+91 98765 43210", location: "Pune" }]);
      const bad = await staff.from("leads").update({ user_type: "wizard" }).eq("name", "Lead 1");
      expect(bad.status).toBe(400);
      const all = await raw("leads", { method: "PATCH", body: JSON.stringify({ location: "x" }), as: "staff" });
      expect(all.status).toBe(400);
      expect(all.body.message).toMatch(/WHERE/);
      const delAll = await raw("leads", { method: "DELETE", as: "staff" });
      expect(delAll.status).toBe(400);
      const del = await staff.from("leads").delete().eq("name", "Lead 0");
      expect(del.status).toBe(204);
      const gone = await staff.from("leads").select("id").eq("name", "Lead 0");
      expect(gone.data).toHaveLength(0);
      const delRep = await staff.from("leads").delete().eq("name", "Lead 2").select("name");
      expect(delRep.data).toEqual([{ name: "Lead 2" }]);
    });
  });

  describe("policy table", () => {
    it("chat tables: anon none, staff read only", async () => {
      const sessionId = crypto.randomUUID();
      const now = new Date().toISOString();
      await t.app.database.db
        .insertInto("chat_sessions")
        .values({ id: sessionId, user_name: "V", user_email: "v@x.co", user_type: "farmer", lead_id: null, status: "active", agent_id: null, created_at: now, ended_at: null })
        .execute();
      await t.app.database.db
        .insertInto("chat_session_messages")
        .values({ id: crypto.randomUUID(), session_id: sessionId, sender_type: "user", sender_name: "V", message: "hello", created_at: now })
        .execute();
      await t.app.database.db.insertInto("chat_messages").values({ id: crypto.randomUUID(), session_id: sessionId, sender: "user", message: "hello", created_at: now }).execute();
      for (const table of ["chat_sessions", "chat_session_messages", "chat_messages"]) {
        expect((await anon.from(table).select("*")).status).toBe(401);
        expect((await staff.from(table).select("*")).data).toHaveLength(1);
        const ins = await staff.from(table).insert({ message: "x" });
        expect(ins.status).toBe(403);
        expect(ins.error?.code).toBe("42501");
        expect((await staff.from(table).update({ message: "x" }).eq("id", sessionId)).status).toBe(403);
        expect((await staff.from(table).delete().eq("id", sessionId)).status).toBe(403);
        expect((await anon.from(table).insert({ message: "x" })).status).toBe(401);
      }
      const mine = await staff.from("chat_session_messages").select("id, message").eq("session_id", sessionId).order("created_at", { ascending: true });
      expect(mine.data).toHaveLength(1);
      const userMsgs = await staff.from("chat_messages").select("id").eq("sender", "user");
      expect(userMsgs.data).toHaveLength(1);
      const active = await staff.from("chat_sessions").select("*").eq("status", "active").is("agent_id", null);
      expect(active.data).toHaveLength(1);
    });

    it("blog posts: anon reads only published; staff does everything", async () => {
      // A fresh site starts with sample posts; this test starts from an empty blog.
      expect((await staff.from("blog_posts").delete().not("slug", "is", null)).error).toBeNull();
      const draft = await staff.from("blog_posts").insert({ slug: "draft-post", title: "Draft", content: "<p>d</p>", category: "Technology", tags: ["a"] }).select().single();
      expect(draft.data).toMatchObject({ status: "draft", published_at: null, tags: ["a"] });
      const pub = await staff
        .from("blog_posts")
        .insert({ slug: "soil-basics", title: "Soil basics", content: "<p>x</p>", status: "published", category: "Soil Science" })
        .select()
        .single();
      expect(pub.data.published_at).not.toBeNull();
      const list = await anon.from("blog_posts").select("slug").order("published_at", { ascending: false });
      expect(list.data).toEqual([{ slug: "soil-basics" }]);
      const bySlug = await anon.from("blog_posts").select("*").eq("slug", "draft-post").maybeSingle();
      expect(bySlug.data).toBeNull();
      expect((await anon.from("blog_posts").insert({ slug: "x", title: "x", content: "x" })).status).toBe(401);
      expect((await anon.from("blog_posts").update({ title: "x" }).eq("slug", "soil-basics")).status).toBe(401);
      const dup = await staff.from("blog_posts").insert({ slug: "soil-basics", title: "Again", content: "x" });
      expect(dup.status).toBe(409);
      expect(dup.error?.code).toBe("23505");
      const cat = await staff.from("blog_posts").insert({ slug: "bad-cat", title: "x", content: "x", category: "Gossip" });
      expect(cat.status).toBe(400);
      const publish = await staff.from("blog_posts").update({ status: "published" }).eq("slug", "draft-post").select("published_at, updated_at").single();
      expect(publish.data!.published_at).not.toBeNull();
      expect((await anon.from("blog_posts").select("slug")).data).toHaveLength(2);
      const script = await staff.from("blog_posts").update({ image_url: "javascript:alert(1)" }).eq("slug", "draft-post");
      expect(script.status).toBe(400);
    });

    it("clinics: anon reads; staff writes; services must be known", async () => {
      const c = await staff
        .from("clinics")
        .insert({ name: "Didi Clinic", address: "Main Rd", district: "Sitapur", state: "Uttar Pradesh", services: ["7-Parameter Test"], lat: 27.5, lng: 80.6 })
        .select()
        .single();
      expect(c.data.services).toEqual(["7-Parameter Test"]);
      expect(c.data.lat).toBe(27.5);
      // The sample clinics seeded for a fresh site are there too; read back this test's own clinic.
      const read = await anon.from("clinics").select("name, services, lat").ilike("state", "uttar%").eq("name", "Didi Clinic");
      expect(read.data).toEqual([{ name: "Didi Clinic", services: ["7-Parameter Test"], lat: 27.5 }]);
      expect((await anon.from("clinics").insert({ name: "x" })).status).toBe(401);
      const bad = await staff.from("clinics").insert({ name: "X", address: "a", district: "d", state: "s", services: ["Palm Reading"], lat: 1, lng: 1 });
      expect(bad.status).toBe(400);
      const badLat = await staff.from("clinics").insert({ name: "X", address: "a", district: "d", state: "s", services: [], lat: "north", lng: 1 });
      expect(badLat.status).toBe(400);
    });

    it("clinics: the texts per language are one JSON column (insert, read, update, clear, refuse bad languages)", async () => {
      const c = await staff
        .from("clinics")
        .insert({ name: "Kisan Clinic", address: "Station Rd", district: "Hardoi", state: "Uttar Pradesh", translations: { hi: { name: "किसान क्लिनिक", address: "  स्टेशन रोड ", district: "" } }, services: [], lat: 27.4, lng: 80.1 })
        .select("id, translations")
        .single();
      expect(c.error).toBeNull();
      expect(c.data?.translations).toEqual({ hi: { name: "किसान क्लिनिक", address: "स्टेशन रोड" } });
      const read = await anon.from("clinics").select("name, translations").eq("name", "Kisan Clinic");
      expect(read.data).toEqual([{ name: "Kisan Clinic", translations: { hi: { name: "किसान क्लिनिक", address: "स्टेशन रोड" } } }]);
      const up = await staff
        .from("clinics")
        .update({ translations: { hi: { name: "किसान क्लिनिक", district: "हरदोई" }, te: { name: "కిసాన్ క్లినిక్" } } })
        .eq("id", c.data!.id)
        .select("translations")
        .single();
      expect(up.data?.translations).toEqual({ hi: { name: "किसान क्लिनिक", district: "हरदोई" }, te: { name: "కిసాన్ క్లినిక్" } });
      expect((await anon.from("clinics").update({ translations: {} }).eq("id", c.data!.id)).status).toBe(401);
      const long = await staff.from("clinics").update({ translations: { hi: { state: "प".repeat(5000) } } }).eq("id", c.data!.id);
      expect(long.status).toBe(400);
      const unknown = await staff.from("clinics").update({ translations: { xx: { name: "?" } } }).eq("id", c.data!.id);
      expect(unknown.status).toBe(400);
      expect(unknown.error?.message).toContain("language code");
      const cleared = await staff.from("clinics").update({ translations: {} }).eq("id", c.data!.id).select("translations").single();
      expect(cleared.data?.translations).toEqual({});
    });

    it("server-only tables do not exist for the API", async () => {
      for (const table of ["agent_presence", "mail_outbox", "auth_users", "auth_sessions", "auth_refresh_tokens", "app_seeds", "nope"]) {
        const a = await anon.from(table).select("*");
        expect(a.status).toBe(404);
        expect(a.error?.code).toBe("PGRST205");
        expect((await staff.from(table).select("*")).status).toBe(404);
      }
    });
  });

  describe("bad input never yields 5xx", () => {
    it("keys and tokens", async () => {
      expect((await raw("leads", { as: "none" })).status).toBe(401);
      const forged = await raw("leads", { headers: { apikey: "x.y.z", authorization: "Bearer x.y.z" } });
      expect(forged.status).toBe(401);
      const now = Math.floor(Date.now() / 1000);
      const expired = await t.app.tokens.sign({ role: "authenticated", sub: crypto.randomUUID(), session_id: crypto.randomUUID(), iat: now - 7200, exp: now - 10 });
      const r = await raw("leads", { headers: { authorization: `Bearer ${expired}` } });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe("PGRST303");
      expect(r.headers.get("www-authenticate")).toMatch(/Bearer/);
      const otherSecret = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.3w4bWpD1bS4zmyFoKdWwqKZ8pJ8NE5k4h5iX9Yc0pXo";
      expect((await raw("leads", { headers: { authorization: `Bearer ${otherSecret}` } })).status).toBe(401);
      const noSession = await t.app.tokens.sign({ role: "authenticated", sub: crypto.randomUUID(), session_id: crypto.randomUUID(), iat: now, exp: now + 600 });
      expect((await raw("leads", { headers: { authorization: `Bearer ${noSession}` } })).status).toBe(401);
    });

    it("bodies", async () => {
      const malformed = await raw("leads", { method: "POST", body: '{"name": "x",' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.code).toBe("PGRST102");
      const huge = await raw("leads", { method: "POST", body: JSON.stringify(lead(1, { name: "x".repeat(70 * 1024) })) });
      expect(huge.status).toBe(413);
      const scalar = await raw("leads", { method: "POST", body: "42" });
      expect(scalar.status).toBe(400);
      const arrayOfJunk = await raw("leads", { method: "POST", body: "[1,2]" });
      expect(arrayOfJunk.status).toBe(400);
      const text = await raw("leads", { method: "POST", body: "name=x", headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(text.status).toBe(415);
      const proto = await raw("leads", { method: "POST", body: '{"__proto__": {"admin": true}, "name": "x"}' });
      expect(proto.status).toBe(400);
    });

    it("queries", async () => {
      const cases: Array<[string, number]> = [
        ["leads?select=nope", 400],
        ["leads?nope=eq.1", 400],
        ["leads?name=wat.1", 400],
        ["leads?name=eq", 400],
        ["leads?or=(name.eq.1", 400],
        ["leads?or=name.eq.1", 400],
        ["leads?or=()", 400],
        ["leads?and=(name.eq.a,or(email.eq.b,nope.eq.c))", 400],
        ["leads?id=eq.not-a-uuid", 400],
        ["leads?created_at=gte.yesterday", 400],
        ["leads?metadata=eq.x", 400],
        ["leads?limit=-1", 400],
        ["leads?limit=abc", 400],
        ["leads?order=name.sideways", 400],
        ["leads?order=nope.asc", 400],
        ["leads?select=*,chat_sessions(*)", 400],
        ["leads?select=name::text", 400],
        ["leads?name=in.(a,b", 400],
        ["leads?location=is.maybe", 400],
        ["leads/extra", 404],
        ["rpc/do_something", 404],
        ["leads;drop table leads", 404],
      ];
      for (const [path, status] of cases) {
        const r = await raw(path, { as: "staff" });
        expect({ path, status: r.status }).toEqual({ path, status });
        expect(typeof r.body.message).toBe("string");
      }
      const csv = await raw("leads", { as: "staff", headers: { accept: "text/csv" } });
      expect(csv.status).toBe(406);
      const profile = await raw("leads", { as: "staff", headers: { "accept-profile": "private" } });
      expect(profile.status).toBe(406);
    });

    it("SQL metacharacters are plain values", async () => {
      const evil = `Robert'); DROP TABLE leads;-- "%_*\\`;
      const ins = await anon.from("leads").insert(lead(99, { name: evil }));
      expect(ins.status).toBe(201);
      const found = await staff.from("leads").select("name").eq("name", evil);
      expect(found.data).toEqual([{ name: evil }]);
      const viaOr = await staff.from("leads").select("name").or(`name.eq."${evil.replace(/["\\]/g, "\\$&")}"`);
      expect(viaOr.data).toEqual([{ name: evil }]);
      const ilike = await staff.from("leads").select("name").ilike("name", "%drop table%");
      expect(ilike.data).toHaveLength(1);
      const quoteCol = await raw(`leads?select=${encodeURIComponent('name"; drop table leads; --')}`, { as: "staff" });
      expect(quoteCol.status).toBe(400);
      expect((await staff.from("leads").select("id", { count: "exact", head: true })).count).toBeGreaterThan(0);
    });

    it("caps responses at 1000 rows", async () => {
      const rows = Array.from({ length: 1005 }, (_, i) => lead(1000 + i, { name: `Bulk ${i}` }));
      // Two requests keep each body under 64 KB... the cap test needs many rows, so write them directly.
      const values = rows.map((r) => ({ ...r, id: crypto.randomUUID(), phone: null, location: null, metadata: null, created_at: new Date().toISOString() }));
      for (let i = 0; i < values.length; i += 200) await t.app.database.db.insertInto("leads").values(values.slice(i, i + 200)).execute();
      const r = await staff.from("leads").select("id", { count: "exact" }).limit(5000);
      expect(r.data).toHaveLength(1000);
      expect(r.count).toBeGreaterThan(1000);
      expect(r.status).toBe(206);
    });
  });

  describe("CORS and headers", () => {
    it("answers preflights anywhere under the API and exposes Content-Range", async () => {
      for (const path of ["/rest/v1/leads", "/auth/v1/token", "/functions/v1/anything", "/rest/v1/deep/path"]) {
        const res = await fetch(`${t.url}${path}`, {
          method: "OPTIONS",
          headers: { origin: "https://example.org", "access-control-request-method": "POST", "access-control-request-headers": "apikey, authorization, content-type, prefer, x-client-info" },
        });
        expect(res.status).toBe(204);
        expect(res.headers.get("access-control-allow-origin")).toBe("*");
        expect(res.headers.get("access-control-allow-headers")).toMatch(/apikey/);
        expect(res.headers.get("access-control-allow-methods")).toMatch(/PATCH/);
      }
      const r = await raw("clinics?select=name");
      expect(r.headers.get("access-control-expose-headers")).toMatch(/Content-Range/);
      expect(r.headers.get("access-control-expose-headers")).toMatch(/X-Supabase-Api-Version/);
      expect(r.headers.get("content-range")).toMatch(/\/\*$|\/\d+$/);
    });

    it("serves /config.json with the public origin and the anonymous key", async () => {
      const res = await fetch(`${t.url}/config.json`);
      const body = (await res.json()) as { supabaseUrl: string; anonKey: string };
      expect(body.supabaseUrl).toBe(t.url);
      expect(body.anonKey).toBe(key);
      const claims = JSON.parse(Buffer.from(key.split(".")[1]!, "base64url").toString());
      expect(claims.role).toBe("anon");
    });
  });
});

describe("anonymous write limit", () => {
  it("answers 429 after the per-minute budget", async () => {
    const t = await startTestApp("sqlite", { listen: true, overrides: { publicWriteLimitPerMinute: 3 } });
    try {
      const anon = await supabaseFor(t);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await anon.from("leads").insert(lead(i))).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    } finally {
      await t.close();
    }
  });
});
