import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { LEAD_STATUSES } from "../../../shared/pipeline.ts";
import { USER_TYPES } from "../../../shared/constants.ts";
import { locales } from "../../../../content/i18n.ts";
import { liveChatText } from "../../../../content/live-chat.ts";
import { staffCaller } from "../leads/desk-functions.server.ts";
import { defineFunction } from "../router.server.ts";
import { DomainError } from "../../domain-error.ts";

const uuid = (what: string) => z.uuid({ error: `must be a ${what} id` });

/** Types a browser may show inline from our own origin; anything else is downloaded, never rendered. */
const INLINE = /^(image\/(jpeg|png|webp|gif)|audio\/(ogg|mpeg|mp4|aac|amr|opus)|video\/(mp4|3gpp))(;|$)/;

/**
 * The console's WhatsApp functions (staff): `whatsapp-templates` lists the
 * approved templates (GET; POST syncs them from the business account now),
 * `whatsapp-send-template` sends one in a conversation (`sessionId`) or to a
 * lead (`leadId`), `whatsapp-media` serves a file a farmer sent. The rules
 * live in src/server/whatsapp/; agents' replies go through live-chat's
 * `send_message` like any chat's.
 */
export function registerWhatsAppFunctions(app: FastifyInstance): void {
  const { whatsapp } = app;

  app.functions.register(
    defineFunction({
      name: "whatsapp-templates",
      methods: ["GET", "POST"],
      staff: true,
      handler: async (ctx) => {
        await staffCaller(ctx, "agent");
        if (ctx.method === "POST") await whatsapp.templates.sync();
        return { templates: await whatsapp.approvedTemplates() };
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "whatsapp-send-template",
      methods: ["POST"],
      staff: true,
      body: z
        .object({
          sessionId: uuid("session").optional(),
          leadId: uuid("lead").optional(),
          name: z.string().trim().min(1, { error: "is required" }).max(512),
          language: z.string().trim().min(2, { error: "is required" }).max(15),
          values: z.array(z.string().max(1000, { error: "is too long: at most 1000 characters" })).max(20).default([]),
          senderName: z.string().trim().max(100).optional(),
        })
        .refine((b) => Boolean(b.sessionId) !== Boolean(b.leadId), { error: "give either sessionId or leadId" }),
      handler: async (ctx) => {
        const { userId } = await staffCaller(ctx, "agent");
        ctx.reply.code(201);
        return whatsapp.sendTemplate(userId, ctx.body.senderName || liveChatText.agentName, ctx.body);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "whatsapp-media",
      methods: ["GET"],
      staff: true,
      querystring: z.object({ id: uuid("WhatsApp message") }),
      handler: async (ctx) => {
        await staffCaller(ctx, "agent");
        const file = await whatsapp.mediaFile(ctx.params.id);
        const inline = INLINE.test(file.mime);
        const name = (file.filename ?? "whatsapp-file").replace(/[^\w.-]+/g, "_").slice(0, 100);
        // What a farmer sent is shown, never run: no sniffing, no scripts even if it claims to be a page.
        return ctx.reply
          .header("content-type", inline ? file.mime : "application/octet-stream")
          .header("content-disposition", inline ? "inline" : `attachment; filename="${name}"`)
          .header("x-content-type-options", "nosniff")
          .header("content-security-policy", "default-src 'none'; sandbox")
          .header("cache-control", "private, no-store")
          .send(file.bytes);
      },
    }),
  );

  const audience = z
    .object({
      languages: z.array(z.enum(locales)).max(20).optional(),
      userTypes: z.array(z.enum(USER_TYPES)).max(20).optional(),
      statuses: z.array(z.enum(LEAD_STATUSES)).max(20).optional(),
    })
    .strict();

  /**
   * Broadcasts (admins): GET lists them with where their recipients stand
   * (`id`: one, with the recipients it failed or skipped), POST starts one:
   * an approved template to every contact who agreed to our messages and
   * matches the filter, sent at the provider's rate, resumed after a crash.
   */
  app.functions.register(
    defineFunction({
      name: "whatsapp-broadcasts",
      methods: ["GET", "POST"],
      staff: true,
      querystring: z.object({ id: uuid("broadcast").optional() }),
      body: z
        .object({
          title: z.string().trim().min(1, { error: "is required" }).max(200, { error: "is too long: at most 200 characters" }),
          templateName: z.string().trim().min(1, { error: "is required" }).max(512),
          templateLanguage: z.string().trim().min(2, { error: "is required" }).max(15),
          values: z.array(z.string().max(1000, { error: "is too long: at most 1000 characters" })).max(20).default([]),
          audience: audience.default({}),
        })
        .optional(),
      handler: async (ctx) => {
        const { userId } = await staffCaller(ctx, "admin");
        if (ctx.method === "POST") {
          if (!ctx.body) throw new DomainError("invalid", "invalid_input", "Invalid input: a broadcast needs a title, a template and its values");
          ctx.reply.code(201);
          return { broadcast: await whatsapp.startBroadcast(userId, ctx.body) };
        }
        if (ctx.params.id) {
          const broadcast = await whatsapp.broadcasts.get(ctx.params.id);
          if (!broadcast) throw new DomainError("not_found", "broadcast_not_found", "No such broadcast");
          return { broadcast, problems: await whatsapp.broadcasts.problems(ctx.params.id) };
        }
        return { broadcasts: await whatsapp.broadcasts.list(), on: whatsapp.on };
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "whatsapp-broadcast-cancel",
      methods: ["POST"],
      staff: true,
      body: z.object({ id: uuid("broadcast") }),
      handler: async (ctx) => {
        await staffCaller(ctx, "admin");
        return { broadcast: await whatsapp.broadcasts.cancel(ctx.body.id) };
      },
    }),
  );

  /**
   * The admin's WhatsApp screen (admins): GET the templates with Meta's last
   * word on each and the webhook deliveries that failed for good; POST
   * `{id}` retries one failed delivery now.
   */
  app.functions.register(
    defineFunction({
      name: "whatsapp-admin",
      methods: ["GET", "POST"],
      staff: true,
      body: z.object({ id: uuid("delivery") }).optional(),
      handler: async (ctx) => {
        await staffCaller(ctx, "admin");
        if (ctx.method === "POST") {
          if (!ctx.body) throw new DomainError("invalid", "invalid_input", "Invalid input: id: the delivery to retry is required");
          return { retried: await whatsapp.retryDelivery(ctx.body.id), failed: await whatsapp.failedDeliveries() };
        }
        return { on: whatsapp.on, templates: await whatsapp.templates.all(), failed: await whatsapp.failedDeliveries() };
      },
    }),
  );
}
