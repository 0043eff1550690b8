/**
 * The first response of every public page in bytes (headers + compressed body),
 * against the first window's 14,336 bytes. Runs the built site on a fresh
 * SQLite database holding the sample content.
 * Usage: npm run bench:first-response [-- /route /other-route]
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.server.ts";
import { FIRST_WINDOW_BYTES, publicPagePaths, settledFirstResponse } from "./first-response.ts";

const named = process.argv.slice(2).filter((a) => a.startsWith("/"));
const paths = named.length ? named : publicPagePaths();

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-first-response-"));
const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir, DATABASE_URL: "", BUILD_DIR: process.env.BUILD_DIR });
const app = await buildApp(config, { logger: false });
await app.listen({ port: 0, host: "127.0.0.1" });
const addr = app.server.address();
const origin = `http://127.0.0.1:${typeof addr === "object" && addr ? addr.port : 0}`;

try {
  const rows = [];
  for (const p of paths) {
    const r = await settledFirstResponse(origin, p);
    rows.push({ page: p, status: r.status, headers: r.headerBytes, body: r.bodyBytes, total: r.total, fits: r.total <= FIRST_WINDOW_BYTES ? "yes" : `no (+${r.total - FIRST_WINDOW_BYTES})` });
  }
  console.table(rows);
  const over = rows.filter((r) => r.total > FIRST_WINDOW_BYTES).length;
  console.log(`${rows.length - over} of ${rows.length} pages fit the first window (${FIRST_WINDOW_BYTES} bytes); largest ${Math.max(...rows.map((r) => r.total))} bytes`);
} finally {
  await app.close();
}
