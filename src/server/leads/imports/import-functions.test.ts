import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionsClient, signedInAgent } from "../../../../tests/server/functions-client.ts";
import { startTestApp, type TestApp } from "../../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../../tests/server/test-db.ts";
import type { ImportMapping, ImportProgress, ImportReading } from "../../../shared/lead-imports.ts";
import { buildApp } from "../../app.ts";
import { startImport } from "./jobs.ts";
import { readUpload } from "./parse.ts";

/** An Excel sheet written by an Excel library (scripts/make-import-fixture.ts): 2 new, 1 repeat, 1 without contact. */
const XLSX = readFileSync(path.join(import.meta.dirname, "../../../../tests/fixtures/fair-leads.xlsx"));
const MAPPING: ImportMapping = { "Farmer Name": "name", "Mobile No": "phone", Email: "email", District: "district", Remarks: "notes" };

describe.each(testDatabaseKinds())("the lead import functions on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof functionsClient>;
  let anonKey: string;
  let admin: { userId: string; token: string };
  let agent: { userId: string; token: string };

  /** Sends a file's bytes as the upload routes take them. */
  const upload = async (name: string, bytes: Uint8Array<ArrayBuffer>, query: Record<string, string>, token?: string) => {
    const qs = new URLSearchParams(query);
    const res = await fetch(`${t.url}/functions/v1/${name}?${qs}`, {
      method: "POST",
      headers: { apikey: anonKey, authorization: `Bearer ${token ?? anonKey}`, "content-type": "application/octet-stream" },
      body: bytes,
    });
    const text = await res.text();
    return { status: res.status, text, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  };
  const progress = async (id: string) => (await call("lead-imports", { token: admin.token, query: { id } })).json as unknown as ImportProgress;
  const until = async (id: string, status: ImportProgress["status"]) => {
    for (let i = 0; i < 200; i++) {
      const p = await progress(id);
      if (p.status === status) return p;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`import ${id} never became ${status}`);
  };
  const leadsNamed = (names: string[]) => t.app.database.db.selectFrom("leads").select(["name", "phone_e164", "email", "location", "source"]).where("name", "in", names).orderBy("name").execute();

  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true });
    anonKey = await t.app.tokens.anonKey;
    call = functionsClient(t.url, anonKey);
    admin = await signedInAgent(t, "admin@imports.example");
    agent = await signedInAgent(t, "agent@imports.example");
    const at = new Date().toISOString();
    await t.app.database.db
      .insertInto("staff_members")
      .values([
        { user_id: admin.userId, role: "admin", display_name: "Asha Admin", active: t.app.database.bool(true), created_at: at },
        { user_id: agent.userId, role: "agent", display_name: "Arun Agent", active: t.app.database.bool(true), created_at: at },
      ])
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("are an admin's only: anyone else is refused before the file is looked at", async () => {
    expect((await upload("lead-import-preview", XLSX, { file: "fair.xlsx" })).status).toBe(401);
    const refused = await upload("lead-import-preview", XLSX, { file: "fair.xlsx" }, agent.token);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatch(/Only an admin may import leads/);
    expect((await call("lead-imports", { token: agent.token })).status).toBe(403);
    expect((await call("lead-import-undo", { token: agent.token, body: { id: crypto.randomUUID() } })).status).toBe(403);
  });

  it("refuses what is not a sheet, or too large, with a 4xx that says why", async () => {
    const pdf = await upload("lead-import-preview", new TextEncoder().encode("%PDF-1.4"), { file: "leads.pdf" }, admin.token);
    expect(pdf.status).toBe(400);
    expect(pdf.json.error).toMatch(/Upload a CSV file/);
    const huge = await upload("lead-import-preview", new Uint8Array(15 * 1024 * 1024 + 1).fill(65), { file: "big.csv" }, admin.token);
    expect(huge.status).toBe(413);
    expect(huge.json.error).toMatch(/larger than 15 MB/);
    const badMapping = await upload("lead-import-preview", XLSX, { file: "fair.xlsx", mapping: "{not json" }, admin.token);
    expect(badMapping.status).toBe(400);
    const noName = await upload("lead-import-start", XLSX, { file: "fair.xlsx", mapping: JSON.stringify({ ...MAPPING, "Farmer Name": "ignore" }) }, admin.token);
    expect(noName.status).toBe(400);
    expect(noName.json.error).toMatch(/name/);
    // Any other route keeps the API's small limit.
    const big = await call("lead-import-undo", { token: admin.token, body: { id: "x".repeat(70 * 1024) } });
    expect(big.status).toBe(413);
  });

  it("previews a real Excel file, imports it in the background, and undoes it", async () => {
    const read = await upload("lead-import-preview", XLSX, { file: "fair.xlsx" }, admin.token);
    expect(read.status).toBe(200);
    const reading = read.json as unknown as ImportReading;
    expect(reading.headers).toEqual(Object.keys(MAPPING));
    expect(reading.mapping).toEqual(MAPPING);
    expect(reading.remembered).toBe(false);
    expect(reading.preview).toMatchObject({ total: 4, new: 2, joined: 1, refused: 1 });
    expect(reading.preview!.samples.joined[0]).toMatchObject({ row: 4, name: "Ramesh P.", note: "Same person as row 2" });
    expect(reading.preview!.samples.refused[0]).toMatchObject({ row: 5, note: "No phone or e-mail" });
    // A phone Excel stored as a number keeps all its digits.
    expect(reading.preview!.samples.new[0]).toMatchObject({ name: "Ramesh Patil", phone: "9876512340" });

    const started = await upload("lead-import-start", XLSX, { file: "fair.xlsx", mapping: JSON.stringify(MAPPING) }, admin.token);
    expect(started.status).toBe(202);
    const id = (started.json as unknown as ImportProgress).id;
    expect(await until(id, "done")).toMatchObject({ total: 4, done: 4, created: 2, joined: 1, refused: 1, fileName: "fair.xlsx" });
    expect(await leadsNamed(["Ramesh Patil", "Sunita Devi"])).toMatchObject([
      { name: "Ramesh Patil", phone_e164: "+919876512340", location: "Nashik", source: "manual" },
      { name: "Sunita Devi", email: "sunita.devi@example.in", location: "Ludhiana" },
    ]);
    const list = (await call("lead-imports", { token: admin.token })).json as unknown as ImportProgress[];
    expect(list[0]).toMatchObject({ id, status: "done" });
    // The mapping is remembered for a file of this shape.
    expect(((await upload("lead-import-preview", XLSX, { file: "fair-again.xlsx" }, admin.token)).json as unknown as ImportReading).remembered).toBe(true);

    const undo = await call("lead-import-undo", { token: admin.token, body: { id } });
    expect(undo.status).toBe(202);
    await until(id, "undone");
    expect(await leadsNamed(["Ramesh Patil", "Sunita Devi"])).toEqual([]);
    const again = await call("lead-import-undo", { token: admin.token, body: { id } });
    expect(again.status).toBe(409);
    expect(again.json.error).toMatch(/already been undone/);
  });

  it("a server that starts continues an import a stopped process left running", async () => {
    const { headers, rows } = await readUpload("left.xlsx", XLSX);
    const id = await startImport(t.app.database, { actorId: admin.userId, fileName: "left.xlsx", headers, rows, mapping: MAPPING });
    // As a process that died holding it would leave it: claimed, the claim expired.
    await t.app.database.db.updateTable("lead_imports").set({ claimed_by: "dead-process", claimed_until: new Date(Date.now() - 1000).toISOString() }).where("id", "=", id).execute();
    const second = await buildApp(t.config, { web: false, logger: false });
    try {
      await second.ready();
      expect(await until(id, "done")).toMatchObject({ created: 2, joined: 1, refused: 1 });
    } finally {
      await second.close();
    }
  });
});
