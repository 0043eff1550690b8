import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { defineFunction } from "../router.server.ts";
import { leadInsertSchema } from "../../../shared/schemas.ts";
import { leadNotification } from "../../leads/leads.server.ts";
import { publicOrigin } from "../../http/origin.server.ts";

const body = z.object({ leadData: leadInsertSchema });

/**
 * `send-lead-email` ({leadData}): the chat widget's lead goes to the sales
 * inbox named in content/site.ts, through the mail outbox (SMTP when
 * configured). It only ever writes to our own inbox, and the per-IP limit
 * keeps it from being used to flood that.
 */
export function sendLeadEmailFunction(app: FastifyInstance) {
  return defineFunction({
    name: "send-lead-email",
    methods: ["POST"],
    // Parsed after the limit, so invalid requests count towards it too.
    async handler(ctx) {
      ctx.limit("send", app.config.publicWriteLimitPerMinute, 60_000);
      const lead = ctx.parse(body, ctx.body).leadData;
      const adminUrl = `${publicOrigin(ctx.request, app.config)}/admin/leads`;
      const id = await app.mailer.sendMail(leadNotification(lead, adminUrl));
      return { success: true, id };
    },
  });
}
