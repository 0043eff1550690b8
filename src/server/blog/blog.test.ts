import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleBlogPosts, sampleHindiPosts } from "../../../content/blog-posts.ts";
import { upsertConfirmedUser } from "../auth/users.server.ts";
import { supabaseFor } from "../../../tests/server/supabase.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { sanitizePostHtml } from "./sanitize.server.ts";

const EVIL = [
  "<h2>Fine heading</h2>",
  "<p>Safe <strong>bold</strong> text</p>",
  "<script>alert('x')</script>",
  '<img src="https://img.example/a.png" onerror="alert(1)" alt="a">',
  '<a href="javascript:alert(2)">click</a>',
  '<a href="JaVaScRiPt&colon;alert(3)">encoded</a>',
  '<p onclick="steal()" style="color:red">styled</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload="alert(4)"><circle /></svg>',
  '<a href="https://ok.example" target="_blank">ok link</a>',
].join("");

function expectClean(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/<iframe|<svg|style=/i);
  expect(html).toContain("<h2>Fine heading</h2>");
  expect(html).toContain("<strong>bold</strong>");
  expect(html).toContain('<img src="https://img.example/a.png" alt="a" />');
  expect(html).toContain('<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok link</a>');
}

describe("sanitizePostHtml", () => {
  it("keeps the editor's markup and drops scripts, handlers, javascript: links and foreign elements", () => {
    expectClean(sanitizePostHtml(EVIL));
  });
  it("turns a level 1 heading into level 2 (the page title is the only h1)", () => {
    expect(sanitizePostHtml("<h1>Title</h1>")).toBe("<h2>Title</h2>");
  });
});

