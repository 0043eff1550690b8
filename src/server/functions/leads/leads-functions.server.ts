import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { leadFilterSchema } from "../../../shared/lead-filters.ts";
import { defineFunction } from "../router.server.ts";

const pageQuery = leadFilterSchema.extend({ page: z.coerce.number().int().min(0).max(100_000).default(0) });

/**
 * The leads desk's staff functions: one page of the table, the counts and the
 * CSV export. All three take the same filter and read it through the leads
 * service, so they always describe the same leads.
 */
export function registerLeadFunctions(app: FastifyInstance): void {
  const { leads } = app;

  app.functions.register(
    defineFunction({
      name: "leads-page",
      methods: ["GET"],
      handler: async ({ requireUser, parse, query }) => {
        requireUser();
        const { page, ...filter } = parse(pageQuery, Object.fromEntries(query));
        return leads.page(filter, page);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "leads-summary",
      methods: ["GET"],
      handler: async ({ requireUser, parse, query }) => {
        requireUser();
        return leads.summary(parse(leadFilterSchema, Object.fromEntries(query)));
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "leads-export",
      methods: ["GET"],
      handler: async ({ requireUser, parse, query, reply }) => {
        requireUser();
        const filter = parse(leadFilterSchema, Object.fromEntries(query));
        const day = /^\d{4}-\d{2}-\d{2}$/.test(query.get("date") ?? "") ? query.get("date")! : new Date().toISOString().slice(0, 10);
        // Resolves once the whole stream has been written (Fastify's reply is thenable).
        await reply
          .code(200)
          .header("Content-Type", "text/csv; charset=utf-8")
          .header("Content-Disposition", `attachment; filename="leads-${day}.csv"`)
          .header("Cache-Control", "no-store")
          .send(Readable.from(leads.csv(filter)));
      },
    }),
  );
}
