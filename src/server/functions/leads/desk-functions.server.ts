import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { LeadDetail } from "../../../shared/desk-types.ts";
import {
  callbackDoneSchema,
  deskSettingsSchema,
  leadDeleteSchema,
  leadMergeSchema,
  leadsBulkSchema,
  leadUnmergeSchema,
  leadUpdateSchema,
} from "../../../shared/pipeline.ts";
import { leadFilterSchema } from "../../../shared/lead-filters.ts";
import { HttpError } from "../../http/errors.server.ts";
import { listStaff, requireRole } from "../../staff/roles.ts";
import { defineFunction, type FunctionContext } from "../router.server.ts";

/** The signed-in caller's id once their role allows `role` (403 otherwise). */
export async function staffCaller(ctx: Pick<FunctionContext, "requireUser" | "app">, role: "admin" | "agent") {
  const user = ctx.requireUser();
  const held = await requireRole(ctx.app.database.db, user.userId, role);
  return { userId: user.userId, role: held };
}

/**
 * The lead desk's staff functions: one lead with its timeline, changes to a
 * lead's pipeline (one or many), call-backs marked done, merging two leads and
 * undoing it, the desk's settings (changed by admins only), and deleting a
 * lead (admin-only, with its name typed to confirm). Each checks the caller's
 * role on the server; the rules live in src/server/leads/.
 */
export function registerDeskFunctions(app: FastifyInstance): void {
  const { leads } = app;

  app.functions.register(
    defineFunction({
      name: "lead-detail",
      methods: ["GET"],
      staff: true,
      querystring: z.object({ id: z.uuid({ error: "must be a lead id" }) }),
      handler: async (ctx): Promise<LeadDetail> => {
        const { role } = await staffCaller(ctx, "agent");
        const found = await leads.detail(ctx.params.id);
        if (!found) throw new HttpError(404, "lead_not_found", "No such lead");
        return { ...found, staff: await listStaff(ctx.app.database.db), role };
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "lead-update",
      methods: ["POST"],
      staff: true,
      body: leadUpdateSchema,
      handler: async (ctx) => {
        const { userId } = await staffCaller(ctx, "agent");
        const { id, ...change } = ctx.body;
        return leads.change(userId, id, change);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "leads-bulk",
      methods: ["POST"],
      staff: true,
      body: leadsBulkSchema,
      handler: async (ctx) => {
        const { userId } = await staffCaller(ctx, "agent");
        return leads.bulk(userId, ctx.body.ids, ctx.body.change);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "lead-delete",
      methods: ["POST"],
      staff: true,
      body: leadDeleteSchema,
      handler: async (ctx) => {
        const { userId } = await staffCaller(ctx, "admin");
        await leads.remove(userId, ctx.body.id, ctx.body.confirmName);
        return { deleted: true };
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "desk-dashboard",
      methods: ["GET"],
      staff: true,
      querystring: leadFilterSchema.pick({ since: true }),
      handler: async (ctx) => {
        await staffCaller(ctx, "agent");
        return leads.dashboard(ctx.params.since);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "callback-done",
      methods: ["POST"],
      staff: true,
      body: callbackDoneSchema,
      handler: async (ctx) => {
        const { userId } = await staffCaller(ctx, "agent");
        return leads.callbackDone(userId, ctx.body.id);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "lead-merge",
      methods: ["POST"],
      staff: true,
      body: leadMergeSchema,
      handler: async (ctx) => {
        const { userId } = await staffCaller(ctx, "agent");
        return leads.merge(userId, ctx.body.id, ctx.body.sourceId);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "lead-unmerge",
      methods: ["POST"],
      staff: true,
      body: leadUnmergeSchema,
      handler: async (ctx) => {
        const { userId } = await staffCaller(ctx, "agent");
        return leads.unmerge(userId, ctx.body.id, ctx.body.eventId);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "desk-settings",
      methods: ["GET", "POST"],
      staff: true,
      body: deskSettingsSchema,
      handler: async (ctx) => {
        if (ctx.method === "GET") {
          await staffCaller(ctx, "agent");
          return leads.settings();
        }
        const { userId } = await staffCaller(ctx, "admin");
        return leads.saveSettings(userId, ctx.body);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "staff-list",
      methods: ["GET"],
      staff: true,
      handler: async (ctx) => {
        const me = await staffCaller(ctx, "agent");
        return { staff: await listStaff(ctx.app.database.db), me };
      },
    }),
  );
}
