import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { parseCallStatus, parseMissedCall, parseSmsStatus } from "../../telephony/exotel.ts";

/**
 * Exotel's webhooks: the passthru applet of the missed-call flow, the status
 * callback of desk calls and the SMS delivery report. Exotel signs nothing,
 * so the configured secret is part of each path: a request with another
 * secret gets the same 404 as any unknown address and nothing is stored.
 * Each answers as soon as its rows are written; SMS go out afterwards.
 * Only registered when the provider is set up.
 */
export async function exotelWebhooks(app: FastifyInstance) {
  const settings = app.config.telephony;
  if (!settings) return;
  const secret = Buffer.from(settings.webhookSecret);
  const { telephony } = app;

  // Exotel posts forms; the values are flat (Legs[0][...] keys are kept as written).
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const verified = (req: FastifyRequest<{ Params: { secret: string } }>, reply: FastifyReply) => {
    const given = Buffer.from(req.params.secret);
    if (given.length === secret.length && timingSafeEqual(given, secret)) return true;
    void reply.callNotFound();
    return false;
  };
  const fields = (req: FastifyRequest) => ({ ...(req.query as Record<string, unknown>), ...((req.body as Record<string, unknown> | null) ?? {}) });
  const ack = (reply: FastifyReply, code = 200) => reply.code(code).header("cache-control", "no-store").type("text/plain; charset=utf-8").send(code === 200 ? "OK" : "Bad request");

  // The passthru applet asks with GET; a flow may be set to POST.
  app.route<{ Params: { secret: string } }>({
    method: ["GET", "POST"],
    url: "/webhooks/exotel/:secret/missed-call",
    handler: async (req, reply) => {
      if (!verified(req, reply)) return reply;
      const ev = parseMissedCall(fields(req));
      if (!ev) return ack(reply, 400);
      const result = await telephony.missedCall(ev);
      req.log.info({ callSid: ev.providerSid, outcome: result.outcome }, "missed call");
      return ack(reply);
    },
  });

  app.post<{ Params: { secret: string } }>("/webhooks/exotel/:secret/call-status", async (req, reply) => {
    if (!verified(req, reply)) return reply;
    const ev = parseCallStatus(fields(req));
    // A report without a final status (an "answered" event) has nothing to record yet.
    if (!ev) return ack(reply);
    const outcome = await telephony.callStatus(ev);
    req.log.info({ callSid: ev.providerSid, status: ev.outcome, outcome }, "call status");
    return ack(reply);
  });

  app.post<{ Params: { secret: string } }>("/webhooks/exotel/:secret/sms-status", async (req, reply) => {
    if (!verified(req, reply)) return reply;
    const ev = parseSmsStatus(fields(req));
    if (!ev) return ack(reply, 400);
    await telephony.smsStatus(ev);
    return ack(reply);
  });
}
