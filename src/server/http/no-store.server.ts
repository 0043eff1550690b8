import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Every answer given to someone signed in, and every auth answer (they carry
 * tokens and user records), is marked `Cache-Control: no-store`, so a lead's
 * details or a session never sit in a browser's or a proxy's cache. One hook
 * on the whole server, after the handlers: whatever a handler set is replaced.
 * Signed in means a bearer token other than the public anonymous key.
 */
export async function noStoreWhenSignedIn(app: FastifyInstance): Promise<void> {
  const anonKey = await app.tokens.anonKey;
  const signedIn = (req: FastifyRequest) => {
    const auth = req.headers.authorization;
    if (typeof auth !== "string") return false;
    const token = /^Bearer\s+(\S+)/i.exec(auth)?.[1];
    return !!token && token !== anonKey;
  };
  app.addHook("onSend", async (req, reply, payload) => {
    if (req.url.startsWith("/auth/v1/") || signedIn(req)) reply.header("cache-control", "no-store");
    return payload;
  });
}
