import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../tests/server/test-db.ts";
import { runSeeds } from "./db/seed.server.ts";
import { migrateToLatest } from "./db/migrate.server.ts";

describe.each(testDatabaseKinds())("foundation on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it("answers /healthz when the database answers", async () => {
    const res = await t.app.inject({ url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("runs migrations again without error and seeds only once", async () => {
    await migrateToLatest(t.app.database);
    let runs = 0;
    const seed = {
      name: "test-seed",
      async run() {
        runs++;
      },
    };
    await runSeeds(t.app.database, [seed]);
    await runSeeds(t.app.database, [seed]);
    expect(runs).toBe(1);
  });

  it("answers 503 from /healthz once the database is gone", async () => {
    const other = await startTestApp(kind);
    await other.app.database.close();
    const res = await other.app.inject({ url: "/healthz" });
    expect(res.statusCode).toBe(503);
    await other.db.cleanup();
  });
});
