import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { liveChatText } from "../../../../content/live-chat.ts";
import { staffCaller } from "../leads/desk-functions.server.ts";
import { defineFunction } from "../router.server.ts";

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
}
