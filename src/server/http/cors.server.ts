import type { FastifyInstance } from "fastify";
import cors from "@fastify/cors";

/**
 * CORS for the API areas, as the official client expects it. The API
 * authenticates with bearer tokens, never cookies, so any origin may call it;
 * Content-Range and X-Supabase-Api-Version must be exposed or the client loses
 * counts and error codes. Requested headers are echoed (the default when no
 * list is given), which also admits headers newer clients may add.
 */
export async function registerCors(scope: FastifyInstance): Promise<void> {
  await scope.register(cors, {
    origin: "*",
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    exposedHeaders: ["Content-Range", "X-Supabase-Api-Version", "Content-Profile", "Range-Unit"],
    maxAge: 86400,
    // A preflight is answered even without an Origin header (tools, tests), like the hosted service.
    strictPreflight: false,
    optionsSuccessStatus: 204,
  });
}