describe.each(testDatabaseKinds())("blog and leads privacy on %s", (kind) => {
  let t: TestApp;
  let anon: SupabaseClient;
  let staff: SupabaseClient;

  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true });
    await upsertConfirmedUser(t.app.database, "editor@soil.example", "editor-password");
    anon = await supabaseFor(t);
    staff = await supabaseFor(t);
    const s = await staff.auth.signInWithPassword({ email: "editor@soil.example", password: "editor-password" });
    expect(s.error).toBeNull();
  });
  afterAll(async () => t?.close());

  it("a fresh site has the sample posts, published", async () => {
    const { data, count } = await anon.from("blog_posts").select("slug", { count: "exact" });
    const all = [...sampleBlogPosts, ...sampleHindiPosts];
    expect(count).toBe(all.length);
    expect(data!.map((p) => p.slug).sort()).toEqual(all.map((p) => p.slug).sort());
  });

  it("the anonymous key cannot read leads, even by count", async () => {
    expect((await anon.from("leads").insert({ name: "Asha", email: "asha@farm.example", user_type: "farmer" })).status).toBe(201);
    const list = await anon.from("leads").select("*");
    expect(list.status).toBe(401);
    expect(list.error?.code).toBe("42501");
    expect(list.data).toBeNull();
    const head = await anon.from("leads").select("id", { count: "exact", head: true });
    expect(head.status).toBe(401);
    expect(head.count).toBeNull();
    const staffCount = await staff.from("leads").select("id", { count: "exact", head: true });
    expect(staffCount.count).toBe(1);
  });

  it("the anonymous key cannot read drafts, by list, id, slug or count", async () => {
    const draft = await staff
      .from("blog_posts")
      .insert({ slug: "secret-draft", title: "Secret draft", content: "<p>not yet</p>", status: "draft" })
      .select("id")
      .single();
    expect(draft.error).toBeNull();
    const all = await anon.from("blog_posts").select("slug,status");
    expect(all.data!.every((p) => p.status === "published")).toBe(true);
    expect(all.data!.some((p) => p.slug === "secret-draft")).toBe(false);
    expect((await anon.from("blog_posts").select("*").eq("id", draft.data!.id)).data).toEqual([]);
    expect((await anon.from("blog_posts").select("*").eq("status", "draft")).data).toEqual([]);
    const head = await anon.from("blog_posts").select("id", { count: "exact", head: true }).eq("slug", "secret-draft");
    expect(head.count).toBe(0);
    // Nor through the public pages' own queries.
    expect(await t.app.blog.getPublished("secret-draft")).toBeNull();
    const cards = await t.app.blog.listPublished({ q: "secret" });
    expect(cards).toEqual([]);
    // Staff sees it.
    expect((await staff.from("blog_posts").select("id").eq("slug", "secret-draft")).data).toHaveLength(1);
  });

  it("a post body with <script>, onerror= and javascript: comes back clean, on insert and on update", async () => {
    const ins = await staff
      .from("blog_posts")
      .insert({ slug: "evil-post", title: "Evil", content: EVIL, status: "published", category: "Technology" })
      .select("content")
      .single();
    expect(ins.error).toBeNull();
    expectClean(ins.data!.content);
    const read = await anon.from("blog_posts").select("content").eq("slug", "evil-post").single();
    expectClean(read.data!.content);

    const upd = await staff.from("blog_posts").update({ content: `<p>v2</p>${EVIL}` }).eq("slug", "evil-post");
    expect(upd.error).toBeNull();
    const again = await anon.from("blog_posts").select("content").eq("slug", "evil-post").single();
    expect(again.data!.content.startsWith("<p>v2</p>")).toBe(true);
    expectClean(again.data!.content);
  });

  it("rows written around the API are cleaned again when the public page reads them", async () => {
    const now = new Date().toISOString();
    await t.app.database.db
      .insertInto("blog_posts")
      .values({
        id: crypto.randomUUID(),
        slug: "legacy-post",
        title: "Legacy",
        excerpt: null,
        content: EVIL,
        author: null,
        category: null,
        tags: "[]",
        image_url: null,
        status: "published",
        published_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const post = await t.app.blog.getPublished("legacy-post");
    expectClean(post!.html);
  });

  it("each blog lists the posts of its language, and a post links to its translations", async () => {
    const hi = await t.app.blog.listPublished({ language: "hi" });
    expect(hi.map((p) => p.slug).sort()).toEqual(sampleHindiPosts.map((p) => p.slug).sort());
    const en = await t.app.blog.listPublished({ language: "en" });
    // (Other tests here add English posts of their own.)
    expect(en.map((p) => p.slug)).toEqual(expect.arrayContaining(sampleBlogPosts.map((p) => p.slug)));
    expect(en.filter((p) => sampleHindiPosts.some((h) => h.slug === p.slug))).toEqual([]);
    // Linked from the Hindi side; found from both.
    const hindi = await t.app.blog.getPublished("mitti-ek-zinda-tantra-hai");
    expect(hindi).toMatchObject({ language: "hi", translations: [{ slug: "understanding-soil-as-a-living-system", language: "en" }] });
    const english = await t.app.blog.getPublished("understanding-soil-as-a-living-system");
    expect(english).toMatchObject({ language: "en", translations: [{ slug: "mitti-ek-zinda-tantra-hai", language: "hi" }] });
    expect((await t.app.blog.getPublished("buvai-se-pehle-mitti-jaanch"))?.translations).toEqual([]);
    expect((await t.app.blog.getPublished("five-steps-to-start-organic-farming"))?.translations).toEqual([]);
    // Staff set a post's language and link through the API; a bad language is a 400-class error.
    const bad = await staff.from("blog_posts").update({ language: "fr" }).eq("slug", "five-steps-to-start-organic-farming");
    expect(bad.error).not.toBeNull();
  });

  it("links a post to every published translation, in any of the languages, however the posts were linked", async () => {
    const english = await staff.from("blog_posts").select("id").eq("slug", "understanding-soil-as-a-living-system").single();
    const add = async (slug: string, language: string, translation_id: string, status = "published") => {
      const r = await staff.from("blog_posts").insert({ slug, title: `${language} version`, content: "<p>x</p>", language, translation_id, status }).select("id").single();
      expect(r.error).toBeNull();
      return (r.data as { id: string }).id;
    };
    // Telugu names the English post; a Marathi draft names the Telugu one; Kannada names the Marathi draft.
    const te = await add("matti-oka-jeeva-vyavastha", "te", (english.data as { id: string }).id);
    const mr = await add("maati-ek-jivant-vyavastha", "mr", te, "draft");
    await add("mannu-ondu-jeeva-vyavasthe", "kn", mr);
    const languagesOf = async (slug: string) => (await t.app.blog.getPublished(slug))?.translations.map((v) => v.language);
    expect(await languagesOf("understanding-soil-as-a-living-system")).toEqual(["hi", "kn", "te"]);
    expect(await languagesOf("matti-oka-jeeva-vyavastha")).toEqual(["en", "hi", "kn"]);
    expect(await languagesOf("mannu-ondu-jeeva-vyavasthe")).toEqual(["en", "hi", "te"]);
    expect(await languagesOf("mitti-ek-zinda-tantra-hai")).toEqual(["en", "kn", "te"]);
    // The sitemap names the same versions.
    const entry = (await t.app.blog.sitemapEntries()).find((p) => p.slug === "matti-oka-jeeva-vyavastha");
    expect(entry?.translations).toEqual([
      { slug: "understanding-soil-as-a-living-system", language: "en" },
      { slug: "mitti-ek-zinda-tantra-hai", language: "hi" },
      { slug: "mannu-ondu-jeeva-vyavasthe", language: "kn" },
    ]);
  });

  it("public search matches title or excerpt, ignores case, and filters by category", async () => {
    const byTitle = await t.app.blog.listPublished({ q: "ORGANIC FARMING" });
    expect(byTitle.map((p) => p.slug)).toEqual(["five-steps-to-start-organic-farming"]);
    const byExcerpt = await t.app.blog.listPublished({ q: "lab reports" });
    expect(byExcerpt.map((p) => p.slug)).toEqual(["how-a-portable-soil-testing-device-works"]);
    const cat = await t.app.blog.listPublished({ category: "Success Stories" });
    expect(cat.map((p) => p.slug)).toEqual(["from-seven-to-nine-quintals-a-farmers-story"]);
    // % and _ are taken literally, not as wildcards.
    expect((await t.app.blog.listPublished({ q: "5%" })).map((p) => p.slug)).toEqual(["from-seven-to-nine-quintals-a-farmers-story"]);
    expect(await t.app.blog.listPublished({ q: "_" })).toEqual([]);
  });
});
