import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { signedInAgent } from "../../../tests/server/functions-client.ts";

const EN = "en-IN,en;q=0.9";
const HI = "hi-IN,hi;q=0.9,en;q=0.8";

async function waitFor(check: () => Promise<boolean>, ms = 5_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe.each(testDatabaseKinds())("cached documents (%s)", (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(kind, { web: true, listen: true });
    const staff = await signedInAgent(t, `pages-${kind}@example.in`, "pages-password-1");
    headers = { apikey: await t.app.tokens.anonKey, authorization: `Bearer ${staff.token}`, "content-type": "application/json", prefer: "return=representation" };
  });
  afterAll(async () => t?.close());

  const page = (url: string, extra: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
    t.app.inject({ method, url, headers: { "accept-language": EN, ...extra } });

  it("renders a page once per variant and answers every later request from memory, 304 when the browser holds it", async () => {
    const reads = vi.spyOn(t.app.blog, "listPublished");
    const first = await page("/blog?q=soil");
    const again = await page("/blog?q=soil");
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect(reads).toHaveBeenCalledTimes(1);
    const head = await page("/blog?q=soil", {}, "HEAD");
    expect([head.statusCode, head.body, head.headers.etag]).toEqual([200, "", first.headers.etag]);
    const held = await page("/blog?q=soil", { "if-none-match": String(first.headers.etag) });
    expect([held.statusCode, held.body]).toEqual([304, ""]);
    // Another query is another page.
    await page("/blog?q=pH");
    expect(reads).toHaveBeenCalledTimes(2);
    reads.mockRestore();
  });

  it("keeps each language a visitor may want apart: the offer to read in Hindi is not shown to everyone", async () => {
    const en = await page("/about");
    const hi = await page("/about", { "accept-language": HI });
    const hiByCookie = await page("/about", { cookie: "theme=dark; lang=hi" });
    expect(hi.headers.etag).not.toBe(en.headers.etag);
    expect(hiByCookie.headers.etag).toBe(hi.headers.etag);
    expect((await page("/about")).headers.etag).toBe(en.headers.etag);
    expect((await page("/about", { "accept-language": HI })).headers.etag).toBe(hi.headers.etag);
  });

  it("never keeps what is per visitor: the admin area and form posts", async () => {
    const admin = [await page("/admin/login"), await page("/admin/login")].map((r) => r.headers["content-security-policy"]);
    // Each response carries its own nonce.
    expect(admin[0]).toMatch(/'nonce-/);
    expect(admin[1]).not.toBe(admin[0]);
    // A form post is answered by its action every time, even right after a read of the same page.
    await page("/contact");
    const post = await t.app.inject({ method: "POST", url: "/contact", headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": EN }, payload: "intent=contact&name=" });
    expect(post.statusCode).toBe(400);
  });

  it("shows a published post and an edited clinic on the next request", async () => {
    const before = await page("/blog");
    const created = await t.app.inject({
      method: "POST",
      url: "/rest/v1/blog_posts",
      headers,
      payload: { slug: `fresh-${kind}`, title: `Fresh from the field ${kind}`, content: "<p>New</p>", excerpt: "New", status: "published", language: "en" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await page("/blog");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain(`Fresh from the field ${kind}`);

    const finder = await page("/find-clinic");
    const clinic = await t.app.inject({
      method: "POST",
      url: "/rest/v1/clinics",
      headers,
      payload: { name: `Niphad clinic ${kind}`, address: "Market road", district: "Nashik", state: "Maharashtra", services: [], lat: 20.08, lng: 74.11 },
    });
    expect(clinic.statusCode, clinic.body).toBe(201);
    const found = await page("/find-clinic");
    expect(found.headers.etag).not.toBe(finder.headers.etag);
    expect(found.body).toContain(`Niphad clinic ${kind}`);
  });

  it.runIf(kind === "postgres")("clears the pages of every process sharing the database", async () => {
    const other = await buildApp(t.config, { web: true, logger: false });
    try {
      await other.ready();
      await other.realtime.ready();
      const read = () => other.inject({ method: "GET", url: "/blog", headers: { "accept-language": EN } });
      const before = await read();
      expect((await read()).headers.etag).toBe(before.headers.etag);
      const created = await t.app.inject({
        method: "POST",
        url: "/rest/v1/blog_posts",
        headers,
        payload: { slug: "from-the-other-process", title: "Written on the first process", content: "<p>x</p>", excerpt: "x", status: "published", language: "en" },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(await waitFor(async () => (await read()).body.includes("Written on the first process"))).toBe(true);
    } finally {
      await other.close();
    }
  });
});
