import type { FastifyBaseLogger } from "fastify";
import { DomainError } from "../../domain-error.ts";
import type { ImportMapping, ImportProgress, ImportReading } from "../../../shared/lead-imports.ts";
import type { LeadCommandDeps } from "../commands.ts";
import { importProgress, requestUndo, resumeImports, runImport, startImport } from "./jobs.ts";
import { checkMapping, mappingFor } from "./mapping.ts";
import { readUpload } from "./parse.ts";
import { previewImport } from "./preview.ts";

/** How many past imports the screen lists. */
const RECENT = 20;

/**
 * The import topic's service for the entry points: read an upload and preview
 * it, start an import (run in the background in this process), list and
 * follow imports, undo one. The rules are in jobs.ts, preview.ts, mapping.ts.
 */
export class ImportService {
  private readonly running = new Set<string>();

  constructor(
    private readonly deps: LeadCommandDeps,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Reads the file; with no mapping, the remembered one for its shape or a guess. Nothing is saved. */
  async read(fileName: string, bytes: Uint8Array, mapping?: ImportMapping): Promise<ImportReading> {
    const sheet = await readUpload(fileName, bytes);
    let chosen = mapping;
    let remembered = false;
    if (!chosen) ({ mapping: chosen, remembered } = await mappingFor(this.deps.database.db, sheet.headers));
    try {
      checkMapping(sheet.headers, chosen);
    } catch (e) {
      // A guess may be incomplete: staff finish it on the screen. A mapping they sent must be right.
      if (mapping || !(e instanceof DomainError)) throw e;
      return { fileName, headers: sheet.headers, mapping: chosen, remembered, preview: null, problem: e.message };
    }
    const preview = await previewImport(this.deps.database.db, sheet.headers, chosen, sheet.rows);
    return { fileName, headers: sheet.headers, mapping: chosen, remembered, preview, problem: null };
  }

  /** Stores the import and starts running it; answers its progress. */
  async start(actorId: string, fileName: string, bytes: Uint8Array, mapping: ImportMapping): Promise<ImportProgress> {
    const { headers, rows } = await readUpload(fileName, bytes);
    const id = await startImport(this.deps.database, { actorId, fileName, headers, rows, mapping });
    this.run(id);
    return importProgress(this.deps.database.db, id);
  }

  async undo(actorId: string, id: string): Promise<ImportProgress> {
    await requestUndo(this.deps.database, id, actorId);
    this.run(id);
    return importProgress(this.deps.database.db, id);
  }

  progress(id: string): Promise<ImportProgress> {
    return importProgress(this.deps.database.db, id);
  }

  /** The latest imports, newest first. */
  async recent(): Promise<ImportProgress[]> {
    const ids = await this.deps.database.db.selectFrom("lead_imports").select("id").orderBy("created_at", "desc").limit(RECENT).execute();
    return Promise.all(ids.map((r) => importProgress(this.deps.database.db, r.id)));
  }

  /** Runs a job in the background; a failure is logged and the job is left for `resumeImports` to continue. */
  private run(id: string): void {
    if (this.running.has(id)) return;
    this.running.add(id);
    runImport(this.deps, id)
      .catch((err: unknown) => this.log.error({ err, importId: id }, "an import stopped; it continues at the next resume"))
      .finally(() => this.running.delete(id));
  }
}

/**
 * Continues imports (and undos) a stopped process left half done: once at
 * start, then every `everyMs`, since a dead runner's claim must expire first.
 */
export function startImportResumer(deps: LeadCommandDeps, log: FastifyBaseLogger, everyMs = 60_000): { resumeNow(): Promise<void>; stop(): void } {
  let running = false;
  const resumeNow = async () => {
    if (running) return;
    running = true;
    try {
      const n = await resumeImports(deps);
      if (n) log.info({ imports: n }, "continued imports a stopped process left running");
    } catch (err) {
      log.error({ err }, "continuing imports failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void resumeNow(), everyMs);
  timer.unref();
  return { resumeNow, stop: () => clearInterval(timer) };
}
