import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { defineFunction } from "../router.server.ts";
import { HttpError } from "../../http/errors.server.ts";
import { leadInsertSchema } from "../../../shared/lead-fields.ts";

const body = z.object({ leadData: leadInsertSchema });

/**
 * `send-lead-email` ({leadData}), kept for the original widget flow (insert
 * the lead, then ask for its e-mail). The notification is made from the
 * stored lead that matches the data, never from the data itself, so this is
 * no relay into the sales inbox: data for a lead that was never stored sends
 * nothing (404), and a lead already notified (every stored lead is, when it
 * is stored) is not mailed twice.
 */
export function sendLeadEmailFunction(app: FastifyInstance) {
  return defineFunction({
    name: "send-lead-email",
    methods: ["POST"],
    body,
    // Counted before the body is checked, so invalid requests count towards it too.
    limit: { bucket: "send", max: (a) => a.config.publicWriteLimitPerMinute, windowMs: 60_000 },
    async handler(ctx) {
      const lead = ctx.body.leadData;
      const r = await app.leads.notifyStored({ ...lead, phone: lead.phone ?? null, location: lead.location ?? null });
      if (r.outcome === "no_such_lead") {
        throw new HttpError(404, "lead_not_found", "No lead with these details was stored in the last 10 minutes; store the lead first");
      }
      return { success: true, id: r.mailId };
    },
  });
}
