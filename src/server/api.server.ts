import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth/routes.server.ts";
import { isActiveAccount } from "./staff/team.ts";
import { FunctionRegistry, functionRoutes } from "./functions/router.server.ts";
import { registerChatFunctions } from "./functions/chat-functions.server.ts";
import { registerLeadFunctions } from "./functions/leads/leads-functions.server.ts";
import { registerDeskFunctions } from "./functions/leads/desk-functions.server.ts";
import { registerDeskCaptureFunctions } from "./functions/leads/desk-capture-functions.server.ts";
import { registerFieldDeskFunctions } from "./functions/leads/field-desk-functions.server.ts";
import { registerRoutingFunctions } from "./functions/leads/routing-functions.server.ts";
import { registerImportFunctions } from "./functions/leads/import-functions.server.ts";
import { registerPerformanceFunctions } from "./functions/leads/performance-functions.server.ts";
import { registerStaffFunctions } from "./functions/staff/staff-functions.server.ts";
import { registerNewsletterFunctions } from "./functions/newsletter/newsletter-functions.server.ts";
import { HttpError } from "./http/errors.server.ts";
import { publicOrigin } from "./http/origin.server.ts";
import { restRoutes } from "./rest/routes.server.ts";

/**
 * The backend API the official client speaks to (auth, data, functions) plus
 * /config.json. Registered before the site's catch-all route.
 */
export async function registerApi(app: FastifyInstance, moreFunctions?: (registry: FunctionRegistry) => void): Promise<void> {
  app.decorate("functions", new FunctionRegistry());
  registerChatFunctions(app);
  registerLeadFunctions(app);
  registerDeskFunctions(app);
  registerDeskCaptureFunctions(app);
  registerFieldDeskFunctions(app);
  registerRoutingFunctions(app);
  registerImportFunctions(app);
  registerPerformanceFunctions(app);
  registerStaffFunctions(app);
  registerNewsletterFunctions(app);
  moreFunctions?.(app.functions);

  const anonKey = await app.tokens.anonKey;
  app.get("/config.json", async (req, reply) => {
    reply.header("Access-Control-Allow-Origin", "*").header("Cache-Control", "no-cache");
    try {
      return { supabaseUrl: publicOrigin(req, app.config), anonKey };
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      return reply.code(err.status).send({ error: err.message, code: err.code });
    }
  });

  await app.register(authRoutes, { prefix: "/auth/v1", isActiveAccount });
  await app.register(restRoutes, { prefix: "/rest/v1" });
  await app.register(functionRoutes, { prefix: "/functions/v1" });
}
