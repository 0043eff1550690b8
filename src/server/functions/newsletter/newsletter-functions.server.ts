import type { FastifyInstance } from "fastify";
import { staffCaller } from "../leads/desk-functions.server.ts";
import { defineFunction } from "../router.server.ts";

/**
 * `newsletter-subscribers` (admins only): every subscriber with their state
 * and the counts per state, for the admin page. The role is checked here on
 * the server; the list itself comes from src/server/newsletter/.
 */
export function registerNewsletterFunctions(app: FastifyInstance): void {
  app.functions.register(
    defineFunction({
      name: "newsletter-subscribers",
      methods: ["GET"],
      staff: true,
      handler: async (ctx) => {
        await staffCaller(ctx, "admin");
        return app.newsletter.list();
      },
    }),
  );
}
