import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { importMappingSchema, type ImportMapping } from "../../../shared/lead-imports.ts";
import { HttpError } from "../../http/errors.server.ts";
import { ImportService } from "../../leads/imports/service.ts";
import { MAX_UPLOAD_BYTES } from "../../leads/imports/parse.ts";
import { requireRole } from "../../staff/roles.ts";
import { defineFunction, type FunctionContext } from "../router.server.ts";

/**
 * Lead imports (admins only; agents get a 403 that says so):
 * - `lead-import-preview` (POST, the file's bytes as application/octet-stream,
 *   `?file=<name>` and optionally `&mapping=<JSON>`): the columns, the mapping
 *   (remembered or guessed when none is sent) and the preview; nothing is saved;
 * - `lead-import-start` (POST, the same with the confirmed mapping): stores the
 *   import and runs it in the background; answers its progress;
 * - `lead-imports` (GET): the latest imports, or one (`?id=`) with its progress;
 * - `lead-import-undo` (POST `{ id }`): undoes a finished import as one step.
 * The upload routes take up to 15 MB (the file limit); every other route keeps the API's 64 KB.
 */

/** The file limit plus room for nothing else: the body is the file. */
export const IMPORT_BODY_LIMIT = MAX_UPLOAD_BYTES;

const uploadQuery = z.object({
  file: z.string().trim().min(1, "name the file (?file=leads.csv)").max(200),
  mapping: z.string().max(16_000, "the mapping is too long").optional(),
});

async function adminOnly(ctx: FunctionContext): Promise<string> {
  const user = ctx.requireUser();
  const role = await requireRole(ctx.app.database.db, user.userId, "agent");
  if (role !== "admin") throw new HttpError(403, "admin_only", "Only an admin may import leads; ask an admin to import this sheet");
  return user.userId;
}

function fileBytes(body: unknown): Uint8Array {
  if (Buffer.isBuffer(body)) return body;
  throw new HttpError(415, "send_file_bytes", "Send the file itself as the body, with Content-Type: application/octet-stream");
}

function mappingOf(ctx: FunctionContext, text: string | undefined): ImportMapping | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, "invalid_mapping", "The mapping is not valid JSON: send an object of column name to field");
  }
  return ctx.parse(importMappingSchema, value);
}

export function registerImportFunctions(app: FastifyInstance): void {
  const imports = new ImportService({ database: app.database, mailer: app.mailer, adminUrl: `${app.config.siteUrl}/admin/leads` }, app.log);

  app.functions.register(
    defineFunction({
      name: "lead-import-preview",
      methods: ["POST"],
      staff: true,
      bodyLimit: IMPORT_BODY_LIMIT,
      querystring: uploadQuery,
      handler: async (ctx) => {
        await adminOnly(ctx);
        return imports.read(ctx.params.file, fileBytes(ctx.body), mappingOf(ctx, ctx.params.mapping));
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "lead-import-start",
      methods: ["POST"],
      staff: true,
      bodyLimit: IMPORT_BODY_LIMIT,
      querystring: uploadQuery,
      handler: async (ctx) => {
        const userId = await adminOnly(ctx);
        const mapping = mappingOf(ctx, ctx.params.mapping);
        if (!mapping) throw new HttpError(400, "no_mapping", "Confirm the column mapping before importing (?mapping=...)");
        ctx.reply.code(202);
        return imports.start(userId, ctx.params.file, fileBytes(ctx.body), mapping);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "lead-imports",
      methods: ["GET"],
      staff: true,
      querystring: z.object({ id: z.uuid({ error: "must be an import's id" }).optional() }),
      handler: async (ctx) => {
        await adminOnly(ctx);
        return ctx.params.id ? imports.progress(ctx.params.id) : imports.recent();
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "lead-import-undo",
      methods: ["POST"],
      staff: true,
      body: z.object({ id: z.uuid({ error: "must be an import's id" }) }),
      handler: async (ctx) => {
        const userId = await adminOnly(ctx);
        ctx.reply.code(202);
        return imports.undo(userId, ctx.body.id);
      },
    }),
  );
}
