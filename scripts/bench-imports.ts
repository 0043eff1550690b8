/**
 * `npm run bench:imports [-- --rows N --runs R]`: a sheet of N leads (50,000 by
 * default; 5 % repeats in other formats, 1 % bad rows) read, previewed and
 * imported through capture on a fresh database, R times (3); prints each run's
 * seconds for read, preview, import and undo, and the median import time.
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { randomUUID } from "node:crypto";
import os from "node:os";
import { createTestDatabase, testDatabaseKinds } from "../tests/server/test-db.ts";
import { importSheet, SHEET_MAPPING } from "../tests/server/import-sheet.ts";
import { openDatabase } from "../src/server/db/index.server.ts";
import { migrateToLatest } from "../src/server/db/migrate.server.ts";
import { Mailer } from "../src/server/mail/mailer.server.ts";
import { captureLead } from "../src/server/leads/commands.ts";
import { readUpload } from "../src/server/leads/imports/parse.ts";
import { previewImport } from "../src/server/leads/imports/preview.ts";
import { requestUndo, runImport, startImport } from "../src/server/leads/imports/jobs.ts";

const arg = (name: string, d: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
const rows = arg("rows", 50_000);
const runs = arg("runs", 3);
const skipUndo = process.argv.includes("--no-undo");
const quiet = { info() {}, warn() {}, error() {}, debug() {}, child: () => quiet } as never;
const secs = (t: number) => Number(((performance.now() - t) / 1000).toFixed(2));

for (const kind of testDatabaseKinds()) {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const tdb = await createTestDatabase(kind);
    const database = openDatabase(tdb.config);
    await migrateToLatest(database);
    const deps = { database, mailer: new Mailer({ db: database.db, log: quiet, smtpUrl: undefined, from: "desk@example.in", retryBaseMs: 1000 }), adminUrl: "http://localhost/admin/leads" };
    const sheet = importSheet(rows, `b${run}`);
    for (const e of sheet.existing) await captureLead(deps, { ...e, user_type: "farmer", source: "website", metadata: null });
    let t = performance.now();
    const { headers, rows: cells } = await readUpload("bench.csv", new TextEncoder().encode(sheet.csv));
    const read = secs(t);
    t = performance.now();
    const preview = await previewImport(database.db, headers, { ...SHEET_MAPPING }, cells);
    const previewed = secs(t);
    t = performance.now();
    const cpu = process.cpuUsage();
    const id = await startImport(database, { actorId: randomUUID(), fileName: "bench.csv", headers, rows: cells, mapping: { ...SHEET_MAPPING } });
    await runImport(deps, id);
    const imported = secs(t);
    // This process's CPU time: on a shared, busy machine a steadier measure of the work than the wall clock
    // (on PostgreSQL the database server's own work is not in it).
    const c = process.cpuUsage(cpu);
    const importCpu = Number(((c.user + c.system) / 1e6).toFixed(2));
    times.push(imported);
    let undone = NaN;
    if (!skipUndo) {
      t = performance.now();
      await requestUndo(database, id, randomUUID());
      await runImport(deps, id);
      undone = secs(t);
    }
    console.log(JSON.stringify({ kind, run: run + 1, rows, new: preview.new, joined: preview.joined, refused: preview.refused, readS: read, previewS: previewed, importS: imported, importCpuS: importCpu, undoS: undone, load: os.loadavg()[0]!.toFixed(1) }));
    await database.close();
    await tdb.cleanup();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${kind}: ${rows} rows imported in a median of ${sorted[Math.floor(sorted.length / 2)]} s over ${runs} runs (${times.join(", ")})`);
}
