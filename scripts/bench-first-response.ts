/**
 * The first response of every public page in bytes (headers + compressed body),
 * against the first window's 14,336 bytes. Runs the built site on a fresh
 * SQLite database holding the sample content, prepared as a production start
 * prepares it (`--cold`: a freshly started server's first answers).
 * Usage: npm run bench:first-response [-- [--cold] /route /other-route]
 */
import { startBuiltSite } from "./built-site.ts";
import { FIRST_WINDOW_BYTES, firstResponse, publicPagePaths } from "./first-response.ts";

const named = process.argv.slice(2).filter((a) => a.startsWith("/"));
const paths = named.length ? named : publicPagePaths();

const { app, origin } = await startBuiltSite("bench-first-response", { cold: process.argv.includes("--cold") });

try {
  const rows = [];
  for (const p of paths) {
    const r = await firstResponse(origin, p);
    rows.push({ page: p, status: r.status, headers: r.headerBytes, body: r.bodyBytes, total: r.total, fits: r.total <= FIRST_WINDOW_BYTES ? "yes" : `no (+${r.total - FIRST_WINDOW_BYTES})` });
  }
  console.table(rows);
  const over = rows.filter((r) => r.total > FIRST_WINDOW_BYTES).length;
  console.log(`${rows.length - over} of ${rows.length} pages fit the first window (${FIRST_WINDOW_BYTES} bytes); largest ${Math.max(...rows.map((r) => r.total))} bytes`);
} finally {
  await app.close();
}
