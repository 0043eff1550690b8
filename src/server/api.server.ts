import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth/routes.server.ts";
import { TokenService } from "./auth/tokens.server.ts";
import { FunctionRegistry, functionRoutes } from "./functions/router.server.ts";
import { registerChatFunctions } from "./functions/chat-functions.server.ts";
import { publicOrigin } from "./http/origin.server.ts";
import { defaultFrom, Mailer } from "./mail/mailer.server.ts";
import { restRoutes } from "./rest/routes.server.ts";
import { registerAdminLeadFunctions } from "./leads/admin-leads.server.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Signs and verifies access tokens and the anonymous key. */
    tokens: TokenService;
    /** `app.mailer.sendMail({to, subject, text, html})`: outbox first, then SMTP with retries. */
    mailer: Mailer;
    /** `app.functions.register({name, handler, ...})` adds a /functions/v1/{name} endpoint. */
    functions: FunctionRegistry;
  }
}

/**
 * The backend API the official client speaks to (auth, data, functions) plus
 * /config.json. Registered before the site's catch-all route.
 */
export async function registerApi(app: FastifyInstance): Promise<void> {
  const { config } = app;
  app.decorate("tokens", new TokenService(config.jwtSecret));
  const mailer = new Mailer({
    db: app.database.db,
    log: app.log,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom ?? defaultFrom(config.publicUrl),
    retryBaseMs: config.mailRetryBaseMs,
  });
  app.decorate("mailer", mailer);
  app.decorate("functions", new FunctionRegistry());
  registerChatFunctions(app);
  app.addHook("onReady", async () => mailer.start());
  // Registered before the database closes (hooks run in order), so a pass in flight can finish.
  app.addHook("preClose", async () => mailer.stop());

  const anonKey = await app.tokens.anonKey;
  app.get("/config.json", async (req, reply) => {
    reply.header("Access-Control-Allow-Origin", "*").header("Cache-Control", "no-cache");
    return { supabaseUrl: publicOrigin(req, config), anonKey };
  });

  await app.register(authRoutes, { prefix: "/auth/v1" });
  await app.register(restRoutes, { prefix: "/rest/v1" });
  registerAdminLeadFunctions(app);
  await app.register(functionRoutes, { prefix: "/functions/v1" });
}
