import { randomUUID } from "node:crypto";
import { sql, type Insertable } from "kysely";
import type { Db, DatabaseHandle } from "../../db/index.server.ts";
import { nowIso } from "../../db/dialect.ts";
import { DomainError } from "../../domain-error.ts";
import type { ImportMapping, ImportProgress } from "../../../shared/lead-imports.ts";
import type { LeadCapture, LeadCommandDeps } from "../commands.ts";
import { captureBatchIn } from "../batch.ts";
import { deleteLeadsIn } from "../removal.ts";
import { chunks } from "../../db/chunks.ts";
import { checkMapping, fileShape, rememberMapping } from "./mapping.ts";
import { toLead, type ImportedLead } from "./rows.ts";
import type { LeadImportRowsTable } from "./schema.ts";

/**
 * An import as a durable job. Starting one stores every row (as mapped) and
 * the job in one transaction; a runner then captures the rows in chunks, each
 * chunk and the job's cursor committed together, so a crash loses at most the
 * chunk in flight and nothing is captured twice. A runner holds the job by a
 * claim with an expiry (a conditional UPDATE), so with several processes one
 * runs it, and a process that died lets another pick it up (`resumeImports`
 * at start). Every row goes through the leads topic's capture command, so
 * dedupe, routing and the timeline are the same as for any lead.
 *
 * Undo is one step for staff and a job too: the cursor walks back down, each
 * lead the import created is deleted through the delete command (recorded in
 * lead_deletions), and each lead a row joined gets back its contact fields,
 * loses the timeline entries and contacts that row added.
 */

/** Rows captured per transaction: large enough to be fast, small enough to keep other writers waiting briefly. */
const CHUNK = 250;
/** How long a claim lasts without its runner renewing it (each chunk renews it). */
export const CLAIM_MS = 60_000;

const parseJson = <T>(v: unknown): T => (typeof v === "string" ? JSON.parse(v) : v) as T;

type RowData = { lead: ImportedLead } | { reason: string };
/** What a joined row changed, to put back. */
interface JoinedBefore {
  fields: Record<string, unknown> | null;
  events: string[];
  contacts: Array<{ kind: string; normalized: string }>;
}

export interface StartImport {
  actorId: string;
  fileName: string;
  headers: string[];
  rows: string[][];
  mapping: ImportMapping;
}

/** Checks the mapping, remembers it for this file shape, and stores the job and its rows; answers the job's id. */
export async function startImport(database: DatabaseHandle, input: StartImport): Promise<string> {
  checkMapping(input.headers, input.mapping);
  const id = randomUUID();
  const at = nowIso();
  await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("lead_imports")
      .values({
        id,
        status: "running",
        file_name: input.fileName.slice(0, 200),
        shape: fileShape(input.headers),
        mapping: JSON.stringify(input.mapping),
        total: input.rows.length,
        cursor: 0,
        created_count: 0,
        joined_count: 0,
        refused_count: 0,
        claimed_by: null,
        claimed_until: null,
        undone_by: null,
        undone_at: null,
        created_by: input.actorId,
        created_at: at,
        updated_at: at,
      })
      .execute();
    for (let i = 0; i < input.rows.length; i += 1000) {
      const values = input.rows.slice(i, i + 1000).map((cells, j) => ({ import_id: id, row_no: i + j, data: JSON.stringify(toLead(input.headers, input.mapping, cells)) }));
      await trx.insertInto("lead_import_rows").values(values).execute();
    }
  });
  await rememberMapping(database.db, input.headers, input.mapping);
  return id;
}

