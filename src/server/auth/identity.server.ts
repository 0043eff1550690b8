import type { FastifyRequest } from "fastify";
import type { Db } from "../db/index.server.ts";
import { HttpError } from "../http/errors.server.ts";
import { sessionExists } from "./sessions.server.ts";
import { TokenError, type TokenClaims, type TokenService } from "./tokens.server.ts";

/** Who is calling a data or function endpoint. */
export type Caller =
  | { role: "anon" }
  | { role: "authenticated"; userId: string; email: string; sessionId: string; claims: TokenClaims };

export function bearerOf(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (typeof h !== "string") return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  return m?.[1];
}

const unauthorized = (code: string, message: string) =>
  new HttpError(401, code, message, {
    headers: { "WWW-Authenticate": `Bearer error="invalid_token", error_description="${message}"` },
  });

/**
 * Every /rest/v1 and /functions/v1 request needs a key this server signed (the
 * apikey header, or a bearer token); the role comes from the bearer token when
 * there is one. A signed-in user's token is only honoured while its session
 * exists, so signing out takes effect at once rather than at token expiry.
 */
export async function resolveCaller(req: FastifyRequest, tokens: TokenService, db: Db): Promise<Caller> {
  const apikey = req.headers.apikey;
  const bearer = bearerOf(req);
  if (typeof apikey !== "string" && !bearer) {
    throw new HttpError(401, "no_api_key", "No API key found in request", {
      hint: "No `apikey` request header or Authorization bearer token was found.",
    });
  }
  if (typeof apikey === "string" && apikey !== bearer) {
    const claims = await verifyOr401(tokens, apikey, "Invalid API key");
    if (claims.role !== "anon") throw unauthorized("invalid_api_key", "Invalid API key");
  }
  if (!bearer) return { role: "anon" };
  const claims = await verifyOr401(tokens, bearer);
  if (claims.role === "anon") return { role: "anon" };
  if (claims.role !== "authenticated" || typeof claims.sub !== "string" || typeof claims.session_id !== "string") {
    throw unauthorized("PGRST301", "JWT role is not recognised");
  }
  if (!(await sessionExists(db, claims.session_id))) {
    throw unauthorized("PGRST301", "JWT session has ended; sign in again");
  }
  return {
    role: "authenticated",
    userId: claims.sub,
    email: typeof claims.email === "string" ? claims.email : "",
    sessionId: claims.session_id,
    claims,
  };
}

async function verifyOr401(tokens: TokenService, token: string, invalidMessage?: string): Promise<TokenClaims> {
  try {
    return await tokens.verify(token);
  } catch (err) {
    if (err instanceof TokenError && err.reason === "expired") throw unauthorized("PGRST303", "JWT expired");
    throw unauthorized(invalidMessage ? "invalid_api_key" : "PGRST301", invalidMessage ?? "JWT could not be verified");
  }
}
