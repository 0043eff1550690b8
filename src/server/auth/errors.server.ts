import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { asHttpError, clientErrorOf, HttpError } from "../http/errors.server.ts";

export const API_VERSION = "2024-01-01";

/**
 * GoTrue's 2024-01-01 error style ({code, message}) with the version header,
 * plus the legacy error_code/msg fields carrying the same strings, so the client
 * reads the right code even where the header is not visible.
 */
export function sendAuthError(reply: FastifyReply, status: number, code: string, message: string, body: Record<string, unknown> = {}) {
  return reply
    .code(status)
    .header("X-Supabase-Api-Version", API_VERSION)
    .type("application/json; charset=utf-8")
    .send({ code, error_code: code, message, msg: message, ...body });
}

export function authErrorHandler(thrown: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const err = asHttpError(thrown);
  if (err instanceof HttpError) {
    for (const [k, v] of Object.entries(err.extra.headers ?? {})) reply.header(k, v);
    return sendAuthError(reply, err.status, err.code, err.message, err.extra.body);
  }
  const client = clientErrorOf(err);
  if (client) {
    const code = client.status === 413 ? "request_too_large" : client.status === 400 ? "bad_json" : "validation_failed";
    return sendAuthError(reply, client.status, code, client.message);
  }
  req.log.error({ err }, "auth request failed");
  return sendAuthError(reply, 500, "unexpected_failure", "Unexpected failure, please try again");
}
