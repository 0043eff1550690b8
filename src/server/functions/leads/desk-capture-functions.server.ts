import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { manualLeadSchema } from "../../../shared/manual-lead.ts";
import { HttpError } from "../../http/errors.server.ts";
import { defineFunction } from "../router.server.ts";
import { staffCaller } from "./desk-functions.server.ts";

/**
 * Staff adding a lead by hand (someone who phoned or walked in) through the
 * same capture command as every other entry point, and a lead's possible
 * duplicates for its page. The rules live in src/server/leads/.
 */
export function registerDeskCaptureFunctions(app: FastifyInstance): void {
  const { leads } = app;

  app.functions.register(
    defineFunction({
      name: "lead-add",
      methods: ["POST"],
      staff: true,
      body: manualLeadSchema,
      handler: async (ctx) => {
        const { userId } = await staffCaller(ctx, "agent");
        const b = ctx.body;
        const lead = await leads.capture({
          name: b.name,
          email: b.email,
          phone: b.phone,
          location: b.location ?? null,
          user_type: b.userType,
          language: b.language ?? null,
          source: "manual",
          metadata: null,
          actorId: userId,
          notes: b.notes ?? null,
        });
        return { id: lead.id };
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "lead-duplicates",
      methods: ["GET"],
      staff: true,
      querystring: z.object({ id: z.uuid({ error: "must be a lead id" }) }),
      handler: async (ctx) => {
        await staffCaller(ctx, "agent");
        if (!(await leads.detail(ctx.params.id))) throw new HttpError(404, "lead_not_found", "No such lead");
        return { duplicates: await leads.duplicates(ctx.params.id) };
      },
    }),
  );
}
