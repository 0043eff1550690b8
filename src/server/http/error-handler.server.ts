import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { asHttpError, clientErrorOf, HttpError } from "./errors.server.ts";

/**
 * The server's last word on any error its API areas do not answer in their
 * own wire format (pages, assets, health): a plain-text message for the
 * client's mistakes, and for everything else a fixed sentence. The real
 * error, which may name internals or carry a stack, goes to the log only.
 */
export function plainErrorHandler(thrown: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const err = asHttpError(thrown);
  if (err instanceof HttpError) {
    for (const [k, v] of Object.entries(err.extra.headers ?? {})) reply.header(k, v);
    return sendPlain(reply, err.status, err.message);
  }
  const client = clientErrorOf(err);
  if (client) return sendPlain(reply, client.status, client.message);
  req.log.error({ err }, "request failed");
  return sendPlain(reply, 500, "Something went wrong on our side; please try again");
}

function sendPlain(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type("text/plain; charset=utf-8").header("cache-control", "no-store").send(message);
}
