import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { signedInAgent } from "../../../tests/server/functions-client.ts";
import { apiTables } from "../rest/tables.server.ts";

describe.each(testDatabaseKinds())("answers to someone signed in (%s)", (kind) => {
  let t: TestApp;
  let anonKey: string;
  let staff: { token: string };
  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true });
    anonKey = await t.app.tokens.anonKey;
    staff = await signedInAgent(t, `no-store-${kind}@example.in`, "no-store-password-1");
  });
  afterAll(async () => t?.close());

  const cacheControl = async (method: "GET" | "POST", url: string, token: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: { apikey: anonKey, authorization: `Bearer ${token}`, ...(payload ? { "content-type": "application/json" } : {}) }, payload: payload as object });
    return `${method} ${url} → ${res.statusCode}: ${String(res.headers["cache-control"] ?? "(none)")}`;
  };

  it("are never stored: every table, every function, and the auth answers that carry tokens", async () => {
    const answers: string[] = [];
    for (const table of apiTables(t.app).keys()) answers.push(await cacheControl("GET", `/rest/v1/${table}?limit=1`, staff.token));
    for (const { name } of t.app.functions.all()) {
      answers.push(await cacheControl("GET", `/functions/v1/${name}`, staff.token));
      answers.push(await cacheControl("POST", `/functions/v1/${name}`, staff.token, {}));
    }
    answers.push(await cacheControl("GET", "/auth/v1/user", staff.token));
    const signIn = await t.app.inject({
      method: "POST",
      url: "/auth/v1/token?grant_type=password",
      headers: { apikey: anonKey, "content-type": "application/json" },
      payload: { email: `no-store-${kind}@example.in`, password: "no-store-password-1" },
    });
    expect(signIn.json()).toHaveProperty("access_token");
    answers.push(`POST /auth/v1/token → ${signIn.statusCode}: ${String(signIn.headers["cache-control"])}`);
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((a) => !a.endsWith(": no-store"))).toEqual([]);
  });

  it("leave anonymous answers as they are", async () => {
    expect(await cacheControl("GET", "/rest/v1/clinics?limit=1", anonKey)).not.toMatch(/no-store$/);
  });
});
