import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";

/**
 * A page says who may frame it once, in its policy's frame-ancestors (every
 * browser in use reads it); everything else the server answers keeps
 * X-Frame-Options, since it has no page policy.
 */
describe("framing headers", () => {
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

  it("a file or an API answer keeps X-Frame-Options", async () => {
    for (const path of ["/favicon.svg", "/healthz"]) {
      const res = await fetch(t.url + path);
      expect(res.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
    }
  });
});
