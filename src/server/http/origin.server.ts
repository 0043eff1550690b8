import type { FastifyRequest } from "fastify";
import type { AppConfig } from "../config.server.ts";
import { HttpError } from "./errors.server.ts";

/**
 * The site's public origin for a request: PUBLIC_URL when set. Without it (in
 * development) the request's own host, but only a host on the allowlist, so a
 * forged Host header can never become a link the server hands out.
 */
export function publicOrigin(req: FastifyRequest, config: AppConfig): string {
  if (config.publicUrl) return config.publicUrl;
  if (!isAllowedHost(req.host, config)) {
    throw new HttpError(400, "unknown_host", "This server does not answer for that host name; set PUBLIC_URL or ALLOWED_HOSTS");
  }
  return `${req.protocol}://${req.host}`;
}

/** Whether a Host header (with or without port) names one of the allowed hosts. */
export function isAllowedHost(host: string | undefined, config: AppConfig): boolean {
  if (!host) return false;
  const name = host.toLowerCase().replace(/:\d+$/, "");
  return config.allowedHosts.includes(name);
}
