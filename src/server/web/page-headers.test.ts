import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";

/**
 * Page policy details decided per page. A page says who may frame it once, in its policy's frame-ancestors (every
 * browser in use reads it); everything else the server answers keeps
 * X-Frame-Options, since it has no page policy.
 */
describe("page headers", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await startTestApp("sqlite", { web: true, listen: true })));
  afterAll(async () => t?.close());

  it("a page carries frame-ancestors and not X-Frame-Options", async () => {
    for (const path of ["/", "/hi/find-clinic", "/no-such-page"]) {
      const res = await fetch(t.url + path);
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'self'");
      expect(res.headers.get("x-frame-options"), path).toBeNull();
    }
  });

  it("lets map tiles in only on the pages that show a map", async () => {
    const policy = async (path: string) => (await fetch(t.url + path)).headers.get("content-security-policy") ?? "";
    for (const path of ["/find-clinic", "/hi/find-clinic", "/contact", "/hi/contact"]) expect(await policy(path), path).toMatch(/img-src 'self' data: blob: https:\/\/\S+;/);
    for (const path of ["/", "/hi", "/about", "/find-clinic/dialog", "/admin/login"]) expect(await policy(path), path).toContain("img-src 'self' data: blob:;");
  });

  it("a file or an API answer keeps X-Frame-Options", async () => {
    for (const path of ["/favicon.svg", "/healthz"]) {
      const res = await fetch(t.url + path);
      expect(res.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
    }
  });
});
