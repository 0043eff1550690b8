/**
 * The built site on real HTTP, on a fresh SQLite database holding the sample
 * content, for the benchmarks (`BUILD_DIR` names another build folder). Like a
 * production start, it prepares the sitemap's pages (brotli's best) before the
 * benchmark asks for any; `cold` skips that, to measure a start's first answers.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.server.ts";

export async function startBuiltSite(name: string, { cold = false } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir, DATABASE_URL: "", BUILD_DIR: process.env.BUILD_DIR });
  const app = await buildApp(config, { logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  if (!cold) await app.warmPages?.();
  const addr = app.server.address();
  return { app, origin: `http://127.0.0.1:${typeof addr === "object" && addr ? addr.port : 0}` };
}
