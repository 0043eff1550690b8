import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { CSP_REPORT_LIMIT } from "./csp-report.server.ts";
import { contentSecurityPolicy, tileSource } from "./csp.server.ts";
import { islandLoader } from "./islands.server.ts";

/** Public pages in both languages and a missing page: documents with islands (decision 0024). */
const DOCUMENT_PAGES = ["/", "/about", "/find-clinic", "/contact", "/csr", "/for-partners", "/blog", "/sitemap", "/hi", "/hi/find-clinic", "/no-such-page"];
/** The admin screens (rendered as a shell) hydrate. */
const HYDRATED_PAGES = ["/admin/login", "/admin", "/admin/leads"];

function nonceOf(policy: string | undefined): string {
  const m = /script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(policy ?? "");
  expect(m, `no script nonce in: ${policy}`).not.toBeNull();
  return m![1]!;
}

function expectStrictPolicy(policy: string) {
  for (const d of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "img-src 'self' data: blob:", "report-uri /csp-report"]) {
    expect(policy).toContain(d);
  }
  expect(policy).not.toMatch(/script-src[^;]*('unsafe-inline'|'self'|https?:)/);
}

describe("Content-Security-Policy on pages", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await startTestApp("sqlite", { web: true })));
  afterAll(async () => t?.close());

  it.each(DOCUMENT_PAGES)("%s allows only its islands loader, by hash, and is the same on every response", async (url) => {
    const first = await t.app.inject({ url });
    const again = await t.app.inject({ url });
    expect(first.statusCode).toBeLessThan(500);
    const policy = first.headers["content-security-policy"] as string;
    expectStrictPolicy(policy);
    const hash = /script-src ('sha256-[A-Za-z0-9+/=]+') 'strict-dynamic'/.exec(policy)?.[1];
    expect(hash, policy).toBeDefined();
    expect(again.headers["content-security-policy"]).toBe(policy);
    // No nonce anywhere: the bytes do not change from one response to the next.
    expect(first.body).not.toContain("nonce=");
    expect(again.body).toBe(first.body);
    // Every script is either data (never run) or the loader the hash allows.
    const scripts = Array.from(first.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g));
    const code = scripts.filter(([, attrs]) => !/type="application\/(ld\+)?json"/.test(attrs!));
    expect(code).toHaveLength(1);
    const [, attrs, text] = code[0]!;
    expect(attrs).toBe("");
    const src = /src:"(\/assets\/islands-[\w-]+\.js)"/.exec(text!)?.[1];
    expect(src, text).toBeDefined();
    expect(text).toBe(islandLoader(src!).loader);
    expect(`'sha256-${createHash("sha256").update(text!).digest("base64")}'`).toBe(hash);
  });

  it.each(HYDRATED_PAGES)("%s has a fresh nonce per response, on every inline script", async (url) => {
    const seen = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBeLessThan(500);
      const policy = res.headers["content-security-policy"] as string;
      expectStrictPolicy(policy);
      const nonce = nonceOf(policy);
      seen.add(nonce);
      const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, tag).toContain(`nonce="${nonce}"`);
    }
    expect(seen.size).toBe(2);
  });

  it("inlines the first-screen CSS without a nonce (styles are allowed inline), and sends the offline reader uncached", async () => {
    const res = await t.app.inject({ url: "/hi/find-clinic" });
    const head = res.body.slice(0, res.body.indexOf("</head>"));
    expect(head).toContain(`<style data-critical>`);
    const worker = await t.app.inject({ url: "/sw.js" });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    const asset = (/href="(\/assets\/app-[^"]+\.css)"/.exec(res.body) ?? [])[1]!;
    expect((await t.app.inject({ url: asset })).headers["cache-control"]).toContain("immutable");
  });

  it("answers HEAD with the page's policy too", async () => {
    const page = await t.app.inject({ method: "HEAD", url: "/" });
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'sha256-/);
    nonceOf((await t.app.inject({ method: "HEAD", url: "/admin/login" })).headers["content-security-policy"] as string);
  });
});

describe("violation reports", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await startTestApp("sqlite")));
  afterAll(async () => t?.close());

  const report = { "csp-report": { "document-uri": "http://x/", "violated-directive": "script-src-elem", "blocked-uri": "inline" } };

  it("takes both report formats with 204", async () => {
    const a = await t.app.inject({ method: "POST", url: "/csp-report", headers: { "content-type": "application/csp-report", "x-forwarded-for": "1" }, payload: JSON.stringify(report) });
    expect(a.statusCode).toBe(204);
    const b = await t.app.inject({
      method: "POST",
      url: "/csp-report",
      headers: { "content-type": "application/reports+json" },
      payload: JSON.stringify([{ type: "csp-violation", body: { documentURL: "http://x/", effectiveDirective: "script-src-elem" } }]),
    });
    expect(b.statusCode).toBe(204);
    const broken = await t.app.inject({ method: "POST", url: "/csp-report", headers: { "content-type": "application/csp-report" }, payload: "{not json" });
    expect(broken.statusCode).toBe(204);
  });

  it("refuses a large body", async () => {
    const big = JSON.stringify({ "csp-report": { "document-uri": "x".repeat(20_000) } });
    const res = await t.app.inject({ method: "POST", url: "/csp-report", headers: { "content-type": "application/csp-report" }, payload: big });
    expect(res.statusCode).toBe(413);
  });

  it("limits reports per address with 429 and Retry-After", async () => {
    const send = () =>
      t.app.inject({ method: "POST", url: "/csp-report", remoteAddress: "203.0.113.9", headers: { "content-type": "application/csp-report" }, payload: JSON.stringify(report) });
    for (let i = 0; i < CSP_REPORT_LIMIT.max; i++) expect((await send()).statusCode).toBe(204);
    const res = await send();
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("policy text", () => {
  it("turns an XYZ tile template into an img-src origin", () => {
    expect(tileSource("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://*.tile.openstreetmap.org");
    expect(tileSource("https://tiles.example.com/{z}/{x}/{y}.png")).toBe("https://tiles.example.com");
    expect(tileSource("/tiles/{z}/{x}/{y}.png")).toBeNull();
    expect(contentSecurityPolicy({ nonce: "abc" }, { tileUrl: "/t/{z}.png" })).toContain("img-src 'self' data: blob:;");
    expect(contentSecurityPolicy({ nonce: "abc" })).toContain("script-src 'nonce-abc' 'strict-dynamic';");
    expect(contentSecurityPolicy({ hashes: ["'sha256-x'"] })).toContain("script-src 'sha256-x' 'strict-dynamic';");
    // A build without islands: a document page runs no script at all.
    expect(contentSecurityPolicy({ hashes: [] })).toContain("script-src 'none';");
  });
});
