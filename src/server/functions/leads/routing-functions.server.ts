import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { promiseSettingsSchema, routingActionSchema, staffLanguagesSchema } from "../../../shared/routing.ts";
import { leadFilterSchema } from "../../../shared/lead-filters.ts";
import { HttpError } from "../../http/errors.server.ts";
import { DeskRoutingService } from "../../leads/routing/service.ts";
import { defineFunction } from "../router.server.ts";
import { staffCaller } from "./desk-functions.server.ts";

/**
 * The desk's routing and response-time functions:
 * - `desk-routing`: the rules, the default, the teams and the places they may
 *   name (GET), and one change to them (POST); admins only;
 * - `lead-routing`: how one lead was routed and its response clock (any staff);
 * - `staff-languages`: a staff member's languages; anyone their own, an admin anyone's;
 * - `desk-promises`: the response-time settings (any staff reads, admins change);
 * - `desk-promise-figures`: first-response times per agent and source, and breaches.
 */
export function registerRoutingFunctions(app: FastifyInstance): void {
  const routing = new DeskRoutingService(app.database);

  app.functions.register(
    defineFunction({
      name: "desk-routing",
      methods: ["GET", "POST"],
      staff: true,
      body: routingActionSchema,
      handler: async (ctx) => {
        const { userId } = await staffCaller(ctx, "admin");
        if (ctx.method !== "POST") return routing.overview();
        return routing.act(userId, ctx.body);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "lead-routing",
      methods: ["GET"],
      staff: true,
      querystring: z.object({ id: z.uuid({ error: "must be a lead id" }) }),
      handler: async (ctx) => {
        await staffCaller(ctx, "agent");
        const exists = await app.database.db.selectFrom("leads").select("id").where("id", "=", ctx.params.id).executeTakeFirst();
        if (!exists) throw new HttpError(404, "lead_not_found", "No such lead");
        return routing.forLead(ctx.params.id);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "staff-languages",
      methods: ["GET", "POST"],
      staff: true,
      body: staffLanguagesSchema,
      querystring: z.object({ userId: z.uuid({ error: "must be a staff member's id" }).optional() }),
      handler: async (ctx) => {
        const { userId, role } = await staffCaller(ctx, "agent");
        const whose = (ctx.method === "POST" ? ctx.body.userId : ctx.params.userId) ?? userId;
        if (whose !== userId && role !== "admin") throw new HttpError(403, "admin_only", "Only an admin may change another person's languages");
        if (ctx.method !== "POST") return { userId: whose, languages: await routing.languages(whose) };
        return { userId: whose, languages: await routing.setLanguages(whose, ctx.body.languages) };
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "desk-promises",
      methods: ["GET", "POST"],
      staff: true,
      body: promiseSettingsSchema,
      handler: async (ctx) => {
        if (ctx.method !== "POST") {
          await staffCaller(ctx, "agent");
          return routing.promiseSettings();
        }
        const { userId } = await staffCaller(ctx, "admin");
        return routing.savePromiseSettings(userId, ctx.body);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "desk-promise-figures",
      methods: ["GET"],
      staff: true,
      querystring: leadFilterSchema.pick({ since: true }),
      handler: async (ctx) => {
        await staffCaller(ctx, "agent");
        return routing.figures(ctx.params.since);
      },
    }),
  );
}
