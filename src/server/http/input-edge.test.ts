import { existsSync } from "node:fs";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { signedInAgent } from "../../../tests/server/functions-client.ts";
import { isStorableText, jsonDepth, jsonTextDepth, storableTime } from "../../shared/storable.ts";
import { plainErrorHandler } from "./error-handler.server.ts";
import { inputErrorsAs400 } from "../web/load-context.ts";

const nested = (depth: number): Record<string, unknown> => {
  let v: Record<string, unknown> = { leaf: 1 };
  for (let i = 1; i < depth; i++) v = { a: v };
  return v;
};

describe("what both databases can store", () => {
  it("refuses NUL, non-characters and lone surrogates, keeps any real text", () => {
    for (const bad of ["a\u0000b", "\uFFFE", "\uFFFF", "\uFDD0", "x\uD800", "\uDC00y", "\u{1FFFE}"]) expect(isStorableText(bad)).toBe(false);
    for (const good of ["", "Asha Devi", "मिट्टी की जाँच", "🌾", "tab\there"]) expect(isStorableText(good)).toBe(true);
  });

  it("takes dates in years 0001–9999 only", () => {
    expect(storableTime("2026-01-31T10:00:00Z")).toBe(Date.parse("2026-01-31T10:00:00Z"));
    expect(storableTime("0001-01-01T00:00:00.000Z")).toBeDefined();
    expect(storableTime("+275760-09-13T00:00:00.000Z")).toBeUndefined();
    expect(storableTime("-000001-01-01T00:00:00.000Z")).toBeUndefined();
    expect(storableTime("10000-01-01")).toBeUndefined();
  });

  it("measures JSON depth without recursion, also for 100,000 levels", () => {
    expect(jsonDepth({ a: [1, { b: 2 }] })).toBe(3);
    expect(jsonDepth("x")).toBe(0);
    expect(jsonTextDepth('{"a":"[[[[","b":[1]}')).toBe(2);
    expect(jsonTextDepth("[".repeat(100_000))).toBe(100_000);
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(jsonDepth(deep)).toBe(100_000);
  });
});

