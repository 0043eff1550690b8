import type { FastifyInstance } from "fastify";
import { performanceQuerySchema } from "../../../shared/performance.ts";
import { agentPerformance } from "../../leads/performance/performance.ts";
import { defineFunction } from "../router.server.ts";
import { staffCaller } from "./desk-functions.server.ts";

/**
 * `desk-performance` (GET, `?days=7|30|90`): each agent's leads, contact
 * within target, first response, calls, samples, conversions and chat rating
 * over the period (src/server/leads/performance/). Admins see everyone; an
 * agent sees their own row only.
 */
export function registerPerformanceFunctions(app: FastifyInstance): void {
  app.functions.register(
    defineFunction({
      name: "desk-performance",
      methods: ["GET"],
      staff: true,
      querystring: performanceQuerySchema,
      handler: async (ctx) => {
        const { userId, role } = await staffCaller(ctx, "agent");
        return agentPerformance(app.database.db, { days: ctx.params.days, ...(role === "admin" ? {} : { onlyAgent: userId }) });
      },
    }),
  );
}
