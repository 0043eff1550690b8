import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { sampleFigures, samplesCsv } from "../../samples/figures.ts";
import { sampleAdviceSchema, sampleCreateSchema, sampleFilterSchema, sampleIdSchema, sampleImportSchema, sampleResultsSchema, sampleStepSchema } from "../../../shared/samples.ts";
import { HttpError } from "../../http/errors.server.ts";
import { staffCaller } from "../leads/desk-functions.server.ts";
import { defineFunction } from "../router.server.ts";

/**
 * The desk's sample functions: the list, one sample with its label, and each
 * step (created from a lead, received, results, reviewed advice, shared,
 * rejected). Any staff member may work samples; the rules live in
 * src/server/samples/.
 */
export function registerSampleFunctions(app: FastifyInstance): void {
  const samples = () => app.samples;

  app.functions.register(
    defineFunction({
      name: "samples-page",
      methods: ["GET"],
      staff: true,
      querystring: sampleFilterSchema,
      handler: async (ctx) => {
        await staffCaller(ctx, "agent");
        return samples().page(ctx.params);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "sample-detail",
      methods: ["GET"],
      staff: true,
      querystring: sampleIdSchema,
      handler: async (ctx) => {
        await staffCaller(ctx, "agent");
        const found = await samples().detail(ctx.params.id);
        if (!found) throw new HttpError(404, "sample_not_found", "No such sample");
        return found;
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "sample-create",
      methods: ["POST"],
      staff: true,
      body: sampleCreateSchema,
      handler: async (ctx) => {
        const { userId } = await staffCaller(ctx, "agent");
        return samples().create(userId, ctx.body);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "sample-step",
      methods: ["POST"],
      staff: true,
      body: sampleStepSchema,
      handler: async (ctx) => {
        const { userId } = await staffCaller(ctx, "agent");
        if (ctx.body.to === "received") await samples().receive(userId, ctx.body.id);
        else await samples().reject(userId, ctx.body.id, ctx.body.reason);
        return { id: ctx.body.id, status: ctx.body.to };
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "sample-results",
      methods: ["POST"],
      staff: true,
      body: sampleResultsSchema,
      handler: async (ctx) => {
        const { userId } = await staffCaller(ctx, "agent");
        await samples().saveResults(userId, ctx.body.id, ctx.body.results);
        return { id: ctx.body.id, status: "tested" };
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "sample-advice",
      methods: ["POST"],
      staff: true,
      body: sampleAdviceSchema,
      handler: async (ctx) => {
        const { userId } = await staffCaller(ctx, "agent");
        await samples().approve(userId, ctx.body.id, ctx.body.advice);
        return { id: ctx.body.id, status: "report_ready" };
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "sample-share",
      methods: ["POST"],
      staff: true,
      body: sampleIdSchema,
      handler: async (ctx) => {
        const { userId } = await staffCaller(ctx, "agent");
        return samples().share(userId, ctx.body.id);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "samples-import",
      methods: ["POST"],
      staff: true,
      body: sampleImportSchema,
      handler: async (ctx) => {
        const { userId } = await staffCaller(ctx, "agent");
        return samples().labImport(userId, ctx.body.csv, ctx.body.save);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "samples-figures",
      methods: ["GET"],
      staff: true,
      handler: async (ctx) => {
        await staffCaller(ctx, "agent");
        return sampleFigures(app.database);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "samples-export",
      methods: ["GET"],
      staff: true,
      handler: async (ctx) => {
        await staffCaller(ctx, "agent");
        const day = new Date().toISOString().slice(0, 10);
        await ctx.reply
          .code(200)
          .header("Content-Type", "text/csv; charset=utf-8")
          .header("Content-Disposition", `attachment; filename="samples-${day}.csv"`)
          .header("Cache-Control", "no-store")
          .send(Readable.from(samplesCsv(app.database)));
      },
    }),
  );
}