describe("the last error handler", () => {
  it("logs an internal error and sends the client a fixed sentence, never its message or stack", async () => {
    const logged: string[] = [];
    const app = Fastify({ logger: { level: "error", stream: { write: (line: string) => void logged.push(line) } } });
    app.setErrorHandler(plainErrorHandler);
    app.get("/boom", async () => {
      throw new Error("relation secret_table does not exist");
    });
    const res = await app.inject({ url: "/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.body).toBe("Something went wrong on our side; please try again");
    expect(logged.join("")).toContain("secret_table");
    await app.close();
  });
});

describe("page loaders' services", () => {
  it("turn a database input error into a 400 response and let other errors through", async () => {
    const service = {
      prefix: "post-",
      async find(code: string) {
        if (code === "ok") return this.prefix + code;
        throw Object.assign(new Error("invalid byte sequence for encoding UTF8: 0x00"), { code });
      },
    };
    const guarded = inputErrorsAs400(service, ["find"]);
    expect(await guarded.find("ok")).toBe("post-ok");
    const thrown = await guarded.find("22021").catch((e: unknown) => e);
    expect(thrown).toMatchObject({ init: { status: 400 }, data: expect.stringMatching(/cannot store/) });
    await expect(guarded.find("XX000")).rejects.toThrow(/invalid byte sequence/);
  });
});

describe.each(testDatabaseKinds())("input every path refuses with 4xx (%s)", (kind) => {
  let t: TestApp;
  let anon: Record<string, string>;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true });
    const key = await t.app.tokens.anonKey;
    anon = { apikey: key, authorization: `Bearer ${key}` };
    const agent = await signedInAgent(t, `edge-${kind}@example.in`);
    staff = { apikey: key, authorization: `Bearer ${agent.token}` };
  });
  afterAll(async () => t?.close());

  const lead = (extra: Record<string, unknown>) => ({ name: "Asha Devi", email: "asha@example.in", user_type: "farmer", source: "website", ...extra });

  it("a NUL or an out-of-range date in a data filter is a 400 with a PostgREST code", async () => {
    const nul = await t.app.inject({ url: "/rest/v1/blog_posts?title=eq.a%00b", headers: anon });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: "22021" });
    const far = await t.app.inject({ url: "/rest/v1/blog_posts?published_at=gt.%2B275760-09-13T00:00:00.000Z", headers: anon });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({ code: "22008" });
    const surrogate = await t.app.inject({ url: "/rest/v1/blog_posts?title=eq.%ED%A0%80", headers: anon });
    expect(surrogate.statusCode).toBeLessThan(500);
  });

  it("a lead with NUL, a lone surrogate or metadata deeper than 8 levels is a 400", async () => {
    const post = (body: unknown) =>
      t.app.inject({ method: "POST", url: "/rest/v1/leads", headers: { ...anon, "content-type": "application/json" }, payload: JSON.stringify(body) });
    for (const bad of [lead({ name: "a\u0000b" }), lead({ location: "x\uD800" }), lead({ metadata: { note: "a\u0000" } }), lead({ metadata: nested(9) })]) {
      const res = await post(bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(/non-characters|nested at most 8/);
    }
    const ok = await post(lead({ metadata: nested(8) }));
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it("JSON nested 5,000 deep anywhere in the API is a 400, not a stack overflow", async () => {
    const deep = `{"metadata":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    for (const url of ["/rest/v1/leads", "/auth/v1/token?grant_type=password", "/functions/v1/live-chat?action=start_chat"]) {
      const res = await t.app.inject({ method: "POST", url, headers: { ...anon, "content-type": "application/json" }, payload: deep });
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toMatch(/nested more than 32 levels/);
    }
  });

  it("a sign-in or a chat with NUL is a 400", async () => {
    const signIn = await t.app.inject({
      method: "POST",
      url: "/auth/v1/token?grant_type=password",
      headers: { ...anon, "content-type": "application/json" },
      payload: { email: "a\u0000@example.in", password: "long-enough-1" },
    });
    expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
    expect(signIn.statusCode).toBeLessThan(500);
    const chat = await t.app.inject({
      method: "POST",
      url: "/functions/v1/live-chat?action=start_chat",
      headers: { ...anon, "content-type": "application/json" },
      payload: { name: "Ravi\u0000", email: "ravi@example.in", user_type: "farmer" },
    });
    expect(chat.statusCode).toBe(400);
  });

  it("a staff search or export with NUL or a far date is a 400, and the export is whole otherwise", async () => {
    for (const fn of ["leads-page", "leads-summary", "leads-export"]) {
      for (const q of ["q=ab%00c", "since=%2B275760-09-13T00:00:00.000Z"]) {
        const res = await t.app.inject({ url: `/functions/v1/${fn}?${q}`, headers: staff });
        expect(res.statusCode, `${fn}?${q}`).toBe(400);
      }
    }
    const csv = await t.app.inject({ url: "/functions/v1/leads-export?q=asha", headers: staff });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split("\n")[0]).toMatch(/name/i);
  });
});

const hasBuild = existsSync(`${process.env.BUILD_DIR || "build"}/server/index.js`);

// Pages need the site build (CI builds before the tests run).
describe.skipIf(!hasBuild)("page routes parse only the bodies they expect", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await startTestApp("sqlite", { web: true })));
  afterAll(async () => t?.close());

  const forms = ["/contact", "/csr", "/for-partners", "/find-clinic", "/hi/contact"];

  it("text/plain or JSON bodies to a form page are 415", async () => {
    for (const url of forms) {
      for (const [type, payload] of [["text/plain", "intent=contact"], ["application/json", '{"intent":"contact"}']]) {
        const res = await t.app.inject({ method: "POST", url, headers: { "content-type": type! }, payload });
        expect(res.statusCode, `${url} ${type}`).toBe(415);
        expect(res.body).toMatch(/Pages accept forms only/);
      }
    }
  });

  it("multipart without a boundary, or that cannot be read, is 400", async () => {
    const res = await t.app.inject({ method: "POST", url: "/contact", headers: { "content-type": "multipart/form-data" }, payload: "x" });
    expect(res.statusCode).toBe(400);
    const broken = await t.app.inject({ method: "POST", url: "/contact", headers: { "content-type": "multipart/form-data; boundary=XyZ" }, payload: "intent=contact&name=Asha" });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).toBe("The multipart form could not be read");
  });

  it("PUT, PATCH and DELETE are 405 with Allow, even with 20,000 `[` in the body", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      for (const url of [...forms, "/", "/blog", "/admin/leads"]) {
        const res = await t.app.inject({ method, url, headers: { "content-type": "application/json" }, payload: "[".repeat(20_000) });
        expect(res.statusCode, `${method} ${url}`).toBe(405);
        expect(res.headers.allow).toBe("GET, HEAD, POST");
        expect(res.body).not.toMatch(/stack|Maximum call/i);
      }
    }
  });

  it("a page address holding NUL is 400, a normal search still works", async () => {
    expect((await t.app.inject({ url: "/blog?q=ab%00c" })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/blog/a%00b" })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/blog?q=%E0%A4" })).statusCode).toBeLessThan(500);
    expect((await t.app.inject({ url: "/blog?q=soil" })).statusCode).toBe(200);
  });

  it("a form post with NUL in a field is refused as a field error, never a server error", async () => {
    const body = new URLSearchParams({ intent: "contact", name: "Asha\u0000", email: "asha@example.in", message: "Soil test please" }).toString();
    const res = await t.app.inject({ method: "POST", url: "/contact", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: body });
    expect(res.statusCode).toBe(400);
  });
});
