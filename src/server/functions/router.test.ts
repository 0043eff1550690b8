import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { upsertConfirmedUser } from "../auth/users.server.ts";
import { supabaseFor } from "../../../tests/server/supabase.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { defineFunction } from "./router.server.ts";

describe.each(testDatabaseKinds())("functions router on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      listen: true,
      functions: (registry) => {
        registry.register(
          defineFunction({
            name: "echo",
            body: z.object({ message: z.string().min(1) }).optional(),
            handler: ({ caller, body, query, method }) => ({
              role: caller.role,
              user: caller.role === "authenticated" ? caller.email : null,
              action: query.get("action"),
              method,
              body: body ?? null,
            }),
          }),
        );
        registry.register({ name: "text", handler: () => "plain words" });
        registry.register({ name: "staff-only", methods: ["POST"], handler: (ctx) => ({ id: ctx.requireUser().userId }) });
        registry.register({ name: "limited", handler: async (ctx) => (await ctx.limit("calls", 2, 60_000), { ok: true }) });
        registry.register({
          name: "boom",
          handler: () => {
            throw new Error("internal detail that must not leak");
          },
        });
      },
    });
    await upsertConfirmedUser(t.app.database, "agent@soil.example", "agent-password");
  });
  afterAll(async () => t?.close());

  it("passes the caller, the query and the validated body; replies JSON", async () => {
    const anon = await supabaseFor(t);
    const r = await anon.functions.invoke("echo?action=create_session", { body: { message: "hi" } });
    expect(r.error).toBeNull();
    expect(r.data).toEqual({ role: "anon", user: null, action: "create_session", method: "POST", body: { message: "hi" } });
    expect(r.response?.headers.get("content-type")).toMatch(/^application\/json/);

    const get = await anon.functions.invoke("echo?action=check_agent_availability", { method: "GET" });
    expect(get.data).toMatchObject({ method: "GET", action: "check_agent_availability" });

    const staff = await supabaseFor(t);
    await staff.auth.signInWithPassword({ email: "agent@soil.example", password: "agent-password" });
    const s = await staff.functions.invoke("echo", { body: { message: "x" } });
    expect(s.data).toMatchObject({ role: "authenticated", user: "agent@soil.example" });
    expect((await staff.functions.invoke("staff-only", { body: {} })).error).toBeNull();
  });

  it("answers text as text/plain", async () => {
    const anon = await supabaseFor(t);
    const r = await anon.functions.invoke("text");
    expect(r.data).toBe("plain words");
  });

  it("answers errors as JSON with 4xx; internal failures hide details", async () => {
    const anon = await supabaseFor(t);
    const unknown = await anon.functions.invoke("no-such-function", { body: {} });
    expect(unknown.response?.status).toBe(404);
    expect(await unknown.response!.json()).toMatchObject({ code: "not_found" });

    const invalid = await anon.functions.invoke("echo", { body: { message: "" } });
    expect(invalid.response?.status).toBe(400);
    const body = (await invalid.response!.json()) as { error: string };
    expect(body.error).toMatch(/message/);

    expect((await anon.functions.invoke("staff-only", { body: {} })).response?.status).toBe(401);
    expect((await anon.functions.invoke("staff-only", { method: "GET" })).response?.status).toBe(405);

    const boom = await anon.functions.invoke("boom", { body: {} });
    expect(boom.response?.status).toBe(500);
    expect(await boom.response!.text()).not.toMatch(/internal detail/);

    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await anon.functions.invoke("limited", { body: {} })).response?.status);
    expect(statuses).toEqual([200, 200, 429]);

    const key = await t.app.tokens.anonKey;
    const malformed = await fetch(`${t.url}/functions/v1/echo`, { method: "POST", headers: { apikey: key, "content-type": "application/json" }, body: "{oops" });
    expect(malformed.status).toBe(400);
    const huge = await fetch(`${t.url}/functions/v1/echo`, { method: "POST", headers: { apikey: key, "content-type": "application/json" }, body: JSON.stringify({ message: "x".repeat(70_000) }) });
    expect(huge.status).toBe(413);
    const noKey = await fetch(`${t.url}/functions/v1/echo`, { method: "POST", body: "{}" });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ code: "no_api_key" });
  });
});
