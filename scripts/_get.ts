import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.server.ts";
const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "x-")), DATABASE_URL: "", BUILD_DIR: "build" });
const app = await buildApp(config, { logger: false });
await app.ready();
for (const url of process.argv.slice(2)) {
  const r = await app.inject({ url });
  writeFileSync(`/tmp/page${url.replace(/\//g, "_")}.html`, r.rawPayload);
}
await app.close();
