import type { FastifyInstance } from "fastify";
import { fieldSyncSchema, type FieldChangeResult, type FieldLead } from "../../../shared/field-desk.ts";
import { applyFieldChanges, fieldLeads } from "../../leads/field/sync.ts";
import { defineFunction } from "../router.server.ts";
import { staffCaller } from "./desk-functions.server.ts";

/**
 * The field desk on an agent's phone: `field-leads` (the caller's own leads, to
 * keep for reading offline) and `field-sync` (the changes queued offline,
 * oldest first, each applied once; leads/field/sync.ts).
 */
export function registerFieldDeskFunctions(app: FastifyInstance): void {
  app.functions.register(
    defineFunction({
      name: "field-leads",
      methods: ["GET"],
      staff: true,
      handler: async (ctx): Promise<{ leads: FieldLead[]; at: string }> => {
        const { userId } = await staffCaller(ctx, "agent");
        return { leads: await fieldLeads(ctx.app.database, userId), at: new Date().toISOString() };
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "field-sync",
      methods: ["POST"],
      staff: true,
      body: fieldSyncSchema,
      handler: async (ctx): Promise<{ results: FieldChangeResult[] }> => {
        const { userId } = await staffCaller(ctx, "agent");
        return { results: await applyFieldChanges(ctx.app.database, userId, ctx.body.changes) };
      },
    }),
  );
}
