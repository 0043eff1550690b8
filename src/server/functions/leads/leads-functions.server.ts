import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { leadFilterSchema } from "../../../shared/lead-filters.ts";
import { defineFunction } from "../router.server.ts";

const pageQuery = leadFilterSchema.extend({ page: z.coerce.number().int().min(0).max(100_000).default(0) });
/** `date`: the browser's local day, for the file name. */
const exportQuery = leadFilterSchema.extend({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined) });

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
      staff: true,
      querystring: pageQuery,
      handler: async ({ params: { page, ...filter } }) => leads.page(filter, page),
    }),
  );

  app.functions.register(
    defineFunction({
      name: "leads-summary",
      methods: ["GET"],
      staff: true,
      querystring: leadFilterSchema,
      handler: async ({ params }) => leads.summary(params),
    }),
  );

  app.functions.register(
    defineFunction({
      name: "leads-export",
      methods: ["GET"],
      staff: true,
      querystring: exportQuery,
      handler: async ({ params: { date, ...filter }, reply }) => {
        const day = date ?? new Date().toISOString().slice(0, 10);
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
