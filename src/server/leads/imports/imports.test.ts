import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importSheet, SHEET_MAPPING } from "../../../../tests/server/import-sheet.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/server/test-db.ts";
import { openDatabase, type DatabaseHandle } from "../../db/index.server.ts";
import { migrateToLatest } from "../../db/migrate.server.ts";
import { Mailer } from "../../mail/mailer.server.ts";
import { captureLead, type LeadCommandDeps } from "../commands.ts";
import { importProgress, requestUndo, resumeImports, runImport, startImport } from "./jobs.ts";
import { mappingFor } from "./mapping.ts";
import { readUpload } from "./parse.ts";
import { previewImport } from "./preview.ts";

/**
 * 2,000 rows by default: enough for every kind of row (repeats in other formats, bad rows) and
 * several chunks, so a crash lands mid-file. The desk's 50,000-row target is a speed figure,
 * measured by `npm run bench:imports`; IMPORT_TEST_ROWS=50000 runs this test at that size.
 */
const ROWS = Number(process.env.IMPORT_TEST_ROWS ?? 2_000);
const quiet = { info() {}, warn() {}, error() {}, debug() {}, child: () => quiet } as never;

describe.each(testDatabaseKinds())("lead imports on %s", (kind) => {
  let tdb: TestDatabase;
  let database: DatabaseHandle;
  let deps: LeadCommandDeps;
  const staff = randomUUID();
  const sheet = importSheet(ROWS, kind.slice(0, 2));
  const bytes = new TextEncoder().encode(sheet.csv);

  beforeAll(async () => {
    tdb = await createTestDatabase(kind);
    database = openDatabase(tdb.config);
    await migrateToLatest(database);
    deps = { database, mailer: new Mailer({ db: database.db, log: quiet, smtpUrl: undefined, from: "desk@example.in", retryBaseMs: 1000 }), adminUrl: "http://localhost/admin/leads" };
    for (const e of sheet.existing) await captureLead(deps, { ...e, user_type: "farmer", source: "website", metadata: null });
  }, 120_000);
  afterAll(async () => {
    await database.close();
    await tdb.cleanup();
  });

  const leadCount = async () => Number((await database.db.selectFrom("leads").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

  it("refuses files that are not a sheet of leads with a clear reason", async () => {
    await expect(readUpload("leads.csv", new Uint8Array())).rejects.toMatchObject({ kind: "invalid", code: "empty_file" });
    await expect(readUpload("leads.pdf", new TextEncoder().encode("%PDF-1.4"))).rejects.toMatchObject({ code: "wrong_file_type" });
    await expect(readUpload("leads.xlsx", new TextEncoder().encode("name,phone\n"))).rejects.toMatchObject({ code: "wrong_file_type" });
    await expect(readUpload("leads.csv", new TextEncoder().encode("Name,Phone\n"))).rejects.toMatchObject({ code: "no_rows" });
    const { headers, rows } = await readUpload("leads.csv", new TextEncoder().encode("Name,Phone\nA,98765 43210\n"));
    await expect(startImport(database, { actorId: staff, fileName: "x.csv", headers, rows, mapping: { Name: "name", Phone: "phone", Crop: "notes" } })).rejects.toMatchObject({ code: "unknown_columns" });
    await expect(startImport(database, { actorId: staff, fileName: "x.csv", headers, rows, mapping: { Name: "name" } })).rejects.toMatchObject({ code: "unmapped_columns" });
  });

  it("previews, imports, remembers the mapping, survives a crash and undoes cleanly", async () => {
    const before = await leadCount();
    const { headers, rows } = await readUpload("fair.csv", bytes);
    expect(rows).toHaveLength(ROWS);
    const guessed = await mappingFor(database.db, headers);
    expect(guessed.remembered).toBe(false);
    expect(guessed.mapping).toMatchObject({ "Farmer Name": "name", "Mobile No": "phone", Email: "email", District: "district" });

    const preview = await previewImport(database.db, headers, { ...SHEET_MAPPING }, rows);
    expect({ total: preview.total, new: preview.new, joined: preview.joined, refused: preview.refused }).toEqual(sheet.expected);
    expect(preview.samples.refused[0]).toMatchObject({ row: 101, note: "No phone or e-mail" });
    expect(preview.samples.joined[0]!.note).toBe("Same person as row 2");
    // Nothing is saved by a preview.
    expect(await leadCount()).toBe(before);

    const id = await startImport(database, { actorId: staff, fileName: "fair.csv", headers, rows, mapping: { ...SHEET_MAPPING } });
    expect((await mappingFor(database.db, [...headers].reverse())).remembered).toBe(true);

    // A process runs the import and is killed partway; another picks it up after its claim expires.
    await crashPartway(tdb.config, id);
    const halfway = await importProgress(database.db, id);
    expect(halfway.status).toBe("running");
    expect(halfway.done).toBeGreaterThan(0);
    expect(halfway.done).toBeLessThan(ROWS);
    await new Promise((r) => setTimeout(r, 1600));
    expect(await resumeImports(deps, { claimMs: 1500 })).toBe(1);

    const done = await importProgress(database.db, id);
    expect(done).toMatchObject({ status: "done", done: ROWS, created: sheet.expected.new, joined: sheet.expected.joined, refused: sheet.expected.refused });
    expect(await leadCount()).toBe(before + sheet.expected.new);
    // No person twice: every canonical phone among the leads is one lead's.
    const dupPhones = await database.db.selectFrom("leads").select("phone_e164").where("phone_e164", "is not", null).groupBy("phone_e164").having((eb) => eb.fn.countAll(), ">", 1).execute();
    expect(dupPhones).toEqual([]);
    // A known farmer's lead got the sheet's row on its timeline, with the import named.
    const known = await database.db.selectFrom("leads").select("id").where("phone_e164", "=", `+91${sheet.existing[0]!.phone.replace(/\s/g, "")}`).executeTakeFirstOrThrow();
    const events = await database.db.selectFrom("lead_events").select(["kind", "data"]).where("lead_id", "=", known.id).execute();
    expect(events.filter((e) => e.kind === "capture")).toHaveLength(2);
    // Leads the import made are routed, as every capture is.
    const routed = await database.db.selectFrom("lead_routing").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
    expect(Number(routed.n)).toBeGreaterThanOrEqual(sheet.expected.new);

    await requestUndo(database, id, staff);
    await expect(requestUndo(database, id, staff)).rejects.toMatchObject({ code: "import_undone" });
    await runImport(deps, id);
    expect((await importProgress(database.db, id)).status).toBe("undone");
    expect(await leadCount()).toBe(before);
    const after = await database.db.selectFrom("lead_events").select(["kind"]).where("lead_id", "=", known.id).execute();
    expect(after.filter((e) => e.kind === "capture")).toHaveLength(1);
    const deletions = await database.db.selectFrom("lead_deletions").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
    expect(Number(deletions.n)).toBe(sheet.expected.new);
  }, 900_000);
});

/** Runs the import in another process and kills it (SIGKILL) once a chunk has committed. */
async function crashPartway(config: unknown, id: string): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/server/import-worker.ts", JSON.stringify(config), id], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    let chunks = 0;
    child.stdout.on("data", (d: Buffer) => {
      chunks += d.toString().split("\n").filter(Boolean).length;
      if (chunks >= 1) {
        child.kill("SIGKILL");
        resolve();
      }
    });
    child.on("exit", (code) => (code === null ? resolve() : reject(new Error(`the import worker stopped with ${code} before it was killed`))));
  });
}
