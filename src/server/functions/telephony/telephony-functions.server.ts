import { locales } from "../../../../content/i18n.ts";
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { staffCaller } from "../leads/desk-functions.server.ts";
import { defineFunction } from "../router.server.ts";

const uuid = (what: string) => z.uuid({ error: `must be a ${what} id` });
const phone = z.string().trim().max(40, { error: "must be at most 40 characters" });
const since = z
  .string()
  .max(64)
  .refine((v) => !Number.isNaN(Date.parse(v)), "must be an ISO-8601 date-time")
  .transform((v) => new Date(v).toISOString())
  .optional();

/**
 * The desk's phone functions (staff): `call-start` rings the agent, then the
 * lead; `call-recording` streams a call's recording; `my-phone` reads and
 * sets the caller's own phone; `sms-send` sends a registered template to a
 * lead; `call-figures` counts calls for the dashboard. And the public phone
 * check: `otp-request` sends a code, `otp-verify` checks it. The rules live
 * in src/server/telephony/.
 */
export function registerTelephonyFunctions(app: FastifyInstance): void {
  const { telephony } = app;

  app.functions.register(
    defineFunction({
      name: "call-start",
      methods: ["POST"],
      staff: true,
      body: z.object({ leadId: uuid("lead"), callbackId: uuid("call-back").optional() }),
      handler: async (ctx) => {
        const { userId } = await staffCaller(ctx, "agent");
        return telephony.startCall(userId, ctx.body);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "call-recording",
      methods: ["GET"],
      staff: true,
      querystring: z.object({ id: uuid("call") }),
      handler: async (ctx) => {
        await staffCaller(ctx, "agent");
        const res = await telephony.recording(ctx.params.id);
        // Streamed through: the provider's address and credentials never reach the browser.
        ctx.reply
          .header("content-type", res.headers.get("content-type") ?? "audio/mpeg")
          .header("cache-control", "private, no-store")
          .header("content-disposition", "inline");
        const length = res.headers.get("content-length");
        if (length) ctx.reply.header("content-length", length);
        return ctx.reply.send(res.body ? Readable.fromWeb(res.body as import("node:stream/web").ReadableStream) : "");
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "my-phone",
      methods: ["GET", "POST"],
      staff: true,
      body: z.object({ phone }),
      handler: async (ctx) => {
        const { userId } = await staffCaller(ctx, "agent");
        return ctx.method === "GET" ? telephony.myPhone(userId) : telephony.setMyPhone(userId, ctx.body.phone);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "sms-send",
      methods: ["POST"],
      staff: true,
      body: z.object({
        leadId: uuid("lead"),
        template: z.string().max(64),
        variables: z.record(z.string().max(40), z.string().max(200)).default({}),
      }),
      handler: async (ctx) => {
        const { userId } = await staffCaller(ctx, "agent");
        return telephony.sendToLead(userId, ctx.body.leadId, ctx.body.template, ctx.body.variables);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "call-figures",
      methods: ["GET"],
      staff: true,
      querystring: z.object({ since }),
      handler: async (ctx) => {
        await staffCaller(ctx, "agent");
        return telephony.figures(ctx.params.since);
      },
    }),
  );

  const publicLimit = { max: (a: FastifyInstance) => a.config.publicWriteLimitPerMinute, windowMs: 60_000 };
  app.functions.register(
    defineFunction({
      name: "otp-request",
      methods: ["POST"],
      limit: { bucket: "otp-request", ...publicLimit },
      body: z.object({ phone: phone.min(1, { error: "is required" }), language: z.enum(locales).optional() }),
      handler: async (ctx) => telephony.phoneCheck.request(ctx.body.phone, ctx.request.ip, ctx.body.language ?? null),
    }),
  );

  app.functions.register(
    defineFunction({
      name: "otp-verify",
      methods: ["POST"],
      limit: { bucket: "otp-verify", ...publicLimit },
      body: z.object({ phone: phone.min(1, { error: "is required" }), code: z.string().trim().regex(/^\d{6}$/, { error: "must be the six digits of the code" }) }),
      handler: async (ctx) => telephony.phoneCheck.verify(ctx.body.phone, ctx.body.code),
    }),
  );
}