/** Takes (or renews) the claim on a job; false when another runner holds it or it has nothing to do. */
async function claim(db: Db, id: string, runner: string, claimMs: number): Promise<boolean> {
  const now = nowIso();
  const r = await db
    .updateTable("lead_imports")
    .set({ claimed_by: runner, claimed_until: new Date(Date.now() + claimMs).toISOString() })
    .where("id", "=", id)
    .where("status", "in", ["running", "undoing"])
    .where((eb) => eb.or([eb("claimed_by", "=", runner), eb("claimed_by", "is", null), eb("claimed_until", "<", now)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Moves the cursor from `from` to `to` if this runner still holds the job there; the chunk's transaction rolls back otherwise. */
async function advance(trx: Db, id: string, runner: string, from: number, to: number, counts: { created?: number; joined?: number; refused?: number } = {}) {
  const r = await trx
    .updateTable("lead_imports")
    .set({
      cursor: to,
      created_count: sql`created_count + ${counts.created ?? 0}`,
      joined_count: sql`joined_count + ${counts.joined ?? 0}`,
      refused_count: sql`refused_count + ${counts.refused ?? 0}`,
      updated_at: nowIso(),
    })
    .where("id", "=", id)
    .where("claimed_by", "=", runner)
    .where("cursor", "=", from)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new LostClaim();
}
class LostClaim extends Error {}

/**
 * Captures one chunk of rows through the leads topic's batch capture (the
 * rules of capture, with the chunk's existing contacts looked up at once and
 * its rows written together), and records each row's outcome and, for a row
 * that joined a lead, what it changed there (for undo).
 */
async function captureChunk(trx: Db, deps: Omit<LeadCommandDeps, "database">, job: { id: string; created_by: string }, rows: Array<{ row_no: number; data: unknown }>) {
  const counts = { created: 0, joined: 0, refused: 0 };
  const at = nowIso();
  const outcomes: Array<Insertable<LeadImportRowsTable>> = [];
  const leads: Array<{ row_no: number; lead: ImportedLead }> = [];
  for (const row of rows) {
    const data = parseJson<RowData>(row.data);
    if ("reason" in data) {
      counts.refused += 1;
      outcomes.push({ import_id: job.id, row_no: row.row_no, data: JSON.stringify(data), outcome: "refused", reason: data.reason, target_lead: null, before: null, captured_at: null });
    } else leads.push({ row_no: row.row_no, lead: data.lead });
  }
  // One import is not fifty thousand "New lead" mails: the desk sees the import's leads in its lists and digest.
  const { outcomes: captured } = await captureBatchIn(
    trx,
    deps,
    leads.map(({ row_no, lead: l }) => ({
      name: l.name,
      email: l.email ?? "",
      phone: l.phone,
      location: l.location,
      village: l.village,
      user_type: l.user_type,
      source: l.source,
      language: l.language,
      metadata: { import_id: job.id, import_row: row_no + 2 },
      actorId: job.created_by,
      notes: l.notes,
      capturedAt: at,
    })) as LeadCapture[],
    { newLeadMail: false },
  );
  captured.forEach((c, i) => {
    const { row_no, lead } = leads[i]!;
    if (c.merged) counts.joined += 1;
    else counts.created += 1;
    const saved: JoinedBefore | null = c.joined ? { fields: c.joined.before, events: c.joined.events, contacts: c.joined.contacts } : null;
    outcomes.push({
      import_id: job.id,
      row_no,
      data: JSON.stringify({ lead }),
      outcome: c.merged ? "joined" : "new",
      reason: null,
      target_lead: c.lead.id,
      before: saved ? JSON.stringify(saved) : null,
      captured_at: at,
    });
  });
  // The rows' outcomes in a few statements (each row is there already: this replaces its outcome columns).
  for (let i = 0; i < outcomes.length; i += 200) {
    await trx
      .insertInto("lead_import_rows")
      .values(outcomes.slice(i, i + 200))
      .onConflict((oc) =>
        oc.columns(["import_id", "row_no"]).doUpdateSet({
          outcome: sql`excluded.outcome`,
          reason: sql`excluded.reason`,
          target_lead: sql`excluded.target_lead`,
          before: sql`excluded.before`,
          captured_at: sql`excluded.captured_at`,
        }),
      )
      .execute();
  }
  return counts;
}

async function undoChunk(trx: Db, database: DatabaseHandle, actorId: string, rows: Array<{ row_no: number; outcome: string | null; target_lead: string | null; before: unknown }>) {
  // Leads this import made go together, a few statements for the whole chunk (deleteLeadsIn skips any deleted since).
  const made = rows.filter((r) => r.outcome === "new" && r.target_lead).map((r) => r.target_lead!);
  // A lead both made and joined by this import (a repeat lower in the sheet) goes as made: nothing to put back.
  const gone = new Set(made);
  if (made.length) await deleteLeadsIn(trx, database.kind, made, actorId, "desk");
  const joined = rows.filter((r) => r.outcome === "joined" && r.target_lead && r.before && !gone.has(r.target_lead));
  const still = new Set<string>();
  for (const ids of chunks([...new Set(joined.map((r) => r.target_lead!))])) {
    for (const l of await trx.selectFrom("leads").select("id").where("id", "in", ids).execute()) still.add(l.id);
  }
  // Newest first, so a lead joined twice gets back what it held before the first join.
  for (const row of joined) {
    if (!still.has(row.target_lead!)) continue; // deleted since
    const b = parseJson<JoinedBefore>(row.before);
    if (b.events.length) await trx.deleteFrom("lead_events").where("id", "in", b.events).execute();
    for (const c of b.contacts) await trx.deleteFrom("lead_contacts").where("lead_id", "=", row.target_lead!).where("kind", "=", c.kind as "email" | "phone" | "name").where("normalized", "=", c.normalized).execute();
    if (b.fields) await trx.updateTable("leads").set(b.fields).where("id", "=", row.target_lead!).execute();
  }
}

export interface RunOptions {
  /** This process's name for claims. */
  runner?: string;
  claimMs?: number;
  /** Called after each committed chunk (progress, tests). */
  onChunk?: (cursor: number) => void;
}

/**
 * Runs one job (an import or its undo) until it is done or another runner
 * holds it. Safe to call from several processes at once.
 */
export async function runImport(deps: LeadCommandDeps, id: string, opts: RunOptions = {}): Promise<void> {
  const runner = opts.runner ?? randomUUID();
  const claimMs = opts.claimMs ?? CLAIM_MS;
  const { db } = deps.database;
  for (;;) {
    if (!(await claim(db, id, runner, claimMs))) return;
    const job = await db.selectFrom("lead_imports").select(["id", "status", "cursor", "total", "created_by", "undone_by"]).where("id", "=", id).executeTakeFirstOrThrow();
    try {
      if (job.status === "running") {
        if (job.cursor >= job.total) {
          await db.updateTable("lead_imports").set({ status: "done", claimed_by: null, claimed_until: null, updated_at: nowIso() }).where("id", "=", id).where("claimed_by", "=", runner).execute();
          return;
        }
        const to = Math.min(job.total, job.cursor + CHUNK);
        await db.transaction().execute(async (trx) => {
          const rows = await trx.selectFrom("lead_import_rows").select(["row_no", "data"]).where("import_id", "=", id).where("row_no", ">=", job.cursor).where("row_no", "<", to).orderBy("row_no").execute();
          // The cursor moves first: on PostgreSQL it locks the job's row, so a second runner waits and then finds the cursor moved.
          const counts = { created: 0, joined: 0, refused: 0 };
          await advance(trx, id, runner, job.cursor, to);
          Object.assign(counts, await captureChunk(trx, deps, job, rows));
          await trx.updateTable("lead_imports").set({ created_count: sql`created_count + ${counts.created}`, joined_count: sql`joined_count + ${counts.joined}`, refused_count: sql`refused_count + ${counts.refused}` }).where("id", "=", id).execute();
        });
        opts.onChunk?.(to);
      } else {
        // undoing: the cursor walks back to 0.
        if (job.cursor <= 0) {
          await db.updateTable("lead_imports").set({ status: "undone", undone_at: nowIso(), claimed_by: null, claimed_until: null, updated_at: nowIso() }).where("id", "=", id).where("claimed_by", "=", runner).execute();
          return;
        }
        const to = Math.max(0, job.cursor - CHUNK);
        await db.transaction().execute(async (trx) => {
          await advance(trx, id, runner, job.cursor, to);
          const rows = await trx.selectFrom("lead_import_rows").select(["row_no", "outcome", "target_lead", "before"]).where("import_id", "=", id).where("row_no", ">=", to).where("row_no", "<", job.cursor).orderBy("row_no", "desc").execute();
          await undoChunk(trx, deps.database, job.undone_by ?? job.created_by, rows);
        });
        opts.onChunk?.(to);
      }
    } catch (e) {
      if (e instanceof LostClaim) return;
      throw e;
    }
  }
}

/** Undoes a finished import as one step (run in the background like the import). */
export async function requestUndo(database: DatabaseHandle, id: string, actorId: string): Promise<void> {
  const r = await database.db
    .updateTable("lead_imports")
    .set({ status: "undoing", undone_by: actorId, claimed_by: null, claimed_until: null, updated_at: nowIso() })
    .where("id", "=", id)
    .where("status", "=", "done")
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 1) return;
  const job = await database.db.selectFrom("lead_imports").select("status").where("id", "=", id).executeTakeFirst();
  if (!job) throw new DomainError("not_found", "import_not_found", "No such import");
  if (job.status === "running") throw new DomainError("conflict", "import_running", "The import is still running; undo it when it has finished");
  throw new DomainError("conflict", "import_undone", "This import has already been undone");
}

/** Jobs left running or undoing by a process that stopped: run them (call at start, and now and then). */
export async function resumeImports(deps: LeadCommandDeps, opts: RunOptions = {}): Promise<number> {
  const now = nowIso();
  const open = await deps.database.db
    .selectFrom("lead_imports")
    .select("id")
    .where("status", "in", ["running", "undoing"])
    .where((eb) => eb.or([eb("claimed_by", "is", null), eb("claimed_until", "<", now)]))
    .execute();
  for (const { id } of open) await runImport(deps, id, opts);
  return open.length;
}

export async function importProgress(db: Db, id: string): Promise<ImportProgress> {
  const j = await db.selectFrom("lead_imports").selectAll().where("id", "=", id).executeTakeFirst();
  if (!j) throw new DomainError("not_found", "import_not_found", "No such import");
  return {
    id: j.id,
    status: j.status as ImportProgress["status"],
    fileName: j.file_name,
    total: j.total,
    done: j.status === "undoing" ? j.total - j.cursor : j.cursor,
    created: j.created_count,
    joined: j.joined_count,
    refused: j.refused_count,
    createdAt: j.created_at,
    undoneAt: j.undone_at,
  };
}
