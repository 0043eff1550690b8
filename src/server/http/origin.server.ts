import type { FastifyRequest } from "fastify";
import type { AppConfig } from "../config.server.ts";

/** The site's public origin: PUBLIC_URL when set, else what the request was addressed to. */
export function publicOrigin(req: FastifyRequest, config: AppConfig): string {
  if (config.publicUrl) return config.publicUrl;
  return `${req.protocol}://${req.host}`;
}
