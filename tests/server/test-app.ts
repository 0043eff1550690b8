import type { FastifyInstance } from "fastify";
import { buildApp, type BuildOptions } from "../../src/server/app.ts";
import { loadConfig, type AppConfig } from "../../src/server/config.server.ts";
import { createTestDatabase, type TestDatabase } from "./test-db.ts";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  config: AppConfig;
  /** Base URL when started with listen: true. */
  url: string;
  close(): Promise<void>;
}

/** An app on its own fresh database; `listen` starts real HTTP on a free loopback port. */
export async function startTestApp(
  kind: "sqlite" | "postgres",
  opts: BuildOptions & { listen?: boolean; overrides?: Partial<AppConfig> } = {},
): Promise<TestApp> {
  const db = await createTestDatabase(kind);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "site-data-"));
  const config = loadConfig(
    { LOG_LEVEL: "silent", BUILD_DIR: process.env.E2E_BUILD_DIR ?? process.env.BUILD_DIR },
    { database: db.config, dataDir, jwtSecret: "test-secret-".padEnd(48, "x"), ...opts.overrides },
  );
  const app = await buildApp(config, { web: opts.web ?? false, logger: opts.logger ?? false, functions: opts.functions });
  let url = "";
  if (opts.listen) {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    if (address && typeof address === "object") url = `http://127.0.0.1:${address.port}`;
  } else {
    await app.ready();
  }
  return {
    app,
    db,
    config,
    url,
    async close() {
      await app.close();
      await db.cleanup();
    },
  };
}
