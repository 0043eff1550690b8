import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors.server.ts";

/**
 * The official client sends `Content-Type: application/json` on every non-GET
 * request, even with no body (logout, delete), so an empty body here means "no
 * body" instead of Fastify's "empty JSON" error.
 */
export function registerLenientJson(scope: FastifyInstance): void {
  scope.removeContentTypeParser("application/json");
  scope.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, "bad_json", "Request body is not valid JSON"), undefined);
    }
  });
}
