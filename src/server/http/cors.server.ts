import type { FastifyInstance } from "fastify";

/**
 * CORS for the API areas, as the official client expects it. The API authenticates with bearer
 * tokens, never cookies, so any origin may call it; Content-Range and
 * X-Supabase-Api-Version must be exposed or the client loses counts and error codes.
 */
export const CORS_ALLOW_HEADERS =
  "authorization, apikey, content-type, x-client-info, x-supabase-api-version, prefer, accept-profile, content-profile, x-retry-count, x-region";
const ALLOW_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
const EXPOSE = "Content-Range, X-Supabase-Api-Version, Content-Profile, Range-Unit";

/**
 * Adds the CORS headers to every response of the calling scope and answers
 * preflights. The scope needs a catch-all route (`all("/*")`) so that a
 * preflight on any path reaches this hook.
 */
export function registerCors(scope: FastifyInstance): void {
  scope.addHook("onRequest", async (req, reply) => {
    reply.header("Access-Control-Allow-Origin", "*");
    reply.header("Access-Control-Expose-Headers", EXPOSE);
    if (req.method === "OPTIONS") {
      // Echoing the requested headers also admits headers newer clients may add.
      const requested = req.headers["access-control-request-headers"];
      reply
        .header("Access-Control-Allow-Methods", ALLOW_METHODS)
        .header("Access-Control-Allow-Headers", typeof requested === "string" && requested ? requested : CORS_ALLOW_HEADERS)
        .header("Access-Control-Max-Age", "86400")
        .header("Vary", "Access-Control-Request-Headers")
        .code(204)
        .send();
      return reply;
    }
  });
}
