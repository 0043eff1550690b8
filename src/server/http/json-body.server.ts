import type { FastifyInstance } from "fastify";
import secureJson from "secure-json-parse";
import { jsonTextDepth } from "../../shared/storable.ts";
import { HttpError } from "./errors.server.ts";

/** No API body is nested deeper than this; deeper ones are refused before parsing, so nothing later recurses through them. */
export const MAX_JSON_DEPTH = 32;

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
    if (jsonTextDepth(text) > MAX_JSON_DEPTH) {
      return done(new HttpError(400, "bad_json", `Request body is nested more than ${MAX_JSON_DEPTH} levels deep`), undefined);
    }
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: "remove", constructorAction: "remove" }));
    } catch {
      done(new HttpError(400, "bad_json", "Request body is not valid JSON"), undefined);
    }
  });
}
